/**
 * Build step: diplomas and EQF levels → data/diplomas.json (a compact copy of the hand-compiled table of
 * the staged data, plus our supplement data/diplomas-supplement.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Step, StepContext, StepResult } from './step.js';

interface SourceDiploma {
  key: string;
  label_fr?: string;
  label_en?: string;
  eqf: number;
  bac_plus?: number | null;
  approx?: boolean;
  aliases: string[];
}

const SUPPLEMENT = 'diplomas-supplement.json';

export const diplomasStep: Step = {
  name: 'diplomas',
  run(ctx: StepContext): StepResult {
    const src = JSON.parse(readFileSync(join(ctx.sharedDataDir, 'education/diplomas_eqf.json'), 'utf8')) as {
      levels: { level: number; eqf: number; fr: string; en: string }[];
      diplomas: SourceDiploma[];
      english: SourceDiploma[];
    };
    const sup = JSON.parse(readFileSync(join(ctx.projectDataDir, SUPPLEMENT), 'utf8')) as {
      diplomas: SourceDiploma[];
      english: SourceDiploma[];
    };
    const known = new Set([...src.diplomas, ...src.english].map((d) => d.key));
    for (const d of [...sup.diplomas, ...sup.english]) {
      if (known.has(d.key)) throw new Error(`${SUPPLEMENT}: key ${d.key} is already in the staged table`);
      known.add(d.key);
    }
    const pick = (d: SourceDiploma, lang: 'fr' | 'en') => ({
      key: d.key,
      lang,
      label: (lang === 'fr' ? d.label_fr : d.label_en) ?? d.key,
      eqf: d.eqf,
      bac_plus: d.bac_plus ?? null,
      approx: d.approx === true,
      aliases: d.aliases,
    });
    const out = {
      format: 1,
      levels: src.levels.map((l) => ({ eqf: l.eqf, fr: l.fr, en: l.en })),
      diplomas: [
        ...src.diplomas.map((d) => pick(d, 'fr')),
        ...sup.diplomas.map((d) => pick(d, 'fr')),
        ...src.english.map((d) => pick(d, 'en')),
        ...sup.english.map((d) => pick(d, 'en')),
      ],
    };
    const json = JSON.stringify(out, null, 1) + '\n';
    return {
      name: 'diplomas',
      files: [{ name: 'diplomas.json', content: json }],
      log: [`${out.diplomas.length} diplomas (${sup.diplomas.length + sup.english.length} from ${SUPPLEMENT}), ${out.levels.length} levels`],
      docs: [
        {
          output: 'diplomas.json',
          summary:
            'French and English diplomas with their EQF level (French national levels 3–8 = EQF 3–8, decree no. 2019-14 of 8 January 2019), used by `src/catalogs/diploma-catalog.ts`, whose regular-expression patterns (code, ours) find the diplomas in text.',
          inputs: [
            {
              file: 'education/diplomas_eqf.json',
              root: 'shared',
              origin: 'hand-compiled table of the staged reference data (public nomenclature; facts, no licence issue)',
            },
            {
              file: SUPPLEMENT,
              root: 'project',
              origin:
                "ours (MIT, like the project): French diplômes d'État of the health and social professions (DE infirmier…), the diplôme d'expertise comptable (DEC), US/UK degrees missing from the table (BSN, ADN, MSN, DNP, JD, PGCE), and Swiss vocational qualifications (CFC, AFP, maturités, brevet and diplôme fédéraux)",
            },
          ],
          transformations: [
            'kept `levels` (eqf, French and English wording), and for each diploma `key`, label, `eqf`, `bac_plus`, `approx`, `aliases`; French and English lists merged into one `diplomas` array with a `lang` field (staged entries first, then the supplement; a supplement key already in the table stops the build); `_about` and notes dropped.',
          ],
          licence: 'facts compiled by hand from the French national qualifications framework and the EQF; no licence restriction.',
          attribution: ['Niveaux de qualification : décret n° 2019-14 du 8 janvier 2019 ; Cadre européen des certifications (EQF).'],
        },
      ],
    };
  },
};
