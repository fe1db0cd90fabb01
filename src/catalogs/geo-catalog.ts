/**
 * Geocoding of resume locations (data/geo-fr.json.gz, data/geo-world.json.gz, countries.json): French
 * communes with postal codes, départements and regions, world cities, countries. Loaded once; every
 * lookup is a few Map reads. The fields follow spec 2.1 `info_candidate.location` / `mobility`.
 */
import { loadCountryCatalog, type CountryCatalog } from './country-catalog.js';
import { defaultDataDir } from './data-dir.js';
import { readGeoTables, type GeoTables } from './geo-data.js';
import { HintReader, type Hint } from './geo-hints.js';
import { findLocationMentions, type LocationMention, type MentionOptions } from './geo-mentions.js';
import { parseLocationQuery } from './geo-query.js';
import { departmentOfPostalCode, GeoResolver, SMALL_TOWN, SUPPORTED_SCORE } from './geo-resolver.js';

export type { LocationMention, MentionOptions } from './geo-mentions.js';

/** The spec's location fields (2.1 `info_candidate.location`, `mobility.other_cities`) plus what the catalog knows. */
export interface GeoPlace {
  /** A commune or a world city; or only a département, region or country when that is all that was written. */
  kind: 'fr-commune' | 'world-city' | 'fr-department' | 'fr-region' | 'country';
  /** City name; an arrondissement gives its city ("Lyon", not "Lyon 3e Arrondissement"). */
  city: string | null;
  /** The postal code written, or the commune's only one; null when the commune has several and none was written. */
  postalCode: string | null;
  /** Every postal code of the commune (French places), else []. */
  postalCodes: string[];
  department: string | null;
  departmentCode: string | null;
  /** French region, or the first-level division of a world city ("England", "Quebec"). */
  region: string | null;
  country: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  population: number | null;
  /** INSEE code of the commune (of the city for an arrondissement). */
  inseeCode: string | null;
}

export interface FindPlaceOptions {
  /** A country the place is known to be in (name or ISO code), as if written after it. */
  country?: string;
  /** A French département (code or name), likewise. */
  department?: string;
  /** Country to prefer between homonyms when nothing else decides, e.g. `FR` for a French resume (weighs as 100× the population). */
  prefer?: string;
  /** Language of the country names returned (default `fr`). */
  lang?: 'fr' | 'en';
}

export interface GeoCatalog {
  readonly frenchPlaceCount: number;
  readonly worldCityCount: number;
  /** The place a location string names ("Nantes (44)", "69003 Lyon", "Montréal, Canada", "Londres",
   * "Loire-Atlantique", "France"), or null. */
  findPlace(text: string, opts?: FindPlaceOptions): GeoPlace | null;
  /** Every place the name may be, best first (homonyms), at most `limit` (default 10). */
  findPlaces(text: string, opts?: FindPlaceOptions & { limit?: number }): GeoPlace[];
  /** French cities with this postal code, largest first; [] when unknown (a CEDEX code: see departmentOfPostalCode). */
  byPostalCode(code: string, lang?: 'fr' | 'en'): GeoPlace[];
  /** The département of a postal code ("69433" → 69 Rhône) even when the code itself is not in the catalog. */
  departmentOfPostalCode(code: string): { code: string; name: string; region: string } | null;
  /** A département from its code or name. */
  department(codeOrName: string): { code: string; name: string; region: string } | null;
  /** Places written in one line of text, conservatively (see geo-mentions.ts). */
  findLocationMentions(line: string, opts?: MentionOptions): LocationMention[];
  /** The one country a region, state or country name belongs to ("KwaZulu-Natal" → ZA, "Ontario" → CA), else null. */
  countryOfArea(text: string): string | null;
}

class Catalog implements GeoCatalog {
  private readonly hintReader: HintReader;
  private readonly resolver: GeoResolver;

  constructor(
    private readonly t: GeoTables,
    private readonly countries: CountryCatalog,
  ) {
    this.hintReader = new HintReader(t, countries);
    this.resolver = new GeoResolver(t, this.hintReader);
  }

  get frenchPlaceCount(): number {
    return this.t.frenchCount;
  }

  get worldCityCount(): number {
    return this.t.size - this.t.frenchCount;
  }

  findPlace(text: string, opts: FindPlaceOptions = {}): GeoPlace | null {
    return this.findPlaces(text, { ...opts, limit: 1 })[0] ?? null;
  }

  findPlaces(text: string, opts: FindPlaceOptions & { limit?: number } = {}): GeoPlace[] {
    const lang = opts.lang ?? 'fr';
    const limit = opts.limit ?? 10;
    const q = parseLocationQuery(text);
    const given = [opts.country, opts.department].filter((h): h is string => h !== undefined);
    for (let i = 0; i < q.names.length; i++) {
      const { ids, extraHint } = this.resolver.candidates(q.names[i]);
      if (ids.length === 0) continue;
      const hints = this.readHints([...q.hints, ...q.names.filter((_, j) => j !== i), ...given]);
      if (extraHint) hints.push(extraHint);
      const ranked = this.resolver.rank(ids, { postalCode: q.postalCode, hints, prefer: opts.prefer, written: q.names[i] });
      const places = ranked.slice(0, limit).map((r) => this.toPlace(r.id, r.postalCode, lang));
      // "Bretagne" is the region, not the village of 300 people in the Territoire de Belfort.
      const area = q.names.length === 1 && ranked[0].score < SUPPORTED_SCORE ? this.area(q.names[0], lang) : null;
      if (area && area.kind !== 'country' && (places[0].population ?? 0) < SMALL_TOWN) return [area, ...places].slice(0, limit);
      return places;
    }
    if (q.postalCode !== null) return this.byPostalCode(q.postalCode, lang).slice(0, limit);
    const area = q.names.length === 1 ? this.area(q.names[0], lang) : null;
    return area ? [area] : [];
  }

  private readHints(texts: string[]): Hint[] {
    return texts.map((h) => this.hintReader.read(h)).filter((h): h is Hint => h !== null);
  }

  /** A département, region or country named alone ("Loire-Atlantique", "Bretagne", "Canada"). */
  area(text: string, lang: 'fr' | 'en'): GeoPlace | null {
    const h = this.hintReader.read(text);
    if (h === null) return null;
    const empty = this.emptyPlace();
    if (h.departments.size === 1 && !/^[A-Z]{2}$/.test(text.trim())) {
      const d = this.t.departments.get([...h.departments][0])!;
      return { ...this.withCountry(empty, 'FR', lang), kind: 'fr-department', department: d.name, departmentCode: d.code, region: this.t.regions.get(d.region) ?? null };
    }
    if (h.regions.size === 1) return { ...this.withCountry(empty, 'FR', lang), kind: 'fr-region', region: this.t.regions.get([...h.regions][0]) ?? null };
    if (h.countries.size === 1) return { ...this.withCountry(empty, [...h.countries][0], lang), kind: 'country' };
    return null;
  }

  byPostalCode(code: string, lang: 'fr' | 'en' = 'fr'): GeoPlace[] {
    return this.resolver.byPostalCode(code.trim()).map((id) => this.toPlace(id, code.trim(), lang));
  }

  departmentOfPostalCode(code: string): { code: string; name: string; region: string } | null {
    if (!/^\d{5}$/.test(code.trim())) return null;
    return this.department(departmentOfPostalCode(code.trim()));
  }

  department(codeOrName: string): { code: string; name: string; region: string } | null {
    const code = this.resolver.department(codeOrName);
    if (code === null) return null;
    const d = this.t.departments.get(code)!;
    return { code: d.code, name: d.name, region: this.t.regions.get(d.region) ?? d.region };
  }

  findLocationMentions(line: string, opts: MentionOptions = {}): LocationMention[] {
    return findLocationMentions(line, opts, {
      tables: this.t,
      resolver: this.resolver,
      hints: this.hintReader,
      toPlace: (id, pc, lang) => this.toPlace(id, pc, lang),
      area: (text, lang) => this.area(text, lang),
    });
  }

  countryOfArea(text: string): string | null {
    const hint = this.hintReader.read(text);
    if (hint === null) return null;
    if (hint.departments.size > 0 || hint.regions.size > 0) return 'FR';
    const countries = new Set([...hint.countries, ...[...hint.admin1].map((code) => code.slice(0, 2))]);
    return countries.size === 1 ? [...countries][0] : null;
  }

  private emptyPlace(): GeoPlace {
    return {
      kind: 'country',
      city: null,
      postalCode: null,
      postalCodes: [],
      department: null,
      departmentCode: null,
      region: null,
      country: null,
      countryCode: null,
      latitude: null,
      longitude: null,
      population: null,
      inseeCode: null,
    };
  }

  private withCountry(p: GeoPlace, code: string, lang: 'fr' | 'en'): GeoPlace {
    const c = this.countries.byCode(code);
    return { ...p, countryCode: code, country: c ? this.countries.name(c, lang) : null };
  }

  /** The spec's location fields of one place id, given the postal code written (if it belongs to it). */
  private toPlace(id: number, writtenPostalCode: string | null, lang: 'fr' | 'en'): GeoPlace {
    const p = this.t.place(id);
    if (p.fr === null) {
      const region = p.admin1 === '' ? null : (this.t.admin1.get(`${p.country}.${p.admin1}`) ?? null);
      return { ...this.withCountry(this.emptyPlace(), p.country, lang), kind: 'world-city', city: p.name, region, latitude: p.lat, longitude: p.lon, population: p.population };
    }
    // An arrondissement speaks for its city; a commune with the written postal code takes the
    // coordinates of the arrondissement that has it (69003 → Lyon 3e).
    let commune = p;
    let point = p;
    if (p.fr.kind === 'arrondissement' && p.fr.parent >= 0) commune = this.t.place(p.fr.parent);
    else if (writtenPostalCode !== null && p.fr.kind === 'commune') {
      const arr = this.resolver.arrondissementOf(id, writtenPostalCode);
      if (arr !== null) point = this.t.place(arr);
    }
    const codes = p.fr.postalCodes;
    const postalCode = writtenPostalCode !== null && codes.includes(writtenPostalCode) ? writtenPostalCode : codes.length === 1 ? codes[0] : null;
    const d = this.t.departments.get(p.fr.department);
    return {
      ...this.withCountry(this.emptyPlace(), p.country, lang),
      kind: 'fr-commune',
      city: commune.name,
      postalCode,
      postalCodes: [...codes],
      department: d?.name ?? null,
      departmentCode: p.fr.department,
      region: d ? (this.t.regions.get(d.region) ?? null) : null,
      latitude: point.lat,
      longitude: point.lon,
      population: commune.population,
      inseeCode: commune.fr!.insee,
    };
  }
}

/** Loads the geo catalog (and the countries it names) synchronously; `dir` defaults to the project's data/. */
export function loadGeoCatalog(dir: string = defaultDataDir()): GeoCatalog {
  return new Catalog(readGeoTables(dir), loadCountryCatalog(dir));
}
