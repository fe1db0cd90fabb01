/**
 * What a careful recruiter infers from a person's occupation: a home help is credited with
 * laundry, an electrician with wiring and electrical clearances, although the resume does not say
 * so. A criterion nothing in the resume names is `potential` when its words make up most of one of
 * the skills ROME 4.0 lists for an occupation the person holds (find-occupations.ts,
 * data/occupation-skills.json.gz), and when it asks for knowledge of a field the person works in
 * (the job's own occupation or one of its professional domain). Never more than `potential`: the
 * occupation makes it likely, an interview checks it.
 */
import { fold } from '../../../text/fold.js';
import type { CriterionGrade } from '../../../matching/types.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import { contentTerms } from '../find/terms.js';
import { capitalize, quote, years } from '../french/french-words.js';
import { bestLine } from '../evaluate/grade.js';
import type { HeldOccupation } from './find-occupations.js';
import { stemsOf, type OccupationSkill, type OccupationSkills } from './occupation-skills.js';

/** The occupation of the job offered, when its title names one. */
export interface JobOccupation {
  romeCode: string;
  romeTitle: string;
}

/**
 * A skill counts when the criterion holds this many of its words at least, and at least half of
 * them, one of them specific (occupation-skills.ts weights): "Entretenir le linge" for "Repassage et
 * entretien du linge", not "Gestion de projet" for any "gestion de projet complexe…" criterion,
 * nor "traitement de données" for "projets traitant de grands volumes de données".
 */
const MIN_SHARED = 2;
const MIN_SHARE_OF_SKILL = 0.5;
/** A stem held by fewer than about 1 % of ROME's skills (log(100) ≈ 4.6): "câblage", "linge", "nettoyage", "rapport". */
const SPECIFIC_WEIGHT = 4.5;
/** Work ended longer ago than this is "exercé auparavant". */
const RECENT_MONTHS = 24;

/** "Connaissance du secteur des mobilités", "du milieu hospitalier", "de l'environnement de la recherche". */
const FIELD_KNOWLEDGE = /\b(?:secteur|milieu|environnement|domaine|monde|univers|filiere|branche|industry|sector|field)s?\b/u;

interface Found {
  held: HeldOccupation;
  skill: OccupationSkill;
  shared: number;
}

/** The best skill of the person's occupations that the criterion's words make up; null if none. */
export function occupationSkillFor(label: string, held: readonly HeldOccupation[], skills: OccupationSkills): Found | null {
  const wanted = new Set(stemsOf(label));
  if (wanted.size < MIN_SHARED) return null;
  let best: Found | null = null;
  for (const h of held) {
    for (const skill of skills.skillsOf(h.romeCode)) {
      let shared = 0;
      let specific = false;
      skill.stems.forEach((s, i) => {
        if (!wanted.has(s)) return;
        shared++;
        if (skill.weights[i] >= SPECIFIC_WEIGHT) specific = true;
      });
      if (shared < MIN_SHARED || !specific || shared < skill.stems.length * MIN_SHARE_OF_SKILL) continue;
      if (!best || shared > best.shared || (shared === best.shared && skill.stems.length < best.skill.stems.length)) best = { held: h, skill, shared };
    }
  }
  return best;
}

/** "Aide à domicile, 4 ans", "Électricien, 9 ans, jusqu'il y a 6 ans": the occupation as the resume names it. */
function heldAs(h: HeldOccupation): string {
  const parts = [capitalize(h.title.replace(/[.;:,]+$/, ''))];
  if (h.months >= 12) parts.push(years(Math.round(h.months / 12)));
  else if (h.months > 0) parts.push(`${h.months} mois`);
  return parts.join(', ');
}

function practised(h: HeldOccupation): string {
  return h.since > RECENT_MONTHS ? 'le métier exercé auparavant' : 'le métier exercé';
}

/** For a criterion of skills or words that nothing in the resume names, nor contradicts. */
export function occupationGrade(label: string, p: CandidateProfile, held: readonly HeldOccupation[], skills: OccupationSkills, job: JobOccupation | null): CriterionGrade | null {
  if (held.length === 0) return null;
  // Words of the criterion on a line that negates them: the resume speaks, the occupation does not.
  const line = bestLine(p, contentTerms(label));
  if (line?.negated) return null;
  const found = occupationSkillFor(label, held, skills);
  if (found) {
    return {
      match_status: 'potential',
      match_explanation: `Le CV ne le dit pas, mais ${practised(found.held)} (${heldAs(found.held)}) comprend habituellement ${quote(found.skill.label)} (fiche ROME ${found.held.romeCode}), à vérifier en entretien.`,
    };
  }
  if (job && FIELD_KNOWLEDGE.test(fold(label))) {
    // The job's own occupation, else one of its professional domain (the fiche code's first three characters).
    const same = held.find((h) => h.romeCode === job.romeCode) ?? held.find((h) => h.romeCode.slice(0, 3) === job.romeCode.slice(0, 3));
    if (same) {
      return {
        match_status: 'potential',
        match_explanation: `Le CV ne le dit pas, mais ${practised(same)} (${heldAs(same)}) relève du même domaine que le poste (${job.romeTitle}), à vérifier en entretien.`,
      };
    }
  }
  return null;
}
