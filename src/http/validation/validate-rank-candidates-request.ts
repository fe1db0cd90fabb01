import { ApiError } from '../../errors/api-error.js';
import type { RankCandidate } from '../../matching/types.js';
import { MAX_CANDIDATES, RankCandidateSchema, RankCandidatesRequestSchema } from '../schemas/json-endpoint-schemas.js';
import { expectJsonObject, readTextField, rejectUnsupportedFields, type JsonRequest } from './field-checks.js';

const ACCEPTED_FIELDS = Object.keys(RankCandidatesRequestSchema.shape);

export interface RankCandidatesInput {
  jobText: string;
  candidates: RankCandidate[];
}

/**
 * Spec 4.4 and 7.2, in the table's order. Candidate texts are trimmed like the other texts; the
 * spec sets no length limit on them (section 8: "not shown"), the 10 MB body limit bounds them.
 */
export function validateRankCandidatesRequest(request: JsonRequest): RankCandidatesInput {
  const body = expectJsonObject(request);
  rejectUnsupportedFields(body, ACCEPTED_FIELDS);
  const jobText = readTextField(body, 'job_text');
  const items = body.candidates;
  if (!Array.isArray(items)) throw new ApiError('CANDIDATES_NOT_ARRAY');
  if (items.length === 0) throw new ApiError('CANDIDATES_EMPTY');
  if (items.length > MAX_CANDIDATES) throw new ApiError('TOO_MANY_CANDIDATES');
  const candidates = items.map((item): RankCandidate => {
    const parsed = RankCandidateSchema.safeParse(item);
    if (!parsed.success) throw new ApiError('INVALID_CANDIDATE');
    return { id: parsed.data.id, candidate_text: parsed.data.candidate_text.trim() };
  });
  return { jobText, candidates };
}
