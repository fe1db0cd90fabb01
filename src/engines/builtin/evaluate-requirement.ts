/**
 * One requirement against one candidate profile → a status and a French explanation quoting the
 * resume. ideal: clearly met; potential: partly or indirectly met (a substitute of the same family
 * of data/skill-families.csv, a lower level, fewer years); not_mentioned; not_valid: contradicted
 * (a negation, or a level or duration stated below the requirement).
 */
import type { CandidateProfile } from './analyze-candidate.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import type { Requirement } from './requirement.js';
import { evaluateCertification, evaluateDiploma, evaluateLanguage, evaluateLicense } from './evaluate/evaluate-credentials.js';
import { evaluateExperience } from './evaluate/evaluate-experience.js';
import { evaluateSkill } from './evaluate/evaluate-skill.js';
import { evaluateText } from './evaluate/evaluate-text.js';
import type { Grade } from './evaluate/grade.js';
import { impliedGrade, includedGrade, substituteGrade } from './evaluate/evaluate-substitute.js';
import { list } from './french/french-words.js';
import { skillName } from './french/criterion-wording.js';

export function evaluateRequirement(req: Requirement, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  const direct = evaluateDirectly(req, p, catalogs);
  if (direct.match_status !== 'not_mentioned' || (req.kind !== 'skill' && req.kind !== 'text' && req.kind !== 'certification')) return direct;
  // Not there: held by a tool shown (data/skill-inclusions.csv) it is met; a substitute of the same
  // family (data/skill-families.csv) is partial evidence.
  const what = whatOf(req, catalogs);
  return includedGrade(req, what, p, catalogs) ?? substituteGrade(req, what, p, catalogs) ?? direct;
}

/**
 * What the resume's work makes likely though it does not name it (data/skill-implications.csv):
 * the last resort of a criterion nothing else speaks for, after the occupation's usual skills.
 */
export function impliedByWork(req: Requirement, p: CandidateProfile, catalogs: EngineCatalogs): Grade | null {
  if (req.kind !== 'skill' && req.kind !== 'text' && req.kind !== 'certification') return null;
  return impliedGrade(req, whatOf(req, catalogs), p, catalogs);
}

/** The name of what is asked, for the explanation; a free-text criterion has none worth quoting. */
function whatOf(req: Extract<Requirement, { kind: 'skill' | 'text' | 'certification' }>, catalogs: EngineCatalogs): string | null {
  if (req.kind === 'skill') return list(req.skills.map((s, i) => skillName(s, req.surface[i], catalogs)), 'ou');
  if (req.kind === 'certification') return req.name;
  return null;
}

function evaluateDirectly(req: Requirement, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
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
