import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SKILLS } from '../helpers/endpoints.js';
import { expectError } from '../helpers/expect-error.js';
import { describeBodyShapeErrors } from '../helpers/json-body-cases.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const UNSUPPORTED = { success: false, error: 'The request contains unsupported fields' };
const NOT_ARRAY = { success: false, error: "The 'skills' field must be an array" };
const EMPTY = { success: false, error: 'skills cannot be empty' };
const TOO_MANY = { success: false, error: 'skills must contain 100 items or fewer' };
const INVALID_ITEM = { success: false, error: 'skills contains an invalid item' };
const INVALID_LANG = { success: false, error: "The 'lang' field must be 'fr' or 'en'" };

/**
 * POST /api/v1/skills/normalize: the body rows of spec 7.2, then ours for `skills` and `lang`,
 * first problem only, whole bodies. Every case is sent with a key holding credits; none may cost one.
 */
describe('POST /api/v1/skills/normalize errors', () => {
  let t: TestApp;
  let key: string;
  let charged = 0;
  beforeAll(async () => {
    t = await createTestApp();
    key = await t.issueKey(1000);
  });
  afterAll(async () => {
    expect(await t.balanceOf(key)).toBe(1000 - charged);
    await t.close();
  });

  describeBodyShapeErrors(SKILLS, () => ({ t, key }));

  it.each([
    ['an unknown field', { skills: ['JS'], extra: 1 }],
    ['an unknown field before a missing skills', { job_text: 'x' }],
    ['a differently cased field', { Skills: ['JS'] }],
  ])('answers 400 unsupported fields to %s', async (_, body) => {
    await expectError(t, await call(t, SKILLS, { key, body }), 400, UNSUPPORTED);
  });

  it.each([
    ['an empty object', {}],
    ['a string', { skills: 'JS, SQL' }],
    ['null', { skills: null }],
    ['an object', { skills: { 0: 'JS' } }],
  ])('answers 400 skills not an array to %s', async (_, body) => {
    await expectError(t, await call(t, SKILLS, { key, body }), 400, NOT_ARRAY);
  });

  it('answers 400 skills empty to []', async () => {
    await expectError(t, await call(t, SKILLS, { key, body: { skills: [] } }), 400, EMPTY);
  });

  it('answers 400 too many to 101 items, and before judging the items', async () => {
    await expectError(t, await call(t, SKILLS, { key, body: { skills: Array(101).fill(42) } }), 400, TOO_MANY);
  });

  it.each([
    ['a number', [42]],
    ['null', ['JS', null]],
    ['an object', [{ skill: 'JS' }]],
    ['an empty string', ['JS', '']],
    ['blanks', ['  \n\t ']],
    ['201 characters', ['a'.repeat(201)]],
  ])('answers 400 invalid item to %s', async (_, skills) => {
    await expectError(t, await call(t, SKILLS, { key, body: { skills } }), 400, INVALID_ITEM);
  });

  it.each([['a language it does not serve', 'de'], ['upper case', 'FR'], ['null', null], ['a number', 1]])('answers 400 invalid lang to %s', async (_, lang) => {
    await expectError(t, await call(t, SKILLS, { key, body: { skills: ['JS'], lang } }), 400, INVALID_LANG);
  });

  it('judges skills before lang', async () => {
    await expectError(t, await call(t, SKILLS, { key, body: { skills: [], lang: 'de' } }), 400, EMPTY);
  });

  it('accepts the limits: 100 items of 200 characters after trimming, blanks around, 200 emoji', async () => {
    const skills = [...Array(98).fill(`  ${'a'.repeat(200)}\n`), '🙂'.repeat(200), 'JS'];
    const res = await call(t, SKILLS, { key, body: { skills } });
    expect(res.statusCode).toBe(200);
    charged++;
    expect(res.json().skills).toHaveLength(100);
  });
});
