/** Shared by scripts/catalogs/names.ts and name-catalog.ts: file name, source bits, lookup key. */
import { fold } from '../text/fold.js';

export const NAMES_FILE = 'names.json.gz';

/** Where a name is listed (bits of the `sources` field). */
export const NAME_SOURCE = {
  fakerFr: 1,
  fakerEn: 2,
  moby: 4,
  /** Our list of frequent French first names (data/first-names-supplement.csv). */
  supplement: 8,
} as const;

/** Lookup key of a name: lower case, no accents, apostrophes and dashes kept as written ("Jean-Pierre" → "jean-pierre"). */
export function nameKey(name: string): string {
  return fold(name.trim())
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}'-]+/gu, '');
}
