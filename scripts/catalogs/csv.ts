/** Minimal RFC 4180 CSV reader (quoted fields, doubled quotes, new lines inside quotes). */
import { readFileSync } from 'node:fs';

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a CSV file with a header row into records; lines starting with `#` are comments. */
export function readCsvRecords(path: string, opts: { comments?: boolean } = {}): Record<string, string>[] {
  let text = readFileSync(path, 'utf8');
  if (opts.comments) text = text.split('\n').filter((l) => !l.startsWith('#')).join('\n');
  const rows = parseCsv(text).filter((r) => !(r.length === 1 && r[0].trim() === ''));
  const header = rows[0];
  return rows.slice(1).map((r) => {
    const rec: Record<string, string> = {};
    header.forEach((h, j) => (rec[h] = r[j] ?? ''));
    return rec;
  });
}

export function splitMulti(cell: string): string[] {
  return cell
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
