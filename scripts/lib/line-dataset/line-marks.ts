/**
 * The aligner's working state: per line, the label found so far and the group of truth it belongs
 * to (which section the value came from), and the text matching the aligners share.
 */
import type { LabelName } from '../../../src/parsing/line-labels/line-label.js';
import { fold } from '../../../src/text/fold.js';

export type Group = 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'interests' | 'contact' | 'name';

export interface Mark {
  label: LabelName | null;
  group: Group | null;
}

export function emptyMarks(n: number): Mark[] {
  return Array.from({ length: n }, () => ({ label: null, group: null }));
}

/** Folded, punctuation as single spaces: what both sides of a match are compared in. */
export function matchKey(text: string): string {
  return fold(text).replace(/[^a-z0-9+#]+/g, ' ').trim();
}

/**
 * Whether a line (its matchKey) carries a value: the value's words in a row, or, for values of
 * three words or more, at least three quarters of them (a title abridged or reordered).
 */
export function carries(lineKey: string, value: string | null): boolean {
  if (!value) return false;
  const v = matchKey(value);
  if (v.length < 2) return false;
  if (` ${lineKey} `.includes(` ${v} `)) return true;
  const words = v.split(' ').filter((w) => w.length >= 3);
  if (words.length < 3) return false;
  const have = new Set(lineKey.split(' '));
  return words.filter((w) => have.has(w)).length >= Math.ceil(words.length * 0.75);
}

/** Words of a line, for the "short line" tests of the aligners. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}
