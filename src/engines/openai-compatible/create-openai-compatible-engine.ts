/**
 * The engine port over any OpenAI-compatible chat-completions server (OpenAI, vLLM, llama.cpp
 * server, Ollama's /v1). The model grades; our code validates every answer against a schema,
 * checks that the evidence it quotes is in the resume, and leaves ids, order, weights and the
 * score to `matching/` (STYLE 8).
 */
import type { LlmConfig } from '../../config/config.js';
import type { CriterionGrade } from '../../matching/types.js';
import { EngineFailure, type Engine, type EvaluateInput, type EvaluateOutput, type ExtractInput, type ExtractedCriterion } from '../engine.js';
import { createChatClient, type ChatClient, type ChatMessage } from './chat-client.js';
import { checkQuote, normalizeForQuote } from './check-evidence.js';
import { evaluationAnswer, extractionAnswer, parseModelJson, responseFormatFor, type EvaluationAnswer } from './model-answers.js';
import { correctiveMessages, evaluationMessages, extractionMessages } from './prompts.js';

export const OPENAI_COMPATIBLE_ENGINE_VERSION = 'openai-compatible-1';

/** Answers the model may get wrong before the call fails: the first and two corrections. */
const MAX_ANSWERS = 3;

/** Said instead of a grade whose evidence could not be verified; the status becomes not_mentioned. */
export const UNVERIFIED_EXPLANATION = 'Aucun passage vérifiable du CV ne permet d’évaluer ce critère.';

export interface OpenAiCompatibleEngineOptions extends Pick<LlmConfig, 'baseUrl' | 'apiKey' | 'model' | 'responseFormat' | 'timeoutMs'> {
  fetch?: typeof fetch;
  baseBackoffMs?: number;
}

/** One attempt's reading of the model's text: a value, or what to tell the model. */
type Reading<T> = { ok: true; value: T } | { ok: false; problem: string; fallback?: T };

/** A model call's budget: RECRUIT_LLM_TIMEOUT_MS, ending no later than the caller's deadline. */
function budgetEnd(timeoutMs: number, callerDeadline: number | undefined): number {
  return Math.min(Date.now() + timeoutMs, callerDeadline ?? Number.POSITIVE_INFINITY);
}

export function createOpenAiCompatibleEngine(options: OpenAiCompatibleEngineOptions): Engine {
  const chat = createChatClient(options);
  return {
    name: 'openai-compatible',
    version: `${OPENAI_COMPATIBLE_ENGINE_VERSION}:${options.model}`,

    async extractCriteria({ jobText, signal, deadline }: ExtractInput): Promise<ExtractedCriterion[]> {
      return askUntilValid(chat, {
        messages: extractionMessages(jobText),
        responseFormat: responseFormatFor(options.responseFormat, 'extraction'),
        deadline: budgetEnd(options.timeoutMs, deadline),
        signal,
        read: (content) => {
          const parsed = parseModelJson(content, extractionAnswer);
          return parsed.ok ? { ok: true, value: parsed.value.criteria } : parsed;
        },
      });
    },

    async evaluateCandidate({ jobText, candidateText, criteria, signal, deadline }: EvaluateInput): Promise<EvaluateOutput> {
      // The client's ids when they are unique; otherwise positional ones, so that every grade
      // still names exactly one criterion.
      const unique = new Set(criteria.map((c) => c.id)).size === criteria.length;
      const ids = unique ? criteria.map((c) => c.id) : criteria.map((_, i) => `c${i + 1}`);
      const resume = normalizeForQuote(candidateText);
      return askUntilValid(chat, {
        messages: evaluationMessages(jobText, candidateText, criteria, ids),
        responseFormat: responseFormatFor(options.responseFormat, 'evaluation'),
        deadline: budgetEnd(options.timeoutMs, deadline),
        signal,
        read: (content) => {
          const parsed = parseModelJson(content, evaluationAnswer);
          return parsed.ok ? readGrades(parsed.value, ids, resume) : parsed;
        },
      });
    },
  };
}

/**
 * Asks, reads, and asks again with what was wrong, up to MAX_ANSWERS answers. An answer whose
 * only fault is unverifiable evidence is used, downgraded, when the last answer is no better.
 */
async function askUntilValid<T>(
  chat: ChatClient,
  request: {
    messages: ChatMessage[];
    responseFormat: Record<string, unknown> | null;
    deadline: number;
    signal?: AbortSignal;
    read: (content: string) => Reading<T>;
  },
): Promise<T> {
  let messages = request.messages;
  let problem = '';
  let downgraded: T | undefined;
  for (let answer = 1; answer <= MAX_ANSWERS; answer++) {
    const { content, finishReason } = await chat({ messages, responseFormat: request.responseFormat, deadline: request.deadline, signal: request.signal });
    const reading: Reading<T> =
      finishReason === 'length' ? { ok: false, problem: 'the answer was cut off; answer shorter' } : request.read(content);
    if (reading.ok) return reading.value;
    problem = reading.problem;
    if (reading.fallback !== undefined) downgraded = reading.fallback;
    // The correction follows the first request, not a growing transcript: each retry costs the same.
    messages = [...request.messages, ...correctiveMessages(content, problem)];
  }
  if (downgraded !== undefined) return downgraded;
  throw new EngineFailure(`model answer invalid after ${MAX_ANSWERS} attempts: ${problem}`);
}

/**
 * The grades in the criteria's order, or what is wrong: ids unknown, missing or repeated make the
 * answer invalid; a quote not found in the resume (or aimed at the grader) makes it doubtful, and
 * the grade is then downgraded to not_mentioned if the model cannot do better.
 */
export function readGrades(answer: EvaluationAnswer, ids: string[], normalizedResume: string): Reading<EvaluateOutput> {
  const byId = new Map<string, EvaluationAnswer['evaluations'][number]>();
  for (const e of answer.evaluations) {
    if (!ids.includes(e.criterion_id)) return { ok: false, problem: `unknown criterion_id ${JSON.stringify(e.criterion_id)}` };
    if (byId.has(e.criterion_id)) return { ok: false, problem: `criterion_id ${JSON.stringify(e.criterion_id)} graded twice` };
    byId.set(e.criterion_id, e);
  }
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) return { ok: false, problem: `no evaluation for criterion_id ${missing.map((id) => JSON.stringify(id)).join(', ')}` };

  const doubtful: string[] = [];
  const grades: CriterionGrade[] = ids.map((id) => {
    const e = byId.get(id)!;
    if (e.match_status === 'not_mentioned') return { match_status: 'not_mentioned', match_explanation: e.explanation };
    const verdict = checkQuote(e.quote, normalizedResume);
    if (verdict !== 'ok') {
      doubtful.push(`${JSON.stringify(id)} (${verdict === 'missing' ? 'no quote' : verdict === 'instruction' ? 'the quote is an instruction, not evidence' : 'the quote is not in the resume'})`);
      return { match_status: 'not_mentioned', match_explanation: UNVERIFIED_EXPLANATION };
    }
    const quoted = normalizeForQuote(e.explanation).includes(normalizeForQuote(e.quote));
    return { match_status: e.match_status, match_explanation: quoted ? e.explanation : `${e.explanation} (« ${e.quote.trim()} »)` };
  });
  const value = { grades, summary: answer.summary };
  if (doubtful.length === 0) return { ok: true, value };
  // The summary was written from the unverified grades: replaced rather than trusted.
  const fallback = { grades, summary: 'Évaluation limitée aux éléments vérifiables du CV.' };
  return { ok: false, problem: `evidence rejected for ${doubtful.join(', ')}; quote the resume exactly or answer not_mentioned`, fallback };
}
