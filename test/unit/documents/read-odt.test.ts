import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readOdp } from '../../../src/documents/read-odp.js';
import { readOdt } from '../../../src/documents/read-odt.js';
import { DEFAULT_READ_LIMITS } from '../../../src/documents/types.js';
import { odp, odt, PNG_1X1 } from './office-builders.js';

const lines = (bytes: Uint8Array) => pagesToText(readOdt(bytes, DEFAULT_READ_LIMITS).pages).split('\n');

describe('readOdt', () => {
  it('reads master-page headers, the body and footers, with headings, spans, spaces and line breaks', () => {
    const body =
      '<text:h text:outline-level="1">Marie Exemple</text:h>' +
      '<text:p>Data<text:span text:style-name="T1"> scientist</text:span><text:s text:c="3"/>Lyon<text:line-break/>2e ligne<text:tab/>fin</text:p>';
    const master = '<style:master-page style:name="Standard"><style:header><text:p>marie@example.com</text:p></style:header><style:footer><text:p>Page 1</text:p></style:footer></style:master-page>';
    const bytes = odt(body, master);
    expect(lines(bytes)).toEqual(['marie@example.com', 'Marie Exemple', 'Data scientist   Lyon', '2e ligne\tfin', 'Page 1']);
    const items = readOdt(bytes, DEFAULT_READ_LIMITS).pages[0]!.items;
    expect(items.find((i) => i.text === 'Marie Exemple')?.bold).toBe(true);
    expect(items.find((i) => i.text === ' scientist')?.bold).toBe(true);
  });

  it('reads lists, tables (data rows as one line, layout cells in order) and text boxes', () => {
    const body =
      '<text:list><text:list-item><text:p>Python</text:p><text:list><text:list-item><text:p>pandas</text:p></text:list-item></text:list></text:list-item></text:list>' +
      '<table:table><table:table-column/><table:table-row><table:table-cell><text:p>2020</text:p></table:table-cell><table:table-cell><text:p>Analyste</text:p></table:table-cell></table:table-row>' +
      '<table:table-row><table:table-cell><text:p>Gauche 1</text:p><text:p>Gauche 2</text:p></table:table-cell><table:table-cell><text:p>Droite</text:p></table:table-cell></table:table-row></table:table>' +
      '<text:p><draw:frame svg:width="5cm" svg:height="2cm"><draw:text-box><text:p>Permis B</text:p></draw:text-box></draw:frame></text:p>';
    expect(lines(odt(body))).toEqual(['• Python', '• pandas', '2020 Analyste', 'Gauche 1', 'Gauche 2', 'Droite', 'Permis B']);
  });

  it('records links from text:a and collects Pictures/ images, never fetching remote ones', () => {
    const body =
      '<text:p><text:a xlink:href="https://github.com/marie-exemple">GitHub</text:a></text:p>' +
      '<text:p><draw:frame svg:width="2.54cm" svg:height="1in"><draw:image xlink:href="Pictures/photo.png" draw:mime-type="image/png"/></draw:frame>' +
      '<draw:frame><draw:image xlink:href="http://example.com/remote.png"/></draw:frame></text:p>';
    const result = readOdt(odt(body, '', { 'Pictures/photo.png': PNG_1X1 }), DEFAULT_READ_LIMITS);
    expect(result.links).toEqual(['https://github.com/marie-exemple']);
    expect(result.images).toHaveLength(1);
    expect(result.images[0]!.mime).toBe('image/png');
    expect(result.images[0]!.width).toBeCloseTo(72, 0);
    expect(result.warnings).toEqual(['linked image not fetched: http://example.com/remote.png']);
  });
});

describe('readOdp', () => {
  it('reads every draw:page in order, one page each, skipping speaker notes', () => {
    const slide = (t: string) =>
      `<draw:page><draw:frame><draw:text-box><text:p>${t}</text:p></draw:text-box></draw:frame><presentation:notes><draw:frame><draw:text-box><text:p>note ${t}</text:p></draw:text-box></draw:frame></presentation:notes></draw:page>`;
    const result = readOdp(odp(slide('Profil') + slide('Expériences') + slide('Formation')), DEFAULT_READ_LIMITS);
    expect(result.pages.map((p) => p.items.map((i) => i.text))).toEqual([['Profil'], ['Expériences'], ['Formation']]);
  });
});
