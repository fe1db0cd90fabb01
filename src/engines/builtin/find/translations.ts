/**
 * French and English words of work, each finding the other (data/term-translations.csv, ours):
 * a criterion read on its words ("Rédaction de rapports et comptes rendus") also finds an English
 * resume's ("Wrote monthly reports and meeting minutes"), and the reverse. A term becomes its
 * alternatives joined by "|", which findTerm() tries in turn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '../../../catalogs/data-dir.js';

let table: Map<string, string[]> | null = null;
/** English word → its first French rendering. */
let toFrench: Map<string, string> | null = null;

function load(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  toFrench = new Map();
  const add = (a: string, b: string) => {
    const list = map.get(a) ?? [];
    if (a !== b && !list.includes(b)) list.push(b);
    map.set(a, list);
  };
  for (const line of readFileSync(join(defaultDataDir(), 'term-translations.csv'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('fr,en')) continue;
    const [fr, en] = line.split(',');
    if (!fr || !en) throw new Error(`term-translations.csv: bad row "${line}"`);
    for (const e of en.split('|')) {
      add(fr.trim(), e.trim());
      add(e.trim(), fr.trim());
      if (!toFrench!.has(e.trim()) && e.trim() !== fr.trim()) toFrench!.set(e.trim(), fr.trim());
    }
  }
  return map;
}

/** "rapports" → "rapports|report|reports|reporting"; a word without translation stays as it is. */
export function withTranslations(term: string): string {
  table ??= load();
  const alt = table.get(term);
  return alt && alt.length > 0 ? [term, ...alt].join('|') : term;
}

/** The French word for one English work word ("sales" → "vente"), or null. Folded, no accents. */
export function frenchWordOf(englishFolded: string): string | null {
  table ??= load();
  return toFrench!.get(englishFolded) ?? null;
}

/** The word as written, without its alternatives, for explanations. */
export function shownTerm(term: string): string {
  const bar = term.indexOf('|');
  return bar < 0 ? term : term.slice(0, bar);
}
