/**
 * French communes (INSEE COG 2026 + La Poste / GeoNames coordinates, staged in geo/) → the document
 * written to data/geo-fr.json.gz: regions, départements and one row per commune, Paris/Lyon/Marseille
 * arrondissement, and commune déléguée or associée (people still write "Cherbourg-Octeville").
 * Lookup keys (placeKey) are computed here and stored, so that loading does not recompute 37,000 of them.
 */
import { join } from 'node:path';
import { placeKey } from '../../src/catalogs/place-key.js';
import { readCsvRecords, splitMulti } from './csv.js';
import { placeFlags } from './place-words.js';

/** Row kinds in the file (see src/catalogs/geo-data.ts). */
const KIND: Record<string, string> = {
  'commune-actuelle': 'c',
  'arrondissement-municipal': 'a',
  'commune-deleguee': 'd',
  'commune-associee': 's',
};

export interface FrenchGeoBuild {
  json: string;
  communes: number;
  droppedSameName: number;
  withoutCoordinates: number;
  flagged: number;
  /** placeKey() of every name kept, to spot other names of world cities that are also communes. */
  keys: Set<string>;
}

function num(s: string): number | null {
  return s === '' ? null : Number(s);
}

export function buildFrenchGeo(sharedDataDir: string, vocabulary: Set<string>, firstNames: Set<string>): FrenchGeoBuild {
  const regions = readCsvRecords(join(sharedDataDir, 'geo/fr_regions.csv'));
  const departments = readCsvRecords(join(sharedDataDir, 'geo/fr_departements.csv'));
  const rows = readCsvRecords(join(sharedDataDir, 'geo/fr_communes.csv'));
  const byInsee = new Map<string, Record<string, string>>();
  for (const r of rows) if (r.type === 'commune-actuelle') byInsee.set(r.insee_code, r);

  const kept: Record<string, string>[] = [];
  let droppedSameName = 0;
  for (const r of [...rows].sort((a, b) => (a.insee_code < b.insee_code ? -1 : a.insee_code > b.insee_code ? 1 : 0))) {
    if (KIND[r.type] === undefined) throw new Error(`fr_communes.csv: unknown type ${r.type} (${r.insee_code})`);
    const parent = r.parent_insee_code === '' ? null : byInsee.get(r.parent_insee_code);
    if (r.parent_insee_code !== '' && parent === undefined) throw new Error(`fr_communes.csv: ${r.insee_code} has an unknown parent ${r.parent_insee_code}`);
    // A commune déléguée named like its commune nouvelle (Annecy in Annecy) would only be a duplicate.
    if (parent && KIND[r.type] !== 'a' && placeKey(parent.name) === placeKey(r.name)) {
      droppedSameName++;
      continue;
    }
    kept.push(r);
  }
  const row = new Map(kept.map((r, i) => [r.insee_code + '\t' + r.type, i]));
  const flags = kept.map((r) => placeFlags(r.name, vocabulary, firstNames));
  const keys = kept.map((r) => placeKey(r.name));
  // Columns rather than rows: parsing a few long strings and number arrays is several times faster at load.
  const columns: [string, unknown][] = [
    ['insee', kept.map((r) => r.insee_code).join('\n')],
    ['name', kept.map((r) => r.name).join('\n')],
    ['key', keys.join('\n')],
    ['kind', kept.map((r) => KIND[r.type]).join('')],
    ['parent', kept.map((r) => (r.parent_insee_code === '' ? -1 : (row.get(r.parent_insee_code + '\tcommune-actuelle') ?? -1)))],
    ['postal', kept.map((r) => splitMulti(r.postal_codes).join('|')).join('\n')],
    ['dept', kept.map((r) => r.dept_code).join('\n')],
    ['population', kept.map((r) => (r.population === '' ? -1 : Number(r.population)))],
    ['lat', kept.map((r) => num(r.lat))],
    ['lon', kept.map((r) => num(r.lon))],
    ['flags', flags.join('')],
  ];
  const json =
    '{"format":2,\n"regions":' +
    JSON.stringify(regions.map((r) => [r.code, r.name])) +
    ',\n"departments":' +
    JSON.stringify(departments.map((d) => [d.code, d.name, d.region_code])) +
    columns.map(([k, v]) => `,\n"${k}":${JSON.stringify(v)}`).join('') +
    '\n}\n';
  return {
    json,
    communes: kept.length,
    droppedSameName,
    withoutCoordinates: kept.filter((r) => r.lat === '').length,
    flagged: flags.filter((f) => f !== 0).length,
    keys: new Set(keys),
  };
}
