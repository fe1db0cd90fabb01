/**
 * Which one-word place names are also ordinary words or first names ("Sens", "Orange", "Tours",
 * "Reading", "Mobile"; "Florence", "Nancy"), so that the geo catalog's mention finder asks for more
 * evidence before reading them as places. Data-driven: a word is ordinary when it is written in lower
 * case in the labels of the occupation and skills catalogues (ROME, ESCO, both languages), accents kept,
 * so that "maçon" does not flag "Mâcon".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../../src/text/fold.js';
import { readCsvRecords } from './csv.js';

/** Bits of the per-place flags written to the geo files. */
export const FLAG_COMMON_WORD = 1;
export const FLAG_FIRST_NAME = 2;

/** Columns read, per staged file. */
export const VOCABULARY_SOURCES: [string, string[]][] = [
  ['rome/rome_appellations.csv', ['appellation_label']],
  ['rome/rome_skills.csv', ['label']],
  ['rome/esco_occupations.csv', ['label_en', 'alt_en', 'label_fr', 'alt_fr']],
  ['skills/esco_skills.csv', ['label_en', 'alt_en', 'label_fr', 'alt_fr']],
];
export const FIRST_NAME_SOURCES = ['names/first_names_fr.json', 'names/first_names_en.json'];

/** Ordinary words that the catalogues happen not to write in lower case twice (ours). */
const EXTRA_WORDS = ['nice', 'orange', 'tours', 'sens', 'bar', 'gap', 'lens', 'bath', 'split', 'mobile', 'reading', 'vue', 'plus', 'table', 'grand'];

/** Lower-cased (accents kept) words written in lower case at least twice in the sources. */
export function readVocabulary(sharedDataDir: string): Set<string> {
  const counts = new Map<string, number>();
  for (const [file, columns] of VOCABULARY_SOURCES) {
    for (const rec of readCsvRecords(join(sharedDataDir, file))) {
      for (const c of columns) {
        for (const w of rec[c].split(/[^\p{L}]+/u)) {
          // Only words written in lower case: "Paris" in "Paris sportifs" would not count, "paris" does.
          if (w.length < 2 || w !== w.toLowerCase()) continue;
          counts.set(w, (counts.get(w) ?? 0) + 1);
        }
      }
    }
  }
  const words = new Set<string>();
  for (const [w, n] of counts) if (n >= 2) words.add(w);
  for (const w of EXTRA_WORDS) words.add(w);
  return words;
}

/** Folded first names of the staged name lists. */
export function readFirstNames(sharedDataDir: string): Set<string> {
  const out = new Set<string>();
  for (const f of FIRST_NAME_SOURCES) {
    const lists = JSON.parse(readFileSync(join(sharedDataDir, f), 'utf8')) as Record<string, string[]>;
    for (const list of Object.values(lists)) for (const n of list) out.add(fold(n));
  }
  return out;
}

/** Flags of one place name: only one-word names get any (longer names need capitals on every word). */
export function placeFlags(name: string, vocabulary: Set<string>, firstNames: Set<string>): number {
  if (!/^\p{L}+$/u.test(name)) return 0;
  let flags = 0;
  if (vocabulary.has(name.toLowerCase())) flags |= FLAG_COMMON_WORD;
  if (firstNames.has(fold(name))) flags |= FLAG_FIRST_NAME;
  return flags;
}
