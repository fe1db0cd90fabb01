import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../../../src/engines/builtin/create-builtin-engine.js';
import { extractCriteria } from '../../../../src/matching/extract-criteria.js';
import { matchCandidate } from '../../../../src/matching/match-candidate.js';

/** A small deterministic generator, so that a failing text can be replayed from its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'Python', 'Bac+5', '5 ans', "d'expérience", 'en', 'anglais', 'courant', 'C1', 'Permis B', 'CACES', 'R489', 'sans', 'aucune',
  'Profil recherché :', 'Missions', '2015 -', '2020', 'depuis', 'présent', '.', ',', ';', ':', '(', ')', '•', '·', '-', '/', '\n',
  '\n\n', 'indispensable', 'souhaité', 'required', 'years', 'of', 'experience', 'Master', 'licence', 'é', 'œ', '’', '\t', '+',
  'ou', 'or', 'et', 'and', 'SQL', 'C++', 'C#', '.NET', 'Node.js', 'x'.repeat(300), '1'.repeat(40), '.'.repeat(50), ' '.repeat(80),
];

function text(rand: () => number, words: number): string {
  let out = '';
  for (let i = 0; i < words; i++) out += PIECES[Math.floor(rand() * PIECES.length)] + (rand() < 0.6 ? ' ' : '');
  return out;
}

describe('the built-in engine on arbitrary text', () => {
  const engine = createBuiltinEngine({ now: () => new Date('2026-06-01T00:00:00Z') });

  it('answers every input, quickly, with criteria that keep the spec invariants', async () => {
    const rand = random(20261120);
    const started = Date.now();
    for (let i = 0; i < 150; i++) {
      const job = text(rand, 20 + Math.floor(rand() * 300));
      const cv = text(rand, 20 + Math.floor(rand() * 400));
      const criteria = await extractCriteria(engine, job);
      for (const c of criteria) {
        expect(c.label.trim().length, `seed run ${i}`).toBeGreaterThan(0);
        expect(c.rationale.trim().length).toBeGreaterThan(0);
      }
      const result = await matchCandidate(engine, { jobText: job, candidateText: cv, criteria });
      expect(result.evaluated_criteria).toHaveLength(criteria.length);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
    // Hangs and catastrophic backtracking show up here, not as a slow test elsewhere.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('handles a 50,000-character offer and resume within the spec limits', async () => {
    const rand = random(7);
    const job = text(rand, 12_000).slice(0, 50_000);
    const cv = text(rand, 12_000).slice(0, 50_000);
    const criteria = await extractCriteria(engine, job);
    expect(criteria.length).toBeLessThanOrEqual(15);
    const result = await matchCandidate(engine, { jobText: job, candidateText: cv, criteria });
    expect(result.evaluated_criteria).toHaveLength(criteria.length);
  });
});
