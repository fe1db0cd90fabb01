/**
 * The body of an engine worker thread: one built-in engine per thread, its catalogs loaded once
 * when the thread starts.
 */
import { createBuiltinEngine } from '../builtin/create-builtin-engine.js';
import type { EvaluateInput, ExtractInput } from '../engine.js';

const engine = createBuiltinEngine();

export type EngineTask = { op: 'extract'; input: Omit<ExtractInput, 'signal'> } | { op: 'evaluate'; input: Omit<EvaluateInput, 'signal'> };

export default async function run(task: EngineTask): Promise<unknown> {
  switch (task.op) {
    case 'extract':
      return engine.extractCriteria(task.input);
    case 'evaluate':
      return engine.evaluateCandidate(task.input);
  }
}
