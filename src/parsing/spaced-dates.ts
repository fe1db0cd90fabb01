/**
 * Dates a text layer left letter-spaced: "MA RCH 2 0 2 1 — PRES E NT", "S E PTE M B E R 2 0 0 9 —
 * MAY 2 0 1 2" (design templates space the letters of their dates with CSS; pdftotext writes the
 * gaps as spaces, cut at random where its kerning glued two or three letters). The PDF reader
 * closes them up from the glyphs' positions; a plain text has only the letters, so each piece
 * between separators is closed up when it is made of such bits, and the line is kept so only when
 * it then holds a date range (or a date) it did not hold before.
 */
import { findDateRanges } from '../text/dates.js';
import { fold } from '../text/fold.js';
import { findEntryDates } from './entry-dates.js';

/** What stands between the two ends of a range, or between cells. */
const SEPARATOR = /(\s*[—–|·•\t]\s*|\s+-\s+)/u;
/** A bit of a spaced word: one to four letters or digits. */
const BIT = /^[\p{L}\d'’.]{1,4}$/u;
/** Words of an ongoing end, and months, whole once closed up. */
const WORD = /^(?:present|current|now|today|date|aujourd'?hui|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** Months written short and the words of an ongoing end (folded), for a first letter set apart: "M ar 2023 – P resent". */
const CUT_WORD = /^(?:jan|janv|feb|fev|fevr|mar|apr|avr|jun|jul|juil|aug|sep|sept|oct|nov|dec|present|current|now|today|date|aujourd'?hui|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)\.?$/;

export function closeSpacedDates(text: string): string {
  // "M ar 2023 – P resent", "J un 2020 – F eb 2023": small capitals whose first letter a text
  // layer set apart; closed up when the line then holds a range it did not hold.
  if (/(?:^|\s)\p{Lu} \p{Ll}/u.test(text)) {
    const joined = text.replace(/(?<!\S)(\p{Lu}) (\p{Ll}{1,9}\.?)(?!\S)/gu, (all, first: string, rest: string) => (CUT_WORD.test(fold(first + rest)) ? first + rest : all));
    if (joined !== text && findDateRanges(fold(joined)).length > findDateRanges(fold(text)).length) return joined;
  }
  // Cheap test first: a digit set apart between spaces ("2 0 2 1"), or three letters ("m a r s 2021").
  if (!/(?:^|\s)\d\s\d(?:\s|$)|(?:^|\s)\p{L}\s\p{L}\s\p{L}(?:\s|$)/u.test(text)) return text;
  const pieces = text.split(SEPARATOR);
  const closed = pieces.map((piece, k) => (k % 2 === 1 ? piece : closePiece(piece)));
  const out = closed.join('');
  if (out === text) return text;
  if (findDateRanges(fold(out)).length > findDateRanges(fold(text)).length) return out;
  // "J U N E 2 0 0 9": one date, where there was none.
  return findEntryDates(fold(text), { single: true }) === null && findEntryDates(fold(out), { single: true }) !== null ? out : text;
}

function closePiece(piece: string): string {
  const tokens = piece.trim().split(/\s+/);
  // "GRADUATED 2 0 1 5": a year's digits set apart beside whole words.
  if (tokens.length < 2 || !tokens.every((t) => BIT.test(t))) return piece.replace(/(?<!\S)(\d) (\d) (\d) (\d)(?!\S)/gu, '$1$2$3$4');
  const word = tokens.join('');
  const singles = tokens.filter((t) => t.length === 1).length;
  const letters = fold(word).replace(/[^a-z']/g, '');
  if (singles * 5 < tokens.length * 2 && !WORD.test(letters)) return piece;
  // "MARCH2021" → "MARCH 2021": letters and digits apart again.
  const spaced = word.replace(/(\p{L})(?=\d)/gu, '$1 ').replace(/(\d)(?=\p{L})/gu, '$1 ');
  const lead = /^\s*/.exec(piece)![0];
  const trail = /\s*$/.exec(piece)![0];
  return lead + spaced + trail;
}
