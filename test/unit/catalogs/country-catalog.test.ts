import { beforeAll, describe, expect, it } from 'vitest';
import { loadCountryCatalog, type CountryCatalog } from '../../../src/catalogs/country-catalog.js';

let cat: CountryCatalog;
beforeAll(() => {
  cat = loadCountryCatalog();
});

describe('country catalog', () => {
  it('has the ISO 3166-1 countries with French and English names', () => {
    expect(cat.countries.length).toBe(250);
    expect(cat.byCode('fr')).toMatchObject({ alpha2: 'FR', alpha3: 'FRA', name_en: 'France', name_fr: 'France' });
    expect(cat.name(cat.byCode('DE')!, 'fr')).toBe('Allemagne');
  });

  const cases: [string, string | undefined][] = [
    ['France', 'FR'],
    ['allemagne', 'DE'],
    ['Germany', 'DE'],
    ['États-Unis', 'US'],
    ['Etats-Unis', 'US'],
    ['USA', 'US'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['Royaume-Uni', 'GB'],
    ['Angleterre', 'GB'],
    ["Côte d'Ivoire", 'CI'],
    ['Cote d’Ivoire', 'CI'],
    ['Belgique', 'BE'],
    ['Suisse', 'CH'],
    ['Maroc', 'MA'],
    ['FR', 'FR'],
    ['fr', undefined],
    ['Atlantis', undefined],
  ];
  it.each(cases)('byName(%s) → %s', (name, alpha2) => {
    expect(cat.byName(name)?.alpha2).toBe(alpha2);
  });
});
