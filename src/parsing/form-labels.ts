/**
 * The labels of a personal-details form (a table of "label | value" rows, or labels in a row over
 * their values), as people write them in FR/EN resumes of the countries we read: one vocabulary for
 * every reader of such forms (column-read-forms, label-row-forms).
 */
const FORM_LABEL_WORDS = [
  // English
  'name', 'full name', 'surname', 'family name', 'last name', 'first names?', 'forenames?', 'given names?', "father'?s name", "mother'?s name",
  'date of birth', 'd\\.?o\\.?b\\.?', 'birth ?date', 'place of birth', 'age', 'gender', 'sex', 'marital status', 'nationality(?:\\s*/\\s*religion)?',
  'citizenship', 'religion', 'state of origin', 'l\\.?g\\.?a\\.?', 'local government area', 'id(?: number| no\\.?)?', 'passport(?: no\\.?| number)?',
  'address', '(?:home|postal|residential|permanent|present|current|contact) address', 'location', 'phone(?: number| no\\.?)?',
  'mobile(?: number| no\\.?)?', 'cell(?:phone)?(?: number| no\\.?)?', 'alternative number', 'tel(?:ephone)?(?: number| no\\.?)?',
  'contact(?: number| no\\.?)?', 'e-?mail(?: address)?', 'website', 'linkedin', "driver'?s licen[cs]e", 'driving licen[cs]e', 'licen[cs]e',
  'home language', 'mother tongue', 'languages?(?: known| spoken)?', 'other languages', 'health', 'availability', 'notice period',
  'residence permit', 'work permit',
  // French
  'nom', 'pr[ée]noms?', 'nom de famille', 'adresse', 't[ée]l[ée]phone', 't[ée]l\\.?', 'portable', 'mobile', 'courriel', 'n[ée]e? le',
  'date de naissance', 'lieu de naissance', 'nationalit[ée]', '[ée]tat civil', 'situation (?:familiale|de famille)', 'permis(?: de conduire)?',
  'permis de s[ée]jour', 'titre de s[ée]jour', 'disponibilit[ée]', 'langues?', 'num[ée]ro de t[ée]l[ée]phone', 'adresse e-?mail', 'adresse [ée]lectronique', 'gsm',
];

/** A form label alone, without its colon: "Date of Birth", "Nationalité", "Driver's Licence". */
export const FORM_LABEL = new RegExp(`^(?:${FORM_LABEL_WORDS.join('|')})$`, 'iu');

/** `text` is such a label, with or without its colon ("Marital Status:", "Permis :"). */
export function isFormLabel(text: string): boolean {
  return FORM_LABEL.test(text.trim().replace(/\s*:$/, '').replace(/[’]/g, "'"));
}
