/**
 * Hashes of the alias keys usable in free text, so that findMentions() skips a word that neither is
 * a one-word key nor starts a longer one, and stops growing an n-gram as soon as no key starts with
 * it: most positions in a resume then cost one typed-array probe instead of up to six string
 * concatenations and Map lookups.
 *
 * A key's hash is computed per token and chained, so a text n-gram is hashed incrementally. The
 * set holds 32-bit hashes with linear probing: a collision can only add a false "maybe" (one more
 * Map lookup that misses), never hide a key. The build script stores the hashes in the catalog
 * file (hashing ~3.5 M characters at every start-up would cost more than the whole lookup saves).
 */

const TOKEN_SEED = 0x811c9dc5;
/** Hash of the empty n-gram, extended token by token with extendHash(). */
export const SEED_HASH = 0x2545f491;
/** Bump when tokenHash/extendHash change: catalog files with another version are rehashed at load. */
export const NGRAM_HASH_VERSION = 1;

/** FNV-1a over the UTF-16 code units of s[from, to). */
export function tokenHash(s: string, from = 0, to = s.length): number {
  let h = TOKEN_SEED;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** Hash of an n-gram extended by one token hash; never 0 (0 marks an empty slot). */
export function extendHash(h: number, token: number): number {
  let x = Math.imul(h ^ token, 0x9e3779b1);
  x ^= x >>> 15;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  return x === 0 ? 1 : x;
}

/** The n-gram is a proper token prefix of a free-text key (worth extending). */
export const NGRAM_PREFIX = 1;
/** The n-gram is a one-token free-text key (worth a Map lookup). */
export const NGRAM_WORD = 2;

export interface NgramHashes {
  /** Sorted, distinct hashes of the proper prefixes (1 to maxTokens - 1 tokens) of the keys. */
  prefixes: Int32Array;
  /** Sorted, distinct hashes of the one-token keys. */
  words: Int32Array;
}

/** Hashes of `keys` (tokens joined by one space) for NgramHashSet. */
export function ngramHashes(keys: readonly string[], maxTokens: number): NgramHashes {
  const prefixes: number[] = [];
  const words: number[] = [];
  for (const key of keys) {
    let h = SEED_HASH;
    let from = 0;
    let tokens = 0;
    let i = key.indexOf(' ');
    if (i < 0) {
      words.push(extendHash(h, tokenHash(key)));
      continue;
    }
    for (; i >= 0 && tokens < maxTokens - 1; i = key.indexOf(' ', i + 1)) {
      h = extendHash(h, tokenHash(key, from, i));
      from = i + 1;
      tokens++;
      prefixes.push(h);
    }
  }
  return { prefixes: sortedDistinct(prefixes), words: sortedDistinct(words) };
}

function sortedDistinct(values: number[]): Int32Array {
  const sorted = Int32Array.from(values).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (n === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i];
  return sorted.slice(0, n);
}

/** Open-addressing set of n-gram hashes with their NGRAM_* flags. */
export class NgramHashSet {
  private readonly table: Int32Array;
  private readonly flags: Uint8Array;
  private readonly mask: number;

  constructor(h: NgramHashes) {
    let cap = 1024;
    while (cap < (h.prefixes.length + h.words.length) * 2) cap <<= 1;
    this.table = new Int32Array(cap);
    this.flags = new Uint8Array(cap);
    this.mask = cap - 1;
    this.addAll(h.prefixes, NGRAM_PREFIX);
    this.addAll(h.words, NGRAM_WORD);
  }

  private addAll(hashes: Int32Array, flag: number): void {
    for (let i = 0; i < hashes.length; i++) {
      const h = hashes[i];
      let p = h & this.mask;
      while (this.table[p] !== 0 && this.table[p] !== h) p = (p + 1) & this.mask;
      this.table[p] = h;
      this.flags[p] |= flag;
    }
  }

  /** NGRAM_PREFIX / NGRAM_WORD bits of an n-gram hash (0: no free-text key is or starts with it). */
  get(h: number): number {
    let p = h & this.mask;
    for (;;) {
      const f = this.table[p];
      if (f === h) return this.flags[p];
      if (f === 0) return 0;
      p = (p + 1) & this.mask;
    }
  }
}

/** Little-endian int32 array ↔ base64 (the catalog file's `prefixes.hashes`). */
export function encodeHashes(h: Int32Array): string {
  const b = Buffer.alloc(h.length * 4);
  for (let i = 0; i < h.length; i++) b.writeInt32LE(h[i], i * 4);
  return b.toString('base64');
}

export function decodeHashes(s: string): Int32Array {
  const b = Buffer.from(s, 'base64');
  const out = new Int32Array(b.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = b.readInt32LE(i * 4);
  return out;
}
