/** A skill or tool: named, named with notions only, or contradicted (substitutes: evaluate-substitute.ts). */
import { fold } from '../../../text/fold.js';
import type { CandidateProfile, CandidateSkill } from '../analyze-candidate.js';
import type { EngineCatalogs } from '../engine-catalogs.js';
import type { Requirement } from '../requirement.js';
import { contentTerms, phraseWhere } from '../find/terms.js';
import { negatedAt } from '../find/negation.js';
import { de, list, quote } from '../french/french-words.js';
import { skillName } from '../french/criterion-wording.js';
import { bestLine, grade, lineAt, type Grade } from './grade.js';
import { namesFamily } from './evaluate-substitute.js';

/** Work that ended more than this many years ago is old evidence of a skill. */
const STALE_YEARS = 10;

/** The year the dated work holding an offset ended; null outside dated work or in work still going on. */
function endedYearAt(p: CandidateProfile, at: number): number | null {
  if (p.sectionAt(at) !== 'experience') return null;
  const block = p.experiences.find((b) => at >= b.start && at < b.end);
  return block && block.range.end !== null ? block.range.end.year : null;
}

/** A mention in a work experience, or in a sentence (not in a bare list of skills). */
function inPractice(p: CandidateProfile, at: number): boolean {
  // A bullet opening a sentence is no separator.
  const line = lineAt(p.text, at).replace(/^\s*[-•·*▪–]\s*/u, '');
  // A list of names ("Languages: SQL, Python (pandas, scikit-learn), R") is a list wherever it stands.
  if ((line.match(/[,;|/•·]/g) ?? []).length >= 3) return false;
  return p.sectionAt(at) === 'experience' || line.split(/\s+/).length >= 8;
}

/** A practised mention of a member of a family named after the asked skill; null if none. */
function practiceThrough(req: Extract<Requirement, { kind: 'skill' }>, ids: Set<string>, p: CandidateProfile, catalogs: EngineCatalogs): CandidateSkill | null {
  const members = new Set<string>();
  req.skills.forEach((s, i) => {
    for (const fi of catalogs.skills.familiesOf(s.id)) {
      const f = catalogs.skills.families[fi];
      if (!namesFamily(f, req.surface[i] ?? '') && !namesFamily(f, catalogs.skills.label(s, 'en'))) continue;
      for (const m of f.members) for (const id of m.ids) if (!ids.has(id)) members.add(id);
    }
  });
  if (members.size === 0) return null;
  return p.skills.find((m) => !m.negated && m.level === null && members.has(m.skill.id) && inPractice(p, m.start)) ?? null;
}

/**
 * The first place the phrase stands as whole words and not as part of the name of another skill
 * the catalog read there ("Azure" in "Azure DevOps", "iOS" in "Cisco IOS", "SWIFT" in "messagerie
 * SWIFT"): another product is no mention of the one asked. -1 if none.
 */
function outsideOtherSkills(p: CandidateProfile, phrase: string): number {
  return phraseWhere(p.folded, phrase, (at) => !p.skills.some((m) => m.start <= at && m.end >= at + phrase.length && m.end - m.start > phrase.length));
}

export function evaluateSkill(req: Extract<Requirement, { kind: 'skill' }>, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  const ids = new Set(req.skills.map((s) => s.id));
  const names = list(req.skills.map((s, i) => skillName(s, req.surface[i], catalogs)), 'ou');
  const direct = p.skills.filter((m) => ids.has(m.skill.id));
  const positive = direct.filter((m) => !m.negated);
  if (positive.length > 0) {
    const best = positive.find((m) => m.level === null) ?? positive.find((m) => m.level === 'knowledge') ?? positive[0];
    if (best.level === 'awareness') {
      return grade('potential', `Le CV ne montre qu'une initiation à ${best.text} : ${quote(lineAt(p.text, best.start))}.`);
    }
    // Notions meet a criterion that asks for notions, not one that asks for the skill or its mastery.
    if (req.level !== 'knowledge' && best.level === 'knowledge') {
      return grade('potential', `Le CV n'indique que des notions ${de(best.text)} : ${quote(lineAt(p.text, best.start))}.`);
    }
    // Deep practice asked ("solide maîtrise"): a name in a list of skills shows less than work done with it.
    if ((req.expert || req.depth) && !positive.some((m) => inPractice(p, m.start))) {
      // SQL listed and PostgreSQL queries tuned in a job: work done with a member of the family a
      // platform names ("dialectes SQL", "écosystème Java") is practice of the platform itself.
      const used = practiceThrough(req, ids, p, catalogs);
      if (used) return grade('ideal', `Le CV cite ${best.text} et montre une pratique de ${used.text} : ${quote(lineAt(p.text, used.start))}.`);
      return grade('potential', `Le CV cite ${best.text} sans montrer de pratique approfondie : ${quote(lineAt(p.text, best.start))}.`);
    }
    // "domotique avec Raspberry Pi" among the hobbies: practised for oneself, not shown at work.
    if (positive.every((m) => p.sectionAt(m.start) === 'interests')) {
      return grade('potential', `Le CV ne cite ${best.text} que parmi les centres d'intérêt : ${quote(lineAt(p.text, best.start))}.`);
    }
    // A tool shown only in work that ended long ago ("JavaScript" in a job of 2003-2006): a skill to
    // refresh (tools change; a trade's know-how, "gestion des stocks", does not age so).
    const ended = positive.every((m) => m.skill.type === 'Software skill') ? positive.map((m) => endedYearAt(p, m.start)) : [null];
    if (ended.every((y) => y !== null && p.now.getUTCFullYear() - y > STALE_YEARS)) {
      const last = Math.max(...(ended as number[]));
      const m = positive[ended.indexOf(last)]!;
      return grade('potential', `Le CV ne cite ${m.text} que dans une expérience terminée en ${last} : ${quote(lineAt(p.text, m.start))}.`);
    }
    return grade('ideal', `Le CV mentionne ${best.text} : ${quote(lineAt(p.text, best.start))}.`);
  }
  // The catalog may not spot an ambiguous word in running text; the criterion's own words can.
  for (const surface of req.surface) {
    const phrase = fold(surface).trim();
    const at = outsideOtherSkills(p, phrase);
    if (at >= 0 && surface.trim().length >= 2) {
      if (negatedAt(p.folded, at, at + phrase.length)) return grade('not_valid', `Le CV indique le contraire : ${quote(lineAt(p.text, at))}.`);
      return grade('ideal', `Le CV mentionne ${surface.trim()} : ${quote(lineAt(p.text, at))}.`);
    }
  }
  if (direct.length > 0) {
    return grade('not_valid', `Le CV indique le contraire : ${quote(lineAt(p.text, direct[0].start))}.`);
  }
  // A skill written differently ("Encadrement d'une équipe de 12 compagnons"): all its words on one line.
  for (const s of req.skills) {
    const terms = contentTerms(catalogs.skills.label(s, p.language));
    if (terms.length < 2) continue;
    const line = bestLine(p, terms);
    if (line && line.coverage === 1) {
      return line.negated
        ? grade('not_valid', `Le CV indique le contraire : ${quote(line.text)}.`)
        : grade('ideal', `Le CV en fait mention : ${quote(line.text)}.`);
    }
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${names}.`);
}

