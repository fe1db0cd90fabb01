import { describe, expect, it } from 'vitest';
import { extractLocation } from '../../../src/parsing/extract-location.js';
import { extractMobility } from '../../../src/parsing/extract-mobility.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

const cats = () => parsingCatalogs();

describe('extractLocation', () => {
  it('geocodes a French street address and keeps it as written', () => {
    const doc = makeResumeDocument(['# Léa FONTAINE', 'Infirmière', '8 rue des Tilleuls, 42300 Roanne · 06 00 00 00 21', 'Mobile en Auvergne-Rhône-Alpes']);
    const v = extractLocation(doc, cats()).value;
    expect(v).toMatchObject({ city: 'Roanne', postal_code: '42300', department: 'Loire', region: 'Auvergne-Rhône-Alpes', country: 'France', country_code: 'FR', full_address: '8 rue des Tilleuls, 42300 Roanne' });
    expect(v.latitude).toBeCloseTo(46.04, 1);
  });

  it('reads a British town without a postal code and does not read the name as a place', () => {
    const doc = makeResumeDocument(['# Charlotte von Essen', 'Chartered Civil Engineer', '## Contact', 'Glasgow', '+44 7700 900275']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Glasgow', postal_code: null, country_code: 'GB', full_address: null });
  });

  it('returns empty fields and a warning when no place is written', () => {
    const r = extractLocation(makeResumeDocument(['# Ann Lee', 'ann@example.com']), cats());
    expect(r.value.city).toBeNull();
    expect(r.warnings).toHaveLength(1);
  });
});

describe('extractMobility', () => {
  it.each([
    ['Mobile sur toute la France', true, []],
    ['Pas de mobilité géographique (raisons familiales)', false, []],
    ['Mobile: 07700 900312', null, []],
  ])('%s → %s', (line, can, cities) => {
    expect(extractMobility(makeResumeDocument(['# Ann Lee', line]), cats()).value).toEqual({ can_work_in_other_cities: can, other_cities: cities });
  });

  it('names the cities of a wrapped sentence', () => {
    const doc = makeResumeDocument(['# Manon LEFÈVRE', 'Prête à déménager à Bordeaux', 'ou Nantes']);
    const v = extractMobility(doc, cats()).value;
    expect(v.can_work_in_other_cities).toBe(true);
    expect(v.other_cities.map((c) => [c.city, c.country])).toEqual([['Bordeaux', 'France'], ['Nantes', 'France']]);
  });
});
