/**
 * The reference catalogs the resume pipeline reads, loaded once per thread (each parsing worker
 * holds its own; loading is a few hundred milliseconds, then every lookup is in memory).
 */
import { loadCountryCatalog, type CountryCatalog } from '../catalogs/country-catalog.js';
import { loadDiplomaCatalog, type DiplomaCatalog } from '../catalogs/diploma-catalog.js';
import { loadGeoCatalog, type GeoCatalog } from '../catalogs/geo-catalog.js';
import { loadLanguageCatalog, type LanguageCatalog } from '../catalogs/language-catalog.js';
import { loadNameCatalog, type NameCatalog } from '../catalogs/name-catalog.js';
import { loadRomeCatalog, type RomeCatalog } from '../catalogs/rome-catalog.js';
import { sharedSkillCatalog } from '../catalogs/shared-skill-catalog.js';
import type { SkillCatalog } from '../catalogs/skill-catalog.js';

export interface ParsingCatalogs {
  skills: SkillCatalog;
  diplomas: DiplomaCatalog;
  languages: LanguageCatalog;
  countries: CountryCatalog;
  geo: GeoCatalog;
  rome: RomeCatalog;
  names: NameCatalog;
}

let loaded: ParsingCatalogs | null = null;

export function parsingCatalogs(): ParsingCatalogs {
  loaded ??= {
    skills: sharedSkillCatalog(),
    diplomas: loadDiplomaCatalog(),
    languages: loadLanguageCatalog(),
    countries: loadCountryCatalog(),
    geo: loadGeoCatalog(),
    rome: loadRomeCatalog(),
    names: loadNameCatalog(),
  };
  return loaded;
}
