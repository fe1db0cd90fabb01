/**
 * orderReading on synthetic pages: the layouts resumes use, each with the order a person reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { orderReading } from '../../../src/documents/reading-order.js';
import type { TextItem } from '../../../src/documents/types.js';

const item = (text: string, x: number, y: number, fontSize = 10): TextItem => ({
  text,
  x,
  y,
  width: text.length * fontSize * 0.5,
  height: fontSize * 1.15,
  fontSize,
  bold: false,
});

const texts = (items: TextItem[]) => orderReading(items).map((i) => i.text);
/** Shuffled deterministically: the order of the input must not matter. */
const shuffle = <T>(list: T[]): T[] => list.map((v, i) => [((i * 7919) % 101) / 101, v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);

describe('orderReading', () => {
  it('reads a page-long table of aligned rows row by row (the search for columns has a budget: this page took 26 s)', () => {
    const items: TextItem[] = [];
    for (let r = 0; r < 300; r++) for (let c = 0; c < 8; c++) items.push({ ...item(`r${r}c${c}`, 30 + c * 68, 20 + r * 2.6, 2), width: 40 });
    const order = texts(shuffle(items));
    expect(order).toEqual(items.map((i) => i.text));
  });

  it('reads a table with its last cells (a title and lines of duties) when the rows start together', () => {
    // Page 1 of a rendered resume of corpus/dev-resumes-15 (an invented person): "Période | Entreprise |
    // Poste et missions", four rows; the third column's lines share no baseline with the others'.
    const items = JSON.parse(readFileSync('test/fixtures/reading-order/table-long-last-column.json', 'utf8')) as TextItem[];
    const order = texts(shuffle(items));
    const at = (text: string) => {
      const k = order.indexOf(text);
      expect(k, text).toBeGreaterThanOrEqual(0);
      return k;
    };
    // The first row's title and duties are read with the table, before the next section's heading
    // (the whole third column was read after it, as a column of the page; the later rows still are
    // in part: see docs/known-weaknesses.md).
    expect(at('Délégué commercial')).toBeLessThan(at('► FORMATION'));
    expect(at('de 35 %')).toBeLessThan(at('► FORMATION'));
  });

  it('reads a sidebar, then the main column, under a full-width header', () => {
    const header = [item('Jeanne Exemple, développeuse web senior', 50, 40, 20)];
    const sidebar = ['CONTACT', 'jeanne@example.com', '+33 6 00 00 00 01', 'Lyon', 'COMPÉTENCES', 'TypeScript', 'SQL'].map((t, i) => item(t, 50, 100 + i * 15.5));
    const main = ['PROFIL', 'Développeuse depuis dix ans, je conçois des', 'API et des interfaces accessibles.', 'EXPÉRIENCE', 'Lead développeuse, Exemple SA', 'depuis 2021', 'Refonte de l’API de réservation', 'Encadrement de quatre personnes', 'Développeuse, Atelier Exemple'].map((t, i) =>
      item(t, 220, 96 + i * 13.3),
    );
    const order = texts(shuffle([...header, ...sidebar, ...main]));
    expect(order).toEqual([header[0]!.text, ...sidebar.map((s) => s.text), ...main.map((m) => m.text)]);
  });

  it('reads dates left of their entries row by row, not as a column of dates', () => {
    const rows = [
      [item('2019 – 2023', 50, 100), item('Responsable logistique, Exemple SA', 160, 100)],
      [item('Pilotage d’une équipe de 9 personnes', 160, 114)],
      [item('Réduction des coûts de transport', 160, 128)],
      [item('2015 – 2018', 50, 150), item('Cheffe de projet, Transports Exemple', 160, 150)],
      [item('Ouverture d’une plateforme', 160, 164)],
      [item('2011', 50, 186), item('Master Logistique, Université Exemple', 160, 186)],
    ];
    expect(texts(shuffle(rows.flat()))).toEqual(rows.flat().map((i) => i.text));
  });

  it('keeps a label column beside its values in rows (Europass)', () => {
    const rows = [
      [item('Mother tongue(s)', 60, 100), item('French', 200, 100)],
      [item('Other language(s)', 60, 130), item('English, Spanish', 200, 130)],
      [item('Driving licence', 60, 160), item('B', 200, 160)],
    ];
    expect(texts(rows.flat().reverse())).toEqual(rows.flat().map((i) => i.text));
  });

  it('keeps a smaller label column set at the top of its rows, headings on rows of their own (Europass)', () => {
    // The labels (8 pt) and the values (11 pt) share their tops, not their baselines.
    const rows = [
      [item('WORK EXPERIENCE', 40, 80, 9)],
      [item('03/2022 – present', 60, 100, 8), item('Data Analyst', 200, 100, 11)],
      [item('Exemple Bank, Casablanca', 200, 115)],
      [item('Dashboards for the retail division', 210, 129)],
      [item('09/2019 – 02/2022', 60, 150, 8), item('BI Consultant', 200, 150, 11)],
      [item('Exemple Conseil, Casablanca', 200, 165)],
      [item('ETL flows and star schemas', 210, 179)],
      [item('EDUCATION', 40, 205, 9)],
      [item('2016 – 2019', 60, 225, 8), item('Engineering degree', 200, 225, 11)],
      [item('Exemple School of Computing, Rabat', 200, 240)],
    ];
    expect(texts(shuffle(rows.flat()))).toEqual(rows.flat().map((i) => i.text));
  });

  it('reads a sidebar in a smaller font beside the main column as two columns, their tops meeting only by chance', () => {
    const sidebar = ['SKILLS', 'grandMA3', 'ETC Eos', 'QLab', 'LANGUAGES', 'French', 'English', 'Dutch'].map((t, i) => item(t, 50, 100 + i * 12, 8.5));
    const main = ['EXPERIENCE', 'Lighting technician, Exemple Theatre', 'Rigging and focusing for touring shows', 'Programming of the desk for', 'three productions a season', 'Electrician, Exemple Festival', 'Power distribution for four stages', 'Team of six electricians'].map((t, i) =>
      item(t, 220, 100 + i * 14.5, 10.5),
    );
    expect(texts(shuffle([...sidebar, ...main]))).toEqual([...sidebar, ...main].map((i) => i.text));
  });

  it('does not take a heading left of the end of a paragraph for a column', () => {
    const items = [
      item('Gestion des commandes de 300 références', 165, 444),
      item('Suivi des stocks et des dates limites', 165, 458),
      item('Formation', 51, 483, 12),
      item('2011', 51, 507),
      item('Master 2 Logistique', 165, 507),
      item('2009', 51, 537),
      item('Licence professionnelle', 165, 537),
    ];
    expect(texts(items)).toEqual(items.map((i) => i.text));
  });

  it('keeps a heading over the full-width paragraph under it, not in the column of a table above', () => {
    const table = [
      item('Qualification', 60, 100),
      item('B.E. (Civil Engineering)', 60, 118),
      item('Example College of Engineering', 60, 130),
      item('H.S.C. (12th)', 60, 152),
      item('Example Junior College', 60, 164),
      item('University / Board', 240, 100),
      item('Example University', 240, 124),
      item('Example State Board', 240, 158),
    ];
    const heading = item('ACADEMIC PROJECT', 50, 190, 11);
    const paragraph = item('Use of plastic waste in flexible pavement, final year project in a group of four, with tests of bitumen mixes.', 50, 210);
    const got = texts(shuffle([...table, heading, paragraph]));
    expect(got.slice(-2)).toEqual(['ACADEMIC PROJECT', paragraph.text]);
  });

  it('reads three columns left to right', () => {
    const columns = [50, 230, 410].map((x, c) => Array.from({ length: 8 }, (_, i) => item(`col${c} line${i}`, x, 100 + i * (13 + c * 1.7))));
    expect(texts(shuffle(columns.flat()))).toEqual(columns.flat().map((i) => i.text));
  });

  it('leaves a single column and an empty page as they are', () => {
    const lines = ['Titre', 'Une ligne', 'Une autre ligne'].map((t, i) => item(t, 50, 100 + i * 14));
    expect(texts(lines.slice().reverse())).toEqual(lines.map((l) => l.text));
    expect(orderReading([])).toEqual([]);
  });
});
