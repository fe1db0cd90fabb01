import type { RomeCatalog } from '../../catalogs/rome-catalog.js';
import type { Skill, SkillCatalog } from '../../catalogs/skill-catalog.js';
import type { OccupationSkills } from './occupation/occupation-skills.js';

/** CEFR levels in order; `native` ranks above C2. */
export const CEFR_ORDER = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type Cefr = (typeof CEFR_ORDER)[number];

export function cefrRank(level: Cefr): number {
  return CEFR_ORDER.indexOf(level);
}

export interface DiplomaMention {
  /** Key in data/diplomas.json (`de_ibode`…), or `bac_plus` / `titre_rncp` when the level itself is written. */
  key?: string;
  eqf: number;
  start: number;
  end: number;
  text: string;
}

export interface LanguageMention {
  /** ISO 639-1. */
  code: string;
  start: number;
  end: number;
  text: string;
}

/** What the built-in engine needs from the reference catalogs (adapted in create-builtin-engine). */
export interface EngineCatalogs {
  skills: SkillCatalog;
  findDiplomas(text: string): DiplomaMention[];
  findLanguages(text: string): LanguageMention[];
  /** ISO 639-1 code of a language named alone ("Néerlandais", "Spanish"); null if none. */
  languageCodeOf(name: string): string | null;
  /** French name of a language, lower case ("anglais"). */
  languageNameFr(code: string): string;
  /** CEFR level stated by a descriptor, explicit level or test score in a short text; null if none. */
  cefrFromText(text: string): Cefr | null;
  /**
   * ROME 4.0 occupations and what each mobilises, loaded on first use (a criteria set the resume
   * answers in its own words never needs them); absent, no inference from an occupation.
   */
  occupations?: { rome(): RomeCatalog; skills(): OccupationSkills };
}

export type { Skill };
