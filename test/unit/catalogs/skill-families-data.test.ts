/** data/skill-families.csv: well formed, and every family links at least two different things. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../src/catalogs/data-dir.js';
import { loadSkillCatalog } from '../../../src/catalogs/skill-catalog.js';
import { parseFamilies } from '../../../src/catalogs/skill-families.js';

describe('data/skill-families.csv', () => {
  const families = parseFamilies(readFileSync(join(defaultDataDir(), 'skill-families.csv'), 'utf8'));

  it('names each family once, in French, with two members or more', () => {
    expect(families.length).toBeGreaterThan(80);
    expect(new Set(families.map((f) => f.name)).size).toBe(families.length);
    for (const f of families) {
      expect(f.name, f.name).toMatch(/^[a-z0-9-]+$/);
      expect(f.label.length, f.name).toBeGreaterThan(1);
      expect(f.members.length, f.name).toBeGreaterThanOrEqual(2);
      expect(new Set(f.members).size, f.name).toBe(f.members.length);
    }
  });

  it('links at least two different catalog entries or phrases per family', () => {
    const cat = loadSkillCatalog();
    for (const e of cat.families) {
      const things = new Set(e.members.map((m) => (m.ids.length > 0 ? m.ids.join('|') : `phrase:${m.name}`)));
      expect(things.size, e.family.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('rejects a malformed row', () => {
    expect(() => parseFamilies('family,label_fr,members\nbad-row\n')).toThrow(/bad row/);
  });
});
