import type { Criterion, CriterionGrade } from '../matching/types.js';

/**
 * The engine port (STYLE principle 8). An engine grades; our code scores.
 *
 * Version 1 of the interface. The built-in engine (`builtin/`) is the reference implementation
 * and the default; an OpenAI-compatible adapter implements the same port.
 *
 * Engines never compute the weighted score, never choose ids, order or weights of criteria on
 * their own authority: the callers in `matching/` enforce those invariants.
 */
export interface Engine {
  /** Short identifier reported by the status endpoint, e.g. `builtin`. */
  readonly name: string;
  /** Version of the engine's behaviour, e.g. `builtin-1`. */
  readonly version: string;

  /** Criteria a resume can prove, in the job's order of appearance; ids/sorting done by caller. */
  extractCriteria(input: ExtractInput): Promise<ExtractedCriterion[]>;

  /** One grade per criterion, in input order, plus a short French summary. */
  evaluateCandidate(input: EvaluateInput): Promise<EvaluateOutput>;

  /** Releases threads or connections the engine holds; called once on shutdown. */
  close?(): Promise<void>;
}

export interface ExtractInput {
  jobText: string;
  signal?: AbortSignal;
  /**
   * Epoch ms by which the caller needs the answer (the call's 60 s, less the time to answer): an
   * engine that waits on something (a model) fails with EngineFailure at that time rather than
   * run into the gateway deadline, so that a fallback can still answer.
   */
  deadline?: number;
}

/** A criterion before the caller assigns its id. */
export type ExtractedCriterion = Omit<Criterion, 'id'>;

export interface EvaluateInput {
  jobText: string;
  candidateText: string;
  criteria: Criterion[];
  signal?: AbortSignal;
  /** As ExtractInput's. */
  deadline?: number;
}

export interface EvaluateOutput {
  grades: CriterionGrade[];
  summary: string;
}

/** Thrown by an engine when the model step failed after its own retries (spec 7.2, 502). */
export class EngineFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineFailure';
  }
}
