/**
 * A substitute instead of what a criterion asks (`potential`): only through a family of
 * data/skill-families.csv, so that every "compétence proche" answer names a relation a reviewer
 * can read. A requirement names a family when one of its catalog skills is a member, or when all
 * the words of a member are among its own ("Conduite de chariot élévateur" names the family of
 * "chariot élévateur"); the resume shows another member of that family as a catalog mention
 * (members the catalog knows, with its precision rules) or as a line holding all of the member's
 * words (members it does not know), never inside a negation.
 */
import { fold } from '../../../text/fold.js';
import type { FamilyEntry, ImplicationEntry } from '../../../catalogs/skill-families.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { EngineCatalogs } from '../engine-catalogs.js';
import type { Requirement } from '../requirement.js';
import { containsPhrase, contentTerms, stem } from '../find/terms.js';
import { negatedAt } from '../find/negation.js';
import { shownTerm } from '../find/translations.js';
import { quote } from '../french/french-words.js';
import { bestLine, grade, lineAt, type Grade } from './grade.js';

type Substitutable = Extract<Requirement, { kind: 'skill' | 'text' | 'certification' }>;

interface Parts {
  ids: Set<string>;
  /** The content words of each phrase the offer wrote for a skill requirement, in order; empty for other kinds (whose `ids` are no catalog entries). */
  written: string[][];
  words: Set<string>;
  stems: Set<string>;
}

/** What a requirement is made of, for telling which family members it names. */
function partsOf(req: Substitutable): Parts {
  const withWords = (ids: Set<string>, words: string[], written: string[][] = []): Parts => ({ ids, written, words: new Set(words), stems: new Set(words.map(stem)) });
  switch (req.kind) {
    case 'skill': {
      const written = req.surface.map((w) => contentTerms(w));
      return withWords(new Set(req.skills.map((s) => s.id)), written.flat(), written);
    }
    case 'certification':
      return withWords(new Set([req.family]), contentTerms(req.name));
    case 'text':
      return withWords(new Set(), req.terms.map(shownTerm));
  }
}

/** A member, read once: its catalog entries, or its one word, or its words' stems. */
interface Member {
  name: string;
  ids: string[];
  /** Its content words. */
  words: string[];
  word: string | null;
  stems: string[];
}

/** The families indexed by the words that name them (by catalog entry: the catalog's own index), built once per family list. */
interface WordIndex {
  entries: Array<{ entry: FamilyEntry; members: Member[] }>;
  /** Rows by the catalog entries of their members. */
  byId: Map<string, number[]>;
  byWord: Map<string, number[]>;
  /** Families with a member of several words, by that member's first stem. */
  byFirstStem: Map<string, number[]>;
}

const indexes = new WeakMap<readonly FamilyEntry[], WordIndex>();

function indexOf(families: readonly FamilyEntry[]): WordIndex {
  let index = indexes.get(families);
  if (index) return index;
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key) ?? [];
    if (!list.includes(i)) list.push(i);
    map.set(key, list);
  };
  index = { entries: [], byId: new Map(), byWord: new Map(), byFirstStem: new Map() };
  for (const [i, entry] of families.entries()) {
    const members = entry.members.map((m) => {
      const terms = contentTerms(m.name);
      return { name: m.name, ids: m.ids, words: terms, word: terms.length === 1 ? terms[0] : null, stems: terms.map(stem) };
    });
    for (const m of members) {
      for (const id of m.ids) add(index.byId, id, i);
      if (m.word) add(index.byWord, m.word, i);
      else if (m.stems.length > 0) add(index.byFirstStem, m.stems[0], i);
    }
    index.entries.push({ entry, members });
  }
  indexes.set(families, index);
  return index;
}

/** Whether `words` end with `tail`. */
function endsWith(words: string[], tail: string[]): boolean {
  return tail.length <= words.length && tail.every((w, i) => words[words.length - tail.length + i] === w);
}

/** A one-word member is matched as the whole word ("réceptionniste" is not "réception"); longer ones by their words' stems. */
function names(member: Member, parts: Parts): boolean {
  if (member.ids.some((id) => parts.ids.has(id))) return true;
  // A member the catalog knows, asked through the catalog under another entry, is named only when
  // its words end what the offer wrote ("PMP" for another entry of PMP, "Junos" in "Juniper
  // Junos"): "Cisco" in "Cisco Webex" (the catalog's Webex), "SAP" in "SAP BusinessObjects" are the
  // maker's name before another product's.
  if (member.ids.length > 0 && parts.written.length > 0) return member.words.length > 0 && parts.written.some((w) => endsWith(w, member.words));
  if (member.word) return parts.words.has(member.word);
  return member.stems.length > 0 && member.stems.every((s) => parts.stems.has(s));
}

/** The rows of a list a requirement names; requirements repeat across candidates (the engine caches them), so this is kept per list. */
const namedCache = new WeakMap<readonly FamilyEntry[], WeakMap<Requirement, Array<{ entry: FamilyEntry; members: Member[]; parts: Parts }>>>();

function namedFamilies(req: Substitutable, families: readonly FamilyEntry[]): Array<{ entry: FamilyEntry; members: Member[]; parts: Parts }> {
  const cache = namedCache.get(families) ?? new WeakMap();
  namedCache.set(families, cache);
  let named = cache.get(req);
  if (named) return named;
  const index = indexOf(families);
  const parts = partsOf(req);
  const candidates = new Set<number>();
  for (const id of parts.ids) for (const i of index.byId.get(id) ?? []) candidates.add(i);
  for (const w of parts.words) for (const i of index.byWord.get(w) ?? []) candidates.add(i);
  for (const st of parts.stems) for (const i of index.byFirstStem.get(st) ?? []) candidates.add(i);
  named = [...candidates]
    .sort((a, b) => a - b)
    .map((i) => index.entries[i])
    .filter((e) => e.members.some((m) => names(m, parts)))
    .map((e) => ({ ...e, parts }));
  cache.set(req, named);
  return named;
}

/** A catalog mention of one of `ids`, not of the requirement's own entries, outside a negation; null if none. */
function mentionOf(ids: readonly string[], p: CandidateProfile, parts: Parts, skip: (text: string) => boolean = () => false): { text: string; line: string } | null {
  const m = p.skills.find((s) => !s.negated && ids.includes(s.skill.id) && !parts.ids.has(s.skill.id) && !skip(s.text));
  return m ? { text: m.text, line: lineAt(p.text, m.start) } : null;
}

/** Where a folded phrase stands as whole words outside a negation; -1 if nowhere. */
function affirmedAt(p: CandidateProfile, phrase: string): number {
  const at = containsPhrase(p.folded, phrase);
  return at >= 0 && !negatedAt(p.folded, at, at + phrase.length) ? at : -1;
}

/** Where the resume shows a member (a catalog mention, its one word, or a line with all its words), outside a negation; null if nowhere. */
function shownIn(member: Member, p: CandidateProfile, parts: Parts, skip: (text: string) => boolean): { text: string; line: string } | null {
  if (member.ids.length > 0) return mentionOf(member.ids, p, parts, skip);
  if (member.word) {
    const at = affirmedAt(p, member.word);
    return at >= 0 ? { text: member.name, line: lineAt(p.text, at) } : null;
  }
  const line = bestLine(p, contentTerms(member.name));
  return line && line.coverage === 1 && !line.negated ? { text: member.name, line: line.text } : null;
}

export function substituteGrade(req: Substitutable, what: string | null, p: CandidateProfile, catalogs: EngineCatalogs): Grade | null {
  for (const { entry: f, members, parts } of namedFamilies(req, catalogs.skills.families)) {
    // The platform a family is named after ("écosystème .NET", "écosystème JavaScript") is not a
    // peer of its frameworks: ".NET" shown does not stand for "Entity Framework" asked. Asked
    // itself, its frameworks still stand for it.
    const platform = (name: string) => namesFamily(f, name) && !members.some((m) => names(m, parts) && namesFamily(f, m.name));
    for (const member of members) {
      if (names(member, parts) || platform(member.name)) continue;
      const shown = shownIn(member, p, parts, platform);
      if (shown) return found(what, f, shown.text, shown.line);
    }
  }
  return null;
}

/** The first row of `rows` (inclusions or implications) that names the requirement and whose shown names the resume shows. */
function shownRow(req: Substitutable, rows: readonly ImplicationEntry[], p: CandidateProfile): { label: string; shown: { text: string; line: string } } | null {
  if (rows.length === 0) return null;
  for (const { entry, parts } of namedFamilies(req, rows)) {
    for (const name of (entry as ImplicationEntry).shown) {
      const shown = name.ids.length > 0 ? mentionOf(name.ids, p, parts) : phraseIn(name.name, p);
      if (shown) return { label: entry.family.label, shown };
    }
  }
  return null;
}

/**
 * What a tool the resume shows holds for certain (data/skill-inclusions.csv): "Power Query" asked,
 * "Power BI" shown; "GitHub" asked, "GitHub Actions" shown. Met, naming the tool that holds it.
 */
export function includedGrade(req: Substitutable, what: string | null, p: CandidateProfile, catalogs: EngineCatalogs): Grade | null {
  const row = shownRow(req, catalogs.skills.inclusions, p);
  if (!row) return null;
  const lead = what ? `Le CV ne cite pas ${what} en propres termes, mais ${row.shown.text}` : `Le CV mentionne ${row.shown.text}`;
  return grade('ideal', `${lead} (${row.label}) : ${quote(row.shown.line)}.`);
}

/**
 * What the resume's work makes likely though it does not say it (data/skill-implications.csv):
 * "Visual Studio" asked, "ASP.NET" shown; "câblage électrique" asked, an electrician's jobs shown.
 * `potential`, to be checked: an implication is usual, not certain.
 */
export function impliedGrade(req: Substitutable, what: string | null, p: CandidateProfile, catalogs: EngineCatalogs): Grade | null {
  const row = shownRow(req, catalogs.skills.implications, p);
  if (!row) return null;
  const lead = what ? `Le CV ne cite pas ${what}, mais ${row.shown.text} le suppose d'ordinaire` : `Le CV ne le dit pas, mais ${row.shown.text} le suppose d'ordinaire`;
  return grade('potential', `${lead} (${row.label}), à vérifier en entretien : ${quote(row.shown.line)}.`);
}

/**
 * A name the catalog lacks, as a phrase of whole words outside a negation: what shows a trade
 * ("traffic manager") must be written as such, not pieced together from a line ("store traffic,
 * used weekly by 40 managers").
 */
function phraseIn(name: string, p: CandidateProfile): { text: string; line: string } | null {
  const at = affirmedAt(p, fold(name).replace(/\s+/g, ' ').trim());
  return at >= 0 ? { text: name, line: lineAt(p.text, at) } : null;
}

/** Whether a name is the one a family is named after: "JavaScript" for "écosystème JavaScript". */
export function namesFamily(f: FamilyEntry, name: string): boolean {
  const folded = fold(name).trim();
  return folded.length > 0 && containsPhrase(fold(f.family.label), folded) >= 0;
}

function found(what: string | null, f: FamilyEntry, shown: string, line: string): Grade {
  const lead = what ? `Le CV ne cite pas ${what} mais une compétence proche` : 'Le CV ne le cite pas mais montre une compétence proche';
  return grade('potential', `${lead} (${f.family.label}), ${shown} : ${quote(line)}.`);
}
