/**
 * What a careful recruiter infers when a criterion read on its words finds nothing named: a
 * described task partly shown by a line holding several of its words, an unstated quality made
 * plausible by a work history, a mobility requirement met by an own vehicle or in part by a
 * driving licence. Each answer is `potential` at most (`ideal` only for a vehicle stated), and
 * says what it rests on.
 */
import { fold } from '../../../text/fold.js';
import type { CriterionGrade } from '../../../matching/types.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { AskedRequirement } from '../evaluate-candidate.js';
import { contentTerms, otherCompound } from '../find/terms.js';
import { negatedAt } from '../find/negation.js';
import { shownTerm, withTranslations } from '../find/translations.js';
import { quote } from '../french/french-words.js';
import { bestLine, lineAt } from './grade.js';
import { QUALITIES } from './evaluate-qualities.js';

/** For a criterion whose requirements are skills or words and that nothing in the resume names. */
export function inferredGrade(label: string, ask: AskedRequirement[][], p: CandidateProfile): CriterionGrade | null {
  return partlyDescribed(label, p) ?? (softOnly(ask) ? plausibleSoftSkill(p) : null) ?? mobility(label, p);
}

/**
 * A criterion that describes work in several words ("Conception d'outils de pilotage et de
 * reporting (tableaux de bord, indicateurs)") is partly shown by a resume line that holds two of
 * its words or more, none of them negated, when nothing closer was found: the recruiter reads
 * related work as partial evidence.
 */
function partlyDescribed(label: string, p: CandidateProfile): CriterionGrade | null {
  const terms = contentTerms(label).map(withTranslations);
  if (terms.length < MIN_DESCRIBED_TERMS) return null;
  const line = bestLine(p, terms);
  if (!line || line.negated || Math.round(line.coverage * terms.length) < 2) return null;
  // A short name whose half stands beside another word names another speciality ("développement back-end" for "développement front-end").
  if (terms.length <= 3 && otherCompound(label, fold(line.text))) return null;
  return { match_status: 'potential', match_explanation: `Le CV en parle en partie : ${quote(line.text)}.` };
}


/** Personal qualities offers ask for in words the skills catalog does not hold as skills. */
const QUALITY_WORDS = new Set(
  ('serieux serieuse fiabilite fiable ponctualite ponctuel ponctuelle motivation motive motivee dynamisme dynamique polyvalence polyvalent ' +
    'polyvalente discretion discret discrete assiduite assidu implication impliquee investissement courtoisie courtois bienveillance ' +
    'honnetete honnete reliability reliable dependable punctuality punctual motivated dynamic versatile versatility discretion honesty ' +
    'commitment enthusiasm enthusiastic presentation tenue savoir etre synthese redactionnel redactionnelle aisance curiosite curieux ' +
    'curieuse relationnel relationnelle pedagogie pedagogue diplomatie patience creativite creatif creative proactivite proactif proactive ' +
    'reactivite reactif reactive perseverance tenacite sociable ecoute').split(' ').concat(QUALITIES.map((row) => row[0])),
);

/** "Mobilité pour se rendre chez les particuliers", "déplacements fréquents", "willing to travel". */
const MOBILITY = /\b(?:mobilite|mobile|se\s+deplacer|deplacements?|vehicule|vehiculee?|travel(?:ling)?|own\s+transport|relocat)/u;
/** "Connaissance du secteur des mobilités", "métiers de la mobilité": a field of work, not getting about. */
const SECTOR_OF_MOBILITY = /\b(?:secteurs?|filieres?|domaines?|metiers?|acteurs?|marches?)\s+(?:de\s+la|des|du|de)\s+(?:la\s+)?mobilites?\b|\bmobilites\b/u;
const OWN_VEHICLE = /\b(?:vehiculee?|vehicule\s+personnel|own\s+(?:car|vehicle|transport)|voiture\s+personnelle)\b/u;

/** Getting to the places of the job: a driving licence held shows it in part, an own vehicle fully. */
function mobility(label: string, p: CandidateProfile): CriterionGrade | null {
  const folded = fold(label);
  if (!MOBILITY.test(folded) || SECTOR_OF_MOBILITY.test(folded)) return null;
  const car = OWN_VEHICLE.exec(p.folded);
  if (car && !negatedAt(p.folded, car.index, car.index + car[0].length)) {
    return { match_status: 'ideal', match_explanation: `Le CV indique un véhicule : ${quote(lineAt(p.text, car.index))}.` };
  }
  const licence = p.licenses.find((l) => !l.negated && !l.inProgress && !l.lapsed && l.categories.some((c) => c !== 'ANY'));
  if (licence) return { match_status: 'potential', match_explanation: `Le CV indique un permis de conduire, sans préciser de véhicule : ${quote(lineAt(p.text, licence.start))}.` };
  return null;
}

/** A criterion asking only for personal qualities: soft skills of the catalog, or quality words. */
export function softOnly(ask: AskedRequirement[][]): boolean {
  return ask.every((group) =>
    group.every((r) => (r.kind === 'skill' && r.skills.every((s) => s.type === 'Soft skill')) || (r.kind === 'text' && r.terms.length > 0 && r.terms.every((t) => QUALITY_WORDS.has(shownTerm(t))))),
  );
}

/**
 * A quality few resumes state in words ("sérieux", "autonomie") is neither shown nor contradicted
 * by silence: with a work history it is plausible, to be checked in an interview.
 */
function plausibleSoftSkill(p: CandidateProfile): CriterionGrade | null {
  const n = p.experiences.filter((e) => !e.internship).length;
  if (n === 0) return null;
  return {
    match_status: 'potential',
    match_explanation: `Le CV ne le dit pas en propres termes ; ${n} expérience${n > 1 ? 's' : ''} professionnelle${n > 1 ? 's' : ''} le rend${n > 1 ? 'ent' : ''} plausible, à vérifier en entretien.`,
  };
}

/** Below this many content words a label names one thing, and its own evaluation says all there is. */
const MIN_DESCRIBED_TERMS = 3;
