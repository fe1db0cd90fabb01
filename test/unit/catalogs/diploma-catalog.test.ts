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

describe('findDiplomas: English abbreviations', () => {
  it('LLM is a Master of Laws when dotted or said of law, not the language models of a data offer', () => {
    expect(find('LLM in Commercial Law, University of London')).toEqual([['LLM', 7]]);
    expect(find('LL.M., 2019')).toEqual([['LL.M', 7]]);
    expect(find('LLM droit des affaires')).toEqual([['LLM', 7]]);
    expect(find('Vous maîtrisez Python et les LLM (GPT, Mistral).')).toEqual([]);
    expect(find('Fine-tuning de LLM open source, RAG')).toEqual([]);
    expect(find('Expérience des LLM appliqués au domaine juridique')).toEqual([]);
  });

  it('reads B.S./BS, B.Sc./BSc, B.A./BA, B.Eng./BEng with their offsets', () => {
    const text =
      'B.S. in Mechanical Engineering – Texas A&M University, 2015\nBS in Computer Science\nBS, University of Texas, 2012\n' +
      'B.Sc. in Physics\nBSc (Hons) Mathematics\nB.A. in History\nBA in Economics, 2014\nBA, University of Leeds, 2016\n' +
      'B.Eng. Civil Engineering\nBEng Mechanical, 2016';
    const found = cat.findDiplomas(text);
    expect(found.map((d) => [d.text, d.eqf])).toEqual([
      ['B.S.', 6],
      ['BS', 6],
      ['BS', 6],
      ['B.Sc.', 6],
      ['BSc', 6],
      ['B.A.', 6],
      ['BA', 6],
      ['BA', 6],
      ['B.Eng.', 6],
      ['BEng', 6],
    ]);
    for (const d of found) expect(text.slice(d.start, d.end)).toBe(d.text);
  });

  it('reads BS, MS, BA, JD, MSN, DNP only with a degree context', () => {
    expect(find('MS Office, MS Project, BS EN 1090-2:2018, patients with MS (multiple sclerosis).')).toEqual([]);
    expect(find('He was a BA at the bank; flew BA to London; JD attached; MSN Messenger; DEI training 2021.')).toEqual([]);
    expect(find('M.S. in Statistics; MS in Data Science, 2019; M.Sc. Chemistry; MEng in Aerospace; M.Eng. Mechanical')).toEqual([
      ['M.S.', 7],
      ['MS', 7],
      ['M.Sc.', 7],
      ['MEng', 7],
      ['M.Eng.', 7],
    ]);
    expect(find('JD, Harvard Law School, 2012; Juris Doctor; Ph.D. in Chemistry; DNP, APRN; Doctor of Nursing Practice')).toEqual([
      ['JD', 7],
      ['Juris Doctor', 7],
      ['Ph.D.', 8],
      ['DNP', 8],
      ['Doctor of Nursing Practice', 8],
    ]);
  });

  it('reads nursing and teaching degrees: BSN, ADN, MSN, PGCE', () => {
    expect(find('Bachelor of Science in Nursing (BSN) preferred. RN-to-BSN program – enrolled.')).toEqual([
      ['Bachelor of Science in Nursing', 6],
      ['BSN', 6],
      ['BSN', 6],
    ]);
    expect(find('Associate Degree in Nursing (ADN) – Fresno City College, 2016; ADN or BSN required; ADN, Fresno City College')).toEqual([
      ['Associate Degree in Nursing', 5],
      ['ADN', 5],
      ['BSN', 6],
      ['ADN', 5],
    ]);
    expect(find('MSN, RN, FNP-C; Master of Science in Nursing')).toEqual([
      ['MSN', 7],
      ['Master of Science in Nursing', 7],
    ]);
    expect(find('PGCE Secondary Mathematics with Qualified Teacher Status (QTS) – University of Bath, 2016')).toEqual([['PGCE', 7]]);
    expect(cat.findDiplomas('BSN')[0]).toMatchObject({ key: 'bsn', label: 'Bachelor of Science in Nursing (BSN)' });
  });

  it('"ADN" is also French for DNA', () => {
    expect(find("L'ADN de notre entreprise ; tests ADN et génétique.")).toEqual([]);
  });
});

describe('findDiplomas: French diplômes d\'État, accounting, RNCP titles', () => {
  it("reads the diplôme d'État d'infirmier in its usual forms, and the IFSI on a dated line", () => {
    expect(find("Diplôme d'État d'infirmier, IFSI d'Amiens (grade licence) ; DE infirmier ; Infirmière diplômée d'État.")).toEqual([
      ["Diplôme d'État d'infirmier", 6],
      ['DE infirmier', 6],
      ["Infirmière diplômée d'État", 6],
    ]);
    expect(find('2016 — IFSI de Lille\nDEI obtenu en 2015 (IFSI Rouen)')).toEqual([
      ['IFSI', 6],
      ['DEI', 6],
    ]);
    expect(find("Diplôme d'État d'aide-soignant ; IBODE ; Diplôme d'État d'éducateur spécialisé")).toEqual([
      ["Diplôme d'État d'aide-soignant", 4],
      ['IBODE', 7],
      ["Diplôme d'État d'éducateur spécialisé", 6],
    ]);
  });

  it('reads DCG, DSCG, DEC (expertise comptable), not a December date', () => {
    expect(find('DCG (2019), DSCG (2021), DEC en cours ; DEC (expert-comptable) ; Diplôme d’expertise comptable.')).toEqual([
      ['DCG', 6],
      ['DSCG', 7],
      ['DEC', 7],
      ['DEC', 7],
      ['Diplôme d’expertise comptable', 7],
    ]);
    expect(find('Disponible le 12 déc. 2025 ; DEC 2020 ; décembre.')).toEqual([]);
  });

  it('reads RNCP titles written with the level in any usual way', () => {
    expect(
      find(
        'Titre professionnel (niveau 5) ; Titre RNCP niv. 6 ; Titre professionnel Préparateur de commandes (niveau 3) ; ' +
          'Bachelor (niveau 6 RNCP) ; CAP, BEP, Bac pro, BUT Informatique ; bac+2 ; Bac + 3.',
      ),
    ).toEqual([
      ['Titre professionnel (niveau 5)', 5],
      ['Titre RNCP niv. 6', 6],
      ['Titre professionnel Préparateur de commandes (niveau 3)', 3],
      ['Bachelor', 6],
      ['niveau 6 RNCP', 6],
      ['CAP', 3],
      ['BEP', 3],
      ['Bac pro', 4],
      ['BUT', 6],
      ['bac+2', 5],
      ['Bac + 3', 6],
    ]);
  });

  it('"GED" is the US high-school equivalency, not the French gestion électronique des documents', () => {
    expect(find('High school diploma or GED. GED – Ohio, 2009.')).toEqual([
      ['High school diploma', 4],
      ['GED', 4],
      ['GED', 4],
    ]);
    expect(find('Une connaissance de la GED ; solutions de GED (gestion électronique de documents).')).toEqual([]);
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
    ['BSN', 6],
    ['ADN', 5],
    ['MSN', 7],
    ['DNP', 8],
    ['PGCE', 7],
    ["Diplôme d'État d'infirmier", 6],
    ['DEI', 6],
    ['DEC', 7],
    ['DSCG', 7],
    ['DCG', 6],
    ['B.S. in Mechanical Engineering', 6],
    ['titre RNCP niveau 5', 5],
    ['niveau 7', 7],
    ['permis B', null],
    ['', null],
  ];
  it.each(cases)('%s → %s', (term, eqf) => {
    expect(cat.eqfForDiplomaTerm(term)).toBe(eqf);
  });
});
