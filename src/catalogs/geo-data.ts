/**
 * Decoding of data/geo-fr.json.gz and data/geo-world.json.gz (written by scripts/catalogs/geo-*.ts)
 * and the name / postal-code indexes over them. One id space: French places first
 * (0 … frenchCount - 1), then world cities.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { keyWithoutArticle, placeKey } from './place-key.js';

export const GEO_FR_FILE = 'geo-fr.json.gz';
export const GEO_WORLD_FILE = 'geo-world.json.gz';

/** Flag bits per one-word name (scripts/catalogs/place-words.ts). */
export const FLAG_COMMON_WORD = 1;
export const FLAG_FIRST_NAME = 2;

export type FrenchPlaceKind = 'commune' | 'arrondissement' | 'deleguee' | 'associee';
const KINDS: Record<string, FrenchPlaceKind> = { c: 'commune', a: 'arrondissement', d: 'deleguee', s: 'associee' };

/** Overseas collectivities have their own ISO 3166-1 code; the départements (971–976) are France. */
const DEPARTMENT_COUNTRY: Record<string, string> = { '975': 'PM', '977': 'BL', '978': 'MF', '984': 'TF', '986': 'WF', '987': 'PF', '988': 'NC' };

export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number | null;
  lat: number | null;
  lon: number | null;
  flags: number;
  /** French places only (null for world cities). */
  fr: {
    insee: string;
    kind: FrenchPlaceKind;
    /** Id of the commune an arrondissement or commune déléguée belongs to, else -1. */
    parent: number;
    postalCodes: string[];
    department: string;
  } | null;
  /** World cities only: GeoNames admin1 code (`TX`, `ENG`, `10`) or "". */
  admin1: string;
  capital: boolean;
}

export interface Department {
  code: string;
  name: string;
  region: string;
}

interface FrenchFile {
  format: number;
  regions: [string, string][];
  departments: [string, string, string][];
  insee: string;
  name: string;
  key: string;
  kind: string;
  parent: number[];
  postal: string;
  dept: string;
  population: number[];
  lat: (number | null)[];
  lon: (number | null)[];
  flags: string;
}

interface WorldFile {
  format: number;
  admin1: [string, string][];
  name: string;
  key: string;
  country: string;
  admin1code: string;
  population: number[];
  lat: number[];
  lon: number[];
  capital: string;
  flags: string;
  other_names: Record<string, string[]>;
}

function readGz<T>(dir: string, file: string): T {
  return JSON.parse(gunzipSync(readFileSync(join(dir, file))).toString('utf8')) as T;
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  if (key === '') return;
  const list = map.get(key);
  if (list === undefined) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/**
 * The places as columns (as stored), with Place objects made on demand: a lookup looks at a handful of
 * candidates, and making 60,000 objects at start-up would double the load time.
 */
export class GeoTables {
  readonly size: number;
  readonly frenchCount: number;
  readonly departments: Map<string, Department>;
  readonly regions: Map<string, string>;
  readonly admin1: Map<string, string>;
  /** placeKey → place ids (names and other names). */
  readonly names = new Map<string, number[]>();
  /** Commune names without their leading article ("sables d olonne"): lookups only, never mentions. */
  readonly articleless = new Map<string, number[]>();
  /** Postal code → French place ids. */
  readonly postalCodes = new Map<string, number[]>();

  private readonly name: string[];
  private readonly population: Float64Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly flags: Uint8Array;
  private readonly fr: FrenchFile;
  private readonly frInsee: string[];
  private readonly frPostal: string[];
  private readonly frDept: string[];
  private readonly world: WorldFile;
  private readonly worldAdmin1: string[];
  private readonly cache = new Map<number, Place>();

  constructor(fr: FrenchFile, world: WorldFile) {
    if (fr.format !== 2 || world.format !== 2) throw new Error(`geo catalog: unsupported format ${fr.format}/${world.format}`);
    this.fr = fr;
    this.world = world;
    this.frInsee = fr.insee.split('\n');
    this.frPostal = fr.postal.split('\n');
    this.frDept = fr.dept.split('\n');
    this.worldAdmin1 = world.admin1code.split('\n');
    this.frenchCount = this.frInsee.length;
    this.name = [...fr.name.split('\n'), ...world.name.split('\n')];
    this.size = this.name.length;
    const n = this.frenchCount;
    this.population = new Float64Array(this.size);
    this.lat = new Float64Array(this.size);
    this.lon = new Float64Array(this.size);
    this.flags = new Uint8Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const w = i - n;
      const pop = w < 0 ? fr.population[i] : world.population[w];
      this.population[i] = pop < 0 ? NaN : pop;
      this.lat[i] = (w < 0 ? fr.lat[i] : world.lat[w]) ?? NaN;
      this.lon[i] = (w < 0 ? fr.lon[i] : world.lon[w]) ?? NaN;
      this.flags[i] = (w < 0 ? fr.flags : world.flags).charCodeAt(w < 0 ? i : w) - 48;
    }
    this.departments = new Map(fr.departments.map(([code, name, region]) => [code, { code, name, region }]));
    this.regions = new Map(fr.regions);
    this.admin1 = new Map(world.admin1);

    const keys = [...fr.key.split('\n'), ...world.key.split('\n')];
    for (let id = 0; id < keys.length; id++) push(this.names, keys[id], id);
    for (let id = 0; id < n; id++) {
      const short = keyWithoutArticle(keys[id]);
      if (short !== null) push(this.articleless, short, id);
      const codes = this.frPostal[id];
      if (codes.length === 5) push(this.postalCodes, codes, id);
      else if (codes !== '') for (const pc of codes.split('|')) push(this.postalCodes, pc, id);
    }
    for (const [row, others] of Object.entries(world.other_names)) for (const o of others) push(this.names, placeKey(o), n + Number(row));
  }

  place(id: number): Place {
    let p = this.cache.get(id);
    if (p === undefined) {
      p = this.make(id);
      this.cache.set(id, p);
    }
    return p;
  }

  private make(id: number): Place {
    const num = (a: Float64Array) => (Number.isNaN(a[id]) ? null : a[id]);
    const base = { name: this.name[id], population: num(this.population), lat: num(this.lat), lon: num(this.lon), flags: this.flags[id] };
    if (id < this.frenchCount) {
      const dept = this.frDept[id];
      const postal = this.frPostal[id];
      return {
        ...base,
        country: DEPARTMENT_COUNTRY[dept] ?? 'FR',
        fr: { insee: this.frInsee[id], kind: KINDS[this.fr.kind[id]], parent: this.fr.parent[id], postalCodes: postal === '' ? [] : postal.split('|'), department: dept },
        admin1: '',
        capital: false,
      };
    }
    const w = id - this.frenchCount;
    return { ...base, country: this.world.country.slice(2 * w, 2 * w + 2), fr: null, admin1: this.worldAdmin1[w], capital: this.world.capital[w] === '1' };
  }
}

export function readGeoTables(dir: string): GeoTables {
  return new GeoTables(readGz<FrenchFile>(dir, GEO_FR_FILE), readGz<WorldFile>(dir, GEO_WORLD_FILE));
}
