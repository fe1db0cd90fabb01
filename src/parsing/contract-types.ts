/**
 * Contract wording → the spec's contract types (2.1 `work_experiences[].contract_type`), French
 * and English, as a table (STYLE principle 4). Patterns run on fold()ed text. Only a label the
 * resume writes counts: "(CDI)", "(stage)", "Contrat : CDD", "(agency temp)". A title that merely
 * contains such a word ("Professeur stagiaire", "Apprentice Electrician") states no contract, so
 * callers look for a label, not for the word anywhere.
 */
import type { ContractType } from './parsed-resume.js';

export const CONTRACT_WORDINGS: Array<[ContractType, RegExp]> = [
  ['Permanent contract', /\b(?:cdi|contrat a duree indeterminee|permanent(?: contract| position| role)?|open-ended contract)\b/],
  [
    'Fixed-term contract',
    /\b(?:cdd|contrat a duree determinee|contrat de remplacement|fixed[- ]term(?: contract)?|\d{1,2}[- ]months?(?: fixed[- ]term)? contract|temporary contract|saisonnier|saisonniere|seasonal(?: contract)?|maternity cover)\b/,
  ],
  [
    'Temporary assignment',
    /\b(?:interim|mission d'interim|mission interim|interimaire|travail temporaire|agency temp|agency worker|agency|temp(?:orary)? assignment|temp)\b/,
  ],
  ['Internship', /\b(?:stage|stagiaire|internship|intern|placement|work placement|stage de fin d'etudes)\b/],
  [
    'Apprenticeship',
    /\b(?:alternance|alternant|alternante|apprentissage|apprenti|apprentie|contrat de professionnalisation|contrat pro|apprenticeship|apprentice|work-study)\b/,
  ],
  [
    'Freelance',
    /\b(?:freelance|free-lance|freelancer|independant|independante|consultant independant|consultante independante|auto-entrepreneur|auto-entrepreneuse|micro-entrepreneur|self-employed|contractor|freelance contractor)\b/,
  ],
  ['Volunteering', /\b(?:benevolat|benevole|volontariat|volunteer|volunteering|service civique|pro bono)\b/],
];

/**
 * Wordings that say a contract without saying which of the seven (spec: unrecognised values
 * become `Other`): "contrat aidé", "VIE", "portage salarial", "zero-hours contract".
 */
const OTHER_CONTRACT = /\b(?:contrat|contract|v\.?i\.?e\b|portage salarial|cui|cae|intermittent|zero[- ]hours?)\b/;

/** The contract type of a label ("CDI", "mission d'intérim", "12-month contract"); null when it names none. */
export function contractTypeOf(foldedLabel: string): ContractType | null {
  for (const [type, re] of CONTRACT_WORDINGS) if (re.test(foldedLabel)) return type;
  return OTHER_CONTRACT.test(foldedLabel) ? 'Other' : null;
}

/** A whole label of another contract: "contrat aidé", "zero-hours contract", "VIE" (not "Contract Manager"). */
const OTHER_LABEL = /^(?:contrat\b[^()]*|[^()]*\bcontract|v\.?i\.?e\.?|portage salarial|cui|cae|intermittent(?: du spectacle)?)$/;

/** "Contrat : CDD", "Type de contrat – CDI", "Contract: permanent": a label introduced as such. */
const LABEL_PREFIX = /^(?:type de contrat|contrat|contract(?: type)?|type)\s*[:\-]?\s*/;

/**
 * The contract type when the whole text is a contract label ("CDI", "mission d'intérim",
 * "freelance contractor", "Contrat : CDD") — a part of a head line or a parenthesis — else null.
 */
export function contractLabel(foldedText: string): ContractType | null {
  const whole = foldedText.trim().replace(/[.\s]+$/, '');
  // "contrat de professionnalisation" is a label as it stands; "Contrat : CDD" once its prefix is cut.
  const t = whole.replace(LABEL_PREFIX, '');
  if (t === '' || whole.length > 40) return null;
  for (const [type, re] of CONTRACT_WORDINGS) {
    const label = new RegExp(`^(?:en |in |as )?(?:${re.source})(?: contract| position| role)?$`);
    if (label.test(whole) || label.test(t)) return type;
  }
  // A short label that says "contract" (or names one we do not map) without being one of the seven.
  return OTHER_LABEL.test(whole) && whole.split(/\s+/).length <= 4 ? 'Other' : null;
}
