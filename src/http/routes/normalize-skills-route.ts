import type { Deps } from '../../deps.js';
import { chargeForCall } from '../charge-for-call.js';
import { jsonEndpointDefinition, jsonRequestOf } from '../json-endpoint.js';
import type { ApiRoute } from '../route-definition.js';
import { NormalizeSkillsRequestSchema, NormalizeSkillsResponseSchema } from '../schemas/json-endpoint-schemas.js';
import { validateNormalizeSkillsRequest } from '../validation/validate-normalize-skills-request.js';

/**
 * POST /api/v1/skills/normalize (spec 4.6 names it without showing it: the design is ours, in the
 * style of the other JSON endpoints). A catalog lookup per item, where the catalogs are: on an
 * engine thread (deps.skills); 100 items take a few milliseconds.
 */
export function normalizeSkillsRoute(deps: Pick<Deps, 'skills' | 'credits'>): ApiRoute {
  return {
    definition: jsonEndpointDefinition({
      path: '/api/v1/skills/normalize',
      operationId: 'normalizeSkills',
      tag: 'Skills',
      summary: 'Normalize skill strings against the skills catalog',
      description:
        'Maps each skill string (French or English; abbreviations, typos and missing accents tolerated) to its entry in the skills catalog (ESCO, ROME 4.0 and a supplement), with the fields of a parsed resume’s skills: label, type, domain, subcategory. An item the catalog does not know, or knows only loosely, comes back `raw`, as written, rather than as a guess. One answer per item, in input order. Labels are French unless `lang` is `en`. Validation stops at the first error.',
      request: {
        schema: NormalizeSkillsRequestSchema,
        example: { skills: ['JS', 'gestion de projet', 'Pyhton', 'permis B'], lang: 'fr' },
      },
      response: {
        schema: NormalizeSkillsResponseSchema,
        example: {
          skills: [
            { input: 'JS', skill_title: 'JavaScript', skill_type: 'Software skill', status: 'normalized', domain: 'technologies de l’information et de la communication (tic)', subcategory: 'développement et analyse de logiciels et d’applications', score: 1 },
            { input: 'gestion de projet', skill_title: 'gestion de projets', skill_type: 'Hard skill', status: 'normalized', domain: 'commerce, administration et droit', subcategory: 'gestion et administration', score: 1 },
            { input: 'Pyhton', skill_title: 'Python', skill_type: 'Software skill', status: 'normalized', domain: 'technologies de l’information et de la communication (tic)', subcategory: 'développement et analyse de logiciels et d’applications', score: 0.833 },
            { input: 'permis B', skill_title: 'permis B', skill_type: 'Hard skill', status: 'raw', domain: null, subcategory: null, score: 0 },
          ],
        },
      },
      fieldErrors: ['SKILLS_NOT_ARRAY', 'SKILLS_EMPTY', 'TOO_MANY_SKILLS', 'INVALID_SKILL', 'INVALID_LANG'],
      usesEngine: false,
    }),
    async handler(request) {
      const { items, lang } = validateNormalizeSkillsRequest(jsonRequestOf(request));
      const found = await deps.skills.normalize(items, lang);
      const skills = items.map((input, i) => ({ input, ...found[i]! }));
      await chargeForCall(request, deps);
      return { skills };
    },
  };
}
