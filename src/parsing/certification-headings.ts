/**
 * Headings of a list of certificates, licences and short trainings, which resumes write beside or
 * inside their degrees: "TRAINING & CERTIFICATES", "PROFESSIONAL QUALIFICATIONS / CERTIFICATIONS",
 * "Trade qualifications, licences & certificates", "Brevets et certificats", "Formations
 * complémentaires", "Formations courtes". The headings table files some of them as education
 * ("training", "formations") and misses the others, so the lines under them were read as degrees.
 *
 * A heading names such a list by a plural noun of certificates or licences, first word or last (a
 * degree's title says "Certificate in …", "Licence pro …", in the singular), or by a short-training phrase; one that
 * also names degrees ("Education & Certifications", "Diplômes et certificats") stays education.
 * A styled heading (bold capitals, letter-spaced) may also name checks or clearances
 * ("REGISTRATION & CHECKS"); a line of a list naming them ("Vehicle checks") is no heading.
 */
import { isLetterSpaced } from '../text/find-sections.js';
import { fold } from '../text/fold.js';

/** Plural nouns of a certificates list. */
const CERTIFICATE_NOUNS = /\b(?:certifications|certificates|certificats|licen[cs]es|brevets|habilitations|accreditations|trainings|attestations|cartes|tickets|permits)\b/;
/** Lists of checks a styled heading may name ("Registration & Checks", "Clearances"), which an item may too. */
const STYLED_NOUNS = /^(?:checks|clearances|registrations)$/;
const STYLED_NOUNS_AT_END = /(?:certifications|certificates|certificats|licen[cs]es|brevets|habilitations|checks|clearances|registrations)$/;
const STYLED_NOUNS_AT_START = /^(?:certifications|certificates|certificats|licen[cs]es|brevets|habilitations)/;
const DEGREE_LETTERS = /education|academic|degree|diplom|etudes|formation/;
/** Short trainings beside a degree: "Formations complémentaires", "Additional training". */
const SHORT_TRAININGS =
  /^(?:formations? (?:complementaires?|courtes?|continues?|continuees?|qualifiantes?)|perfectionnement(?: professionnel)?|developpement professionnel|(?:continuing )?professional development|cpd|(?:additional|further|short|other|professional|continuing) (?:training|courses)|short courses|training courses|courses(?: (?:and|&) training)?|trainings? (?:and|&) courses|courses attended|trainings attended|stages et formations courtes|trainings? (?:and|&) certifications?|certifications? (?:and|&) trainings?)$/;
/** SHORT_TRAININGS as a letter-spaced heading spells them, without spaces. */
const SHORT_TRAININGS_LETTERS = /^(?:formations?(?:complementaires?|courtes?|continues?|continuees?)|perfectionnement|developpementprofessionnel|(?:continuing)?professionaldevelopment)$/;

/** Words of a degrees list, which win over the certificates. */
const DEGREE_NOUNS = /\b(?:education|educational|academic|degrees?|diplomes?|diplomas|etudes|scolarite|cursus|formation|formations)\b/;

/**
 * Whether a line is such a heading: few words (an acronym in parentheses not counted), no digit,
 * no sentence, optionally closed by a colon ("Licences : B, C" is a line with its content).
 */
export function isCertificationsHeading(text: string, styled = false): boolean {
  // "R E G I S T R AT I O N & C H E C K S": the words of a letter-spaced heading cannot be told
  // apart; its letters end (or start) with the noun.
  if (styled && isLetterSpaced(text)) {
    const letters = fold(text).replace(/[^a-z]/g, '');
    // "H A B I L I T A T I O N S & F O R M A T I O N S": trainings after the certificates are theirs.
    if (STYLED_NOUNS_AT_START.test(letters) && /(?:et|and)?formations(?:continuee?s|complementaires|courtes)?$/.test(letters.replace(STYLED_NOUNS_AT_START, ''))) return true;
    if (SHORT_TRAININGS_LETTERS.test(letters)) return true;
    return (STYLED_NOUNS_AT_END.test(letters) || STYLED_NOUNS_AT_START.test(letters)) && !DEGREE_LETTERS.test(letters);
  }
  const folded = fold(text)
    .replace(/\([^)]{0,20}\)/g, ' ')
    .replace(/[\s:：]+$/u, '')
    .replace(/^[\s•·▪\-–—*]+/u, '')
    .trim();
  if (folded === '' || folded.length > 60 || /\d|[.;:!?@]/.test(folded)) return false;
  const words = folded.split(/[\s,/&+-]+/).filter((w) => w !== '' && !/^(?:and|et|&)$/.test(w));
  if (words.length > 6) return false;
  if (SHORT_TRAININGS.test(folded.replace(/\s+/g, ' '))) return true;
  // The noun heads the line, first word or last: "Issuing certificates of compliance" is a skill.
  const head = [words[0]!, words[words.length - 1]!].some((w) => CERTIFICATE_NOUNS.test(w) || (styled && STYLED_NOUNS.test(w)));
  // "Habilitations & formations", "Certificats et formations": trainings after the certificates are theirs.
  if (CERTIFICATE_NOUNS.test(words[0]!) && words.length === 2 && words[1] === 'formations') return true;
  return head && !DEGREE_NOUNS.test(folded);
}
