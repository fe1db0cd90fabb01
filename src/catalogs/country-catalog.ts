/** Countries (data/countries.json): ISO codes and English/French names, for resume locations. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../text/fold.js';
import { defaultDataDir } from './data-dir.js';

export interface Country {
  /** ISO 3166-1 alpha-2 (upper case). */
  alpha2: string;
  alpha3: string;
  name_en: string;
  name_fr: string;
  alt_en: string[];
  alt_fr: string[];
}

export interface CountryCatalog {
  readonly countries: readonly Country[];
  byCode(code: string): Country | undefined;
  /** A country from one of its names or alternates in English or French, accents and case ignored;
   * alpha-3 codes too, and alpha-2 codes only when written in capitals ("FR", not "fr"). */
  byName(name: string): Country | undefined;
  name(country: Country, lang: 'fr' | 'en'): string;
}

function key(s: string): string {
  return fold(s)
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

class Catalog implements CountryCatalog {
  private readonly codes = new Map<string, Country>();
  private readonly names = new Map<string, Country>();

  constructor(readonly countries: Country[]) {
    for (const c of countries) {
      this.codes.set(c.alpha2, c);
      this.codes.set(c.alpha3, c);
    }
    // Official names first, so an alternate never shadows another country's name.
    for (const c of countries) for (const n of [c.name_en, c.name_fr]) this.add(n, c);
    for (const c of countries) for (const n of [...c.alt_en, ...c.alt_fr]) this.add(n, c);
  }

  private add(name: string, c: Country): void {
    const k = key(name);
    if (k !== '' && !this.names.has(k)) this.names.set(k, c);
  }

  byCode(code: string): Country | undefined {
    return this.codes.get(code.trim().toUpperCase());
  }

  byName(name: string): Country | undefined {
    const t = name.trim();
    // "UK" is no ISO code but a name people write.
    if (/^[A-Z]{2}$/.test(t)) return this.codes.get(t) ?? this.names.get(key(t));
    if (/^[A-Z]{3}$/.test(t) && this.codes.has(t)) return this.codes.get(t);
    return this.names.get(key(t));
  }

  name(country: Country, lang: 'fr' | 'en'): string {
    return lang === 'fr' ? country.name_fr : country.name_en;
  }
}

/** Loads data/countries.json synchronously. */
export function loadCountryCatalog(dir: string = defaultDataDir()): CountryCatalog {
  const raw = JSON.parse(readFileSync(join(dir, 'countries.json'), 'utf8')) as {
    format: number;
    countries: [string, string, string, string, string[], string[]][];
  };
  if (raw.format !== 1) throw new Error(`countries catalog: unsupported format ${raw.format}`);
  return new Catalog(raw.countries.map(([alpha2, alpha3, name_en, name_fr, alt_en, alt_fr]) => ({ alpha2, alpha3, name_en, name_fr, alt_en, alt_fr })));
}
