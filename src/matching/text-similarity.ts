/**
 * TF-IDF cosine similarity between one query text and several documents, the IDF taken from
 * those texts alone. Used to break ties in rankings and to rank when an offer yields no criteria.
 */
import { fold } from '../text/fold.js';

const STOP = new Set(
  (
    'a an and are as at be by for from has have in is it of on or that the to was were will with you your our we they this ' +
    'au aux avec ce ces dans de des du elle en et il ils je la le les leur mais nous on ou par pas pour qui que sa se ses son sur un une vous votre vos est sont'
  ).split(' '),
);

function terms(text: string): Map<string, number> {
  const tf = new Map<string, number>();
  for (const w of fold(text).split(/[^\p{L}\p{N}+#]+/u)) {
    if (w.length < 2 || STOP.has(w) || /^\d+$/.test(w)) continue;
    const t = w.length > 5 ? w.slice(0, w.length - (w.endsWith('s') ? 1 : 0)) : w;
    tf.set(t, (tf.get(t) ?? 0) + 1);
  }
  return tf;
}

export function similarities(query: string, documents: string[]): number[] {
  const q = terms(query);
  const docs = documents.map(terms);
  const all = [q, ...docs];
  const df = new Map<string, number>();
  for (const d of all) for (const t of d.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = all.length;
  const vec = (tf: Map<string, number>) => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [t, f] of tf) {
      const w = (1 + Math.log(f)) * Math.log(1 + n / (df.get(t) ?? 1));
      v.set(t, w);
      norm += w * w;
    }
    return { v, norm: Math.sqrt(norm) };
  };
  const qv = vec(q);
  return docs.map((d) => {
    const dv = vec(d);
    if (qv.norm === 0 || dv.norm === 0) return 0;
    let dot = 0;
    for (const [t, w] of qv.v) dot += w * (dv.v.get(t) ?? 0);
    return dot / (qv.norm * dv.norm);
  });
}
