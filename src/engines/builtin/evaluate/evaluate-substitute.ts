/**
 * A substitute instead of what a criterion asks (`potential`): only through a family of
 * data/skill-families.csv, so that every "compétence proche" answer names a relation a reviewer
 * can read. A requirement names a family when one of its catalog skills is a member, or when all
 * the words of a member are among its own ("Conduite de chariot élévateur" names the family of
 * "chariot élévateur"); the resume shows another member of that family as a catalog mention
 * (members the catalog knows, with its precision rules) or as a line holding all of the member's
 * words (members it does not know), never inside a negation.
 */
import type { FamilyEntry } from '../../../catalogs/skill-families.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { EngineCatalogs } from '../engine-catalogs.js';
import type { Requirement } from '../requirement.js';
import { containsPhrase, contentTerms, stem } from '../find/terms.js';
import { negatedAt } from '../find/negation.js';
import { quote } from '../french/french-words.js';
import { bestLine, grade, lineAt, type Grade } from './grade.js';

type Substitutable = Extract<Requirement, { kind: 'skill' | 'text' | 'certification' }>;

interface Parts {
  ids: Set<string>;
  words: Set<string>;
  stems: Set<string>;
}

/** What a requirement is made of, for telling which family members it names. */
function partsOf(req: Substitutable): Parts {
  const withWords = (ids: Set<string>, words: string[]): Parts => ({ ids, words: new Set(words), stems: new Set(words.map(stem)) });
  switch (req.kind) {
    case 'skill':
      return withWords(new Set(req.skills.map((s) => s.id)), req.surface.flatMap((w) => contentTerms(w)));
    case 'certification':
      return withWords(new Set([req.family]), contentTerms(req.name));
    case 'text':
      return withWords(new Set(), req.terms);
  }
}

const memberStems = new Map<string, string[]>();
function stemsOf(name: string): string[] {
  let s = memberStems.get(name);
  if (!s) memberStems.set(name, (s = contentTerms(name).map(stem)));
  return s;
}

/** A one-word member is matched as the whole word ("réceptionniste" is not "réception"); longer ones by their words' stems. */
function oneWord(name: string): string | null {
  const terms = contentTerms(name);
  return terms.length === 1 ? terms[0] : null;
}

function names(member: { name: string; ids: string[] }, parts: Parts): boolean {
  if (member.ids.some((id) => parts.ids.has(id))) return true;
  const word = oneWord(member.name);
  if (word) return parts.words.has(word);
  const stems = stemsOf(member.name);
  return stems.length > 0 && stems.every((s) => parts.stems.has(s));
}

export function substituteGrade(req: Substitutable, what: string | null, p: CandidateProfile, catalogs: EngineCatalogs): Grade | null {
  const parts = partsOf(req);
  const named: FamilyEntry[] = catalogs.skills.families.filter((f) => f.members.some((m) => names(m, parts)));
  for (const f of named) {
    for (const member of f.members) {
      if (names(member, parts)) continue;
      if (member.ids.length > 0) {
        const m = p.skills.find((s) => !s.negated && member.ids.includes(s.skill.id) && !parts.ids.has(s.skill.id));
        if (m) return found(what, f, m.text, lineAt(p.text, m.start));
        continue;
      }
      const word = oneWord(member.name);
      if (word) {
        const at = containsPhrase(p.folded, word);
        if (at >= 0 && !negatedAt(p.folded, at, at + word.length)) return found(what, f, member.name, lineAt(p.text, at));
        continue;
      }
      const terms = contentTerms(member.name);
      if (terms.length === 0) continue;
      const line = bestLine(p, terms);
      if (line && line.coverage === 1 && !line.negated) return found(what, f, member.name, line.text);
    }
  }
  return null;
}

function found(what: string | null, f: FamilyEntry, shown: string, line: string): Grade {
  const lead = what ? `Le CV ne cite pas ${what} mais une compétence proche` : 'Le CV ne le cite pas mais montre une compétence proche';
  return grade('potential', `${lead} (${f.family.label}), ${shown} : ${quote(line)}.`);
}
