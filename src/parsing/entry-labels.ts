/**
 * Labelled entry lines, as forms and tables write them: "Designation : Senior Engineer",
 * "Employer⇥Exemple High School", "Period⇥Jan 2013 – Dec 2016", "Poste : Comptable". The label
 * says the line's role; what follows it is the value, kept whole ("Engineer – Maintenance" is one
 * title, not a title and a company). Labels that name neither role nor dates ("Reason for
 * Leaving", "Location") make the line part of the description.
 */
import { fold } from '../text/fold.js';

export type LabelRole = 'title' | 'company' | 'dates' | 'other';

/** [role, fold()ed label]: the whole label, before its colon or tab. */
const LABELS: Array<[LabelRole, RegExp]> = [
  ['title', /^(?:designation|position(?: held)?|job title|title|role|poste(?: occupe)?|fonction|intitule(?: du poste)?|emploi)$/],
  // Nigeria's NYSC year: "Place of Primary Assignment" (PPA) is the employer, its label often
  // wrapped in its column ("Place of Primary⇥Exemple Bank Ltd" / "Assignment:").
  ['company', /^(?:employer|company(?: name)?|organi[sz]ation|organisation name|firm|entreprise|employeur|societe|structure|etablissement|place of (?:primary )?assignment|place of primary|ppa)$/],
  ['dates', /^(?:period|duration|dates?|tenure|from\s*-\s*to|periode|duree)$/],
  ['other', /^(?:reason for leaving|reason|location|lieu|salary|salaire|notice period|reporting to|team size|ctc|motif de depart|batch(?: \/ state)?|state code|call-up number)$/],
];

/** "Label : value", "Label⇥value", "Label⇥: value". */
const LABELLED = /^([^\t:]{2,30}?)\s*(?:\t\s*:?|:)\s*(\S.*)$/u;

export interface LabelledLine {
  role: LabelRole;
  value: string;
}

export function labelledLine(text: string): LabelledLine | null {
  const m = LABELLED.exec(text.trim());
  if (!m) return null;
  const label = fold(m[1]!).replace(/[\s.]+$/, '').trim();
  const found = LABELS.find(([, re]) => re.test(label));
  return found ? { role: found[0], value: m[2]!.replace(/^[:\s]+/, '').trim() } : null;
}

/** A line that is only a label of a role or of dates ("Employer", "Position :"), its value on the next line. */
export function labelOnly(text: string): boolean {
  const label = fold(text).replace(/[\s:.]+$/, '').trim();
  return LABELS.some(([role, re]) => role !== 'other' && re.test(label));
}

/** The role a label names ("Designation" → title), null when the text is no label. */
export function labelRole(text: string): LabelRole | null {
  const label = fold(text).replace(/[\s:.]+$/, '').trim();
  return LABELS.find(([, re]) => re.test(label))?.[0] ?? null;
}
