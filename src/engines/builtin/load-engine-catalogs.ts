/** Loads the catalogs the built-in engine reads, once per process, and adapts them to its needs. */
import { loadDiplomaCatalog } from '../../catalogs/diploma-catalog.js';
import { loadLanguageCatalog } from '../../catalogs/language-catalog.js';
import { loadRomeCatalog, type RomeCatalog } from '../../catalogs/rome-catalog.js';
import { sharedSkillCatalog } from '../../catalogs/shared-skill-catalog.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import { loadOccupationSkills } from './occupation/occupation-skills.js';

let rome: RomeCatalog | null = null;

let loaded: EngineCatalogs | null = null;

export function loadEngineCatalogs(): EngineCatalogs {
  if (loaded) return loaded;
  // The thread's one skills catalog, shared with the parser and the normalizer on the same thread.
  const skills = sharedSkillCatalog();
  const diplomas = loadDiplomaCatalog();
  const languages = loadLanguageCatalog();
  loaded = {
    skills,
    findDiplomas: (text) => diplomas.findDiplomas(text),
    findLanguages: (text) => languages.findLanguageMentions(text),
    // Two-letter words ("it", "de") are codes, never names, in a criterion's words.
    languageCodeOf: (name) => (name.trim().length > 2 ? (languages.languageByName(name)?.code ?? null) : null),
    languageNameFr: (code) => languages.languageByCode(code)?.name_fr ?? code,
    cefrFromText: (text) => languages.cefrFromDescriptor(text),
    occupations: { rome: () => (rome ??= loadRomeCatalog()), skills: () => loadOccupationSkills() },
  };
  return loaded;
}
