/** The built-in engine's grades of short hand-written lines, for the matching tests (one engine, a fixed "now"). */
import { createBuiltinEngine } from '../../../../src/engines/builtin/create-builtin-engine.js';
import type { Engine } from '../../../../src/engines/engine.js';
import { matchCandidate } from '../../../../src/matching/match-candidate.js';
import type { EvaluatedCriterion } from '../../../../src/matching/types.js';

let engine: Engine | null = null;

/** The engine the helpers below use, made on first use. */
export function testEngine(): Engine {
  engine ??= createBuiltinEngine({ now: () => new Date('2026-06-01T00:00:00Z') });
  return engine;
}

/** Each label as a weight-2 optional criterion, graded against the candidate's text. */
export async function grades(candidateText: string, labels: string[]): Promise<EvaluatedCriterion[]> {
  const criteria = labels.map((label, i) => ({ id: `c${i}`, label, weight: 2 as const, is_mandatory: false, rationale: 'Demandé.' }));
  return (await matchCandidate(testEngine(), { jobText: 'offre', candidateText, criteria })).evaluated_criteria;
}

export const statuses = async (text: string, labels: string[]) => (await grades(text, labels)).map((g) => g.match_status);
