import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MATCH } from '../helpers/endpoints.js';
import { describeEngineErrors } from '../helpers/engine-error-cases.js';
import { expectError } from '../helpers/expect-error.js';
import { describeSharedJsonErrors } from '../helpers/json-body-cases.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const CANDIDATE_REQUIRED = { success: false, error: "The 'candidate_text' field is required" };
const CANDIDATE_EMPTY = { success: false, error: 'candidate_text cannot be empty' };
const CANDIDATE_TOO_LONG = { success: false, error: 'candidate_text must be 50000 characters or less' };
const CRITERIA_NOT_ARRAY = { success: false, error: "The 'matching_criteria' field must be an array" };
const INVALID_CRITERION = { success: false, error: 'matching_criteria contains an invalid criterion' };
const JOB_EMPTY = { success: false, error: 'job_text cannot be empty' };
const UNSUPPORTED = { success: false, error: 'The request contains unsupported fields' };

const criterion = { id: 'c1', label: 'Python', weight: 2, is_mandatory: false, rationale: 'Demandé.' };
const valid = { job_text: 'Offre Python.', candidate_text: 'CV Python.', matching_criteria: [criterion] };

describe('POST /api/v1/matching/job-candidate errors', () => {
  describeSharedJsonErrors(MATCH);
  describeEngineErrors(MATCH);

  describe('candidate_text, matching_criteria and their order', () => {
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
    const send = (body: unknown) => call(t, MATCH, { key, body });
    const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));

    it.each([
      ['missing', without('candidate_text')],
      ['a number', { ...valid, candidate_text: 1 }],
      ['null', { ...valid, candidate_text: null }],
    ])('candidate_text %s: required', async (_, body) => {
      await expectError(t, await send(body), 400, CANDIDATE_REQUIRED);
    });

    it('candidate_text blank: empty', async () => {
      await expectError(t, await send({ ...valid, candidate_text: '   ' }), 400, CANDIDATE_EMPTY);
    });

    it('candidate_text of 50,001 characters after trimming: too long', async () => {
      await expectError(t, await send({ ...valid, candidate_text: ` ${'b'.repeat(50_001)} ` }), 400, CANDIDATE_TOO_LONG);
    });

    it.each([
      ['missing', without('matching_criteria')],
      ['null', { ...valid, matching_criteria: null }],
      ['an object', { ...valid, matching_criteria: criterion }],
      ['a string', { ...valid, matching_criteria: 'crit_1' }],
    ])('matching_criteria %s: must be an array', async (_, body) => {
      await expectError(t, await send(body), 400, CRITERIA_NOT_ARRAY);
    });

    const { rationale: _r, ...withoutRationale } = criterion;
    it.each([
      ['not an object', 'crit_1'],
      ['null', null],
      ['an array', [criterion]],
      ['missing a field', withoutRationale],
      ['with an extra field', { ...criterion, match_status: 'ideal' }],
      ['with an empty id', { ...criterion, id: '' }],
      ['with a blank label', { ...criterion, label: '  ' }],
      ['with a blank rationale', { ...criterion, rationale: '\n' }],
      ['with a numeric id', { ...criterion, id: 1 }],
      ['with weight 0', { ...criterion, weight: 0 }],
      ['with weight 4', { ...criterion, weight: 4 }],
      ['with weight 2.5', { ...criterion, weight: 2.5 }],
      ['with weight "2"', { ...criterion, weight: '2' }],
      ['with is_mandatory "true"', { ...criterion, is_mandatory: 'true' }],
      ['with is_mandatory null', { ...criterion, is_mandatory: null }],
    ])('a criterion %s: invalid criterion', async (_, item) => {
      await expectError(t, await send({ ...valid, matching_criteria: [criterion, item] }), 400, INVALID_CRITERION);
    });

    it('reports one error, the first in the table order', async () => {
      await expectError(t, await send({ extra: 1, job_text: '' }), 400, UNSUPPORTED);
      await expectError(t, await send({ job_text: ' ', candidate_text: '', matching_criteria: 'x' }), 400, JOB_EMPTY);
      await expectError(t, await send({ job_text: 'x', candidate_text: '', matching_criteria: 'x' }), 400, CANDIDATE_EMPTY);
      await expectError(t, await send({ job_text: 'x', candidate_text: 'y', matching_criteria: [{}] }), 400, INVALID_CRITERION);
      await expectError(t, await send({ job_text: 'x', candidate_text: 'y' }), 400, CRITERIA_NOT_ARRAY);
    });
  });
});
