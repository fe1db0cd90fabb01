/**
 * Implications (data/skill-implications.csv): what a resume's work makes likely though it does not
 * name it is `potential`, quoting what shows it; never `ideal`, never from a negated mention. The
 * mechanism is pinned on a table of our own, so that the data file can grow without these tests
 * changing; the data file's form is checked on the file itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../../src/catalogs/data-dir.js';
import { parseImplications, resolveImplications } from '../../../../src/catalogs/skill-families.js';
import { analyzeCandidate } from '../../../../src/engines/builtin/analyze-candidate.js';
import type { EngineCatalogs } from '../../../../src/engines/builtin/engine-catalogs.js';
import { evaluateProfile } from '../../../../src/engines/builtin/evaluate-candidate.js';
import { loadEngineCatalogs } from '../../../../src/engines/builtin/load-engine-catalogs.js';

const TABLE = [
  'id,label_fr,shown,implied',
  'dotnet-web,développement web .NET,ASP.NET|développeur .NET,Visual Studio|C#',
  "electrician,métier d'électricien,électricien|electrician,câblage électrique|raccordement électrique",
].join('\n');

const base = loadEngineCatalogs();
const skills = Object.create(base.skills, {
  implications: { value: resolveImplications(parseImplications(TABLE), (name) => base.skills.exact(name).map((s) => s.id)) },
});
const catalogs: EngineCatalogs = { ...base, skills };

function grade(text: string, label: string) {
  const profile = analyzeCandidate(text, catalogs, new Date('2026-06-01T00:00:00Z'));
  const { grades } = evaluateProfile(profile, [{ id: 'c1', label, weight: 2, is_mandatory: false, rationale: 'Demandé.' }], catalogs);
  return grades[0];
}

describe('what the work makes likely', () => {
  it('a skill the shown work usually comes with is potential, naming what shows it and the relation', () => {
    const g = grade('Expérience\n2019 – 2024 Développeur ASP.NET MVC, Exemple SA', 'Pratique de Visual Studio');
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain('ASP.NET');
    expect(g.match_explanation).toContain('développement web .NET');
    expect(g.match_explanation).toContain('à vérifier');
    const e = grade('Expérience\n2015 – 2024 Électricien bâtiment, Exemple SARL', 'Câblage électrique');
    expect(e.match_status).toBe('potential');
  });

  it('it runs one way only, never against a stated skill, and never from a negation', () => {
    // Visual Studio does not make ASP.NET likely.
    expect(grade('Outils : Visual Studio', 'Maîtrise d\'ASP.NET').match_status).toBe('not_mentioned');
    // Named, the skill is met as usual.
    expect(grade('Expérience\n2019 – 2024 Développeur ASP.NET\nOutils : Visual Studio 2022', 'Pratique de Visual Studio').match_status).toBe('ideal');
    expect(grade('Je ne suis pas électricien ; vendeur en quincaillerie', 'Câblage électrique').match_status).toBe('not_mentioned');
  });

  it('a trade the catalog does not know is shown by its name written as such, not by its words spread over a line', () => {
    const table = parseImplications(['id,label_fr,shown,implied', 'traffic,acquisition de trafic,traffic manager,Google Analytics'].join('\n'));
    const own: EngineCatalogs = { ...base, skills: Object.create(base.skills, { implications: { value: resolveImplications(table, (name) => base.skills.exact(name).map((s) => s.id)) } }) };
    const gradeWith = (text: string) => {
      const profile = analyzeCandidate(text, own, new Date('2026-06-01T00:00:00Z'));
      return evaluateProfile(profile, [{ id: 'c1', label: 'Google Analytics', weight: 2, is_mandatory: false, rationale: 'Demandé.' }], own).grades[0].match_status;
    };
    expect(gradeWith('Expérience\n2020 – 2024 Traffic manager, Exemple SAS')).toBe('potential');
    expect(gradeWith('Built 12 dashboards on store traffic, used weekly by 40 managers.')).toBe('not_mentioned');
  });
});

describe('data/skill-implications.csv', () => {
  it('is well formed: unique ids, names on both sides, no name on both sides of a row', () => {
    const rows = parseImplications(readFileSync(join(defaultDataDir(), 'skill-implications.csv'), 'utf8'));
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.name, r.name).toMatch(/^[a-z0-9-]+$/);
      expect(r.shown.filter((n) => r.implied.includes(n)), r.name).toEqual([]);
    }
  });

  it('rejects a malformed row', () => {
    expect(() => parseImplications('id,label_fr,shown,implied\nbad-row,x,y\n')).toThrow(/bad row/);
  });
});
