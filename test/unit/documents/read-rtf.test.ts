import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readRtf } from '../../../src/documents/read-rtf.js';

const read = (rtf: string) => readRtf(Buffer.from(rtf, 'latin1'));
const text = (rtf: string) => pagesToText(read(rtf).pages);

describe('readRtf', () => {
  it("decodes \\'xx in the declared code page, Windows-1252 by default", () => {
    expect(text(String.raw`{\rtf1\ansi H\'e9l\'e8ne \'80 \'9c}`)).toBe('Hélène € œ');
    expect(text(String.raw`{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\'e2\'e5\'f2}`)).toBe('Привет');
  });

  it('decodes \\uN and skips its fallback, honouring \\ucN and negative values', () => {
    expect(text(String.raw`{\rtf1 D\u233?veloppeur}`)).toBe('Développeur');
    expect(text(String.raw`{\rtf1 D\u233\'e9veloppeur}`)).toBe('Développeur');
    expect(text(String.raw`{\rtf1\uc2 \u8364XXeuro}`)).toBe('€euro');
    expect(text(String.raw`{\rtf1 \u-16384?}`)).toBe('\uc000');
  });

  it('skips font, colour, style, info, picture and \\* destinations', () => {
    const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0\fswiss Arial;}}{\colortbl;\red255\green0\blue0;}{\stylesheet{\s0 Normal;}}{\info{\title Secret}{\author X}}{\*\generator Writer;}{\pict\pngblip 89504e47}{\*\unknown skip me}Visible}`;
    expect(text(rtf)).toBe('Visible');
  });

  it('breaks lines at \\par and \\line, keeps tabs, bold and special characters', () => {
    const result = read(String.raw`{\rtf1 {\b Nom}\tab Dupont\par Ligne\line suite\par \emdash  \{x\}\~\bullet}`);
    expect(pagesToText(result.pages).split('\n')).toEqual(['Nom\tDupont', 'Ligne', 'suite', '— {x}\u00a0•']);
    expect(result.pages[0]!.items[0]).toMatchObject({ text: 'Nom', bold: true });
  });

  it('lays table rows out as one line with a column per cell, and records hyperlinks', () => {
    const result = read(String.raw`{\rtf1 \trowd\intbl 2019\cell Ingénieur\cell\row {\field{\*\fldinst HYPERLINK "https://example.com/cv"}{\fldrslt mon site}}\par}`);
    expect(pagesToText(result.pages).split('\n')).toEqual(['2019 Ingénieur', 'mon site']);
    expect(result.links).toEqual(['https://example.com/cv']);
  });

  it('reads a layout table (cells of several paragraphs) column by column, and a data table row by row', () => {
    const layout = String.raw`{\rtf1 Intro\par\trowd\pard\intbl CONTACT\par Lyon\par Jeux\cell\pard\intbl PROFIL\par Texte\par Licence\cell\row\pard Fin\par}`;
    expect(text(layout).split('\n')).toEqual(['Intro', 'CONTACT', 'Lyon', 'Jeux', 'PROFIL', 'Texte', 'Licence', 'Fin']);
    const data = String.raw`{\rtf1 Intro\par\trowd\pard\intbl 2019\cell\pard\intbl Ing\'e9nieur\cell\row\pard Fin\par}`;
    expect(text(data).split('\n')).toEqual(['Intro', '2019 Ingénieur', 'Fin']);
  });

  it('skips \\binN payloads', () => {
    expect(text('{\\rtf1 a{\\*\\blob\\bin4 {}}}}b}')).toBe('ab');
  });
});

describe('readRtf font charsets', () => {
  it("decodes \\'xx in the code page of the current font's \\fcharset", () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252{\fonttbl{\f0\fswiss\fcharset0 Arial;}{\f1\fnil\fcharset204 Arial Cyr;}}\f0 Caf\'e9 {\f1 \'cf\'f0\'e8\'e2\'e5\'f2} caf\'e9}`;
    expect(text(rtf)).toBe('Café Привет café');
  });
});

describe('readRtf pictures', () => {
  it('collects a picture in the text and a shape picture (pib), not shape fills or \\nonshppict duplicates', () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const hex = png.toString('hex');
    const rtf =
      String.raw`{\rtf1 Avant\par{\*\shppict{\pict\pngblip\picwgoal1440\pichgoal720 ` + hex + String.raw`}}{\nonshppict{\pict\wmetafile8 0102}}` +
      String.raw`{\shp{\*\shpinst{\sp{\sn fillBlip}{\sv {\pict\pngblip 0000}}}{\sp{\sn pib}{\sv {\pict\jpegblip ` + hex + String.raw`}}}}}Après\par}`;
    const result = readRtf(Buffer.from(rtf, 'latin1'));
    expect(pagesToText(result.pages)).toBe('Avant\nAprès');
    expect(result.images.map((i) => [i.mime, i.width, i.height, Buffer.from(i.bytes).toString('hex')])).toEqual([
      ['image/png', 72, 36, hex],
      ['image/png', 0, 0, hex], // labelled \jpegblip, but the bytes are PNG: the bytes decide
    ]);
  });
});
