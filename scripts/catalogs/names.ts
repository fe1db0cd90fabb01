/**
 * Build step: first names and family names (faker lists, Moby list, our frequent French first names)
 * → data/names.json.gz, for telling the first name from the family name in "DURAND Camille".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAME_SOURCE, NAMES_FILE, nameKey } from '../../src/catalogs/name-data.js';
import { readCsvRecords } from './csv.js';
import { deterministicGzip } from './skills-step.js';
import type { Step, StepContext, StepResult } from './step.js';

const SUPPLEMENT = 'first-names-supplement.csv';
const FAKER = '@faker-js/faker 10.6.0 (MIT), `definitions.person`';

interface First {
  display: string;
  fr: string;
  en: string;
  sources: number;
}

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

const GENDER: Record<string, string> = { female: 'f', male: 'm', generic: 'x' };

export const namesStep: Step = {
  name: 'names',
  run(ctx: StepContext): StepResult {
    const first = new Map<string, First>();
    const addFirst = (name: string, source: number, lang: 'fr' | 'en' | null, gender: string) => {
      const key = nameKey(name);
      if (key === '') return;
      const e = first.get(key) ?? { display: name, fr: '', en: '', sources: 0 };
      e.sources |= source;
      // The accented spelling is the better one to show ("Zoë" over "Zoe").
      if (e.display !== name && /[^\x00-\x7f]/.test(name) && !/[^\x00-\x7f]/.test(e.display)) e.display = name;
      if (lang !== null) {
        // A name given to both sexes in one list, or listed under both, is epicene in that language.
        const prev = e[lang];
        e[lang] = prev === '' || prev === gender ? gender : 'x';
      }
      first.set(key, e);
    };
    for (const [file, lang, source] of [
      ['names/first_names_fr.json', 'fr', NAME_SOURCE.fakerFr],
      ['names/first_names_en.json', 'en', NAME_SOURCE.fakerEn],
    ] as const) {
      const lists = readJson<Record<string, string[]>>(ctx.sharedDataDir, file);
      for (const [list, names] of Object.entries(lists)) for (const n of names) addFirst(n, source, lang, GENDER[list]);
    }
    for (const n of readJson<string[]>(ctx.sharedDataDir, 'names/first_names_en_moby.json')) addFirst(n, NAME_SOURCE.moby, null, '');
    const supplement = readCsvRecords(join(ctx.projectDataDir, SUPPLEMENT), { comments: true });
    for (const r of supplement) {
      if (!['f', 'm', 'x'].includes(r.gender)) throw new Error(`${SUPPLEMENT}: bad gender "${r.gender}" for ${r.name}`);
      // Our list speaks for French usage: its gender replaces the faker one ("Camille" is given to both).
      addFirst(r.name, NAME_SOURCE.supplement, null, '');
      first.get(nameKey(r.name))!.fr = r.gender;
    }

    const last = new Map<string, [string, number]>();
    for (const [file, source] of [
      ['names/last_names_fr.json', NAME_SOURCE.fakerFr],
      ['names/last_names_en.json', NAME_SOURCE.fakerEn],
    ] as const) {
      for (const n of readJson<string[]>(ctx.sharedDataDir, file)) {
        const key = nameKey(n);
        const e = last.get(key) ?? [n, 0];
        e[1] |= source;
        last.set(key, e);
      }
    }

    const sortedKeys = <T>(m: Map<string, T>) => [...m.keys()].sort();
    const firstRows = sortedKeys(first).map((k) => JSON.stringify([first.get(k)!.display, first.get(k)!.fr, first.get(k)!.en, first.get(k)!.sources]));
    const lastRows = sortedKeys(last).map((k) => JSON.stringify(last.get(k)));
    const json = '{"format":1,\n"first":[\n' + firstRows.join(',\n') + '\n],\n"last":[\n' + lastRows.join(',\n') + '\n]}\n';
    return {
      name: 'names',
      files: [{ name: NAMES_FILE, content: deterministicGzip(json) }],
      log: [`${first.size} first names (${supplement.length} in our frequent list), ${last.size} family names, ${json.length} bytes before gzip`],
      docs: [
        {
          output: NAMES_FILE,
          summary:
            'First names (display spelling, French and English gender, sources) and common family names, used by `src/catalogs/name-catalog.ts` to tell the first name from the family name. The lists are curated, not statistics: there are no frequencies, only how widely a name is listed (our frequent French list, a faker list, the Moby list).',
          inputs: [
            { file: 'names/first_names_fr.json', root: 'shared', origin: `${FAKER}, \`fakerFR\` first names (female / male / generic)` },
            { file: 'names/first_names_en.json', root: 'shared', origin: `${FAKER}, \`fakerEN\` first names (female / male / generic)` },
            { file: 'names/first_names_en_moby.json', root: 'shared', origin: 'npm `random-name` 0.1.2 (MIT; list from the Moby word list, public domain): English first names without gender' },
            { file: 'names/last_names_fr.json', root: 'shared', origin: `${FAKER}, \`fakerFR\` last names` },
            { file: 'names/last_names_en.json', root: 'shared', origin: `${FAKER}, \`fakerEN\` last names` },
            {
              file: SUPPLEMENT,
              root: 'project',
              origin: `ours (MIT, like the project): ${supplement.length} frequent French first names with gender (f, m, x), several missing from the faker lists (Mathieu, Jean-Pierre, Yanis, Mehdi…)`,
            },
          ],
          transformations: [
            'First names merged on their key (lower case, no accents; "Zoë" and "Zoe" are one name, shown with the accent): `[display, gender_fr, gender_en, sources]`, gender `f`, `m`, `x` (both: listed under both, or in the generic list) or empty; sources bits 1 faker FR, 2 faker EN, 4 Moby, 8 our frequent list, whose gender replaces the faker French one. Sorted by key.',
            'Family names: `[display, sources]` (1 faker FR, 2 faker EN), sorted by key.',
            'gzip level 9 with a fixed header (mtime 0, OS byte 255).',
          ],
          licence: '@faker-js/faker: MIT (the Faker contributors). random-name: MIT; Moby word list: public domain. Our list: MIT. Names are facts.',
          attribution: ['First and last name lists from @faker-js/faker (https://github.com/faker-js/faker), MIT licence; English first names from the Moby project word list (public domain) via random-name (MIT).'],
        },
      ],
    };
  },
};
