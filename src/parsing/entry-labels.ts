/**
 * Labelled entry lines, as forms and tables write them: "Designation : Senior Engineer",
 * "Employer⇥Exemple High School", "Period⇥Jan 2013 – Dec 2016", "Poste : Comptable". The label
 * says the line's role; what follows it is the value, kept whole ("Engineer – Maintenance" is one
 * title, not a title and a company). Labels that name neither role nor dates ("Reason for
 * Leaving", "Location") make the line part of the description.
 */
import { fold } from '../text/fold.js';

export type LabelRole = 'title' | 'company' | 'dates' | 'other';

/** Europass's labels of what is neither a role nor dates: labels still, never values (labelOnly). */
const EUROPASS_OTHER = /^(?:type ou secteur d'activite|type of business or sector|principales activites et responsabilites|main activities and responsibilities)$/;

/** [role, fold()ed label]: the whole label, before its colon or tab. */
const LABELS: Array<[LabelRole, RegExp]> = [
  // Europass (2004–2012 template): "Fonction ou poste occupé", "Occupation or position held".
  ['title', /^(?:designation|position(?: held)?|job title|title|role|poste(?: occupe)?|fonction|intitule(?: du poste)?|emploi|fonction ou poste occupe|occupation or position held)$/],
  // Nigeria's NYSC year: "(Place of) Primary Assignment" (PPA) is the employer, its label often
  // wrapped in its column ("Place of Primary⇥Exemple Bank Ltd" / "Assignment:", "Primary⇥…").
  ['company', /^(?:employer|company(?: name)?|organi[sz]ation|organisation name|firm|entreprise|employeur|societe|structure|etablissement|place of (?:primary )?assignment|place of primary|primary assignment|primary|ppa|nom et adresse de l'employeur|nom de l'employeur|name and address of (?:the )?employer|employer'?s name|(?:name of )?(?:place of work|workplace|work place)|name of (?:the )?(?:employer|company|organi[sz]ation))$/],
  ['dates', /^(?:period|duration|dates?|tenure|from\s*-\s*to|periode|duree)$/],
  ['other', /^(?:reason for leaving|reason|location|lieu|salary|salaire|notice period|reporting to|team size|ctc|motif de depart|batch(?: \/ state)?|state code|call-up number|cds group|cds|community development service)$/],
  ['other', EUROPASS_OTHER],
];

/**
 * "Project⇥Order Platform" / "Client⇥Exemple Bank" / "Role⇥Module Lead": labels of a project
 * written under an employment (Indian resumes); a "Role" among them is the part the candidate had
 * in the project, not the job title of the employment.
 */
const PROJECT_LABELS = /^(?:projects?|project (?:name|title)|client|client name|team size|environment|technologies(?: used)?|tools used|projet|nom du projet|taille de l'equipe|environnement(?: technique)?)$/;
const PROJECT_ROLE = /^(?:role|role in (?:the )?project)$/;

/** "Label : value", "Label⇥value", "Label⇥: value". */
const LABELLED = /^([^\t:]{2,45}?)\s*(?:\t\s*:?|:)\s*(\S.*)$/u;

export interface LabelledLine {
  role: LabelRole;
  value: string;
  /** A label of a project's details ("Client", "Team Size"), or a project's "Role". */
  project: 'detail' | 'role' | null;
}

export function labelledLine(text: string): LabelledLine | null {
  const m = LABELLED.exec(text.trim());
  if (!m) return null;
  const label = fold(m[1]!).replace(/[\s.]+$/, '').trim();
  const value = m[2]!.replace(/^[:\s]+/, '').trim();
  if (PROJECT_LABELS.test(label)) return { role: 'other', value, project: 'detail' };
  const found = LABELS.find(([, re]) => re.test(label));
  return found ? { role: found[0], value, project: PROJECT_ROLE.test(label) ? 'role' : null } : null;
}

/** A line that is only a label of a role, of dates or of a project's details ("Employer", "Position :", "Client"), its value on the next line. */
export function labelOnly(text: string): boolean {
  const label = fold(text).replace(/[\s:.]+$/, '').trim();
  return PROJECT_LABELS.test(label) || EUROPASS_OTHER.test(label) || LABELS.some(([role, re]) => role !== 'other' && re.test(label));
}

/** The role a label names ("Designation" → title), null when the text is no label. */
export function labelRole(text: string): LabelRole | null {
  const label = fold(text).replace(/[\s:.]+$/, '').trim();
  return LABELS.find(([, re]) => re.test(label))?.[0] ?? null;
}

/** Label lines one under the other that show a form's label column read before its values. */
const LABEL_COLUMN_RUN = 3;

/** Whether lines flagged as labels stand LABEL_COLUMN_RUN or more in a row (Europass read as plain text). */
export function labelColumnRun(isLabel: readonly boolean[]): boolean {
  let run = 0;
  for (const label of isLabel) {
    run = label ? run + 1 : 0;
    if (run >= LABEL_COLUMN_RUN) return true;
  }
  return false;
}
