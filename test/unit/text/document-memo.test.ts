import { describe, expect, it } from 'vitest';
import { memoizedPerDocument, withDocumentMemo } from '../../../src/text/document-memo.js';

describe('per-document memo', () => {
  it('answers a repeated question once inside a scope, and forgets it when the scope ends', () => {
    let calls = 0;
    const length = memoizedPerDocument((text: string) => {
      calls++;
      return { n: text.length };
    });
    withDocumentMemo(() => {
      expect(length('abc')).toEqual({ n: 3 });
      expect(length('abc')).toBe(length('abc'));
      expect(Object.isFrozen(length('abc'))).toBe(true);
    });
    expect(calls).toBe(1);
    withDocumentMemo(() => length('abc'));
    expect(calls).toBe(2);
  });

  it('computes every time outside a scope, and restores an enclosing scope after a nested one', () => {
    let calls = 0;
    const upper = memoizedPerDocument((text: string) => {
      calls++;
      return text.toUpperCase();
    });
    upper('a');
    upper('a');
    expect(calls).toBe(2);
    withDocumentMemo(() => {
      upper('b');
      withDocumentMemo(() => upper('b'));
      upper('b');
    });
    expect(calls).toBe(4);
  });

  it('ends the scope when the run throws', () => {
    let calls = 0;
    const same = memoizedPerDocument((text: string) => {
      calls++;
      return text;
    });
    expect(() => withDocumentMemo(() => {
      same('x');
      throw new Error('boom');
    })).toThrow('boom');
    same('x');
    same('x');
    expect(calls).toBe(3);
  });
});
