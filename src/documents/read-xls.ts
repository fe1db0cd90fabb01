/**
 * XLS (Excel 97–2003 BIFF8, and Excel 5/95 BIFF5 in a `Book` stream): every visible worksheet, in
 * workbook order, one page each; its rows top to bottom, each one line with a column per non-empty
 * cell, left to right ("XLS: every sheet's cells row by row").
 */
import { ByteView } from './byte-view.js';
import { openOle, readingBinary, unreadable } from './ole.js';
import { SyntheticLayout } from './synthetic-layout.js';
import { readWorkbook } from './xls-workbook.js';
import type { ReadLimits, ReadResult } from './types.js';

export function readXls(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  return readingBinary('xls', () => {
    const ole = openOle(bytes);
    const stream = ole.stream('Workbook') ?? ole.stream('Book');
    if (!stream) throw unreadable('no Workbook stream');
    const { sheets, warnings } = readWorkbook(new ByteView(stream, 'Workbook'), limits);
    const layout = new SyntheticLayout();
    sheets.forEach((sheet, i) => {
      if (i > 0) layout.newPage();
      for (const row of [...sheet.rows.keys()].sort((a, b) => a - b)) {
        const cells = sheet.rows.get(row)!;
        const texts = [...cells.keys()].sort((a, b) => a - b).map((col) => cells.get(col)!);
        layout.addLine({ segments: texts.map((text) => ({ text })), cells: true });
      }
    });
    return { type: 'xls', pages: layout.pages(), images: [], links: [], annotations: [], warnings };
  });
}
