/** A requirement found in an offer, with what decides its weight, before the list is merged and cut. */
import { fold } from '../../../text/fold.js';
import type { SectionKind } from '../../../text/find-sections.js';
import type { Weight } from '../../../matching/types.js';
import type { Requirement } from '../requirement.js';
import type { Marker } from '../find/weight-wording.js';

/** "Vous savez…", "Vous maîtrisez…", "You have…": what the candidate is asked to bring. */
export const ADDRESSES_CANDIDATE = /^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*(?:vous\s+(?:savez|ma[iî]trisez|poss[ée]dez|disposez|justifiez|[êe]tes\s+(?:titulaire|dipl[ôo]m[ée]|capable|autonome|rigoureu|motiv|organis|dot[ée])|avez\s+(?:une?\s+)?(?:exp[ée]rience|dipl[ôo]me|connaissance|ma[iî]trise|formation|permis))|titulaire\s+d|you\s+(?:have|bring|hold|are\s+(?:fluent|able|experienced|skilled)))/iu;

/** Sections that list what the candidate must bring. */
export const REQUIREMENT_SECTIONS: ReadonlySet<SectionKind> = new Set(['profile', 'required', 'bonus']);

export interface Candidate {
  requirement: Requirement;
  key: string;
  weight: Weight;
  isMandatory: boolean;
  marker: Marker | null;
  section: SectionKind;
  passage: string;
  /** Where the requirement stands in the passage. */
  span: { start: number; end: number };
  position: number;
  /** Asked under a soft-skills heading, in the offer's words. */
  soft?: boolean;
  /** The rationale, when the passage's wording does not give it (a criterion the offer implies). */
  why?: string;
  /** Named by the job's work (its missions, its pitch), not asked of the candidate in words. */
  fromWork?: boolean;
  /** "cartographie (QGIS)": the one thing the parenthesis makes precise, as the offer writes it; the label keeps it. */
  precision?: string;
}

export function isSoft(r: Requirement): boolean {
  return r.kind === 'skill' && r.skills.every((s) => s.type === 'Soft skill');
}

/** Know-how the catalog names ("dépoussiérer", "gestion des stocks"): no product, no quality, nothing else than a skill. */
export function isKnowHow(r: Requirement): boolean {
  return r.kind === 'skill' && r.skills.every((s) => s.type === 'Hard skill');
}

export function keyOf(r: Requirement): string {
  switch (r.kind) {
    case 'skill':
      return `skill:${r.skills.map((s) => s.id).sort().join('|')}`;
    case 'experience':
      return `experience:${r.domain ? fold(r.domain) : ''}`;
    case 'diploma':
      return 'diploma';
    case 'language':
      return `language:${r.code}`;
    case 'license':
      return `license:${r.category}`;
    case 'certification':
      return `certification:${fold(r.name)}`;
    case 'text':
      return `text:${r.terms.join(' ')}`;
  }
}
