/**
 * Deterministic mutations of a document for the fuzz suite: byte flips, truncations, a cut-and-
 * splice of a block, and for ZIP-based formats a re-packed archive with its entries shuffled
 * (readers must find parts by name, not by position). Same seed, same bytes: a failing case can be
 * replayed from the seed in its report.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';

export type Mutation = 'flip' | 'truncate' | 'splice' | 'shuffle-zip';

export function rng(seed: number): () => number {
  let s = (seed * 2654435761 + 1) >>> 0;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

export function mutate(original: Uint8Array, seed: number, zip: boolean): { bytes: Uint8Array; mutation: Mutation } {
  const rnd = rng(seed);
  const kinds: Mutation[] = zip ? ['flip', 'truncate', 'splice', 'shuffle-zip'] : ['flip', 'truncate', 'splice'];
  const mutation = kinds[seed % kinds.length]!;
  const copy = Uint8Array.from(original);
  switch (mutation) {
    case 'flip': {
      const flips = 1 + Math.floor(rnd() * 16);
      for (let k = 0; k < flips; k++) copy[Math.floor(rnd() * copy.length)] = Math.floor(rnd() * 256);
      return { bytes: copy, mutation };
    }
    case 'truncate':
      return { bytes: copy.subarray(0, Math.floor(rnd() * copy.length)), mutation };
    case 'splice': {
      // A block copied over another place: plausible structure in the wrong spot.
      const len = 1 + Math.floor(rnd() * Math.min(4096, copy.length / 4));
      const from = Math.floor(rnd() * (copy.length - len));
      const to = Math.floor(rnd() * (copy.length - len));
      copy.copyWithin(to, from, from + len);
      return { bytes: copy, mutation };
    }
    case 'shuffle-zip':
      return { bytes: shuffleZip(original, rnd), mutation };
  }
}

function shuffleZip(original: Uint8Array, rnd: () => number): Uint8Array {
  let entries: [string, Uint8Array][];
  try {
    entries = Object.entries(unzipSync(original));
  } catch {
    return original;
  }
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  // Sometimes also drop one part or corrupt one part's content.
  if (entries.length > 1 && rnd() < 0.3) entries.splice(Math.floor(rnd() * entries.length), 1);
  if (entries.length > 0 && rnd() < 0.3) {
    const k = Math.floor(rnd() * entries.length);
    const data = Uint8Array.from(entries[k]![1]);
    for (let n = 0; n < 8 && data.length > 0; n++) data[Math.floor(rnd() * data.length)] = Math.floor(rnd() * 256);
    entries[k] = [entries[k]![0], data];
  }
  const zippable: Zippable = {};
  for (const [name, data] of entries) zippable[name] = [data, { level: rnd() < 0.5 ? 0 : 6 }];
  return zipSync(zippable);
}
