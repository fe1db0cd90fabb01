import { EngineFailure, type Engine, type EvaluateInput, type EvaluateOutput, type ExtractInput, type ExtractedCriterion } from '../../src/engines/engine.js';

/**
 * A deterministic in-memory engine for the HTTP tests (the real engine is tested elsewhere).
 * A criterion is `ideal` when the candidate text contains its label (case-insensitive), else
 * `not_mentioned`. Modes let a test make it fail, hang until aborted, or run a hook mid-call.
 */
export class FakeEngine implements Engine {
  readonly name = 'fake';
  readonly version = 'fake-1';
  mode: 'ok' | 'fail' | 'hang' | 'throw' = 'ok';
  /** Milliseconds each call waits before answering, so that concurrent calls overlap. */
  delayMs = 0;
  /** Runs inside each call, after the delay: e.g. drain the account while the call is in flight. */
  duringCall: (() => Promise<void>) | undefined;
  readonly extractInputs: ExtractInput[] = [];
  readonly evaluateInputs: EvaluateInput[] = [];
  criteria: ExtractedCriterion[] = [
    { label: 'Python', weight: 3, is_mandatory: true, rationale: 'L’offre exige Python.' },
    { label: 'Docker', weight: 1, is_mandatory: false, rationale: 'L’offre cite Docker comme un plus.' },
    { label: 'Anglais', weight: 2, is_mandatory: false, rationale: 'L’offre demande l’anglais.' },
  ];

  get calls(): number {
    return this.extractInputs.length + this.evaluateInputs.length;
  }

  async extractCriteria(input: ExtractInput): Promise<ExtractedCriterion[]> {
    this.extractInputs.push(input);
    await this.behave(input.signal);
    return this.criteria.map((criterion) => ({ ...criterion }));
  }

  async evaluateCandidate(input: EvaluateInput): Promise<EvaluateOutput> {
    this.evaluateInputs.push(input);
    await this.behave(input.signal);
    const text = input.candidateText.toLowerCase();
    return {
      grades: input.criteria.map((criterion) =>
        text.includes(criterion.label.toLowerCase())
          ? { match_status: 'ideal', match_explanation: `Le CV mentionne « ${criterion.label} ».` }
          : { match_status: 'not_mentioned', match_explanation: 'Le CV n’en dit rien.' },
      ),
      summary: 'Résumé de test.',
    };
  }

  private async behave(signal: AbortSignal | undefined): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.duringCall) await this.duringCall();
    if (this.mode === 'fail') throw new EngineFailure('fake engine failure');
    if (this.mode === 'throw') throw new TypeError('fake engine bug');
    if (this.mode === 'hang') {
      await new Promise<never>((_, reject) => {
        if (!signal) return;
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
  }
}
