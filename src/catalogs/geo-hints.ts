/**
 * What people write next to a city name to say which one they mean: "Nantes (44)", "Saint-Denis (974)",
 * "Tours (Indre-et-Loire)", "Bordeaux, France", "London, UK", "Austin, TX", "London, Ontario",
 * "Lyon, Auvergne-Rhône-Alpes". A hint is read every way it can be (a département, a region, a country,
 * a first-level division); a place matches it when it matches one of the readings.
 */
import { foldKey } from '../text/fold.js';
import type { CountryCatalog } from './country-catalog.js';
import type { GeoTables, Place } from './geo-data.js';

export interface Hint {
  text: string;
  departments: Set<string>;
  regions: Set<string>;
  countries: Set<string>;
  /** `US.TX`, `CA.08`… */
  admin1: Set<string>;
}

/** Département codes as written: "44", "01", "1", "2A", "974". */
const DEPARTMENT_CODE = /^(?:0?[1-9]|[1-8]\d|9[0-5]|2[ab]|97[1-8]|98[4-9])$/i;

/** Postal abbreviations of Canadian provinces and Australian states → [country, GeoNames name]. */
const PROVINCE_ABBREVIATIONS: Record<string, [string, string]> = {
  QC: ['CA', 'Quebec'], ON: ['CA', 'Ontario'], BC: ['CA', 'British Columbia'], AB: ['CA', 'Alberta'], MB: ['CA', 'Manitoba'],
  SK: ['CA', 'Saskatchewan'], NS: ['CA', 'Nova Scotia'], NB: ['CA', 'New Brunswick'], NL: ['CA', 'Newfoundland and Labrador'],
  PE: ['CA', 'Prince Edward Island'], YT: ['CA', 'Yukon'], NT: ['CA', 'Northwest Territories'], NU: ['CA', 'Nunavut'],
  NSW: ['AU', 'New South Wales'], VIC: ['AU', 'Victoria'], QLD: ['AU', 'Queensland'], WA: ['AU', 'Western Australia'],
  SA: ['AU', 'South Australia'], TAS: ['AU', 'Tasmania'], ACT: ['AU', 'Australian Capital Territory'],
};

/** Indexes of the names hints are read against, built once per catalog. */
export class HintReader {
  private readonly departmentNames = new Map<string, string>();
  private readonly regionNames = new Map<string, string>();
  private readonly admin1Names = new Map<string, string[]>();

  constructor(
    private readonly t: GeoTables,
    private readonly countries: CountryCatalog,
  ) {
    for (const d of t.departments.values()) this.departmentNames.set(foldKey(d.name), d.code);
    for (const [code, name] of t.regions) this.regionNames.set(foldKey(name), code);
    for (const [code, name] of t.admin1) {
      const k = foldKey(name);
      const list = this.admin1Names.get(k);
      if (list) list.push(code);
      else this.admin1Names.set(k, [code]);
    }
  }

  /** Every reading of one hint; null when it is none of them. */
  read(text: string): Hint | null {
    const raw = text.trim();
    const key = foldKey(raw);
    if (key === '') return null;
    const hint: Hint = { text: raw, departments: new Set(), regions: new Set(), countries: new Set(), admin1: new Set() };
    if (DEPARTMENT_CODE.test(raw)) hint.departments.add(raw.length === 1 ? '0' + raw : raw.toUpperCase());
    const dept = this.departmentNames.get(key);
    if (dept !== undefined) hint.departments.add(dept);
    const region = this.regionNames.get(key);
    if (region !== undefined) hint.regions.add(region);
    const country = this.countries.byName(raw);
    if (country !== undefined) hint.countries.add(country.alpha2);
    // "Ontario", "Texas", "England"; and state codes written in capitals ("TX", "NY", "CA").
    for (const code of this.admin1Names.get(key) ?? []) hint.admin1.add(code);
    if (/^[A-Z]{2,3}$/.test(raw)) for (const c of ['US', 'CA', 'GB', 'AU']) if (this.t.admin1.has(`${c}.${raw}`)) hint.admin1.add(`${c}.${raw}`);
    // Canadian provinces and Australian states go by postal abbreviations GeoNames does not use.
    const named = PROVINCE_ABBREVIATIONS[raw.toUpperCase()];
    if (named && /^[A-Z]{2,3}$/.test(raw)) for (const code of this.admin1Names.get(foldKey(named[1])) ?? []) if (code.startsWith(`${named[0]}.`)) hint.admin1.add(code);
    const empty = hint.departments.size + hint.regions.size + hint.countries.size + hint.admin1.size === 0;
    return empty ? null : hint;
  }

  /** Whether a place is in what the hint names. */
  matches(p: Place, h: Hint): boolean {
    if (h.countries.has(p.country)) return true;
    if (p.fr) {
      if (h.departments.has(p.fr.department)) return true;
      const region = this.t.departments.get(p.fr.department)?.region;
      return region !== undefined && h.regions.has(region);
    }
    return p.admin1 !== '' && h.admin1.has(`${p.country}.${p.admin1}`);
  }
}
