/**
 * Tokenizer and lookup keys shared by the catalog build script and the run-time index, so that
 * an alias normalized at build time and a phrase read in a resume produce the same key.
 *
 * Works on `fold()`ed text (same length as the original), so token offsets are offsets in the
 * original text. Token `text` itself may be longer/shorter (œ → oe).
 */
import { fold } from '../text/fold.js';

export interface Token {
  /** Offsets in the folded (= original) text. */
  start: number;
  end: number;
  /** Folded token, ligatures expanded (`œ` → `oe`), `++`/`#` suffix and leading `.` kept (`c++`, `c#`, `.net`). */
  text: string;
  /** Light plural folding (`projets` → `projet`, `réseaux` → `reseau`); equal to `text` when unchanged. */
  stem: string;
  /** Function word ignored inside keys (`de`, `des`, `of`, `and`…). */
  stop: boolean;
  /** A hard boundary (comma, full stop, bracket, new line…) precedes this token: phrases never span it. */
  brk: boolean;
}

/** Function words dropped from keys, so "gestion de projets" = "gestion des projets" = "gestion projets".
 * Not "et"/"and": skipping them would read "le cloud et des technologies" as "cloud technologies". */
const STOP = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'un', 'une', 'a', 'au', 'aux', 'the', 'of', 'an']);

/** French elided words: "d'Excel" is read as "Excel". */
const ELIDED = new Set(['l', 'd', 'j', 'm', 'n', 's', 't', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu', 'quoiqu']);

/** Joiners that keep a phrase together only when written between two word characters (CI/CD, e-commerce, Node.js, R&D). */
const SOFT_JOINERS = new Set(['/', '-', '.', '&', '+', "'", '_']);

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

export function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined || ch === '') return false;
  const c = ch.charCodeAt(0);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return NON_ASCII_WORD.test(ch);
}

export function stemToken(t: string): string {
  if (t.length < 4) return t;
  const last = t.charCodeAt(t.length - 1);
  if (last === 115 /* s */) {
    const prev = t[t.length - 2];
    // "-ss", "-us", "-is" are not plurals; "-ics" words (economics, electronics) would become adjectives.
    if (prev === 's' || prev === 'u' || prev === 'i' || prev === 'c') return t;
    for (let i = 0; i < t.length - 1; i++) {
      const c = t.charCodeAt(i);
      if (c < 97 || c > 122) return t; // digits, symbols, non-ASCII letters: leave alone
    }
    return t.slice(0, -1);
  }
  if (last === 120 /* x */ && t.endsWith('eaux')) return t.slice(0, -1);
  return t;
}

function expandLigatures(t: string): string {
  return /[œæß]/.test(t) ? t.replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ß/g, 'ss') : t;
}

/** Tokenizes folded text. */
export function tokenize(folded: string): Token[] {
  const out: Token[] = [];
  const n = folded.length;
  let brk = true;
  let i = 0;
  while (i < n) {
    const ch = folded[i];
    const word = isWordChar(ch);
    // A leading dot makes a token only when it starts a word after a non-word (".NET", not "Node.js").
    const dotted = !word && ch === '.' && isWordChar(folded[i + 1]) && !isWordChar(folded[i - 1]) && folded[i - 1] !== '.';
    if (word || dotted) {
      const start = i;
      i++;
      while (i < n && isWordChar(folded[i])) i++;
      if (folded[i] === '+' && folded[i + 1] === '+' && !isWordChar(folded[i + 2])) i += 2;
      else if (folded[i] === '#' && !isWordChar(folded[i + 1])) i += 1;
      const raw = folded.slice(start, i);
      if (folded[i] === "'" && isWordChar(folded[i + 1]) && ELIDED.has(raw)) {
        i++; // drop the elided article, keep `brk` for the next token
        continue;
      }
      const text = expandLigatures(raw);
      out.push({ start, end: i, text, stem: stemToken(text), stop: STOP.has(text), brk });
      brk = false;
      continue;
    }
    if (ch === ' ') {
      // plain space: soft
    } else if (SOFT_JOINERS.has(ch) && isWordChar(folded[i - 1]) && isWordChar(folded[i + 1])) {
      // joiner between two word characters: soft
    } else if (ch === '\u00ae' || ch === '\u2122' || ch === '\u00a9') {
      // ® ™ © glued to product names: ignore
    } else {
      brk = true;
    }
    i++;
  }
  return out;
}

export interface KeyForms {
  /** Content tokens joined by one space ("" when nothing remains). */
  key: string;
  /** Same with plural folding. */
  stemKey: string;
  tokens: string[];
}

/** The lookup key of a short phrase (an alias, a user's skill string). Hard boundaries are ignored. */
export function phraseKey(phrase: string): KeyForms {
  const toks = tokenize(fold(phrase)).filter((t) => !t.stop);
  const tokens = toks.map((t) => t.text);
  return { key: tokens.join(' '), stemKey: toks.map((t) => t.stem).join(' '), tokens };
}

/** Original-case content tokens of a phrase, joined by one space: the form case-sensitive aliases compare. */
export function casedForm(original: string, tokens: readonly Token[]): string {
  let s = '';
  for (const t of tokens) {
    if (t.stop) continue;
    s += (s ? ' ' : '') + original.slice(t.start, t.end);
  }
  return s;
}

/** Cased form of a short phrase (for aliases). */
export function phraseCasedForm(phrase: string): string {
  return casedForm(phrase, tokenize(fold(phrase)));
}
