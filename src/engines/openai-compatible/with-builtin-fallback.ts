/**
 * The model engine with the built-in engine beside it: when the model fails (EngineFailure after
 * its own retries), the built-in engine answers instead of a 502. The built-in evaluation runs
 * alongside the model's, so that falling back costs no extra wait and the two can be compared:
 * disagreements are logged with ids and statuses only, never resume or job text.
 */
import type { Criterion, CriterionGrade } from '../../matching/types.js';
import { EngineFailure, type Engine, type EvaluateInput, type EvaluateOutput, type ExtractInput, type ExtractedCriterion } from '../engine.js';

/** The part of pino this module uses; a narrow type keeps the engine free of the logger's. */
export interface EngineLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Left to the built-in engine before the caller's deadline when the model has not answered. */
export const FALLBACK_RESERVE_MS = 1_500;

/** The model's part of the caller's deadline: all of it but the fallback's reserve. */
const modelDeadline = (deadline: number | undefined) => (deadline === undefined ? undefined : deadline - FALLBACK_RESERVE_MS);

export function withBuiltinFallback(model: Engine, builtin: Engine, logger: EngineLogger): Engine {
  const fellBack = (step: string, error: unknown): void => {
    logger.warn({ engine: model.name, step, reason: (error as Error).message }, 'model engine failed; the built-in engine answers');
  };
  return {
    name: model.name,
    version: model.version,

    async extractCriteria(input: ExtractInput): Promise<ExtractedCriterion[]> {
      try {
        return await model.extractCriteria({ ...input, deadline: modelDeadline(input.deadline) });
      } catch (error) {
        if (!(error instanceof EngineFailure) || input.signal?.aborted) throw error;
        fellBack('extract', error);
        return builtin.extractCriteria(input);
      }
    },

    async evaluateCandidate(input: EvaluateInput): Promise<EvaluateOutput> {
      // Started first and awaited last; its own failure only matters if the model fails too.
      const shadow = builtin.evaluateCandidate(input).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      let answer: EvaluateOutput;
      try {
        answer = await model.evaluateCandidate({ ...input, deadline: modelDeadline(input.deadline) });
      } catch (error) {
        if (!(error instanceof EngineFailure) || input.signal?.aborted) throw error;
        fellBack('evaluate', error);
        const reference = await shadow;
        if (!reference.ok) throw reference.error;
        return reference.value;
      }
      const reference = await shadow;
      if (reference.ok) logDisagreements(logger, input.criteria, answer.grades, reference.value.grades);
      return answer;
    },

    async close() {
      await Promise.all([model.close?.(), builtin.close?.()]);
    },
  };
}

function logDisagreements(logger: EngineLogger, criteria: Criterion[], model: CriterionGrade[], builtin: CriterionGrade[]): void {
  const differences = criteria.flatMap((c, i) =>
    model[i] && builtin[i] && model[i].match_status !== builtin[i].match_status
      ? [{ id: c.id, model: model[i].match_status, builtin: builtin[i].match_status }]
      : [],
  );
  if (differences.length > 0) logger.info({ criteria: criteria.length, differences }, 'model and built-in engines disagree');
}
