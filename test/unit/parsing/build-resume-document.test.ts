import { describe, expect, it } from 'vitest';
import type { Page, TextItem } from '../../../src/documents/types.js';
import { buildResumeDocument } from '../../../src/parsing/build-resume-document.js';

const item = (text: string, y: number): TextItem => ({ text, x: 50, y, width: text.length * 5, height: 11.5, fontSize: 10, bold: false });

describe('buildResumeDocument', () => {
  it('reads the lists under two headings side by side column by column', () => {
    const cell = (text: string, x: number, y: number, bold = false): TextItem => ({ text, x, y, width: text.length * 5, height: 11.5, fontSize: 10, bold });
    const page: Page = {
      width: 595,
      height: 842,
      items: [
        cell('EXPÉRIENCE', 50, 60, true),
        cell('2019 – 2024 Vendeuse, Boutique Exemple, Lyon', 50, 80),
        cell('FORMATION', 50, 120, true),
        cell('LANGUES', 320, 120, true),
        cell('BTS Management commercial opérationnel', 50, 140),
        cell('Français : langue maternelle', 320, 140),
        cell('Lycée Exemple, Lyon (2018)', 50, 155),
        cell('Anglais : B2', 320, 155),
      ],
    };
    const doc = buildResumeDocument({ pages: [page], links: [], type: 'pdf' });
    const sections = Object.fromEntries(doc.sections.map((s) => [s.kind, s.lines.map((l) => l.text)]));
    expect(sections.education).toEqual(['BTS Management commercial opérationnel', 'Lycée Exemple, Lyon (2018)']);
    expect(sections.languages).toEqual(['Français : langue maternelle', 'Anglais : B2']);
  });

  it('keeps the Europass footer in the text and out of every section', () => {
    const page: Page = {
      width: 595,
      height: 842,
      items: [
        item('EDUCATION AND TRAINING', 100),
        item('2016 – 2019 Engineering degree, Exemple School of Computing', 120),
        item('© European Union, 2002-2020 | europass.cedefop.europa.eu Page 1 / 2', 800),
      ],
    };
    const doc = buildResumeDocument({ pages: [page], links: [] });
    expect(doc.text).toContain('europass.cedefop.europa.eu');
    expect(doc.sections.flatMap((s) => s.lines.map((l) => l.text)).join('\n')).not.toContain('European Union');
  });

  it('leaves a running header over the next page ("… — Curriculum Vitae — continued") out of the sections', () => {
    const page = (items: TextItem[]): Page => ({ width: 595, height: 842, items });
    const doc = buildResumeDocument({
      pages: [
        page([item('EMPLOYMENT', 100), item('Quantity Surveyor, Exemple Build Ltd, 2016 – 2019', 120)]),
        page([item('ANN M. EXEMPLE — CURRICULUM VITAE — CONTINUED', 40), item('Sales Assistant, Exemple Stores, 2009 – 2011', 120)]),
      ],
      links: [],
    });
    expect(doc.sections.flatMap((s) => s.lines.map((l) => l.text)).join('\n')).not.toContain('CONTINUED');
  });

  it('leaves the name repeated over page 2 and under page 1 out of the sections, not a line beside a page number', () => {
    const page = (items: TextItem[]): Page => ({ width: 595, height: 842, items });
    const big = (text: string, y: number): TextItem => ({ ...item(text, y), fontSize: 22, height: 22 });
    const doc = buildResumeDocument({
      pages: [
        page([big('Sabina Exemple', 40), item('EMPLOYMENT HISTORY', 100), item('Care Worker, Exemple Care, 2019 – 2022', 120), item('Sabina Exemple – Resume', 800)]),
        page([item('SABINA EXEMPLE\tPERSONAL CARE WORKER', 30), item('Cleaner, Exemple Stores, 2015 – 2019', 120), item('Baccalauréat, Lycée Exemple', 790), item('Page 2 / 2', 800)]),
      ],
      links: [],
    });
    const inSections = doc.sections.flatMap((s) => s.lines.map((l) => l.text)).join('\n');
    expect(inSections).not.toContain('PERSONAL CARE WORKER');
    expect(inSections).not.toContain('– Resume');
    expect(inSections).toContain('Baccalauréat');
    expect(inSections).toContain('Sabina Exemple');
  });
});
