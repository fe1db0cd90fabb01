import type { Deps } from '../../deps.js';
import { matchCandidate } from '../../matching/match-candidate.js';
import { chargeForCall } from '../charge-for-call.js';
import { jsonEndpointDefinition, jsonRequestOf, runEngineStep } from '../json-endpoint.js';
import type { ApiRoute } from '../route-definition.js';
import { MatchCandidateRequestSchema, MatchCandidateResponseSchema } from '../schemas/json-endpoint-schemas.js';
import { validateMatchCandidateRequest } from '../validation/validate-match-candidate-request.js';

/**
 * Spec 4.3: POST /api/v1/matching/job-candidate. With `matching_criteria: []` matchCandidate
 * answers the fixed empty result without the engine; it is still a successful, billed call.
 */
export function matchCandidateRoute(deps: Pick<Deps, 'engine' | 'config' | 'credits'>): ApiRoute {
  return {
    definition: jsonEndpointDefinition({
      path: '/api/v1/matching/job-candidate',
      operationId: 'matchCandidate',
      tag: 'Matching',
      summary: 'Evaluate one candidate against one job and its criteria',
      description:
        'Evaluates every criterion against the candidate text (`ideal`, `potential`, `not_mentioned`, `not_valid`, with a French explanation) and returns the weighted score sum(weight × value) / sum(weight), computed by the service, not rounded. `is_mandatory` does not change the score. With `matching_criteria: []` the answer is exactly score 0, summary `Aucun critère à évaluer.` and no evaluation. Validation stops at the first error.',
      request: {
        schema: MatchCandidateRequestSchema,
        example: {
          job_text: 'Développeur Python (H/F). 5 ans d’expérience exigés.',
          candidate_text: 'Jeanne Exemple — Développeuse Python depuis 2017 chez Exemple SA.',
          matching_criteria: [{ id: 'crit_1', label: 'Maîtrise de Python', weight: 3, is_mandatory: true, rationale: 'Le poste est « Développeur Python ».' }],
        },
      },
      response: {
        schema: MatchCandidateResponseSchema,
        example: {
          score: 1,
          summary: 'Profil en adéquation avec le critère évalué.',
          evaluated_criteria: [
            {
              id: 'crit_1',
              label: 'Maîtrise de Python',
              weight: 3,
              is_mandatory: true,
              rationale: 'Le poste est « Développeur Python ».',
              match_status: 'ideal',
              match_explanation: 'Le CV indique « Développeuse Python depuis 2017 ».',
            },
          ],
        },
      },
      fieldErrors: [
        'JOB_TEXT_REQUIRED',
        'JOB_TEXT_EMPTY',
        'JOB_TEXT_TOO_LONG',
        'CANDIDATE_TEXT_REQUIRED',
        'CANDIDATE_TEXT_EMPTY',
        'CANDIDATE_TEXT_TOO_LONG',
        'MATCHING_CRITERIA_NOT_ARRAY',
        'INVALID_CRITERION',
      ],
    }),
    async handler(request) {
      const input = validateMatchCandidateRequest(jsonRequestOf(request));
      const result = await runEngineStep(deps, (signal, deadline) => matchCandidate(deps.engine, input, signal, deadline));
      await chargeForCall(request, deps);
      return result;
    },
  };
}
