import { z } from 'zod';
import { MATCH_STATUSES } from '../../matching/types.js';

/**
 * Wire schemas of the three JSON endpoints (spec 2.2–2.5, 4.2–4.4). The same objects feed the
 * runtime checks (criterion and candidate items, the list of accepted top-level fields, the
 * limits) and the OpenAPI document, so the docs cannot drift from what the code accepts.
 */

/** Spec 4.2–4.4 and 8: 1 to 50,000 characters after trimming. */
export const MAX_TEXT_LENGTH = 50_000;
/** Spec 4.4 and 8: 1 to 10 candidates per ranking. */
export const MAX_CANDIDATES = 10;

/** Non-empty after trimming; the pattern is what JSON Schema can say of it. */
const nonBlank = (description: string) => z.string().regex(/\S/).describe(description);

const jobText = z
  .string()
  .min(1)
  .max(MAX_TEXT_LENGTH)
  .describe('Job description. Trimmed before validation; 1 to 50,000 characters after trimming.');

const candidateText = z
  .string()
  .min(1)
  .max(MAX_TEXT_LENGTH)
  .describe('Resume as plain text. Trimmed before validation; 1 to 50,000 characters after trimming.');

const weight = z.int().min(1).max(3).describe('3 essential, 2 important, 1 nice to have.');

/** Spec 2.2: exactly these five fields, all non-empty. */
export const CriterionSchema = z
  .strictObject({
    id: nonBlank('Non-empty. Extraction generates `crit_1`, `crit_2`, …; matching accepts any non-empty string.'),
    label: nonBlank('Short phrase of what is evaluated (French when generated).'),
    weight,
    is_mandatory: z.boolean().describe('The job states a hard requirement. Informational: does not change the score.'),
    rationale: nonBlank('Why the criterion matters (French when generated).'),
  })
  .describe('A weighted, checkable job criterion (spec 2.2).');

/** Spec 2.5: exactly `id` and `candidate_text`, both non-empty. */
export const RankCandidateSchema = z
  .strictObject({
    id: nonBlank('Caller-chosen candidate id, echoed as `candidate_id`.'),
    candidate_text: nonBlank('Resume as plain text; trimmed before use.'),
  })
  .describe('A candidate to rank (spec 2.5).');

export const ExtractCriteriaRequestSchema = z.strictObject({ job_text: jobText });

export const MatchCandidateRequestSchema = z.strictObject({
  job_text: jobText,
  candidate_text: candidateText,
  matching_criteria: z.array(CriterionSchema).describe('May be empty: the answer is then score 0 without evaluation.'),
});

export const RankCandidatesRequestSchema = z.strictObject({
  job_text: jobText,
  candidates: z.array(RankCandidateSchema).min(1).max(MAX_CANDIDATES).describe('1 to 10 candidates.'),
});

export const ExtractCriteriaResponseSchema = z.strictObject({
  matching_criteria: z.array(CriterionSchema).describe('In non-increasing weight order; ids `crit_1`…`crit_n`. May be empty.'),
});

export const EvaluatedCriterionSchema = CriterionSchema.extend({
  match_status: z.enum(MATCH_STATUSES).describe('`ideal` clearly met, `potential` partly met, `not_mentioned`, `not_valid` contradicted.'),
  match_explanation: z.string().describe('Evidence from the resume, in French.'),
}).describe('An input criterion with its evaluation (spec 2.3).');

export const MatchCandidateResponseSchema = z.strictObject({
  score: z.number().min(0).max(1).describe('sum(weight × value) / sum(weight); ideal 1, potential 0.6, not_mentioned 0.5, not_valid 0. Not rounded.'),
  summary: z.string().describe('Short French summary.'),
  evaluated_criteria: z.array(EvaluatedCriterionSchema).describe('Every input criterion, in input order.'),
});

export const RankingEntrySchema = z
  .strictObject({
    rank: z.int().min(1).describe('1 to n; authoritative.'),
    candidate_id: z.string().describe('Echo of the candidate `id`.'),
    score: z.number().describe('Not guaranteed to decrease strictly with rank.'),
    rationale: z.string().describe('French strengths and gaps.'),
  })
  .describe('One ranked candidate (spec 2.4).');

export const RankCandidatesResponseSchema = z.strictObject({
  rankings: z.array(RankingEntrySchema).describe('Each candidate exactly once, by rank.'),
});

/** Our limits for POST /api/v1/skills/normalize (spec 4.6 does not show the endpoint). */
export const MAX_SKILLS = 100;
export const MAX_SKILL_LENGTH = 200;

export const SkillLanguageSchema = z.enum(['fr', 'en']);

export const NormalizeSkillsRequestSchema = z.strictObject({
  skills: z
    .array(z.string().regex(/\S/).max(MAX_SKILL_LENGTH).describe('One skill as written (French or English, abbreviations and typos welcome). Trimmed; 1 to 200 characters after trimming.'))
    .min(1)
    .max(MAX_SKILLS)
    .describe('1 to 100 skill strings.'),
  lang: SkillLanguageSchema.optional().describe('Language of the catalog labels in the answer. Default `fr`, whatever the language of the input.'),
});

export const NormalizedSkillSchema = z
  .strictObject({
    input: z.string().describe('The item exactly as sent.'),
    skill_title: z.string().describe('Catalog label in `lang` when normalized (the other language when the catalog has no label in `lang`); the trimmed input when raw.'),
    skill_type: z.enum(['Hard skill', 'Soft skill', 'Software skill']).describe('From the catalog when normalized; from a small table of words when raw.'),
    status: z.enum(['normalized', 'raw']).describe('`normalized`: a catalog entry that is the same skill; `raw`: unknown or unsure, left as written.'),
    domain: z.string().nullable().describe('Catalog domain in `lang`; null when raw or unknown.'),
    subcategory: z.string().nullable().describe('Catalog subcategory in `lang`; null when raw or unknown.'),
    score: z.number().min(0).max(1).describe('Confidence of the match: 1 exact catalog alias, 0.95 spacing or filler words, below for typos; 0 when raw.'),
  })
  .describe('One input skill and its normalization (spec 2.1 skill fields, plus `input` and `score`).');

export const NormalizeSkillsResponseSchema = z.strictObject({
  skills: z.array(NormalizedSkillSchema).describe('One entry per input item, in input order (duplicates kept).'),
});
