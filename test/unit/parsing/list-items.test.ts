import { describe, expect, it } from 'vitest';
import { listLines } from '../../../src/parsing/list-items.js';
import type { ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

/** Lines at the given tops (points), 10 pt text at x 50 unless a line says "x:text". */
const at = (rows: Array<[number, string]>): ResumeLine[] =>
  rows.map(([y, written], index) => {
    const [x, text] = /^\d+:/.test(written) ? [Number(written.split(':')[0]), written.slice(written.indexOf(':') + 1)] : [50, written];
    return { index, text, folded: fold(text), page: 0, x, y, fontSize: 10, bold: false };
  });

describe('listLines', () => {
  it('joins a wrap set closer to its line than the items are to each other', () => {
    const lines = at([
      [100, 'Soins d’hygiène et de confort'],
      [125, 'Surveillance des paramètres'],
      [136, 'vitaux'],
      [161, 'Prévention des escarres et des'],
      [172, 'chutes'],
      [197, 'Transmissions écrites et orales'],
      [222, 'NetSoins'],
    ]);
    expect(listLines(lines).map((l) => l.text)).toEqual([
      'Soins d’hygiène et de confort',
      'Surveillance des paramètres vitaux',
      'Prévention des escarres et des chutes',
      'Transmissions écrites et orales',
      'NetSoins',
    ]);
  });

  it('does not join a category to its items, and joins a wrap beside a label column to its cell', () => {
    expect(listLines(at([[100, 'Langages'], [111, 'Python, Java, Go'], [136, 'Outils'], [147, 'Git, Docker, Jenkins'], [172, 'Cloud'], [183, 'AWS, Azure, GCP']])).map((l) => l.label)).toEqual([
      'Langages',
      'Outils',
      'Cloud',
    ]);
    const grid = at([
      [100, 'Réseau\tTCP/IP, DHCP, DNS, VPN Cisco AnyConnect'],
      [120, 'Gestion des postes\tActive Directory, Microsoft Intune, Exchange'],
      [133, '170:Online'],
      [153, 'Prise en main à\tTeamViewer, BeyondTrust'],
      [166, 'distance'],
      [186, 'Matériel\tPostes Dell, imprimantes multifonctions Xerox, téléphonie'],
    ]);
    expect(listLines(grid).map((l) => [l.label, l.text])).toEqual([
      ['Réseau', 'TCP/IP, DHCP, DNS, VPN Cisco AnyConnect'],
      ['Gestion des postes', 'Active Directory, Microsoft Intune, Exchange Online'],
      ['Prise en main à distance', 'TeamViewer, BeyondTrust'],
      ['Matériel', 'Postes Dell, imprimantes multifonctions Xerox, téléphonie'],
    ]);
  });
});
