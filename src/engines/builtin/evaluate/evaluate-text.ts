/** A criterion no catalog reads ("Inscription à l'Ordre des infirmiers"): its words, acronyms and names, line by line. */
import { fold } from '../../../text/fold.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { Requirement } from '../requirement.js';
import { containsPhrase, coverage, otherCompound } from '../find/terms.js';
import { shownTerm } from '../find/translations.js';
import { capitalize, quote } from '../french/french-words.js';
import { bestLine, grade, type Grade } from './grade.js';

export function evaluateText(req: Extract<Requirement, { kind: 'text' }>, p: CandidateProfile): Grade {
  const { terms } = req;
  const what = terms.map(shownTerm).join(' ');
  if (terms.length === 0) return grade('not_mentioned', `Le CV ne permet pas d'évaluer ce critère.`);
  const line = bestLine(p, terms, req.acronyms);
  const folded = line ? fold(line.text) : '';
  // A proper name is a name, not a word to stem: "Electron" is not "électronique", "Epic" not "Epicor".
  const namesThere = req.names.every((n) => containsPhrase(folded, n) >= 0);
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
  const head = req.head.length > 0 && req.head.length < terms.length ? bestLine(p, req.head) : null;
  // Half of a compound beside another word is another speciality ("maintenance informatique" for "maintenance industrielle");
  // one word of three or more is no evidence ("Intervention démocratique" for "intervention au domicile de particuliers").
  const partial = line && line.coverage >= 0.5 && (terms.length <= 2 || Math.round(line.coverage * terms.length) >= 2) && !otherCompound(what, folded);
  if (partial || (head && head.coverage === 1) || coverage(terms, p.folded) >= 0.6) {
    const shown = head && head.coverage === 1 ? head : line;
    return grade('potential', `Le CV en parle en partie${shown ? ` : ${quote(shown.text)}` : ''}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${capitalize(what).toLowerCase()}.`);
}
