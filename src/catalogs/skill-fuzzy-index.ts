/**
 * The fuzzy-lookup index over every alias key: a vocabulary of the ~20k distinct (plural-folded)
 * catalog words, token↔alias postings in compressed-row form, IDF weights, and trigram postings
 * over the vocabulary to find words within a few typos. Built once, on the first fuzzy lookup.
 */
import type { SkillTables } from './skill-data.js';

export interface FuzzyIndex {
  vocab: string[];
  vocabId: Map<string, number>;
  /** Document frequency → weight. */
  idf: Float64Array;
  /** token id → alias ids (CSR). */
  postStart: Int32Array;
  post: Int32Array;
  /** alias id → token ids (CSR). */
  aliasTokStart: Int32Array;
  aliasTok: Int32Array;
  /** Per alias, the summed IDF of its tokens (the alias side of the Dice denominator). */
  aliasWeight: Float64Array;
  /** trigram → token ids. */
  trigrams: Map<string, Int32Array>;
  maxIdf: number;
  /** Scratch buffers reused across lookups. */
  seen: Uint8Array;
  gramHits: Int32Array;
}

export function buildFuzzyIndex(t: SkillTables): FuzzyIndex {
  const n = t.aliasKey.length;
  const vocabId = new Map<string, number>();
  const vocab: string[] = [];
  const aliasTokStart = new Int32Array(n + 1);
  let toks = new Int32Array(n * 4);
  let nt = 0;
  for (let a = 0; a < n; a++) {
    aliasTokStart[a] = nt;
    const key = t.aliasKey[a];
    let from = 0;
    for (let j = 0; j <= key.length; j++) {
      if (j < key.length && key.charCodeAt(j) !== 32) continue;
      const s = key.slice(from, j);
      from = j + 1;
      let id = vocabId.get(s);
      if (id === undefined) {
        id = vocab.length;
        vocab.push(s);
        vocabId.set(s, id);
      }
      // each token once per alias
      let dup = false;
      for (let q = aliasTokStart[a]; q < nt; q++) if (toks[q] === id) dup = true;
      if (dup) continue;
      if (nt === toks.length) {
        const bigger = new Int32Array(toks.length * 2);
        bigger.set(toks);
        toks = bigger;
      }
      toks[nt++] = id;
    }
  }
  aliasTokStart[n] = nt;
  const aliasTok = toks.slice(0, nt);
  const df = new Int32Array(vocab.length);
  for (let p = 0; p < nt; p++) df[aliasTok[p]]++;
  const postStart = new Int32Array(vocab.length + 1);
  for (let v = 0; v < vocab.length; v++) postStart[v + 1] = postStart[v] + df[v];
  const fill = postStart.slice(0, vocab.length);
  const post = new Int32Array(nt);
  for (let a = 0; a < n; a++) {
    for (let p = aliasTokStart[a]; p < aliasTokStart[a + 1]; p++) post[fill[aliasTok[p]]++] = a;
  }
  const idf = new Float64Array(vocab.length);
  for (let v = 0; v < vocab.length; v++) idf[v] = Math.log(1 + n / df[v]);
  const aliasWeight = new Float64Array(n);
  for (let a = 0; a < n; a++) for (let p = aliasTokStart[a]; p < aliasTokStart[a + 1]; p++) aliasWeight[a] += idf[aliasTok[p]];
  // Trigram postings over the vocabulary, in two passes (count, fill) to avoid per-gram arrays.
  const gramId = new Map<string, number>();
  const gramCount: number[] = [];
  const tokGrams: number[][] = new Array(vocab.length);
  for (let v = 0; v < vocab.length; v++) {
    const w = vocab[v];
    const ids: number[] = [];
    if (w.length >= 3) {
      const s = '^' + w + '$';
      for (let i = 0; i + 3 <= s.length; i++) {
        const g = s.slice(i, i + 3);
        let id = gramId.get(g);
        if (id === undefined) {
          id = gramCount.length;
          gramCount.push(0);
          gramId.set(g, id);
        }
        if (!ids.includes(id)) {
          ids.push(id);
          gramCount[id]++;
        }
      }
    }
    tokGrams[v] = ids;
  }
  const gramLists = gramCount.map((c) => new Int32Array(c));
  const gramFill = new Int32Array(gramCount.length);
  for (let v = 0; v < vocab.length; v++) for (const g of tokGrams[v]) gramLists[g][gramFill[g]++] = v;
  const trigrams = new Map<string, Int32Array>();
  for (const [g, id] of gramId) trigrams.set(g, gramLists[id]);
  return {
    vocab,
    vocabId,
    idf,
    postStart,
    post,
    aliasTokStart,
    aliasTok,
    aliasWeight,
    trigrams,
    maxIdf: idf.reduce((m, v) => Math.max(m, v), 0),
    seen: new Uint8Array(n),
    gramHits: new Int32Array(vocab.length),
  };
}

export function trigramsOf(w: string): string[] {
  const s = '^' + w + '$';
  const out: string[] = [];
  for (let i = 0; i + 3 <= s.length; i++) out.push(s.slice(i, i + 3));
  return out;
}
