/**
 * Golden job/candidate pairs (test/golden/matching/*.json, conventions in its README.md):
 * the built-in engine must give, per criterion, the status a careful recruiter would give;
 * matching must keep the spec 4.3 invariants; extraction must find the unambiguous requirements
 * of each offer with the spec 4.2 invariants; both must be deterministic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../src/engines/builtin/create-builtin-engine.js';
import type { Engine } from '../../src/engines/engine.js';
import { extractCriteria } from '../../src/matching/extract-criteria.js';
import { matchCandidate } from '../../src/matching/match-candidate.js';
import { MATCH_STATUSES, type Criterion, type MatchResult, type MatchStatus } from '../../src/matching/types.js';
import { foldKey } from '../../src/text/fold.js';

interface GoldenPair {
  file: string;
  description: string;
  job_text: string;
  candidate_text: string;
  criteria: Criterion[];
  expected: Record<string, MatchStatus>;
  expected_extraction: {
    must_include: Array<{ kind: string; contains: string | string[] }>;
    weights: Record<string, number>;
  };
}

const GOLDEN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'matching');

function loadPairs(): GoldenPair[] {
  return readdirSync(GOLDEN_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(path.join(GOLDEN_DIR, file), 'utf8')) as Omit<GoldenPair, 'file'>) }));
}

/** Spec 4.3 rule 2, written out again here on purpose: the test must not trust the code it checks. */
const SPEC_VALUE: Record<MatchStatus, number> = { ideal: 1, potential: 0.6, not_mentioned: 0.5, not_valid: 0 };

const CRITERION_FIELDS = ['id', 'label', 'weight', 'is_mandatory', 'rationale'] as const;
const EVALUATED_FIELDS = [...CRITERION_FIELDS, 'match_status', 'match_explanation'].sort();

/** Words that an English sentence practically never contains and a French sentence nearly always does. */
const FRENCH_MARKERS =
  /\b(le|la|les|des|du|une|est|sont|pour|avec|dans|sur|aucun|aucune|pas|mentionne|mentionnee|critere|niveau|candidat|candidate|exige|exigee|demande|offre|annees?|ans)\b/;

function looksFrench(text: string): boolean {
  return FRENCH_MARKERS.test(foldKey(text));
}

/** A `contains` of the golden files: one string or alternatives, compared on folded keys. */
function labelContains(label: string, contains: string | string[]): boolean {
  const key = ` ${foldKey(label)} `;
  return (Array.isArray(contains) ? contains : [contains]).some((c) => key.includes(foldKey(c)));
}

const pairs = loadPairs();
// A fixed "present" so that "depuis 2019" / "2020 – present" mean the same thing every year.
const NOW = new Date('2025-06-01T00:00:00Z');
// Created once, on first use, so that a broken engine fails the engine tests, not the data check.
let builtin: Engine | undefined;
const engine = (): Engine => (builtin ??= createBuiltinEngine({ now: () => NOW }));

const matches = new Map<string, Promise<MatchResult>>();
function matchOf(pair: GoldenPair): Promise<MatchResult> {
  let result = matches.get(pair.file);
  if (!result) {
    result = matchCandidate(engine(), { jobText: pair.job_text, candidateText: pair.candidate_text, criteria: pair.criteria });
    matches.set(pair.file, result);
  }
  return result;
}

/** The share of the golden statuses the built-in engine must give; raise it as the engine improves. */
const MIN_STATUS_ACCURACY = 0.95;

describe('golden matching pairs', () => {
  it('the golden files follow their own conventions', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(14);
    const problems: string[] = [];
    let notValid = 0;
    for (const p of pairs) {
      const ids = p.criteria.map((c) => c.id);
      if (!/^\d{2}-[a-z0-9-]+\.json$/.test(p.file)) problems.push(`${p.file}: name is not NN-slug.json`);
      if (!p.description?.trim()) problems.push(`${p.file}: no description`);
      if (p.job_text.length < 800 || p.job_text.length > 3000) problems.push(`${p.file}: job_text has ${p.job_text.length} chars`);
      if (p.candidate_text.length < 1500 || p.candidate_text.length > 5000) problems.push(`${p.file}: candidate_text has ${p.candidate_text.length} chars`);
      if (p.criteria.length < 5 || p.criteria.length > 10) problems.push(`${p.file}: ${p.criteria.length} criteria`);
      if (new Set(ids).size !== ids.length) problems.push(`${p.file}: duplicate criterion ids`);
      for (const c of p.criteria) {
        if (Object.keys(c).sort().join() !== [...CRITERION_FIELDS].sort().join()) problems.push(`${p.file} ${c.id}: fields ${Object.keys(c).join()}`);
        if (![1, 2, 3].includes(c.weight) || !c.label.trim() || !c.rationale.trim()) problems.push(`${p.file} ${c.id}: invalid criterion`);
      }
      if (Object.keys(p.expected).sort().join() !== [...ids].sort().join()) problems.push(`${p.file}: expected does not cover exactly the criteria`);
      const statuses = Object.values(p.expected);
      for (const s of statuses) if (!MATCH_STATUSES.includes(s)) problems.push(`${p.file}: unknown status ${s}`);
      for (const s of ['ideal', 'potential', 'not_mentioned'] as const) if (!statuses.includes(s)) problems.push(`${p.file}: no ${s} case`);
      notValid += statuses.filter((s) => s === 'not_valid').length;
      for (const email of `${p.job_text}\n${p.candidate_text}`.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
        if (!email.endsWith('@example.com')) problems.push(`${p.file}: real-looking address ${email}`);
      }
      for (const key of Object.keys(p.expected_extraction.weights)) {
        if (![1, 2, 3].includes(p.expected_extraction.weights[key])) problems.push(`${p.file}: expected weight of ${key}`);
      }
    }
    if (notValid < 10) problems.push(`only ${notValid} not_valid cases in the whole set`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  describe.each(pairs)('$file', (pair) => {
    it('matching echoes the criteria, scores per spec 4.3 and explains in French', async () => {
      const result = await matchOf(pair);
      expect(result.evaluated_criteria).toHaveLength(pair.criteria.length);
      result.evaluated_criteria.forEach((ev, i) => {
        expect(Object.keys(ev).sort()).toEqual(EVALUATED_FIELDS);
        const input = pair.criteria[i];
        for (const f of CRITERION_FIELDS) expect(ev[f], `${input.id}.${f}`).toStrictEqual(input[f]);
        expect(MATCH_STATUSES).toContain(ev.match_status);
        expect(ev.match_explanation.trim(), `${ev.id} explanation`).not.toBe('');
        expect(looksFrench(ev.match_explanation), `${ev.id} explanation is not French: ${ev.match_explanation}`).toBe(true);
      });

      let num = 0;
      let den = 0;
      for (const ev of result.evaluated_criteria) {
        num += ev.weight * SPEC_VALUE[ev.match_status];
        den += ev.weight;
      }
      expect(Math.abs(result.score - num / den)).toBeLessThan(1e-12);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);

      expect(result.summary.trim()).not.toBe('');
      expect(looksFrench(result.summary), `summary is not French: ${result.summary}`).toBe(true);
    });

    it('extraction keeps spec 4.2 invariants and finds the unambiguous requirements', async () => {
      const criteria = await extractCriteria(engine(), pair.job_text);
      criteria.forEach((c, i) => {
        expect(Object.keys(c).sort()).toEqual([...CRITERION_FIELDS].sort());
        expect(c.id).toBe(`crit_${i + 1}`);
        expect([1, 2, 3]).toContain(c.weight);
        if (i > 0) expect(c.weight, `weights must not increase (${c.id})`).toBeLessThanOrEqual(criteria[i - 1].weight);
        expect(typeof c.is_mandatory).toBe('boolean');
        expect(c.label.trim()).not.toBe('');
        expect(looksFrench(c.rationale), `${c.id} rationale is not French: ${c.rationale}`).toBe(true);
      });

      const listing = criteria.map((c) => `  ${c.id} [w${c.weight}] ${c.label}`).join('\n');
      const problems: string[] = [];
      for (const item of pair.expected_extraction.must_include) {
        if (!criteria.some((c) => labelContains(c.label, item.contains))) {
          problems.push(`missing ${item.kind} containing ${JSON.stringify(item.contains)}`);
        }
      }
      for (const [contains, weight] of Object.entries(pair.expected_extraction.weights)) {
        const found = criteria.filter((c) => labelContains(c.label, contains));
        if (found.length > 0 && !found.some((c) => c.weight === weight)) {
          problems.push(`${JSON.stringify(contains)}: expected weight ${weight}, got ${found.map((c) => `w${c.weight} "${c.label}"`).join(', ')}`);
        } else if (found.length === 0 && !pair.expected_extraction.must_include.some((m) => m.contains === contains)) {
          problems.push(`no criterion containing ${JSON.stringify(contains)} to check weight ${weight}`);
        }
      }
      expect(problems, `${pair.file}\n${problems.join('\n')}\nextracted:\n${listing}`).toEqual([]);
    });

    it('is deterministic', async () => {
      const first = await matchOf(pair);
      const again = await matchCandidate(engine(), { jobText: pair.job_text, candidateText: pair.candidate_text, criteria: pair.criteria });
      expect(again).toStrictEqual(first);
      expect(await extractCriteria(engine(), pair.job_text)).toStrictEqual(await extractCriteria(engine(), pair.job_text));
    });
  });

  describe('statuses', () => {
    let results: MatchResult[] = [];
    beforeAll(async () => {
      results = await Promise.all(pairs.map(matchOf));
    });

    /*
     * Grading is judgement: a criterion met "in other words" (insurtech for fintech, a payroll
     * task for payroll practice) is where an engine and a recruiter may part. The bar is an
     * overall accuracy, plus two rules without exception: a contradiction in the resume is always
     * caught, and nothing the resume contradicts or ignores is ever graded ideal.
     */
    it('criteria get the status a careful recruiter would give', () => {
      const mismatches: string[] = [];
      const confusion = new Map<string, number>();
      let total = 0;
      let correct = 0;
      pairs.forEach((pair, p) => {
        for (const ev of results[p].evaluated_criteria) {
          const expected = pair.expected[ev.id];
          total++;
          confusion.set(`${expected}>${ev.match_status}`, (confusion.get(`${expected}>${ev.match_status}`) ?? 0) + 1);
          if (ev.match_status === expected) correct++;
          else mismatches.push(`${pair.file} ${ev.id} "${ev.label}": expected ${expected}, got ${ev.match_status} — ${ev.match_explanation}`);
        }
      });

      const header = `${'expected \\ got'.padEnd(15)}${MATCH_STATUSES.map((s) => s.padStart(15)).join('')}`;
      const rows = MATCH_STATUSES.map(
        (e) => `${e.padEnd(15)}${MATCH_STATUSES.map((g) => String(confusion.get(`${e}>${g}`) ?? 0).padStart(15)).join('')}`,
      );
      console.log(
        `golden matching: status accuracy ${correct}/${total} = ${((100 * correct) / total).toFixed(1)} % ` +
          `over ${pairs.length} pairs\n${header}\n${rows.join('\n')}`,
      );
      const serious = mismatches.filter((m) => /expected not_valid, got|expected (?:not_mentioned|not_valid), got ideal/.test(m));
      expect(serious, `contradictions missed or evidence invented:\n${serious.join('\n')}`).toEqual([]);
      if (mismatches.length) console.log(mismatches.join("\n"));
      expect(correct / total, `accuracy below ${MIN_STATUS_ACCURACY}; ${mismatches.length} status mismatches:\n${mismatches.join('\n')}`).toBeGreaterThanOrEqual(
        MIN_STATUS_ACCURACY,
      );
    });
  });
});
