import { describe, expect, it } from 'vitest';
import type { OcrBlock, OcrWord } from '../../../src/documents/ocr/ocr-layout.js';
import { ocrTextItems } from '../../../src/documents/ocr/ocr-text-items.js';

/** Words laid out left to right from `x`, each 10 px per character, one space (10 px) apart. */
function words(x: number, y: number, specs: [string, number][], gaps: Record<number, number> = {}): OcrWord[] {
  const out: OcrWord[] = [];
  let left = x;
  specs.forEach(([text, confidence], i) => {
    left += gaps[i] ?? 0;
    out.push({ text, confidence, box: { x0: left, y0: y, x1: left + 10 * text.length, y1: y + 30 } });
    left += 10 * text.length + 10;
  });
  return out;
}

function line(ws: OcrWord[]) {
  return { box: { x0: ws[0]!.box.x0, y0: ws[0]!.box.y0, x1: ws[ws.length - 1]!.box.x1, y1: ws[0]!.box.y1 }, rowHeight: 36, words: ws };
}

const block = (...lines: ReturnType<typeof line>[]): OcrBlock => ({ box: { x0: 0, y0: 0, x1: 1000, y1: 1000 }, lines });

describe('ocrTextItems', () => {
  it('makes one item per run of words, in points, and a new item at a tab-like gap', () => {
    // A date, a wide gap (50 px, over one line height of 36), then a title.
    const ws = words(100, 200, [['2019', 95], ['Consultante', 93], ['logistique', 96]], { 1: 40 });
    const { items, confidence } = ocrTextItems([block(line(ws))], 0.5, 0.5);
    expect(items.map((i) => i.text)).toEqual(['2019', 'Consultante logistique']);
    expect(items[0]).toEqual({ text: '2019', x: 50, y: 100, width: 20, height: 15, fontSize: 18, bold: false });
    expect(items[1]!.x).toBe((100 + 40 + 10 + 40) * 0.5);
    expect(items[1]!.y).toBe(items[0]!.y); // one baseline for the cells of a row
    expect(confidence).toBeCloseTo((4 * 95 + 11 * 93 + 10 * 96) / 25 / 100, 5);
  });

  it('drops bullets and icons read as doubtful symbols, keeps confident punctuation and letters', () => {
    const bullet = words(100, 0, [['«', 15], ['Pilotage', 96], ['—', 92], ['Lyon', 95]]);
    const letterBullet = words(100, 50, [['e', 29], ['Français', 93], [':', 93], ['maternelle', 96]]);
    const icon = words(100, 100, [['&', 45], ['ines.berthelot@example.com', 90]]);
    const { items } = ocrTextItems([block(line(bullet), line(letterBullet), line(icon))], 1, 1);
    expect(items.map((i) => i.text)).toEqual(['Pilotage — Lyon', 'Français : maternelle', 'ines.berthelot@example.com']);
  });

  it('takes a lone small letter a tab before the capital of its line for a bullet (`•`), not a letter of a sentence', () => {
    const bullet = words(100, 0, [['e', 88], ['Handled', 95], ['a', 96], ['team', 96]], { 1: 40 });
    const sentence = words(100, 50, [['a', 90], ['team', 96], ['of', 96], ['six', 96]]);
    const { items } = ocrTextItems([block(line(bullet), line(sentence))], 1, 1);
    expect(items.map((i) => i.text)).toEqual(['• Handled a team', 'a team of six']);
  });

  it('writes a misread bullet set apart from its text `•`, drops an icon, keeps a quote and a dash', () => {
    // 10 px space + 10 px more: 20 px, over a third of the 36 px line height.
    const bullet = words(100, 0, [['«', 92], ['Responsable', 95], ['du', 96], ['poste', 96]], { 1: 10 });
    const timeline = words(100, 50, [['2018', 95], ['©', 96], ['Demi-chef', 93]], { 1: 40, 2: 10 });
    const headingBar = words(100, 100, [['|', 90], ['PROFIL', 95]], { 1: 10 });
    const quote = words(100, 150, [['«', 92], ['agent', 95], ['du', 96], ['trimestre', 96], ['»', 92]]);
    const dash = words(100, 200, [['-', 92], ['Excel', 95]], { 1: 10 });
    const square = words(100, 250, [['u', 80], ['Risk,', 95], ['issue', 96]], { 1: 10 });
    const article = words(100, 300, [['a', 90], ['team', 96]], { 1: 10 });
    const lines = [bullet, timeline, headingBar, quote, dash, square, article].map(line);
    const { items } = ocrTextItems([block(...lines)], 1, 1);
    expect(items.map((i) => i.text)).toEqual(['• Responsable du poste', '2018', 'Demi-chef', 'PROFIL', '« agent du trimestre »', '- Excel', '• Risk, issue', 'a team']);
  });

  it('never drops a word of letters for its score alone: tesseract scores right words 0 too', () => {
    const ws = words(0, 0, [['l’amélioration', 0], ['continue', 95], ['à', 12]]);
    expect(ocrTextItems([block(line(ws))], 1, 1).items.map((i) => i.text)).toEqual(['l’amélioration continue à']);
  });

  it('drops a line of doubtful symbols (texture), not a doubtful line of words', () => {
    const texture = words(0, 0, [['|~', 20], ['=', 15], ['i}', 30]]);
    const doubtfulWords = words(0, 50, [['Kerbrat-sur-Loire', 30]]);
    const { items } = ocrTextItems([block(line(texture), line(doubtfulWords))], 1, 1);
    expect(items.map((i) => i.text)).toEqual(['Kerbrat-sur-Loire']);
  });

  it('joins an e-mail address OCR cut after a dot', () => {
    const ws = words(0, 0, [['Lyon', 95], ['-', 90], ['camille.', 0], ['durand@example.com', 0]]);
    expect(ocrTextItems([block(line(ws))], 1, 1).items.map((i) => i.text)).toEqual(['Lyon - camille.durand@example.com']);
    const sentence = words(0, 0, [['Contact:', 95], ['zoe@example.com', 90]]);
    expect(ocrTextItems([block(line(sentence))], 1, 1).items.map((i) => i.text)).toEqual(['Contact: zoe@example.com']);
  });

  it('keeps tesseract’s block order (a reader orders the page afterwards)', () => {
    const sidebar = block(line(words(0, 500, [['CONTACT', 96]])));
    const main = block(line(words(600, 100, [['PROFIL', 96]])));
    expect(ocrTextItems([sidebar, main], 1, 1).items.map((i) => i.text)).toEqual(['CONTACT', 'PROFIL']);
  });

  it('answers no items and confidence 0 for no words', () => {
    expect(ocrTextItems([], 1, 1)).toEqual({ items: [], confidence: 0 });
  });
});
