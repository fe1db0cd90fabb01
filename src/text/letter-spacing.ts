/**
 * Letter-spaced capitals ("E X P É R I E N C E S  P R O F E S S I O N N E L L E S"): a design
 * choice of many resume templates for headings and names. A PDF writes each letter apart (pdfjs
 * gives "C O N TA C T", kerning pairs stuck together), a typed document puts spaces between them,
 * sometimes two between words. Read as written, no heading table and no name rule can know them.
 *
 * `joinLetterSpacing` joins such a run back into words: where the writer left a wider gap (two
 * spaces or more) it is a word break; otherwise the letters are cut into words of a vocabulary
 * (`isWord`, folded words), and the line is rewritten only when the whole run is covered by
 * known words. A run that is not covered (a name nobody can cut without a catalog of names) is
 * left as written, for the steps that know names.
 */
import { fold } from './fold.js';

/** A token of a letter-spaced run: one or two letters (kerning pairs), or an apostrophe/ampersand. */
const TOKEN = /^(?:[\p{L}\p{N}]{1,2}|['’&/-])$/u;
const MIN_TOKENS = 4;
/** At least this share of a run's tokens are single letters. */
const MIN_SINGLE_SHARE = 0.6;

export function joinLetterSpacing(line: string, isWord: (folded: string) => boolean): string {
  const trimmed = line.trim();
  if (trimmed.length < 2 * MIN_TOKENS - 1 || !/\p{L} \p{L}/u.test(trimmed)) return line;
  // Two spaces or more (or a tab) between letters: the writer's own word breaks.
  const groups = trimmed.split(/\s{2,}|\t/);
  const tokens = groups.flatMap((g) => g.split(' '));
  if (tokens.length < MIN_TOKENS || !tokens.every((t) => TOKEN.test(t))) return line;
  if (tokens.filter((t) => [...t].length === 1).length < MIN_SINGLE_SHARE * tokens.length) return line;
  if (groups.length > 1) {
    const words = groups.map((g) => g.replace(/ /g, ''));
    // Each group a word already: "H A N N A H  W H I T F I E L D" → "HANNAH WHITFIELD".
    if (words.every((w) => [...w].length >= 2 || /^['’&/-]$/.test(w))) return words.join(' ');
  }
  const joined = tokens.join('');
  const cut = cutIntoWords(fold(joined), isWord);
  if (!cut) return line;
  const out: string[] = [];
  let at = 0;
  for (const length of cut) {
    out.push(joined.slice(at, at + length));
    at += length;
  }
  return out.join(' ').replace(/ (['’]) /g, '$1').replace(/ (['’])/g, '$1');
}

/**
 * Lengths of the words that cover `folded` exactly, fewest words first; apostrophes and other
 * signs are words of their own; null when no cover exists.
 */
function cutIntoWords(folded: string, isWord: (folded: string) => boolean): number[] | null {
  const n = folded.length;
  // best[i]: fewest words covering folded[0, i); from[i]: length of the last of them.
  const best = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  best[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - 24); start < end; start++) {
      if (best[start] === Infinity) continue;
      const piece = folded.slice(start, end);
      if (!(isWord(piece) || /^['&/-]$/.test(piece))) continue;
      if (best[start]! + 1 < best[end]!) {
        best[end] = best[start]! + 1;
        from[end] = end - start;
      }
    }
  }
  if (best[n] === Infinity) return null;
  const lengths: number[] = [];
  for (let end = n; end > 0; end -= from[end]!) lengths.unshift(from[end]!);
  return lengths;
}
