/**
 * Is this document a resume? (spec 7.1: 422 DOCUMENT_NOT_A_RESUME, "clearly not a resume.")
 * Judged from the profile's own signals, as a table (STYLE principle 4): what a resume has
 * (its section headings, dated experiences and studies, a person's contact details, a name), and
 * the wording of the documents people upload by mistake (an invoice, a recipe, a contract, a job
 * offer, a novel's chapter). Only a clear case is refused: a thin resume (a name, an e-mail and
 * three skills) still passes.
 */
import type { ResumeDocument } from './resume-document.js';

export interface ResumeSignals {
  doc: ResumeDocument;
  hasName: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  experiences: number;
  educations: number;
  skills: number;
  languages: number;
}

const RESUME_SECTIONS = new Set(['experience', 'education', 'skills', 'languages', 'certifications', 'interests', 'summary', 'projects', 'volunteering', 'contact']);

/** [what, test, points]: positive points for a resume's traits. */
const RESUME_TRAITS: Array<[string, (s: ResumeSignals) => boolean, number]> = [
  ['two or more resume headings', (s) => resumeHeadings(s.doc) >= 2, 3],
  ['one resume heading', (s) => resumeHeadings(s.doc) === 1, 1],
  ['a dated experience', (s) => s.experiences > 0, 2],
  ['a dated education', (s) => s.educations > 0, 2],
  ['a name', (s) => s.hasName, 1],
  ['an e-mail or phone', (s) => s.hasEmail || s.hasPhone, 1],
  ['skills or languages', (s) => s.skills + s.languages >= 3, 1],
  ['the word CV or resume', (s) => /\b(?:curriculum vitae|cv|resume|resumé)\b/.test(s.doc.lines.slice(0, 5).map((l) => l.folded).join(' ')), 2],
];

/** [what, folded-text pattern]: each kind of other document found adds against. */
const OTHER_DOCUMENTS: Array<[string, RegExp]> = [
  ['an invoice', /\b(?:facture\s+n|invoice\s+(?:no|number|#)|montant\s+ttc|total\s+ttc|total\s+ht|tva\s+\d|vat\s+(?:no|number|\d)|amount\s+due|date\s+d'echeance|due\s+date)/],
  ['a recipe', /\b(?:ingredients?\s*:|prechauffe[rz]|preheat\s+the\s+oven|cuillere[s]?\s+a\s+(?:soupe|cafe)|tablespoons?|teaspoons?|temps\s+de\s+cuisson|cooking\s+time|servings?\s*:|pour\s+\d+\s+personnes)/],
  ['a contract', /\b(?:entre\s+les\s+soussignes|il\s+a\s+ete\s+convenu|le\s+present\s+contrat|the\s+present\s+agreement|this\s+agreement\s+is\s+made|hereinafter|ci-apres\s+denomme|article\s+\d+\s*[-:–])/],
  // A resume never addresses its reader as "vous" nor marks a title "(H/F)".
  ['a job offer', /(?:\b(?:nous\s+recherchons|nous\s+recrutons|vous\s+serez|vos\s+missions|votre\s+profil|votre\s+mission|le\s+poste|poste\s+a\s+pourvoir|profil\s+recherche|rejoignez|rejoindre\s+(?:notre|nos|l'equipe)|vous\s+(?:etes|avez|maitrisez|justifiez|disposez|possedez|aimez)|type\s+de\s+contrat|we\s+are\s+looking\s+for|we\s+are\s+hiring|you\s+will\s+be|the\s+ideal\s+candidate|what\s+we\s+offer|join\s+(?:our|us)|postuler|apply\s+now)\b|\b(?:h\s*\/\s*f|f\s*\/\s*h|m\s*\/\s*f|m\s*\/\s*w\s*\/\s*d)\b)/],
  ['a novel', /(?:^|\n)\s*(?:chapitre|chapter)\s+(?:[ivxlc]+|\d+)\b|\b(?:dit-il|dit-elle|repondit-il|he\s+said|she\s+said)\b/],
];

/**
 * The formulas of a cover letter: a salutation, a subject line, a closing. A letter names its
 * writer, gives contact details and dates, as a resume does; what it lacks is a resume's headings.
 */
const COVER_LETTER = /(?:\bmadame,?\s+monsieur\b|\bobjet\s*:\s*candidature|\blettre\s+de\s+motivation\b|\bje\s+vous\s+prie\s+d'agreer|\bveuillez\s+agreer|\bsalutations\s+distinguees\b|\bdans\s+l'attente\s+de\s+votre\s+reponse|\bdear\s+(?:hiring\s+manager|recruiter|sir|madam|mr|mrs|ms|dr|recruitment\s+team)\b|\byours\s+(?:sincerely|faithfully)\b|\bi\s+am\s+writing\s+to\s+(?:apply|express)|\bcover\s+letter\b|\bthank\s+you\s+for\s+(?:considering|your\s+consideration)|\bi\s+look\s+forward\s+to\s+hearing\s+from\s+you)/;

export function judgeResume(signals: ResumeSignals): { isResume: boolean; reason: string } {
  const traits = RESUME_TRAITS.filter(([, test]) => test(signals));
  const points = traits.reduce((n, [, , p]) => n + p, 0);
  const folded = signals.doc.lines.map((l) => l.folded).join('\n');
  // A letter with a resume after it has the resume's headings and passes.
  const letterFormulas = countMatches(folded, COVER_LETTER);
  const headings = resumeHeadings(signals.doc);
  if (letterFormulas >= 2 && headings < 2) return { isResume: false, reason: `reads as a cover letter (${letterFormulas} letter formulas, ${headings} resume headings)` };
  const others = OTHER_DOCUMENTS.filter(([, pattern]) => countMatches(folded, pattern) >= 2);
  // A clear resume stands whatever it mentions; a document with few traits and the wording of
  // something else is that something else; with no trait at all it is not a resume either.
  if (points >= 6) return { isResume: true, reason: traits.map(([what]) => what).join(', ') };
  if (others.length > 0 && points < 6) return { isResume: false, reason: `reads as ${others.map(([what]) => what).join(' and ')} (${points} resume points)` };
  if (points < 2) return { isResume: false, reason: `no trait of a resume (${points} points)` };
  return { isResume: true, reason: traits.map(([what]) => what).join(', ') };
}

function resumeHeadings(doc: ResumeDocument): number {
  return new Set(doc.sections.filter((s) => s.heading !== null && RESUME_SECTIONS.has(s.kind)).map((s) => s.kind)).size;
}

function countMatches(text: string, pattern: RegExp): number {
  return (text.match(new RegExp(pattern.source, 'g')) ?? []).length;
}
