/**
 * What the model must answer, twice: as zod schemas our code validates against (the model is
 * never trusted), and as the JSON Schemas sent in `response_format` when the server supports
 * structured output. The JSON Schemas are written by hand in the subset OpenAI's strict mode
 * accepts (every property required, no additional ones, no length keywords); zod holds the rest.
 */
import { z } from 'zod';
import { MATCH_STATUSES } from '../../matching/types.js';

/** Past these, the answer is a runaway, not a list of criteria. */
const MAX_CRITERIA = 30;
const MAX_LABEL = 200;
const MAX_TEXT = 1000;

const text = (max: number) => z.string().trim().min(1).max(max);

export const extractionAnswer = z.object({
  criteria: z
    .array(
      z.object({
        label: text(MAX_LABEL),
        weight: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        is_mandatory: z.boolean(),
        rationale: text(MAX_TEXT),
      }),
    )
    .max(MAX_CRITERIA),
});
export type ExtractionAnswer = z.infer<typeof extractionAnswer>;

export const evaluationAnswer = z.object({
  evaluations: z.array(
    z.object({
      criterion_id: z.string().min(1),
      match_status: z.enum(MATCH_STATUSES),
      /** Exact words copied from the resume; empty for `not_mentioned`. Checked by our code. */
      quote: z.string().max(MAX_TEXT),
      explanation: text(MAX_TEXT),
    }),
  ),
  summary: text(MAX_TEXT),
});
export type EvaluationAnswer = z.infer<typeof evaluationAnswer>;

const strictObject = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const EXTRACTION_JSON_SCHEMA = strictObject({
  criteria: {
    type: 'array',
    items: strictObject({
      label: { type: 'string' },
      weight: { type: 'integer', enum: [1, 2, 3] },
      is_mandatory: { type: 'boolean' },
      rationale: { type: 'string' },
    }),
  },
});

const EVALUATION_JSON_SCHEMA = strictObject({
  evaluations: {
    type: 'array',
    items: strictObject({
      criterion_id: { type: 'string' },
      match_status: { type: 'string', enum: [...MATCH_STATUSES] },
      quote: { type: 'string' },
      explanation: { type: 'string' },
    }),
  },
  summary: { type: 'string' },
});

export type ResponseFormatMode = 'json_schema' | 'json_object' | 'none';

/** The `response_format` field of a request, or null to send none. */
export function responseFormatFor(mode: ResponseFormatMode, kind: 'extraction' | 'evaluation'): Record<string, unknown> | null {
  if (mode === 'none') return null;
  if (mode === 'json_object') return { type: 'json_object' };
  const schema = kind === 'extraction' ? EXTRACTION_JSON_SCHEMA : EVALUATION_JSON_SCHEMA;
  return { type: 'json_schema', json_schema: { name: `recruit_${kind}`, strict: true, schema } };
}

/**
 * The model's text as JSON: some servers wrap it in a Markdown fence even in JSON mode. Returns
 * a message for the corrective turn when it cannot be read.
 */
export function parseModelJson<T>(content: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; problem: string } {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  let raw: unknown;
  try {
    raw = JSON.parse(unfenced);
  } catch {
    return { ok: false, problem: 'the answer is not valid JSON' };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, problem: `the answer does not fit the schema (${issues.join('; ')})` };
}
