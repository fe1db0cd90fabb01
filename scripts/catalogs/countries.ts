/** Build step: countries (ISO 3166-1) with English and French names and alternates → data/countries.json. */
import { join } from 'node:path';
import { readCsvRecords, splitMulti } from './csv.js';
import type { Step, StepContext, StepResult } from './step.js';

/** French names people write that the source lacks (ours). */
const EXTRA_FR: Record<string, string[]> = {
  US: ['États-Unis', 'USA', 'Etats-Unis'],
  GB: ['Angleterre', 'Grande-Bretagne', 'UK', 'Écosse', 'Pays de Galles'],
  NL: ['Hollande'],
  CI: ["Côte d'Ivoire"],
  CD: ['RDC', 'Congo-Kinshasa'],
  CG: ['Congo-Brazzaville'],
  KR: ['Corée'],
  AE: ['Émirats arabes unis', 'Dubaï'],
};

export const countriesStep: Step = {
  name: 'countries',
  run(ctx: StepContext): StepResult {
    const rows = readCsvRecords(join(ctx.sharedDataDir, 'geo/countries.csv'));
    rows.sort((a, b) => (a.alpha2 < b.alpha2 ? -1 : 1));
    const lines = rows.map((r) =>
      JSON.stringify([
        r.alpha2,
        r.alpha3,
        r.name_en,
        r.name_fr,
        splitMulti(r.alt_en),
        [...splitMulti(r.alt_fr), ...(EXTRA_FR[r.alpha2] ?? [])],
      ]),
    );
    const json = '{"format":1,\n"countries":[\n' + lines.join(',\n') + '\n]}\n';
    return {
      name: 'countries',
      files: [{ name: 'countries.json', content: json }],
      log: [`${rows.length} countries`],
      docs: [
        {
          output: 'countries.json',
          summary:
            'Countries: ISO 3166-1 alpha-2 and alpha-3 codes, English and French names and alternates (`[alpha2, alpha3, name_en, name_fr, alt_en[], alt_fr[]]`), used by `src/catalogs/country-catalog.ts`.',
          inputs: [
            {
              file: 'geo/countries.csv',
              root: 'shared',
              origin: 'npm `i18n-iso-countries` 7.14.0 (MIT), files `codes.json`, `langs/en.json`, `langs/fr.json`',
            },
          ],
          transformations: [
            'numeric code dropped; alternates split on `|`; a few French alternates added by us (Angleterre, Hollande, RDC, États-Unis…, listed in `scripts/catalogs/countries.ts`); sorted by alpha-2 code.',
          ],
          licence: 'i18n-iso-countries: MIT (Copyright (c) 2015 Michael Wittig and contributors); country names are facts.',
          attribution: ['Country codes and names from i18n-iso-countries (https://github.com/michaelwittig/node-i18n-iso-countries), MIT licence.'],
        },
      ],
    };
  },
};
