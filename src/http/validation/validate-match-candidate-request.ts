import { ApiError } from '../../errors/api-error.js';
import type { Criterion } from '../../matching/types.js';
import { CriterionSchema, MatchCandidateRequestSchema } from '../schemas/json-endpoint-schemas.js';
import { expectJsonObject, readTextField, rejectUnsupportedFields, type JsonRequest } from './field-checks.js';

const ACCEPTED_FIELDS = Object.keys(MatchCandidateRequestSchema.shape);

export interface MatchCandidateInput {
  jobText: string;
  candidateText: string;
  criteria: Criterion[];
}

/** Spec 4.3 and 7.2, in the table's order. Texts come back trimmed, criteria unchanged. */
export function validateMatchCandidateRequest(request: JsonRequest): MatchCandidateInput {
  const body = expectJsonObject(request);
  rejectUnsupportedFields(body, ACCEPTED_FIELDS);
  const jobText = readTextField(body, 'job_text');
  const candidateText = readTextField(body, 'candidate_text');
  const items = body.matching_criteria;
  if (!Array.isArray(items)) throw new ApiError('MATCHING_CRITERIA_NOT_ARRAY');
  const criteria = items.map((item): Criterion => {
    const parsed = CriterionSchema.safeParse(item);
    if (!parsed.success) throw new ApiError('INVALID_CRITERION');
    return parsed.data as Criterion;
  });
  return { jobText, candidateText, criteria };
}
