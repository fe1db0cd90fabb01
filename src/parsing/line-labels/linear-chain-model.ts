/**
 * A linear-chain model over a document's lines: a weight per (feature, label) and per (label,
 * next label), decoded with Viterbi (the best label sequence under the summed weights). Trained
 * by train-perceptron.ts; stored as data/line-labeller.json.gz (see line-labeller-model.ts).
 * Decoding is deterministic: ties go to the lower label index.
 */

export interface LinearChainModel {
  labels: readonly string[];
  featureIndex: Map<string, number>;
  /** emission[feature * L + label] */
  emission: Float64Array;
  /** transition[(previous + 1) * L + label]; row 0 is the start of the document. */
  transition: Float64Array;
}

/** The stored form: weights rounded, zero weights left out, one sparse list per feature. */
export interface StoredModel {
  format: 'line-labeller/1';
  labels: string[];
  transition: number[];
  /** feature → [label, weight, label, weight, …] */
  features: Record<string, number[]>;
}

/** Per line, the score of each label from its features (unknown features weigh nothing). */
export function emissionScores(model: LinearChainModel, features: readonly string[][]): Float64Array[] {
  const L = model.labels.length;
  return features.map((fs) => {
    const scores = new Float64Array(L);
    for (const f of fs) {
      const id = model.featureIndex.get(f);
      if (id === undefined) continue;
      const base = id * L;
      for (let y = 0; y < L; y++) scores[y] += model.emission[base + y]!;
    }
    return scores;
  });
}

/** The best label index per line (Viterbi over emission + transition scores). */
export function viterbi(model: LinearChainModel, scores: readonly Float64Array[]): number[] {
  const L = model.labels.length;
  const n = scores.length;
  if (n === 0) return [];
  const best = new Float64Array(n * L);
  const back = new Int32Array(n * L);
  for (let y = 0; y < L; y++) best[y] = model.transition[y]! + scores[0]![y]!;
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < L; y++) {
      let top = -Infinity;
      let arg = 0;
      for (let p = 0; p < L; p++) {
        const s = best[(i - 1) * L + p]! + model.transition[(p + 1) * L + y]!;
        if (s > top) [top, arg] = [s, p];
      }
      best[i * L + y] = top + scores[i]![y]!;
      back[i * L + y] = arg;
    }
  }
  let last = 0;
  for (let y = 1; y < L; y++) if (best[(n - 1) * L + y]! > best[(n - 1) * L + last]!) last = y;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]!]!;
  return path;
}

export function decode(model: LinearChainModel, features: readonly string[][]): number[] {
  return viterbi(model, emissionScores(model, features));
}

export function toStoredModel(model: LinearChainModel, digits = 3): StoredModel {
  const L = model.labels.length;
  const round = (w: number) => Number(w.toFixed(digits));
  const features: Record<string, number[]> = {};
  for (const [name, id] of [...model.featureIndex].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const sparse: number[] = [];
    for (let y = 0; y < L; y++) {
      const w = round(model.emission[id * L + y]!);
      if (w !== 0) sparse.push(y, w);
    }
    if (sparse.length > 0) features[name] = sparse;
  }
  return { format: 'line-labeller/1', labels: [...model.labels], transition: [...model.transition].map(round), features };
}

export function fromStoredModel(stored: StoredModel): LinearChainModel {
  const L = stored.labels.length;
  const names = Object.keys(stored.features);
  const featureIndex = new Map(names.map((n, i) => [n, i]));
  const emission = new Float64Array(names.length * L);
  names.forEach((n, i) => {
    const sparse = stored.features[n]!;
    for (let k = 0; k < sparse.length; k += 2) emission[i * L + sparse[k]!] = sparse[k + 1]!;
  });
  return { labels: stored.labels, featureIndex, emission, transition: Float64Array.from(stored.transition) };
}
