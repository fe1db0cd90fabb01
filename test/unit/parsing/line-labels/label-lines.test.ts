import { describe, expect, it } from 'vitest';
import { labelLines } from '../../../../src/parsing/line-labels/label-lines.js';
import { makeResumeDocument } from '../make-resume-document.js';

/** An invented resume in the commonest convention: name, headline, contacts, headed sections. */
const RESUME = [
  '# Maëlle Fontaine',
  'Assistante de gestion',
  'maelle.fontaine@example.com · 06 12 34 56 78',
  '12 rue des Tilleuls, 44000 Nantes',
  '## EXPÉRIENCE PROFESSIONNELLE',
  'Assistante de gestion',
  'Menuiseries Durand SARL',
  'Janvier 2019 – Aujourd’hui',
  '• Facturation clients et relances des impayés',
  '• Préparation des déclarations de TVA',
  'Secrétaire comptable',
  'Cabinet Leroux Conseil',
  'Septembre 2015 – Décembre 2018',
  '• Saisie des pièces comptables et rapprochements bancaires',
  '## FORMATION',
  'BTS Comptabilité et gestion',
  'Lycée Gabriel Guist’hau, Nantes',
  '2013 – 2015',
  '## COMPÉTENCES',
  'Sage 100, Excel, EBP',
  '## LANGUES',
  'Anglais : B2',
  'Espagnol : notions',
];

describe('labelLines', () => {
  const doc = makeResumeDocument(RESUME);
  const labels = labelLines(doc);
  const at = (text: string) => labels[RESUME.findIndex((w) => w.replace(/^#+ /, '') === text)]!;

  it('gives one label per line, by line index', () => {
    expect(labels).toHaveLength(RESUME.length);
    expect(labels.map((l) => l.index)).toEqual(doc.lines.map((l) => l.index));
  });

  it('finds the name, the contact line and the headed sections with their kinds', () => {
    expect(at('Maëlle Fontaine').label).toBe('name');
    expect(at('maelle.fontaine@example.com · 06 12 34 56 78').label).toBe('contact');
    expect(at('EXPÉRIENCE PROFESSIONNELLE')).toMatchObject({ label: 'heading', kind: 'experience' });
    expect(at('FORMATION')).toMatchObject({ label: 'heading', kind: 'education' });
    expect(at('COMPÉTENCES')).toMatchObject({ label: 'heading', kind: 'skills' });
    expect(at('LANGUES')).toMatchObject({ label: 'heading', kind: 'languages' });
  });

  it('labels an entry’s dates and its bullets', () => {
    expect(at('Janvier 2019 – Aujourd’hui').label).toBe('dates');
    expect(at('Septembre 2015 – Décembre 2018').label).toBe('dates');
    expect(at('• Préparation des déclarations de TVA').label).toBe('description');
  });

  it('labels list lines under list headings', () => {
    expect(at('Anglais : B2').label).toBe('list_item');
    expect(at('Sage 100, Excel, EBP').label).toBe('list_item');
  });

  it('is deterministic: the same lines always get the same labels', () => {
    expect(labelLines(makeResumeDocument(RESUME))).toEqual(labels);
  });

  it('labels an English resume with its headings', () => {
    const english = ['# Daniel Whitcombe', 'daniel.whitcombe@example.com', '## WORK EXPERIENCE', 'Warehouse Operative', 'Northgate Distribution Ltd', 'Mar 2020 – Present', '## EDUCATION', 'BTEC Level 3 Extended Diploma in Business', '2016 – 2018'];
    const got = labelLines(makeResumeDocument(english));
    expect(got[0]!.label).toBe('name');
    expect(got[2]).toMatchObject({ label: 'heading', kind: 'experience' });
    expect(got[6]).toMatchObject({ label: 'heading', kind: 'education' });
    expect(got[5]!.label).toBe('dates');
  });

  it('labels an empty document as nothing', () => {
    expect(labelLines(makeResumeDocument([]))).toEqual([]);
  });
});
