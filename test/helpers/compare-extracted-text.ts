/**
 * The comparison rules of test/fixtures/documents/expected/README.md, for fixtures with a text
 * layer (`lines`): every expected line found, exactly and in order, once both sides are
 * normalised; and reading blocks (header band, sidebar, main column) not interleaved.
 */
const LIST_MARKER = /^[•▪◦●■‣∙]\s+/;

export function normalizeLines(lines: string[]): string[] {
  return lines.map((l) => normalizeText(l.normalize('NFC').replace(LIST_MARKER, ''))).filter((l) => l !== '');
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .split('\n')
    .map((l) => l.trim().replace(LIST_MARKER, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/(\p{L})- (\p{L})/gu, '$1-$2')
    .trim();
}

export interface LineMatch {
  line: string;
  at: number;
}

/** Each expected line searched after the previous match; missing lines are reported. */
export function orderedMatches(expected: string[], extracted: string): { matches: (LineMatch | null)[]; missing: string[] } {
  const text = normalizeText(extracted);
  let cursor = 0;
  const matches: (LineMatch | null)[] = [];
  const missing: string[] = [];
  for (const line of normalizeLines(expected)) {
    const at = text.indexOf(line, cursor);
    if (at < 0) {
      missing.push(line);
      matches.push(null);
    } else {
      matches.push({ line, at });
      cursor = at + line.length;
    }
  }
  return { matches, missing };
}

export interface Block {
  name: string;
  first_line: number;
  last_line: number;
}

/**
 * Blocks found, each as the span of its lines' positions in the extracted text (searched without
 * the order constraint across blocks, since blocks may come in any order); true when no two spans
 * overlap.
 */
export function blocksSeparated(expectedLines: string[], blocks: Block[], extracted: string): { separated: boolean; spans: Record<string, [number, number]> } {
  const text = normalizeText(extracted);
  const spans: Record<string, [number, number]> = {};
  for (const block of blocks) {
    const lines = normalizeLines(expectedLines.slice(block.first_line - 1, block.last_line));
    let cursor = 0;
    let first = -1;
    let last = -1;
    for (const line of lines) {
      let at = text.indexOf(line, cursor);
      if (at < 0) at = text.indexOf(line);
      if (at < 0) continue;
      if (first < 0) first = at;
      last = Math.max(last, at + line.length);
      cursor = at + line.length;
    }
    spans[block.name] = [first, last];
  }
  const list = Object.values(spans).filter(([a]) => a >= 0);
  const separated = list.every(([a1, b1], i) => list.every(([a2, b2], j) => i === j || b1 <= a2 || b2 <= a1));
  return { separated, spans };
}
