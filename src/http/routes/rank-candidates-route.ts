import type { Deps } from '../../deps.js';
import { rankCandidates } from '../../matching/rank-candidates.js';
import { chargeForCall } from '../charge-for-call.js';
import { jsonEndpointDefinition, jsonRequestOf, runEngineStep } from '../json-endpoint.js';
import type { ApiRoute } from '../route-definition.js';
import { RankCandidatesRequestSchema, RankCandidatesResponseSchema } from '../schemas/json-endpoint-schemas.js';
import { validateRankCandidatesRequest } from '../validation/validate-rank-candidates-request.js';

/** Spec 4.4: POST /api/v1/matching/job-candidates/rank. One credit per call, whatever the count. */
export function rankCandidatesRoute(deps: Pick<Deps, 'engine' | 'config' | 'credits'>): ApiRoute {
  return {
    definition: jsonEndpointDefinition({
      path: '/api/v1/matching/job-candidates/rank',
      operationId: 'rankCandidates',
      tag: 'Matching',
      summary: 'Rank up to 10 candidates for one job',
      description:
        'Orders 1 to 10 candidates for one job description. Each candidate appears exactly once with ranks 1 to n; `rank` is authoritative and ranks are relative to one request. Costs 1 credit per call whatever the number of candidates. For more than 10 candidates, pre-filter or score each with matching against the same criteria. Validation stops at the first error.',
      request: {
        schema: RankCandidatesRequestSchema,
        example: {
          job_text: 'Développeur Python (H/F). 5 ans d’expérience exigés.',
          candidates: [
            { id: 'cand-a', candidate_text: 'Développeuse Python depuis 2017 chez Exemple SA.' },
            { id: 'cand-b', candidate_text: 'Comptable, 3 ans d’expérience.' },
          ],
        },
      },
      response: {
        schema: RankCandidatesResponseSchema,
        example: {
          rankings: [
            { rank: 1, candidate_id: 'cand-a', score: 0.9, rationale: 'Points forts : Python, expérience. Lacunes : aucune.' },
            { rank: 2, candidate_id: 'cand-b', score: 0.25, rationale: 'Points forts : aucun. Lacunes : Python, expérience.' },
          ],
        },
      },
      fieldErrors: ['JOB_TEXT_REQUIRED', 'JOB_TEXT_EMPTY', 'JOB_TEXT_TOO_LONG', 'CANDIDATES_NOT_ARRAY', 'CANDIDATES_EMPTY', 'TOO_MANY_CANDIDATES', 'INVALID_CANDIDATE'],
    }),
    async handler(request) {
      const input = validateRankCandidatesRequest(jsonRequestOf(request));
      const rankings = await runEngineStep(deps, (signal, deadline) => rankCandidates(deps.engine, input, signal, deadline));
      await chargeForCall(request, deps);
      return { rankings };
    },
  };
}
