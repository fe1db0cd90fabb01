import type { Deps } from '../../deps.js';
import { extractCriteria } from '../../matching/extract-criteria.js';
import { chargeForCall } from '../charge-for-call.js';
import { jsonEndpointDefinition, jsonRequestOf, runEngineStep } from '../json-endpoint.js';
import type { ApiRoute } from '../route-definition.js';
import { ExtractCriteriaRequestSchema, ExtractCriteriaResponseSchema } from '../schemas/json-endpoint-schemas.js';
import { validateExtractCriteriaRequest } from '../validation/validate-extract-criteria-request.js';

/** Spec 4.2: POST /api/v1/jobs/extract-criteria. */
export function extractCriteriaRoute(deps: Pick<Deps, 'engine' | 'config' | 'credits'>): ApiRoute {
  return {
    definition: jsonEndpointDefinition({
      path: '/api/v1/jobs/extract-criteria',
      operationId: 'extractCriteria',
      tag: 'Jobs',
      summary: 'Extract weighted criteria from a job description',
      description:
        'Returns the requirements a resume can prove, as weighted criteria in non-increasing weight order, with ids `crit_1`, `crit_2`, … that can be sent unchanged to matching. Labels and rationales are in French. Zero criteria is a valid answer. Validation stops at the first error.',
      request: {
        schema: ExtractCriteriaRequestSchema,
        example: { job_text: 'Développeur Python (H/F). 5 ans d’expérience exigés. Anglais courant. Docker apprécié.' },
      },
      response: {
        schema: ExtractCriteriaResponseSchema,
        example: {
          matching_criteria: [
            { id: 'crit_1', label: 'Au moins 5 ans d’expérience', weight: 3, is_mandatory: true, rationale: 'L’offre exige « 5 ans d’expérience exigés ».' },
            { id: 'crit_2', label: 'Maîtrise de Python', weight: 2, is_mandatory: false, rationale: 'Le poste est « Développeur Python ».' },
            { id: 'crit_3', label: 'Connaissance de Docker', weight: 1, is_mandatory: false, rationale: 'L’offre indique « Docker apprécié ».' },
          ],
        },
      },
      fieldErrors: ['JOB_TEXT_REQUIRED', 'JOB_TEXT_EMPTY', 'JOB_TEXT_TOO_LONG'],
    }),
    async handler(request) {
      const { jobText } = validateExtractCriteriaRequest(jsonRequestOf(request));
      const criteria = await runEngineStep(deps, (signal, deadline) => extractCriteria(deps.engine, jobText, signal, deadline));
      await chargeForCall(request, deps);
      return { matching_criteria: criteria };
    },
  };
}
