import { beforeAll, describe, expect, it } from 'vitest';
import { loadDiplomaCatalog, type DiplomaCatalog } from '../../../src/catalogs/diploma-catalog.js';

let cat: DiplomaCatalog;
beforeAll(() => {
  cat = loadDiplomaCatalog();
});

const find = (text: string): [string, number][] => cat.findDiplomas(text).map((d) => [d.text, d.eqf]);

describe('findDiplomas: French', () => {
  it('reads Bac+N in its usual spellings', () => {
    expect(find('Bac+5 en informatique. BAC + 2 minimum ; bac +3/4 apprécié ; Bac+8.')).toEqual([
      ['Bac+5', 7],
      ['BAC + 2', 5],
      ['bac +3/4', 6],
      ['Bac+8', 8],
    ]);
  });

  it('finds the French degrees with their EQF level and offsets', () => {
    const text =
      "Titulaire d'un BTS ou DUT, BUT Informatique, Licence professionnelle, Licence en droit, licence d'informatique, " +
      'L3 MIAGE, Master 1, M2 Informatique, Mastère spécialisé, MBA, diplôme d’ingénieur, école de commerce, doctorat.';
    const found = cat.findDiplomas(text);
    expect(found.map((d) => [d.key, d.eqf])).toEqual([
      ['bts', 5],
      ['dut', 5],
      ['but', 6],
      ['licence_pro', 6],
      ['licence', 6],
      ['licence', 6],
      ['licence', 6],
      ['master1', 6],
      ['master', 7],
      ['mastere_specialise', 7],
      ['mba', 7],
      ['ingenieur', 7],
      ['ecole_commerce', 7],
      ['doctorat', 8],
    ]);
    for (const d of found) expect(text.slice(d.start, d.end)).toBe(d.text);
    expect(found[0].label).toBe('Brevet de technicien supérieur (BTS, BTSA)');
  });

  it('finds secondary and vocational diplomas', () => {
    expect(find('CAP Cuisine, BEP, Bac pro commerce, baccalauréat S, Bac STMG, niveau bac.')).toEqual([
      ['CAP', 3],
      ['BEP', 3],
      ['Bac pro', 4],
      ['baccalauréat', 4],
      ['Bac STMG', 4],
      ['bac', 4],
    ]);
    expect(find('Titre professionnel de niveau 5 ; titre RNCP niveau 6.')).toEqual([
      ['Titre professionnel de niveau 5', 5],
      ['titre RNCP niveau 6', 6],
    ]);
    expect(find("Thèse de doctorat, docteur en médecine, école d'ingénieurs.")).toEqual([
      ['Thèse de doctorat', 8],
      ['docteur en médecine', 8],
      ["école d'ingénieurs", 7],
    ]);
  });

  it('does not read a driving or software licence as a degree', () => {
    expect(find('Permis B et licence de conduire ; licence Microsoft Office ; licence d’exploitation ; licence IV.')).toEqual([]);
    expect(find('Gestion des licences logicielles et des licences de transport.')).toEqual([]);
  });

  it('does not read ordinary words as degrees', () => {
    expect(find('Le bac à sable, le bac de rétention et le cap fixé par la direction.')).toEqual([]);
    expect(find('Maîtrise de Python ; 50 m2 de bureaux ; M2 de surface.')).toEqual([]);
  });
});

describe('findDiplomas: English', () => {
  it('finds English degrees', () => {
    expect(find("Master's degree in Computer Science, BSc in Physics, MSc, MBA, PhD in Economics, BA (Hons) History.")).toEqual([
      ["Master's degree", 7],
      ['BSc', 6],
      ['MSc', 7],
      ['MBA', 7],
      ['PhD', 8],
      ['BA', 6],
    ]);
    expect(find('A levels, GCSEs, HND, Associate degree, high school diploma, Bachelor of Science, Ph.D.')).toEqual([
      ['A levels', 4],
      ['GCSEs', 3],
      ['HND', 5],
      ['Associate degree', 5],
      ['high school diploma', 4],
      ['Bachelor of Science', 6],
      ['Ph.D.', 8],
    ]);
  });

  it('does not read "master", "but" or "a level" in prose as degrees', () => {
    expect(find('Scrum Master certified; you will master Python; master data management.')).toEqual([]);
    expect(find('But we need someone. BUT the job is hard. A level of autonomy is expected.')).toEqual([]);
  });
});

describe('eqfForDiplomaTerm', () => {
  const cases: [string, number | null][] = [
    ['Bac+5', 7],
    ['bac + 2', 5],
    ['BTS', 5],
    ['Master', 7],
    ['Master 1', 6],
    ['M2', 7],
    ['Licence', 6],
    ['licence pro', 6],
    ['Doctorat', 8],
    ['PhD', 8],
    ["Master's degree", 7],
    ['Bachelor', 6],
    ["Diplôme d'ingénieur", 7],
    ['CAP', 3],
    ['baccalauréat', 4],
    ['EQF 6', 6],
    ['niveau 7', 7],
    ['permis B', null],
    ['', null],
  ];
  it.each(cases)('%s → %s', (term, eqf) => {
    expect(cat.eqfForDiplomaTerm(term)).toBe(eqf);
  });
});
