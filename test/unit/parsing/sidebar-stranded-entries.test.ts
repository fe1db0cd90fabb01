import { describe, expect, it } from 'vitest';
import type { ResumeLine, ResumeSection } from '../../../src/parsing/resume-document.js';
import { returnStrandedEntries } from '../../../src/parsing/sidebar-stranded-entries.js';
import { fold } from '../../../src/text/fold.js';

/** A section whose lines sit at y = 12 a line (font size 10); '' leaves a blank line (a gap). */
function section(kind: ResumeSection['kind'], heading: string, texts: string[], from = 0): ResumeSection {
  const lines: ResumeLine[] = [];
  texts.forEach((text, row) => {
    if (text !== '') lines.push({ index: from + row, text, folded: fold(text), page: 0, y: (from + row) * 12, x: 50, fontSize: 10, bold: false });
  });
  return { kind, heading, lines };
}

const texts = (s: ResumeSection) => s.lines.map((l) => l.text);

describe('returnStrandedEntries', () => {
  it('takes back the jobs of page 2\'s main column read after its sidebar: the reading goes back up the page to an employer in capitals', () => {
    const items = section('interests', "CENTRES D'INTÉRÊT", ['Trail', '', 'Escalade', '', 'Photographie'], 20);
    const main = ['EXEMPLE CONSEIL', 'Lyon (69) · Société de conseil', '', 'Ingénieur consultant\tOct. 2012 – févr. 2014', 'Mission de 16 mois chez un équipementier automobile de rang 1', 'Mise à jour des gammes et équilibrage des lignes', '', 'EXEMPLE SYSTÈMES', 'Saint-Priest (69) · Fabricant de vérins', '', 'Ingénieur méthodes – stage\tFévr. 2012 – août 2012', 'Implantation d\'une nouvelle cellule d\'assemblage de vérins'];
    const jobs = main.flatMap((text, row) => (text === '' ? [] : [{ index: 40 + row, text, folded: fold(text), page: 0, y: row * 12, x: 200, fontSize: 10, bold: false }]));
    const got = returnStrandedEntries([
      section('experience', 'EXPÉRIENCE', ['EXEMPLE INDUSTRIES', 'Ingénieur méthodes\tSept. 2016 – déc. 2019', 'Chantiers SMED sur les presses de 800 t.'], 0),
      { ...items, lines: [...items.lines, ...jobs] },
    ]);
    expect(texts(got[0]!).slice(3)).toEqual(main.filter((t) => t !== ''));
    expect(texts(got[1]!)).toEqual(['Trail', 'Escalade', 'Photographie']);
  });

  it('takes back the jobs that go on under a sidebar that ended first, over a section it does not read', () => {
    const got = returnStrandedEntries([
      section('experience', 'EXPERIENCE', ['EXAMPLE ROBOTICS | Controls Co-op', 'SEPT 2026 – PRESENT | KITCHENER, ON', '', 'Wrote motion-control nodes for an autonomous pallet mover.']),
      section('other', 'COURSEWORK', ['Real-Time Operating Systems', 'Control Systems'], 6),
      section('languages', 'LANGUAGES', ['English (native)', 'French (intermediate)', '', 'EXAMPLE TRANSIT SYSTEMS | Test Engineering Co-op', 'MAY 2025 – AUG 2025 | THUNDER BAY, ON', '',
        'Executed dynamic brake and door-interlock tests on light-rail vehicles.', '', 'CITY OF EXAMPLE | Day Camp Counsellor', 'SEPT – DEC 2024 | EXAMPLETOWN, ON'], 10),
    ]);
    expect(texts(got[0]!).slice(3)).toEqual(['EXAMPLE TRANSIT SYSTEMS | Test Engineering Co-op', 'MAY 2025 – AUG 2025 | THUNDER BAY, ON',
      'Executed dynamic brake and door-interlock tests on light-rail vehicles.', 'CITY OF EXAMPLE | Day Camp Counsellor', 'SEPT – DEC 2024 | EXAMPLETOWN, ON']);
    expect(texts(got[1]!)).toEqual(['Real-Time Operating Systems', 'Control Systems']);
    expect(texts(got[2]!)).toEqual(['English (native)', 'French (intermediate)']);
  });

  it('gives the jobs read under the sidebar headings back to the empty list of jobs', () => {
    const got = returnStrandedEntries([
      section('experience', 'EXPÉRIENCE PROFESSIONNELLE', []),
      section('contact', 'CONTACT', ['☎ 06 00 00 00 00'], 2),
      section('skills', 'LOGICIELS', ['▪ Tableur', '▪ Traitement de texte', '', 'Infirmière de bloc', '09/2018 – aujourd\'hui',
        'Clinique Exemple, Lyon', 'Préparation de la salle et instrumentation des interventions programmées', '', '▪ Messagerie'], 5),
      section('languages', 'LANGUES', ['Anglais : B1', 'Espagnol : notions'], 20),
    ]);
    expect(texts(got[0]!)).toEqual(['Infirmière de bloc', '09/2018 – aujourd\'hui', 'Clinique Exemple, Lyon',
      'Préparation de la salle et instrumentation des interventions programmées']);
    expect(texts(got[2]!)).toEqual(['▪ Tableur', '▪ Traitement de texte', '▪ Messagerie']);
    expect(texts(got[3]!)).toEqual(['Anglais : B1', 'Espagnol : notions']);
  });

  it('takes a title and an employer on lines of their own beside bare dates, not the skills between', () => {
    const got = returnStrandedEntries([
      section('experience', 'EXPERIENCE', ['Analyst, Example Bank — 2020 – Present']),
      section('skills', 'SKILLS', ['SQL', '', 'Reporting clerk', '', 'Jul 2017 – Mar 2020', '', 'Example Telecom Ltd', '',
        'Prepared the monthly variance analysis for the finance director.', '', 'Power BI'], 2),
    ]);
    expect(texts(got[0]!)).toEqual(['Analyst, Example Bank — 2020 – Present', 'Reporting clerk', 'Jul 2017 – Mar 2020', 'Example Telecom Ltd',
      'Prepared the monthly variance analysis for the finance director.']);
    expect(texts(got[1]!)).toEqual(['SQL', 'Power BI']);
  });

  it('leaves true lists alone: no dated paragraph among them', () => {
    const sections = [
      section('experience', 'EXPERIENCE', ['Analyst, Example Bank — 2020 – Present', 'Built the monthly reporting pack for the board.']),
      section('skills', 'SKILLS', ['Financial modelling, budgeting and forecasting across business units', '', 'Power BI'], 3),
    ];
    expect(returnStrandedEntries(sections)).toEqual(sections);
  });

  it('gives back the paragraphs of a job that alternate with the sidebar items, block by block', () => {
    const got = returnStrandedEntries([
      section('experience', 'EXPÉRIENCE PROFESSIONNELLE', ['02/2021 – PRÉSENT', '', 'Juriste d’entreprise']),
      section('languages', 'LANGUES', ['Exemple SA – Legal Department (Procurement & Data Protection), Bruxelles', '', 'Français – langue maternelle', '',
        'Rédaction, revue et négociation de contrats IT, de sous-traitance et de fourniture', '', 'Néerlandais – C1', '',
        'Conseil aux équipes achats sur les marchés publics et les procédures de mise en concurrence', '', 'Allemand – notions'], 4),
    ]);
    expect(texts(got[0]!)).toEqual(['02/2021 – PRÉSENT', 'Juriste d’entreprise', 'Exemple SA – Legal Department (Procurement & Data Protection), Bruxelles',
      'Rédaction, revue et négociation de contrats IT, de sous-traitance et de fourniture', 'Conseil aux équipes achats sur les marchés publics et les procédures de mise en concurrence']);
    expect(texts(got[1]!)).toEqual(['Français – langue maternelle', 'Néerlandais – C1', 'Allemand – notions']);
  });

  it('leaves a skills list alone whose category labels stand between lists of capitalised items', () => {
    const sections = [
      section('experience', 'EXPÉRIENCE', ['Conducteur de travaux – Exemple BTP (2015 – 2019)']),
      section('skills', 'COMPÉTENCES', ['Technique', '', 'Gros œuvre béton armé, Tous corps d’état (TCE), Réhabilitation en site occupé, Méthodes et phasage', '',
        'Management', '', 'Encadrement d’équipes de conduite et de chefs de chantier, Pilotage des sous-traitants, Relation MOA / MOE / OPC', '', 'Gestion', '',
        'Budget travaux jusqu’à 48 M€ HT, Planification, Suivi financier et avenants, Réception et levée des réserves'], 2),
    ];
    expect(returnStrandedEntries(sections)).toEqual(sections);
  });

  it('leaves a skills list of labels and their values alone, its values in lower case', () => {
    const sections = [
      section('experience', 'EXPÉRIENCE', ['Technicien de maintenance – Exemple Agro (2019 – 2024)']),
      section('skills', 'COMPÉTENCES TECHNIQUES', ['Électricité', '', 'Lecture de schémas, câblage d’armoires, moteurs et variateurs, consignation', '', 'Mécanique', '',
        'Roulements, réducteurs, transmissions, alignement, lubrification', '', 'Fluides', '', 'Pneumatique, hydraulique, froid industriel (notions)'], 2),
    ];
    expect(returnStrandedEntries(sections)).toEqual(sections);
  });
});
