import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../src/catalogs/data-dir.js';

/** Hand-written inputs of the build, documented as inputs rather than outputs. */
const INPUTS = ['skills-supplement.csv', 'rome-titles-supplement.csv', 'skill-families.csv', 'skill-implications.csv', 'skill-inclusions.csv', 'term-translations.csv', 'activity-agents.csv', 'diplomas-supplement.json', 'languages-table.csv', 'geo-place-names.csv', 'first-names-supplement.csv'];

describe('data/SOURCES.md', () => {
  const dir = defaultDataDir();
  const sources = readFileSync(join(dir, 'SOURCES.md'), 'utf8');

  it('has a section, a licence and an attribution for every built file in data/', () => {
    // tessdata/ holds links to the OCR models installed from npm, not data of ours.
    const built = readdirSync(dir).filter((f) => f !== 'SOURCES.md' && f !== 'tessdata' && !INPUTS.includes(f));
    expect(built.sort()).toEqual(['countries.json', 'diplomas.json', 'geo-fr.json.gz', 'geo-world.json.gz', 'languages.json', 'line-dataset.jsonl.gz', 'line-labeller.json.gz', 'names.json.gz', 'occupation-skills.json.gz', 'rome.json.gz', 'skills.json.gz']);
    for (const f of built) {
      const section = sources.split(`\n## ${f}\n`)[1]?.split('\n## ')[0];
      expect(section, f).toBeDefined();
      expect(section).toMatch(/\nLicence: /);
      expect(section).toMatch(/\nAttribution[^\n]*:\n\n> /);
    }
  });

  it('names the hand-written inputs and the attributions the licences require', () => {
    for (const f of INPUTS) expect(sources).toContain(`data/${f}`);
    expect(sources).toContain('ESCO – European Skills, Competences, Qualifications and Occupations, © European Union');
    expect(sources).toContain('Répertoire Opérationnel des Métiers et des Emplois (ROME 4.0, version 460');
    expect(sources).toContain('INSEE – Code officiel géographique 2026');
    expect(sources).toContain('La Poste – Base officielle des codes postaux');
    expect(sources).toContain('GeoNames (https://www.geonames.org), CC BY 4.0');
    expect(sources).toContain('Mapping ESCO – ROME V1.4');
    expect(sources).toContain('@faker-js/faker');
    expect(sources).toContain('scripts/build-catalogs.ts');
  });
});
