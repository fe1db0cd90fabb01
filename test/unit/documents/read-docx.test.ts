import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocx } from '../../../src/documents/read-docx.js';
import { DEFAULT_READ_LIMITS } from '../../../src/documents/types.js';
import { docx, footerPart, headerPart, PNG_1X1, rel, wp } from './office-builders.js';

const read = (bytes: Uint8Array) => readDocx(bytes, DEFAULT_READ_LIMITS);
const lines = (bytes: Uint8Array) => pagesToText(read(bytes).pages).split('\n');

const cell = (xml: string) => `<w:tc><w:tcPr/>${xml}</w:tc>`;

describe('readDocx', () => {
  it('reads headers, body and footers in reading order, once each', () => {
    const bytes = docx(
      wp('Jean Dupont', true) + wp('Développeur'),
      {
        'word/header1.xml': headerPart('jean.dupont@example.com'),
        'word/header2.xml': headerPart('jean.dupont@example.com'),
        'word/footer1.xml': footerPart('06 12 34 56 78'),
      },
      rel('rId1', 'header', 'header1.xml') + rel('rId2', 'header', 'header2.xml') + rel('rId3', 'footer', 'footer1.xml'),
    );
    expect(lines(bytes)).toEqual(['jean.dupont@example.com', 'Jean Dupont', 'Développeur', '06 12 34 56 78']);
    expect(read(bytes).pages[0]!.items.find((i) => i.text === 'Jean Dupont')?.bold).toBe(true);
  });

  it('reads data tables row by row, and layout tables column by column', () => {
    const dataRow = `<w:tr>${cell(wp('2019 – 2021'))}${cell(wp('Ingénieur, Exemple SA'))}</w:tr>`;
    const layoutRow = `<w:tr>${cell(wp('Contact') + wp('Paris'))}${cell(wp('Expérience') + wp('Chef de projet'))}</w:tr>`;
    expect(lines(docx(`<w:tbl>${dataRow}</w:tbl><w:tbl>${layoutRow}</w:tbl>`))).toEqual([
      '2019 – 2021 Ingénieur, Exemple SA',
      'Contact',
      'Paris',
      'Expérience',
      'Chef de projet',
    ]);
  });

  it('reads text boxes once (mc:Choice, not its mc:Fallback copy), lists and line breaks', () => {
    const box = `<w:txbxContent>${wp('Permis B')}</w:txbxContent>`;
    const body =
      `<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing>${box}</w:drawing></mc:Choice><mc:Fallback><w:pict>${box}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>` +
      `<w:p><w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="3"/></w:numPr></w:pPr><w:r><w:t>TypeScript</w:t></w:r></w:p>` +
      `<w:p><w:r><w:t>ligne 1</w:t><w:br/><w:t>ligne 2</w:t><w:tab/><w:t>suite</w:t></w:r></w:p>` +
      `<w:sdt><w:sdtContent>${wp('dans un contrôle')}</w:sdtContent></w:sdt>`;
    expect(lines(docx(body))).toEqual(['Permis B', '• TypeScript', 'ligne 1', 'ligne 2\tsuite', 'dans un contrôle']);
  });

  it('records hyperlinks (relationships and HYPERLINK fields) without fetching, and collects media', () => {
    const body =
      `<w:p><w:hyperlink r:id="rId7"><w:r><w:t>LinkedIn</w:t></w:r></w:hyperlink></w:p>` +
      `<w:p><w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:jean@example.com" </w:instrText></w:r><w:r><w:t>mail</w:t></w:r></w:p>` +
      `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="1270000" cy="635000"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:blip r:embed="rId8"/></a:graphic></wp:inline></w:drawing></w:r></w:p>` +
      `<w:p><w:r><w:drawing><a:blip xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" r:link="rId9"/></w:drawing></w:r></w:p>`;
    const result = read(
      docx(body, { 'word/media/photo.png': PNG_1X1 },
        rel('rId7', 'hyperlink', 'https://www.linkedin.com/in/jean-dupont', true) + rel('rId8', 'image', 'media/photo.png') + rel('rId9', 'image', 'http://example.com/remote.png', true)),
    );
    expect(result.links).toEqual(['https://www.linkedin.com/in/jean-dupont', 'mailto:jean@example.com']);
    expect(result.images).toHaveLength(1);
    expect(result.images[0]).toMatchObject({ page: 0, width: 100, height: 50, mime: 'image/png' });
    expect(Buffer.from(result.images[0]!.bytes).equals(Buffer.from(PNG_1X1))).toBe(true);
  });

  it('keeps deleted revisions and field instructions out of the text', () => {
    const body = `<w:p><w:del><w:r><w:delText>supprimé</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:t>gardé</w:t></w:r></w:p>`;
    expect(lines(docx(body))).toEqual(['gardé']);
  });

  it('takes bold and size from styles (basedOn chain, document defaults), and drops icon-font glyphs', () => {
    const styles =
      '<?xml version="1.0"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults>' +
      '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Titre"><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="44"/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="SousTitre"><w:basedOn w:val="Titre"/><w:rPr><w:b w:val="0"/></w:rPr></w:style></w:styles>';
    const body =
      '<w:p><w:pPr><w:pStyle w:val="Titre"/></w:pPr><w:r><w:t>Inès Exemple</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:pStyle w:val="SousTitre"/></w:pPr><w:r><w:t>Développeuse</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t xml:space="preserve">\uf0e0 ines@example.com</w:t></w:r></w:p>';
    const items = read(docx(body, { 'word/styles.xml': styles })).pages[0]!.items;
    expect(items.map((i) => [i.text, i.bold, i.fontSize])).toEqual([
      ['Inès Exemple', true, 22],
      ['Développeuse', false, 22],
      ['ines@example.com', false, 10],
    ]);
  });
});
