import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageCatalog, type LanguageCatalog } from '../../../src/catalogs/language-catalog.js';

let cat: LanguageCatalog;
beforeAll(() => {
  cat = loadLanguageCatalog();
});

const find = (text: string): string[] => cat.findLanguageMentions(text).map((m) => `${m.name}:${m.code}:${m.level}`);

describe('languages table', () => {
  it('has ~85 languages with ISO 639-1 codes and French/English names', () => {
    expect(cat.languages.length).toBeGreaterThanOrEqual(60);
    expect(cat.languageByCode('de')).toMatchObject({ name_en: 'German', name_fr: 'allemand' });
    expect(cat.languageByName('Anglais')?.code).toBe('en');
    expect(cat.languageByName('English')?.code).toBe('en');
    expect(cat.languageByName('mandarin')?.code).toBe('zh');
    expect(cat.languageByName('néerlandais')?.code).toBe('nl');
    expect(cat.languageByName('FR')?.code).toBe('fr');
    expect(cat.languageByName('Java')).toBeUndefined();
    expect(cat.languageByName('Go')).toBeUndefined();
  });
});

describe('findLanguageMentions', () => {
  it('finds languages in French offers and resumes, with their level', () => {
    expect(find("Anglais courant exigé, l'allemand est un plus.")).toEqual(['Anglais:en:C1', 'allemand:de:null']);
    expect(find('Langues : français (natif), anglais (C1), espagnol (notions)')).toEqual([
      'français:fr:native',
      'anglais:en:C1',
      'espagnol:es:A1',
    ]);
    expect(find('anglais et espagnol courants')).toEqual(['anglais:en:C1', 'espagnol:es:C1']);
    expect(find('Maîtrise de l’anglais (TOEIC 850) ; vous parlez arabe et mandarin.')).toEqual([
      'anglais:en:B2',
      'arabe:ar:null',
      'mandarin:zh:null',
    ]);
    expect(find('LANGUES\nAnglais\nEspagnol')).toEqual(['Anglais:en:null', 'Espagnol:es:null']);
  });

  it('finds languages in English text', () => {
    expect(find('Excellent written and spoken English. Basic German.')).toEqual(['English:en:C1', 'German:de:A1']);
    expect(find('Speaks French, German and Spanish.')).toEqual(['French:fr:null', 'German:de:null', 'Spanish:es:null']);
    expect(find('Languages: English (native), French (B2)')).toEqual(['English:en:native', 'French:fr:B2']);
    expect(find('Fluent English, basic German.')).toEqual(['English:en:C1', 'German:de:A1']);
  });

  it('gives offsets in the original text', () => {
    const text = 'Niveau C1 en néerlandais exigé.';
    const [m] = cat.findLanguageMentions(text);
    expect(text.slice(m.start, m.end)).toBe('néerlandais');
    expect(m.level).toBe('C1');
  });

  it('does not take nationality adjectives or programming languages for languages', () => {
    expect(find('Un groupe français leader sur son marché, basé à Lyon.')).toEqual([]);
    expect(find('Le Français Jean Dupont a remporté le prix.')).toEqual([]);
    expect(find('French and Italian cuisine.')).toEqual([]);
    expect(find('Based on the French Riviera; fluent English required.')).toEqual(['English:en:C1']);
    expect(find('Java, Go and Python developer.')).toEqual([]);
  });
});

describe('cefrFromDescriptor', () => {
  const cases: [string, string | null][] = [
    ['B2', 'B2'],
    ['niveau C1', 'C1'],
    ['DELF B1', 'B1'],
    ['courant', 'C1'],
    ['parle couramment', 'C1'],
    ['bilingue', 'C2'],
    ['langue maternelle', 'native'],
    ['natif', 'native'],
    ['professionnel', 'B2'],
    ['intermédiaire', 'B1'],
    ['notions', 'A1'],
    ['scolaire', 'A2'],
    ['lu, écrit, parlé', 'B2'],
    ['bon niveau', 'B2'],
    ['très bon niveau', 'C1'],
    ['native speaker', 'native'],
    ['fluent', 'C1'],
    ['professional working proficiency', 'B2'],
    ['basic', 'A1'],
    ['conversational', 'B1'],
    ['TOEIC 850', 'B2'],
    ['TOEIC : 950', 'C1'],
    ['TOEIC 500', 'A2'],
    ['TOEFL iBT 95', 'C1'],
    ['TOEFL 80', 'B2'],
    ['IELTS 7.0', 'C1'],
    ['IELTS 6,5', 'B2'],
    ['Cambridge First (FCE)', 'B2'],
    ['CAE', 'C1'],
    ['passionné de voyages', null],
    ['', null],
  ];
  it.each(cases)('%s → %s', (text, level) => {
    expect(cat.cefrFromDescriptor(text)).toBe(level);
  });
});
