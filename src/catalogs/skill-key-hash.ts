/**
 * Token-prefix hashes of the alias keys usable in free text, so that findMentions() stops growing
 * an n-gram as soon as no alias starts with it: most positions in a resume then cost one Map lookup
 * instead of six string concatenations and lookups.
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
export const PREFIX_HASH_VERSION = 1;

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

/**
 * Sorted, distinct hashes of the proper token prefixes (1 to maxTokens - 1 tokens) of `keys`
 * (tokens joined by one space).
 */
export function prefixHashes(keys: readonly string[], maxTokens: number): Int32Array {
  const out: number[] = [];
  for (const key of keys) {
    let h = SEED_HASH;
    let from = 0;
    let tokens = 0;
    for (let i = key.indexOf(' '); i >= 0 && tokens < maxTokens - 1; i = key.indexOf(' ', i + 1)) {
      h = extendHash(h, tokenHash(key, from, i));
      from = i + 1;
      tokens++;
      out.push(h);
    }
  }
  const sorted = Int32Array.from(out).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i];
  return sorted.slice(0, n);
}

export class PrefixHashSet {
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(hashes: Int32Array) {
    let cap = 1024;
    while (cap < hashes.length * 2) cap <<= 1;
    this.table = new Int32Array(cap);
    this.mask = cap - 1;
    for (let i = 0; i < hashes.length; i++) {
      const h = hashes[i];
      let p = h & this.mask;
      while (this.table[p] !== 0 && this.table[p] !== h) p = (p + 1) & this.mask;
      this.table[p] = h;
    }
  }

  /** May a free-text key start with the n-gram of this hash (and go on after it)? */
  has(h: number): boolean {
    let p = h & this.mask;
    for (;;) {
      const f = this.table[p];
      if (f === h) return true;
      if (f === 0) return false;
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
