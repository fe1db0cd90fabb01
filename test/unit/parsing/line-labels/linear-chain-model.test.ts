import { describe, expect, it } from 'vitest';
import { decode, fromStoredModel, toStoredModel } from '../../../../src/parsing/line-labels/linear-chain-model.js';
import { trainPerceptron } from '../../../../src/parsing/line-labels/train-perceptron.js';

/** A toy task: 'h' lines are headings, the line after a heading is a title, the rest body. */
const LABELS = ['heading', 'title', 'body'];
const doc = (kinds: string[]) => ({
  features: kinds.map((k) => (k === 'h' ? ['bias', 'caps'] : ['bias', 'lower'])),
  labels: kinds.map((k, i) => (k === 'h' ? 0 : kinds[i - 1] === 'h' ? 1 : 2)),
});
const DATA = [doc(['h', 'x', 'x', 'h', 'x']), doc(['h', 'x', 'x', 'x']), doc(['x', 'h', 'x', 'x', 'h', 'x'])];

describe('linear-chain perceptron', () => {
  it('learns a label that only the transition tells apart', () => {
    const model = trainPerceptron(DATA, LABELS, { epochs: 5, seed: 1, minCount: 1 });
    expect(decode(model, doc(['h', 'x', 'x', 'h', 'x', 'x']).features)).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('trains the same weights from the same data and seed', () => {
    const a = toStoredModel(trainPerceptron(DATA, LABELS, { epochs: 3, seed: 7, minCount: 1 }));
    const b = toStoredModel(trainPerceptron(DATA, LABELS, { epochs: 3, seed: 7, minCount: 1 }));
    expect(a).toEqual(b);
  });

  it('decodes the same after a round trip through the stored form', () => {
    const model = trainPerceptron(DATA, LABELS, { epochs: 5, seed: 1, minCount: 1 });
    const again = fromStoredModel(toStoredModel(model));
    const features = doc(['x', 'h', 'x', 'h', 'x']).features;
    expect(decode(again, features)).toEqual(decode(model, features));
  });
});
