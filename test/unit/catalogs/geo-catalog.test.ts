import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoCatalog, type GeoCatalog } from '../../../src/catalogs/geo-catalog.js';
import { placeKey } from '../../../src/catalogs/place-key.js';

let geo: GeoCatalog;
beforeAll(() => {
  geo = loadGeoCatalog();
});

describe('placeKey', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['st etienne', 'saint etienne'],
    ['ST-ÉTIENNE', 'saint etienne'],
    ['Lyon 3e Arrondissement', 'lyon 3'],
    ['LYON 3E', 'lyon 3'],
    ['Lyon 3ème', 'lyon 3'],
    ['Lyon 03', 'lyon 3'],
    ['Paris 1er', 'paris 1'],
    ['Paris XVe', 'paris 15'],
    ["L'Isle-d'Abeau", 'l isle d abeau'],
    ['Mercœur', 'mercoeur'],
    ['Saint-Pierre-de-Vie', 'saint pierre de vie'],
  ])('%s → %s', (name, key) => {
    expect(placeKey(name)).toBe(key);
  });
});

describe('geo catalog: French communes', () => {
  it('holds the communes, arrondissements and communes déléguées, and world cities', () => {
    expect(geo.frenchPlaceCount).toBeGreaterThan(37_000);
    expect(geo.worldCityCount).toBeGreaterThan(20_000);
  });

  it('finds a commune with its postal code, département, region and coordinates', () => {
    expect(geo.findPlace('Villeurbanne')).toEqual({
      kind: 'fr-commune',
      city: 'Villeurbanne',
      postalCode: '69100',
      postalCodes: ['69100'],
      department: 'Rhône',
      departmentCode: '69',
      region: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countryCode: 'FR',
      latitude: 45.77077,
      longitude: 4.88846,
      population: 163684,
      inseeCode: '69266',
    });
  });

  it.each([
    ['Saint-Étienne', 'Saint-Étienne', '42'],
    ['st etienne', 'Saint-Étienne', '42'],
    ['SAINT ETIENNE', 'Saint-Étienne', '42'],
    ['Saint-Nazaire', 'Saint-Nazaire', '44'],
    ['Angers', 'Angers', '49'],
    ['Mâcon', 'Mâcon', '71'],
    ['Bourg-en-Bresse', 'Bourg-en-Bresse', '01'],
    ["Sables-d'Olonne", "Les Sables-d'Olonne", '85'],
    ['Ajaccio (2A)', 'Ajaccio', '2A'],
  ])('%s → %s (%s)', (query, city, dept) => {
    expect(geo.findPlace(query)).toMatchObject({ city, departmentCode: dept, countryCode: 'FR' });
  });

  it('maps arrondissements and their postal codes to their city', () => {
    expect(geo.findPlace('LYON 3E')).toMatchObject({ city: 'Lyon', postalCode: '69003', departmentCode: '69', inseeCode: '69123' });
    expect(geo.findPlace('Paris 15e')).toMatchObject({ city: 'Paris', postalCode: '75015', department: 'Paris', region: 'Île-de-France' });
    expect(geo.findPlace('Marseille 13e')).toMatchObject({ city: 'Marseille', postalCode: '13013' });
    expect(geo.findPlace('69003')).toMatchObject({ city: 'Lyon', postalCode: '69003' });
    expect(geo.findPlace('75116')).toMatchObject({ city: 'Paris', postalCode: '75116' });
    // The arrondissement's point, not the city centre.
    expect(geo.findPlace('69003 Lyon')).toMatchObject({ city: 'Lyon', postalCode: '69003', latitude: 45.75336, longitude: 4.86919 });
  });

  it('leaves the postal code null when the commune has several and none was written', () => {
    const nantes = geo.findPlace('Nantes (44)')!;
    expect(nantes).toMatchObject({ city: 'Nantes', postalCode: null, departmentCode: '44', department: 'Loire-Atlantique', region: 'Pays de la Loire' });
    expect(nantes.postalCodes).toContain('44000');
  });

  it('lists the cities of a postal code, and the département of unknown (CEDEX) codes', () => {
    expect(geo.byPostalCode('69003').map((p) => p.city)).toEqual(['Lyon']);
    expect(geo.byPostalCode('01400').length).toBeGreaterThan(1);
    expect(geo.byPostalCode('69433')).toEqual([]);
    expect(geo.departmentOfPostalCode('69433')).toEqual({ code: '69', name: 'Rhône', region: 'Auvergne-Rhône-Alpes' });
    expect(geo.departmentOfPostalCode('20090')?.code).toBe('2A');
    expect(geo.departmentOfPostalCode('97411')?.code).toBe('974');
  });

  it('reads département hints and tells homonyms apart', () => {
    expect(geo.findPlace('Vienne (38)')).toMatchObject({ city: 'Vienne', departmentCode: '38' });
    expect(geo.findPlace('Vienne, France')).toMatchObject({ city: 'Vienne', countryCode: 'FR' });
    expect(geo.findPlace('Saint-Denis (93)')).toMatchObject({ city: 'Saint-Denis', departmentCode: '93' });
    expect(geo.findPlace('Saint-Denis (974)')).toMatchObject({ city: 'Saint-Denis', departmentCode: '974', region: 'La Réunion' });
    expect(geo.findPlace('Saint-Denis', { department: '93' })).toMatchObject({ departmentCode: '93' });
    expect(geo.findPlace('Tours (Indre-et-Loire)')).toMatchObject({ city: 'Tours', departmentCode: '37' });
    expect(geo.findPlace('Nantes 44')).toMatchObject({ city: 'Nantes', departmentCode: '44' });
  });

  it('names départements, regions and countries written alone', () => {
    expect(geo.findPlace('Loire-Atlantique')).toMatchObject({ kind: 'fr-department', city: null, department: 'Loire-Atlantique', departmentCode: '44' });
    expect(geo.findPlace('Bretagne')).toMatchObject({ kind: 'fr-region', region: 'Bretagne', countryCode: 'FR' });
    expect(geo.findPlace('France')).toMatchObject({ kind: 'country', country: 'France', countryCode: 'FR', city: null });
    expect(geo.department('44')).toEqual({ code: '44', name: 'Loire-Atlantique', region: 'Pays de la Loire' });
    expect(geo.department('finistère')?.code).toBe('29');
  });
});

describe('geo catalog: world cities', () => {
  it.each([
    ['London', 'London', 'GB', 'England'],
    ['Londres', 'London', 'GB', 'England'],
    ['London, UK', 'London', 'GB', 'England'],
    ['London, Ontario', 'London', 'CA', 'Ontario'],
    ['Montréal, Canada', 'Montréal', 'CA', 'Quebec'],
    ['Montreal', 'Montréal', 'CA', 'Quebec'],
    ['Berlin', 'Berlin', 'DE', 'State of Berlin'],
    ['Cologne', 'Köln', 'DE', 'North Rhine-Westphalia'],
    ['Genève', 'Genève', 'CH', 'Geneva'],
    ['Geneva', 'Genève', 'CH', 'Geneva'],
    ['New York', 'New York City', 'US', 'New York'],
    ['Austin, TX', 'Austin', 'US', 'Texas'],
    ['Paris, Texas', 'Paris', 'US', 'Texas'],
    ['Bristol', 'Bristol', 'GB', 'England'],
  ])('%s → %s, %s', (query, city, countryCode, region) => {
    expect(geo.findPlace(query)).toMatchObject({ kind: 'world-city', city, countryCode, region, department: null, postalCode: null });
  });

  it('gives the country in the language asked', () => {
    expect(geo.findPlace('London')?.country).toBe('Royaume-Uni');
    expect(geo.findPlace('London', { lang: 'en' })?.country).toBe('United Kingdom');
  });

  it('decides homonyms by population, spelling and preferred country', () => {
    expect(geo.findPlace('Paris')).toMatchObject({ city: 'Paris', countryCode: 'FR' });
    // Vienna (1.7 M) over Vienne (Isère, 32,000) unless France is preferred.
    expect(geo.findPlace('Vienne')?.countryCode).toBe('AT');
    expect(geo.findPlace('Vienne', { prefer: 'FR' })?.countryCode).toBe('FR');
    expect(geo.findPlace('Montreal', { prefer: 'FR' })?.countryCode).toBe('CA');
    // The accent says which: Mâcon (71) rather than Macon, Georgia.
    expect(geo.findPlace('Mâcon')?.countryCode).toBe('FR');
    expect(geo.findPlace('Macon')?.countryCode).toBe('US');
    expect(geo.findPlaces('London').map((p) => p.countryCode).slice(0, 2)).toEqual(['GB', 'CA']);
  });

  it('finds nothing for what is no place', () => {
    expect(geo.findPlace('Xyzzyville')).toBeNull();
    expect(geo.findPlace('')).toBeNull();
    expect(geo.findPlace('12 rue des Érables')).toBeNull();
  });
});
