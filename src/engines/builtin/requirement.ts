import type { Cefr } from './engine-catalogs.js';
import type { Skill } from '../../catalogs/skill-catalog.js';

/**
 * What a criterion asks for, as the built-in engine understands it. The same analysis reads an
 * offer's sentence (extraction) and a criterion's label (matching), so that criteria written by a
 * client or by another model are evaluated with the same rules as ours.
 */
export type Requirement =
  | {
      kind: 'skill';
      skills: Skill[];
      /** the words as written, for labels */
      surface: string[];
      level: 'mastery' | 'knowledge' | null;
      /** "solide maîtrise", "expert", "strong": deep practice asked, not a mention */
      expert?: boolean;
      /**
       * "gestion de projets complexes", "SQL avancé": depth written after the name. Evaluated like
       * `expert` (practice shown, not a mention in a list); an offer's wording of it is left as
       * written, and it does not make the skill the job's core.
       */
      depth?: boolean;
    }
  | {
      kind: 'experience';
      years: number | null;
      /** "1 à 4 ans d'expérience", "junior (1-4 years)": the level the job is for; far more is another level */
      yearsMax?: number | null;
      domain: string | null;
      domainSkills: Skill[];
      /** the domain is the job offered (its title) */
      role?: boolean;
      /** The ROME 4.0 appellation such a job names, when it names one clearly: held under another title or in another language, it is the job. */
      romeJob?: string;
    }
  | {
      kind: 'diploma';
      eqf: number;
      field: string | null;
      surface: string;
      /** "étudiant en dernière année de …", "en alternance": the diploma under way, not done */
      student?: boolean;
      /** Keys of the state diplomas asked ("IBODE"): a regulated profession's own diploma, not any of its level. */
      regulated?: string[];
    }
  | { kind: 'language'; code: string; level: Cefr | null; surface: string }
  | { kind: 'license'; category: string; surface: string }
  | {
      kind: 'certification';
      name: string;
      family: string;
      /** "Habilitations électriques (B1V, BR, BC)": the codes asked, read in the words after the name. */
      codes?: string[];
    }
  | {
      kind: 'text';
      /** A product the catalog does not know, as written ("Hastus"), when that is all the requirement is. */
      product?: string;
      /** The offer's own words for a requirement no catalog names ("Savoir faire du suivi budgétaire"), for the label. */
      wording?: string;
      terms: string[];
      /** Acronyms as written ("PGCE"): specific, strong evidence. */
      acronyms: string[];
      /** Proper names inside the label ("Reflex" in "WMS Reflex"): required for a full match. */
      names: string[];
      /** Numbers that name a thing ("27001" in "ISO 27001"): required for any match. */
      numbers?: string[];
      /** Terms outside parentheses: "Recrutement (tri de CV et entretiens)" is partly met by "recrutement". */
      head: string[];
      /**
       * The tasks a label lists, each of two words or more: "Rédaction de rapports et comptes
       * rendus, préparation de contrats" → [rédaction, rapports], [comptes, rendus], [préparation,
       * contrats]. One of them shown in full on a line is the criterion shown.
       */
      segments?: string[][];
    };

export type RequirementKind = Requirement['kind'];

/** A requirement found at a place in a text. */
export interface FoundRequirement {
  requirement: Requirement;
  start: number;
  end: number;
}
