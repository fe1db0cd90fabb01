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
  /** Folded token, ligatures expanded (`œ` → `oe`), `++`/`#` suffix, leading `.`, `&` inside short
   * abbreviations and `/` between single letters kept (`c++`, `c#`, `.net`, `gd&t`, `r&d`, `a/b`). */
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
// (all of them 3 letters or less: tokenize() only looks up short tokens)

/** French elided words: "d'Excel" is read as "Excel". */
const ELIDED = new Set(['l', 'd', 'j', 'm', 'n', 's', 't', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu', 'quoiqu']);

/** Joiners that keep a phrase together only when written between two word characters (CI/CD, e-commerce, Node.js, R&D). */
const SOFT_JOINERS = new Set(['/', '-', '.', '&', '+', "'", '_']);

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

/** Word-character class per UTF-16 code unit: 0 unknown, 1 word, 2 not a word (filled on first use). */
const WORD_CLASS = new Uint8Array(65536);
for (let c = 0; c < 128; c++) WORD_CLASS[c] = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) ? 1 : 2;

function isWordCode(c: number): boolean {
  let k = WORD_CLASS[c];
  if (k === 0) {
    k = NON_ASCII_WORD.test(String.fromCharCode(c)) ? 1 : 2;
    WORD_CLASS[c] = k;
  }
  return k === 1;
}

export function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined || ch === '') return false;
  return isWordCode(ch.charCodeAt(0));
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
  return t.replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ß/g, 'ss');
}

const C_SPACE = 32;
const C_PLUS = 43;
const C_HASH = 35;
const C_DOT = 46;
const C_APOS = 39;
const C_AMP = 38;
const C_SLASH = 47;
/** Soft joiners as code units: / - . & + ' _ */
const SOFT_JOINER_CODES = new Uint8Array(128);
for (const ch of SOFT_JOINERS) SOFT_JOINER_CODES[ch.charCodeAt(0)] = 1;
/** ligatures expanded in token text: œ æ ß */
const isLigature = (c: number): boolean => c === 0x153 || c === 0xe6 || c === 0xdf;

/** Length of the run of word characters ending just before `end` (at most `max + 1`). */
function runBefore(s: string, end: number, max: number): number {
  let n = 0;
  while (n <= max && end - n - 1 >= 0 && isWordCode(s.charCodeAt(end - n - 1))) n++;
  return n;
}

/** Length of the run of word characters starting at `start` (at most `max + 1`). */
function runAfter(s: string, start: number, max: number): number {
  let n = 0;
  while (n <= max && start + n < s.length && isWordCode(s.charCodeAt(start + n))) n++;
  return n;
}

/**
 * "&" between two short runs of word characters is part of the word ("GD&T", "R&D", "M&A", "Q&A"):
 * split, these abbreviations would read as stray letters or function words ("a").
 */
function ampersandJoins(s: string, at: number): boolean {
  const before = runBefore(s, at, 3);
  const after = runAfter(s, at + 1, 3);
  return before >= 1 && before <= 3 && after >= 1 && after <= 3;
}

const isLetterCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * "/" between two single letters is part of the word ("A/B testing", "I/O"): split, "A/B" would
 * read as the function word "a" and a stray "b". Not before "++" or "#" ("C/C++" is C and C++).
 */
function slashJoins(s: string, at: number): boolean {
  if (runBefore(s, at, 1) !== 1 || runAfter(s, at + 1, 1) !== 1) return false;
  if (!isLetterCode(s.charCodeAt(at - 1)) || !isLetterCode(s.charCodeAt(at + 1))) return false;
  const next = s.charCodeAt(at + 2);
  return next !== C_PLUS && next !== C_HASH;
}

/**
 * The last text tokenized and its tokens: the skill and language catalogs read the same resume
 * one after the other, and tokens are never modified by their readers.
 */
let lastInput: string | null = null;
let lastTokens: readonly Token[] = [];

/** Tokenizes folded text. The result is shared: callers must not modify it. */
export function tokenize(folded: string): readonly Token[] {
  if (folded === lastInput) return lastTokens;
  const tokens = tokenizeAnew(folded);
  lastInput = folded;
  lastTokens = tokens;
  return tokens;
}

function tokenizeAnew(folded: string): Token[] {
  const out: Token[] = [];
  const n = folded.length;
  let brk = true;
  let i = 0;
  while (i < n) {
    const c = folded.charCodeAt(i);
    const word = isWordCode(c);
    // A leading dot makes a token only when it starts a word after a non-word (".NET", not "Node.js").
    const dotted =
      !word &&
      c === C_DOT &&
      i + 1 < n &&
      isWordCode(folded.charCodeAt(i + 1)) &&
      (i === 0 || (!isWordCode(folded.charCodeAt(i - 1)) && folded.charCodeAt(i - 1) !== C_DOT));
    if (word || dotted) {
      const start = i;
      let lig = isLigature(c);
      i++;
      for (;;) {
        while (i < n) {
          const d = folded.charCodeAt(i);
          if (!isWordCode(d)) break;
          if (d > 127 && isLigature(d)) lig = true;
          i++;
        }
        if (i + 1 < n) {
          const j = folded.charCodeAt(i);
          if ((j === C_AMP && ampersandJoins(folded, i)) || (j === C_SLASH && slashJoins(folded, i))) {
            i++;
            continue;
          }
        }
        break;
      }
      if (i < n) {
        const d = folded.charCodeAt(i);
        if (d === C_PLUS && i + 1 < n && folded.charCodeAt(i + 1) === C_PLUS && !(i + 2 < n && isWordCode(folded.charCodeAt(i + 2)))) i += 2;
        else if (d === C_HASH && !(i + 1 < n && isWordCode(folded.charCodeAt(i + 1)))) i += 1;
      }
      const raw = folded.slice(start, i);
      if (i + 1 < n && folded.charCodeAt(i) === C_APOS && isWordCode(folded.charCodeAt(i + 1)) && ELIDED.has(raw)) {
        i++; // drop the elided article, keep `brk` for the next token
        continue;
      }
      const text = lig ? expandLigatures(raw) : raw;
      out.push({ start, end: i, text, stem: stemToken(text), stop: text.length <= 3 && STOP.has(text), brk });
      brk = false;
      continue;
    }
    if (c === C_SPACE) {
      // plain space: soft
    } else if (
      c < 128 &&
      SOFT_JOINER_CODES[c] === 1 &&
      i > 0 &&
      isWordCode(folded.charCodeAt(i - 1)) &&
      i + 1 < n &&
      isWordCode(folded.charCodeAt(i + 1))
    ) {
      // joiner between two word characters: soft
    } else if (c === 0xae || c === 0x2122 || c === 0xa9) {
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
