import { EngineFailure, type Engine } from '../engines/engine.js';
import type { Criterion, Weight } from './types.js';

/**
 * Spec 4.2: criteria in descending weight order (stable: the engine's order within a weight),
 * ids crit_1…crit_n. Whatever an engine returns, these invariants are ours to enforce.
 */
export async function extractCriteria(engine: Engine, jobText: string, signal?: AbortSignal, deadline?: number): Promise<Criterion[]> {
  const extracted = await engine.extractCriteria({ jobText, signal, deadline });
  const valid = extracted.map((c) => {
    const label = typeof c.label === 'string' ? c.label.trim() : '';
    const rationale = typeof c.rationale === 'string' ? c.rationale.trim() : '';
    if (!label || !rationale || !Number.isInteger(c.weight) || c.weight < 1 || c.weight > 3 || typeof c.is_mandatory !== 'boolean') {
      throw new EngineFailure(`engine ${engine.name} returned an invalid criterion`);
    }
    return { label, rationale, weight: c.weight as Weight, is_mandatory: c.is_mandatory };
  });
  return valid
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.weight - a.c.weight || a.i - b.i)
    .map(({ c }, i) => ({ id: `crit_${i + 1}`, label: c.label, weight: c.weight, is_mandatory: c.is_mandatory, rationale: c.rationale }));
}
