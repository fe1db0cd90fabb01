/**
 * Averaged structured perceptron (Collins 2002) for the linear-chain model: decode each training
 * document with the current weights, add the gold path's features, subtract the predicted
 * path's; the stored weights are the average over every step, which generalises far better than
 * the last weights. Deterministic: documents are visited in an order shuffled by a fixed seed,
 * for a fixed number of epochs.
 */
import { viterbi, type LinearChainModel } from './linear-chain-model.js';

export interface TrainingSequence {
  features: string[][];
  /** Gold label index per line. */
  labels: number[];
}

export interface TrainOptions {
  epochs: number;
  seed: number;
  /** Features seen in fewer training lines than this are dropped (noise, and size). */
  minCount: number;
}

export function trainPerceptron(sequences: TrainingSequence[], labels: readonly string[], options: TrainOptions): LinearChainModel {
  const L = labels.length;
  const counts = new Map<string, number>();
  for (const s of sequences) for (const fs of s.features) for (const f of new Set(fs)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const names = [...counts].filter(([, c]) => c >= options.minCount).map(([n]) => n).sort();
  const featureIndex = new Map(names.map((n, i) => [n, i]));
  const ids = sequences.map((s) => s.features.map((fs) => [...new Set(fs)].map((f) => featureIndex.get(f)).filter((x): x is number => x !== undefined)));

  const model: LinearChainModel = { labels, featureIndex, emission: new Float64Array(names.length * L), transition: new Float64Array((L + 1) * L) };
  // Averaging trick: keep w and u = Σ step·Δ; the average is w − u / steps.
  const uEmission = new Float64Array(model.emission.length);
  const uTransition = new Float64Array(model.transition.length);
  let step = 1;
  const random = seededRandom(options.seed);
  const order = sequences.map((_, i) => i);

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random);
    for (const d of order) {
      const gold = sequences[d]!.labels;
      const feats = ids[d]!;
      const scores = feats.map((fs) => {
        const s = new Float64Array(L);
        for (const id of fs) for (let y = 0; y < L; y++) s[y] += model.emission[id * L + y]!;
        return s;
      });
      const guess = viterbi(model, scores);
      for (let i = 0; i < gold.length; i++) {
        const [g, p] = [gold[i]!, guess[i]!];
        if (g !== p) {
          for (const id of feats[i]!) {
            model.emission[id * L + g] += 1;
            uEmission[id * L + g] += step;
            model.emission[id * L + p] -= 1;
            uEmission[id * L + p] -= step;
          }
        }
        const [gPrev, pPrev] = i === 0 ? [-1, -1] : [gold[i - 1]!, guess[i - 1]!];
        if (g !== p || gPrev !== pPrev) {
          model.transition[(gPrev + 1) * L + g] += 1;
          uTransition[(gPrev + 1) * L + g] += step;
          model.transition[(pPrev + 1) * L + p] -= 1;
          uTransition[(pPrev + 1) * L + p] -= step;
        }
      }
      step++;
    }
  }
  for (let k = 0; k < model.emission.length; k++) model.emission[k] -= uEmission[k]! / step;
  for (let k = 0; k < model.transition.length; k++) model.transition[k] -= uTransition[k]! / step;
  return model;
}

/** Mulberry32: a small seeded generator, so that training is the same on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

