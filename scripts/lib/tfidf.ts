/**
 * A plain TF-IDF cosine baseline for the quality scripts: lower-cased word tokens, a short
 * English/French stop list, raw term frequency × log(N / df) with the IDF over the corpus given.
 * Deliberately naive — it is the floor our engine has to beat.
 */
import { fold } from '../../src/text/fold.js';

const STOP = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the to was were will with you your our we they this ' +
    'au aux avec ce ces dans de des du elle en et il ils je la le les leur mais nous on ou par pas pour qui que sa se ses son sur un une vous votre vos est sont'
  ).split(' '),
);

function termCounts(text: string): Map<string, number> {
  const tf = new Map<string, number>();
  for (const w of fold(text).split(/[^\p{L}\p{N}+#]+/u)) {
    if (w.length < 2 || STOP.has(w)) continue;
    tf.set(w, (tf.get(w) ?? 0) + 1);
  }
  return tf;
}

/** Builds an index over `corpus`; `cosine(a, b)` compares two texts of that corpus (by index). */
export function tfidfIndex(corpus: string[]): { cosine(a: number, b: number): number } {
  const counts = corpus.map(termCounts);
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const vectors = counts.map((c) => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [t, f] of c) {
      const w = f * Math.log(corpus.length / (df.get(t) ?? 1));
      if (w === 0) continue;
      v.set(t, w);
      norm += w * w;
    }
    return { v, norm: Math.sqrt(norm) };
  });
  return {
    cosine(a, b) {
      const x = vectors[a];
      const y = vectors[b];
      if (x.norm === 0 || y.norm === 0) return 0;
      let dot = 0;
      for (const [t, w] of x.v) dot += w * (y.v.get(t) ?? 0);
      return dot / (x.norm * y.norm);
    },
  };
}
