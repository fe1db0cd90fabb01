/**
 * One requirement against one candidate profile → a status and a French explanation quoting the
 * resume. ideal: clearly met; potential: partly or indirectly met (a related skill of the same
 * catalog group, a lower level, fewer years); not_mentioned; not_valid: contradicted (a negation,
 * or a level or duration stated below the requirement).
 */
import type { CandidateProfile } from './analyze-candidate.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import type { Requirement } from './requirement.js';
import { evaluateCertification, evaluateDiploma, evaluateLanguage, evaluateLicense } from './evaluate/evaluate-credentials.js';
import { evaluateExperience } from './evaluate/evaluate-experience.js';
import { evaluateSkill } from './evaluate/evaluate-skill.js';
import { evaluateText } from './evaluate/evaluate-text.js';
import type { Grade } from './evaluate/grade.js';

export function evaluateRequirement(req: Requirement, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  switch (req.kind) {
    case 'skill':
      return evaluateSkill(req, p, catalogs);
    case 'experience':
      return evaluateExperience(req, p);
    case 'diploma':
      return evaluateDiploma(req, p);
    case 'language':
      return evaluateLanguage(req, p, catalogs);
    case 'license':
      return evaluateLicense(req, p);
    case 'certification':
      return evaluateCertification(req, p);
    case 'text':
      return evaluateText(req, p);
  }
}
