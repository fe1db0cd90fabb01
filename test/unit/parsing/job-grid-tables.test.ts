/**
 * Jobs written as a table under a header row ("Organisation⇥Designation⇥Duration", "Période⇥
 * Fonction⇥Employeur, lieu"), read with their cells' positions. Invented people and companies.
 */
import { describe, expect, it } from 'vitest';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

/** A line of cells [x, text] at y on page 0 (a PDF line: the cells' positions are known). */
function row(y: number, cells: Array<[number, string]>, page = 0): ResumeLine {
  const text = cells.map(([, t]) => t).join('\t');
  return { index: 0, text, folded: fold(text), page, y, x: cells[0]![0], fontSize: 10.5, bold: false, ...(cells.length > 1 ? { cells: cells.map(([x]) => x) } : {}) };
}

function jobs(lines: ResumeLine[], language: 'en' | 'fr'): Array<[string | null, string | null, string | null, string | null]> {
  const indexed = lines.map((l, index) => ({ ...l, index }));
  const doc: ResumeDocument = { lines: indexed, sections: [{ kind: 'experience', heading: 'WORK EXPERIENCE', lines: indexed }], text: indexed.map((l) => l.text).join('\n'), links: [], language, bodyFontSize: 10.5 };
  return extractWorkExperiences(doc, parsingCatalogs(), new Date('2026-11-28')).value.map((e) => [e.job_title, e.company_name, e.start_date, e.end_date]);
}

describe('a table of jobs', () => {
  it('reads rows whose cells sit in the middle of them, a period wrapped in its cell, and stops at the duties\' label', () => {
    const lines = [
      row(360, [[98, 'Organisation'], [297, 'Designation'], [468, 'Duration']]),
      row(381.6, [[230, 'Customer Service Advisor –']]),
      row(388.9, [[48, 'Exemple Services India'], [442, 'Nov 2021 – Till']]),
      row(396.3, [[230, 'International Voice (UK Process)']]),
      row(403.6, [[48, 'Pvt. Ltd., Hyderabad'], [442, 'Date']]),
      row(431.9, [[48, 'Exemple Global Services'], [230, 'Customer Support Executive'], [442, 'Jun 2019 – Oct']]),
      row(446.6, [[48, 'Pvt. Ltd., Hyderabad'], [442, '2021']]),
      row(465, [[48, 'Roles and Responsibilities (Exemple Services):']]),
      row(482, [[48, 'Handling 80–100 inbound calls per day from UK customers regarding billing.']]),
    ];
    expect(jobs(lines, 'en')).toEqual([
      ['Customer Service Advisor – International Voice (UK Process)', 'Exemple Services India Pvt. Ltd.', '2021-11-01', null],
      ['Customer Support Executive', 'Exemple Global Services Pvt. Ltd.', '2019-06-01', '2021-10-31'],
    ]);
  });

  it('reads each row by its height: the employer\'s column read after the duties written under "Fonction"', () => {
    const lines = [
      row(345, [[57, 'Période'], [155, 'Fonction'], [420, 'Employeur, lieu']]),
      row(367, [[57, '09/2019 – à ce jour'], [155, 'Comptable (temps plein, CDI)'], [420, 'Fiduciaire Exemple &']]),
      row(382, [[168, "Tenue complète de la comptabilité d'un portefeuille de 45 clients"]]),
      row(396, [[168, 'Déclarations TVA mensuelles et trimestrielles, listing clients annuel']]),
      row(420, [[57, '03/2015 – 08/2019'], [155, 'Aide-comptable']]),
      row(435, [[168, 'Encodage des factures fournisseurs (± 400 par mois), préparation des paiements']]),
      row(380.5, [[420, 'Associés SRL, Wavre']]),
      row(420, [[420, 'Immo Exemple SA,']]),
      row(433, [[420, 'Louvain-la-Neuve']]),
    ];
    expect(jobs(lines, 'fr')).toEqual([
      ['Comptable (temps plein, CDI)', 'Fiduciaire Exemple & Associés SRL', '2019-09-01', null],
      ['Aide-comptable', 'Immo Exemple SA', '2015-03-01', '2019-08-31'],
    ]);
  });
});
