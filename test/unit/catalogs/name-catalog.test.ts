import { beforeAll, describe, expect, it } from 'vitest';
import { loadNameCatalog, type NameCatalog } from '../../../src/catalogs/name-catalog.js';

let names: NameCatalog;
beforeAll(() => {
  names = loadNameCatalog();
});

describe('name catalog: lookups', () => {
  it('knows French and English first names, case and accents ignored, with gender', () => {
    expect(names.firstNameCount).toBeGreaterThan(7_000);
    expect(names.firstName('CAMILLE')).toMatchObject({ name: 'Camille', gender: 'epicene', genderFr: 'epicene', genderEn: 'female', commonness: 3 });
    expect(names.firstName('Ines')).toMatchObject({ name: 'Inès', gender: 'female' });
    expect(names.firstName('Zoë')?.gender).toBe('female');
    expect(names.firstName('Mathieu')).toMatchObject({ gender: 'male', commonness: 3 });
    expect(names.firstName('Grace')).toMatchObject({ genderFr: null, genderEn: 'female', commonness: 2 });
  });

  it('reads compound first names part by part', () => {
    expect(names.firstName('Jean-Pierre')).toMatchObject({ gender: 'male' });
    expect(names.firstName('Marie-Laure')).toMatchObject({ name: 'Marie-Laure', gender: 'female' });
    expect(names.isFirstName('Jean-Durand')).toBe(false);
  });

  it('tells first names, family names and particles apart', () => {
    expect(names.isFirstName('Durand')).toBe(false);
    expect(names.isLastName('DURAND')).toBe(true);
    expect(names.isLastName('Smith')).toBe(true);
    expect(names.isFirstName('Berthelot')).toBe(false);
    expect(names.isFirstName('Lyon')).toBe(false);
    expect(names.firstNameCommonness('Pemberton')).toBe(0);
    for (const p of ['de', 'La', 'du', "d'", 'van', 'von']) expect(names.isParticle(p), p).toBe(true);
    expect(names.isParticle('Fontaine')).toBe(false);
  });
});

describe('name catalog: which words are the first name', () => {
  it.each([
    [['DURAND', 'Camille'], ['Camille'], ['DURAND'], 'last-first'],
    [['Camille', 'DURAND'], ['Camille'], ['DURAND'], 'first-last'],
    [['Camille', 'Durand'], ['Camille'], ['Durand'], 'first-last'],
    [['Durand', 'Camille'], ['Camille'], ['Durand'], 'last-first'],
    [['Inès', 'BERTHELOT'], ['Inès'], ['BERTHELOT'], 'first-last'],
    [['Zoë', 'Pemberton'], ['Zoë'], ['Pemberton'], 'first-last'],
    [['Jean-Pierre', 'de', 'La', 'Fontaine'], ['Jean-Pierre'], ['de', 'La', 'Fontaine'], 'first-last'],
    [['DE', 'LA', 'FONTAINE', 'Jean-Pierre'], ['Jean-Pierre'], ['DE', 'LA', 'FONTAINE'], 'last-first'],
    [['Marie', 'Anne', 'Dupont'], ['Marie', 'Anne'], ['Dupont'], 'first-last'],
    [['van', 'Gogh', 'Vincent'], ['Vincent'], ['van', 'Gogh'], 'last-first'],
  ] as const)('%j', (tokens, firstName, lastName, order) => {
    expect(names.orderNameTokens(tokens)).toMatchObject({ firstName, lastName, order });
  });

  it('says how sure it is', () => {
    expect(names.orderNameTokens(['DURAND', 'Camille'])?.confidence).toBe(1);
    // Both are first names and family names: the usual order decides, with little confidence.
    const both = names.orderNameTokens(['Martin', 'Thomas'])!;
    expect(both).toMatchObject({ firstName: ['Martin'], order: 'first-last' });
    expect(both.confidence).toBeLessThan(0.5);
    expect(names.orderNameTokens(['Camille'])).toBeNull();
  });
});
