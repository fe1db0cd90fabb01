/** A criterion no catalog reads ("Inscription à l'Ordre des infirmiers"): its words, acronyms and names, line by line. */
import { fold } from '../../../text/fold.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { Requirement } from '../requirement.js';
import { GENERIC_STEMS, containsPhrase, contentTerms, coverage, findTerm, otherCompound, stem } from '../find/terms.js';
import { shownTerm } from '../find/translations.js';
import { sectorEvidence, sectorName, sectorsAsked } from '../find/sectors.js';
import { capitalize, quote } from '../french/french-words.js';
import { bestLine, grade, lineAt, type Grade } from './grade.js';

/**
 * The resume with the names of other skills blanked out where the asked words are only part of
 * them ("conditionnement" in "conditionnement d'air", a catalog skill of its own): had the asked
 * words been that skill, the catalog would have read them as it. A name that is part of the
 * asked words ("rédaction de rapports" in "Rédaction de rapports et comptes rendus") stays.
 */
function withoutLongerSkills(terms: string[], p: CandidateProfile): Pick<CandidateProfile, 'text' | 'folded'> {
  // A cheap look first: each term's first letters in the name (a resume holds many skills, a criterion few words).
  const heads = terms.map((t) => shownTerm(t).slice(0, 4));
  const longer = p.skills.filter((m) => {
    const name = p.folded.slice(m.start, m.end);
    if (!heads.every((h) => name.includes(h))) return false;
    return contentTerms(m.text).length > terms.length && terms.every((t) => findTerm(name, t) >= 0);
  });
  if (longer.length === 0) return p;
  let folded = p.folded;
  for (const m of longer) folded = folded.slice(0, m.start) + ' '.repeat(m.end - m.start) + folded.slice(m.end);
  return { text: p.text, folded };
}

/** Where a resume shows the places a person worked: not the schooling, the skills list or the interests. */
const PATH_SECTIONS: ReadonlySet<string> = new Set(['experience', 'projects', 'summary', 'volunteering', 'other']);

/** Share of the terms found, a proper name only as a whole word ("Electron" is not in "électronique"; "Lean" may be missing while "TPM" is there). */
function wholeNameCoverage(req: Extract<Requirement, { kind: 'text' }>, folded: string): number {
  if (req.terms.length === 0) return 0;
  let hit = 0;
  for (const t of req.terms) {
    const shown = shownTerm(t);
    if (req.names.includes(shown) ? containsPhrase(folded, shown) >= 0 : coverage([t], folded, req.acronyms) === 1) hit++;
  }
  return hit / req.terms.length;
}

export function evaluateText(req: Extract<Requirement, { kind: 'text' }>, profile: CandidateProfile): Grade {
  const { terms } = req;
  const what = terms.map(shownTerm).join(' ');
  if (terms.length === 0) return grade('not_mentioned', `Le CV ne permet pas d'évaluer ce critère.`);
  const p = withoutLongerSkills(terms, profile);
  const line = bestLine(p, terms, req.acronyms);
  const folded = line ? fold(line.text) : '';
  // A proper name is a name, not a word to stem: "Electron" is not "électronique", "Epic" not "Epicor";
  // a number is one too: "ISO 27001" is not "ISO 22000".
  const numbers = req.numbers ?? [];
  const namesThere = req.names.every((n) => containsPhrase(folded, n) >= 0) && numbers.every((n) => containsPhrase(folded, n) >= 0);
  // Acronyms ("PGCE", "QTS", "MVR") are specific enough to count double; two letters ("UX", "RH") name a whole field, not a thing.
  const strong = req.acronyms.length > 0 && req.acronyms.every((a) => a.length >= 3) && line !== null && req.acronyms.every((a) => coverage([a], folded, req.acronyms) === 1) && line.coverage >= 0.5;
  if (line && namesThere && (line.coverage >= 0.75 || strong)) {
    if (line.negated) return grade('not_valid', `Le CV indique le contraire : ${quote(line.text)}.`);
    return grade('ideal', `Le CV en fait mention : ${quote(line.text)}.`);
  }
  // "Rédaction de rapports et comptes rendus, …" and a line "rédaction des comptes rendus": one of the listed tasks, in full.
  for (const segment of req.segments ?? []) {
    const shown = bestLine(p, segment);
    if (shown && shown.coverage === 1 && !shown.negated && !otherCompound(segment.map(shownTerm).join(' '), fold(shown.text))) {
      return grade('ideal', `Le CV en fait mention : ${quote(shown.text)}.`);
    }
  }
  const headLine = req.head.length > 0 && req.head.length < terms.length ? bestLine(p, req.head) : null;
  // "tournage (usinage)" and a line "tournage vidéo": a one-word head followed by another noun is another compound.
  const head = headLine && !(req.head.length === 1 && compoundAfter(req.head[0], fold(headLine.text), terms)) ? headLine : null;
  // Half of a compound beside another word is another speciality ("maintenance informatique" for "maintenance industrielle");
  // one word of three or more is no evidence ("Intervention démocratique" for "intervention au domicile de particuliers").
  // A proper name counts whole: "Electron" is no partial evidence in "électronique" either.
  // A name of several words ("Blackmagic Fusion") is one name: part of it ("Fusion 360") is another product.
  const oneName = req.names.length > 1 && terms.every((t) => req.names.includes(shownTerm(t)));
  const shared = line && (!oneName || namesThere) ? wholeNameCoverage(req, folded) : 0;
  // Half of two words is evidence only when that half is the distinctive word ("européens", not "projets").
  const genericHalf = line !== null && terms.length === 2 && Math.round(shared * 2) === 1 && terms.some((t) => GENERIC_STEMS.has(stem(shownTerm(t))) && coverage([t], folded, req.acronyms) === 1);
  const partial = line && shared >= 0.5 && !genericHalf && (terms.length <= 2 || Math.round(shared * terms.length) >= 2) && !otherCompound(what, folded);
  // The thing a number names ("ISO 27001") is not shown by its family's other numbers ("ISO 22000").
  const numbered = numbers.every((n) => containsPhrase(p.folded, n) >= 0);
  if (numbered && (partial || (head && head.coverage === 1) || (!oneName && wholeNameCoverage(req, p.folded) >= 0.6))) {
    const shown = head && head.coverage === 1 ? head : line;
    return grade('potential', `Le CV en parle en partie${shown ? ` : ${quote(shown.text)}` : ''}.`);
  }
  // "Bonne connaissance du secteur des mobilités" and a path through it ("Land Transport Authority", "SNCF"): partial evidence.
  for (const sector of sectorsAsked(terms.map(shownTerm).join(' '))) {
    const at = sectorEvidence(sector, profile.folded, (o) => PATH_SECTIONS.has(profile.sectionAt(o)));
    if (at >= 0) return grade('potential', `Le CV ne le dit pas en propres termes, mais montre un parcours dans ce secteur (${sectorName(sector)}), à vérifier en entretien : ${quote(lineAt(profile.text, at))}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${capitalize(what).toLowerCase()}.`);
}

/**
 * Whether the word found for `term` is followed, with no punctuation between, by a content word the
 * criterion does not hold ("tournage vidéo"). French only: an English compound puts its head last,
 * so the word found there is the modifier ("Network Engineer" is an engineer of networks).
 */
function compoundAfter(term: string, folded: string, terms: readonly string[]): boolean {
  const at = findTerm(folded, term);
  if (at < 0 || findTerm(folded, shownTerm(term)) !== at) return false;
  const next = /^[\p{L}\p{N}]*[ \t]+([\p{L}][\p{L}'-]{2,})/u.exec(folded.slice(at));
  if (!next) return false;
  const word = next[1];
  return contentTerms(word).length > 0 && !terms.some((t) => coverage([t], word) === 1);
}
