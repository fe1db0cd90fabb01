import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ExtractCriteriaResponseSchema,
  MatchCandidateResponseSchema,
  RankCandidatesResponseSchema,
} from '../../src/http/schemas/json-endpoint-schemas.js';
import { call, EXTRACT, MATCH, RANK } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Successful calls of the three JSON endpoints, with the fake engine: what the routes pass and return. */
describe('JSON endpoints, successful calls', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    key = await t.issueKey(10);
  });
  afterAll(async () => {
    await t.close();
  });

  it('extract-criteria returns the criteria with ids, in weight order, from the trimmed text', async () => {
    const res = await call(t, EXTRACT, { key, body: { job_text: '  Offre Python \n' } });
    expect(res.statusCode).toBe(200);
    const body = ExtractCriteriaResponseSchema.parse(res.json());
    expect(body.matching_criteria.map((c) => [c.id, c.weight])).toEqual([
      ['crit_1', 3],
      ['crit_2', 2],
      ['crit_3', 1],
    ]);
    expect(t.engine.extractInputs.at(-1)?.jobText).toBe('Offre Python');
    expect(t.engine.extractInputs.at(-1)?.signal).toBeInstanceOf(AbortSignal);
    expect(await t.balanceOf(key)).toBe(9);
  });

  it('extract-criteria accepts zero criteria', async () => {
    const saved = t.engine.criteria;
    t.engine.criteria = [];
    const res = await call(t, EXTRACT, { key, body: { job_text: 'Rien' } });
    t.engine.criteria = saved;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ matching_criteria: [] });
  });

  it('job-candidate returns every criterion unchanged, in input order, with its grade and the score', async () => {
    const criteria = [
      { id: 'z', label: 'Docker', weight: 1, is_mandatory: false, rationale: 'Un plus.' },
      { id: 'a', label: 'Python', weight: 3, is_mandatory: true, rationale: 'Exigé.' },
    ];
    const res = await call(t, MATCH, { key, body: { job_text: ' Offre ', candidate_text: ' Je code en Python. ', matching_criteria: criteria } });
    expect(res.statusCode).toBe(200);
    const body = MatchCandidateResponseSchema.parse(res.json());
    expect(body.evaluated_criteria.map(({ match_status: _s, match_explanation: _e, ...rest }) => rest)).toStrictEqual(criteria);
    expect(body.evaluated_criteria.map((c) => c.match_status)).toEqual(['not_mentioned', 'ideal']);
    expect(body.score).toBeCloseTo((1 * 0.5 + 3 * 1) / 4, 12);
    const input = t.engine.evaluateInputs.at(-1);
    expect([input?.jobText, input?.candidateText]).toEqual(['Offre', 'Je code en Python.']);
  });

  it('job-candidate with no criteria answers the fixed result without the engine, and costs 1 credit', async () => {
    const calls = t.engine.calls;
    const res = await call(t, MATCH, { key, body: { job_text: 'Offre', candidate_text: 'CV', matching_criteria: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"score":0,"summary":"Aucun critère à évaluer.","evaluated_criteria":[]}');
    expect(t.engine.calls).toBe(calls);
    expect(await t.balanceOf(key)).toBe(9);
  });

  it('rank returns each candidate once with ranks 1..n, for 1 credit whatever the count', async () => {
    const candidates = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, candidate_text: i === 7 ? ' Python, Docker, Anglais ' : `Profil ${i}` }));
    const res = await call(t, RANK, { key, body: { job_text: 'Offre Python', candidates } });
    expect(res.statusCode).toBe(200);
    const { rankings } = RankCandidatesResponseSchema.parse(res.json());
    expect(rankings.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rankings.map((entry) => entry.candidate_id).sort()).toEqual(candidates.map((c) => c.id).sort());
    expect(rankings[0].candidate_id).toBe('c7');
    expect(await t.balanceOf(key)).toBe(9);
  });
});
