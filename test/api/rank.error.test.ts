import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RANK } from '../helpers/endpoints.js';
import { describeEngineErrors } from '../helpers/engine-error-cases.js';
import { expectError } from '../helpers/expect-error.js';
import { describeSharedJsonErrors } from '../helpers/json-body-cases.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const NOT_ARRAY = { success: false, error: "The 'candidates' field must be an array" };
const EMPTY = { success: false, error: 'candidates cannot be empty' };
const TOO_MANY = { success: false, error: 'candidates must contain 10 candidates or fewer' };
const INVALID = { success: false, error: 'candidates contains an invalid candidate' };
const JOB_REQUIRED = { success: false, error: "The 'job_text' field is required" };

const candidate = { id: 'a', candidate_text: 'CV Python.' };
const valid = { job_text: 'Offre Python.', candidates: [candidate] };

describe('POST /api/v1/matching/job-candidates/rank errors', () => {
  describeSharedJsonErrors(RANK);
  describeEngineErrors(RANK);

  describe('candidates and their order', () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => {
      t = await createTestApp();
      key = await t.issueKey(100);
    });
    afterAll(async () => {
      expect(await t.balanceOf(key)).toBe(100);
      expect(t.engine.calls).toBe(0);
      await t.close();
    });
    const send = (body: unknown) => call(t, RANK, { key, body });
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, candidate_text: `CV ${i}` }));

    it.each([
      ['missing', { job_text: 'x' }],
      ['null', { ...valid, candidates: null }],
      ['an object', { ...valid, candidates: candidate }],
    ])('candidates %s: must be an array', async (_, body) => {
      await expectError(t, await send(body), 400, NOT_ARRAY);
    });

    it('an empty array: cannot be empty', async () => {
      await expectError(t, await send({ ...valid, candidates: [] }), 400, EMPTY);
    });

    it('11 candidates: 10 or fewer (checked before the items)', async () => {
      await expectError(t, await send({ ...valid, candidates: [...many(10), 'not a candidate'] }), 400, TOO_MANY);
    });

    it.each([
      ['not an object', 'a'],
      ['null', null],
      ['missing id', { candidate_text: 'x' }],
      ['missing candidate_text', { id: 'x' }],
      ['with an extra field', { ...candidate, name: 'Jeanne' }],
      ['with an empty id', { ...candidate, id: '' }],
      ['with a blank candidate_text', { ...candidate, candidate_text: ' \n ' }],
      ['with a numeric id', { ...candidate, id: 7 }],
    ])('a candidate %s: invalid candidate', async (_, item) => {
      await expectError(t, await send({ ...valid, candidates: [candidate, item] }), 400, INVALID);
    });

    it('job_text comes before candidates', async () => {
      await expectError(t, await send({ candidates: [] }), 400, JOB_REQUIRED);
    });
  });
});
