import { ApiError } from '../../errors/api-error.js';
import { MAX_SKILL_LENGTH, MAX_SKILLS, NormalizeSkillsRequestSchema } from '../schemas/json-endpoint-schemas.js';
import { expectJsonObject, rejectUnsupportedFields, type JsonRequest } from './field-checks.js';

const ACCEPTED_FIELDS = Object.keys(NormalizeSkillsRequestSchema.shape);

export interface NormalizeSkillsInput {
  /** Items as sent, echoed in the answer. */
  items: string[];
  lang: 'fr' | 'en';
}

/**
 * The rows of spec 7.2 for the body, then ours for `skills` and `lang`, in that order, so a
 * request reports its first problem like the other JSON endpoints.
 */
export function validateNormalizeSkillsRequest(request: JsonRequest): NormalizeSkillsInput {
  const body = expectJsonObject(request);
  rejectUnsupportedFields(body, ACCEPTED_FIELDS);
  const items = body.skills;
  if (!Array.isArray(items)) throw new ApiError('SKILLS_NOT_ARRAY');
  if (items.length === 0) throw new ApiError('SKILLS_EMPTY');
  if (items.length > MAX_SKILLS) throw new ApiError('TOO_MANY_SKILLS');
  for (const item of items) {
    if (typeof item !== 'string') throw new ApiError('INVALID_SKILL');
    const text = item.trim();
    // Code points, as JSON Schema's maxLength counts them.
    if (text.length === 0 || (text.length > MAX_SKILL_LENGTH && [...text].length > MAX_SKILL_LENGTH)) throw new ApiError('INVALID_SKILL');
  }
  const lang = body.lang;
  if (lang !== undefined && lang !== 'fr' && lang !== 'en') throw new ApiError('INVALID_LANG');
  return { items: items as string[], lang: lang ?? 'fr' };
}
