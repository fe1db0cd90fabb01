/**
 * Personal qualities ("Sérieux, fiabilité et motivation", "Autonomie, rigueur et travail en
 * équipe"): a recruiter reads a quality the resume states in any of its forms ("fiable",
 * "reliable" for "fiabilité"), and when the resume states one of those asked and shows a work
 * history, credits the criterion: the rest is what such a history makes plausible, and nothing
 * contradicts it.
 */
import { fold } from '../../../text/fold.js';
import type { CriterionGrade } from '../../../matching/types.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { AskedRequirement } from '../evaluate-candidate.js';
import { containsPhrase, phraseWhere } from '../find/terms.js';
import { negatedAt } from '../find/negation.js';
import { othersQuality } from '../find/others-quality.js';
import { quote } from '../french/french-words.js';
import { lineAt } from './grade.js';

/**
 * One quality a row, in the folded forms offers and resumes write it. The first form names the row
 * in a label; each form is looked for as whole words. Words that also describe other people or
 * things ("autonomie" of a patient, "organisé" an event, "patient") are left out.
 */
export const QUALITIES: readonly string[][] = [
  ['serieux', 'serieuse', 'serious', 'conscientious', 'consciencieux', 'consciencieuse'],
  ['fiabilite', 'fiable', 'reliable', 'reliability', 'dependable', 'dependability'],
  ['motivation', 'motive', 'motivee', 'motivated', 'hard working', 'hardworking', 'hard-working', 'enthousiaste', 'enthusiastic'],
  ['ponctualite', 'ponctuel', 'ponctuelle', 'punctual', 'punctuality'],
  ['rigueur', 'rigoureux', 'rigoureuse', 'rigorous', 'meticulous', 'minutieux', 'minutieuse'],
  ['autonomie', 'autonome', 'self-starter', 'self-motivated', 'works independently', 'work independently'],
  ['travail en equipe', 'esprit d\'equipe', 'team player', 'teamwork', 'team work', 'team spirit', 'travailler en equipe'],
  ['dynamisme', 'dynamique', 'dynamic'],
  ['polyvalence', 'polyvalent', 'polyvalente', 'versatile', 'versatility'],
  ['discretion', 'discret', 'discrete', 'discreet'],
  ['adaptabilite', 'adaptable', 'flexibilite', 'flexible', 'flexibility'],
  ['honnetete', 'honnete', 'honest', 'honesty', 'integrity', 'integre'],
  ['bienveillance', 'bienveillant', 'bienveillante', 'caring', 'empathie', 'empathique', 'empathetic', 'empathy'],
];

/** The qualities a label names (the rows one of whose forms it holds). */
function qualitiesOf(label: string): Array<readonly string[]> {
  const folded = fold(label);
  return QUALITIES.filter((row) => row.some((form) => containsPhrase(folded, form) >= 0));
}

/** Where the resume states one of a quality's forms of the candidate, outside a negation; -1 if nowhere. */
function statedAt(p: CandidateProfile, row: readonly string[]): number {
  for (const form of row) {
    const at = phraseWhere(p.folded, form, (at) => !negatedAt(p.folded, at, at + form.length) && !othersQuality(p.folded, at, at + form.length));
    if (at >= 0) return at;
  }
  return -1;
}

/**
 * A criterion asking only for qualities, graded group by group: met when one of them is stated
 * (by its evaluation or in another form) and the resume shows work; null when this rule has
 * nothing to add (a contradiction, all met already, none stated, or no work history).
 */
export function qualitiesGrade(label: string, ask: AskedRequirement[][], groups: CriterionGrade[], p: CandidateProfile): CriterionGrade | null {
  if (groups.some((g) => g.match_status === 'not_valid') || groups.every((g) => g.match_status === 'ideal')) return null;
  const work = p.experiences.filter((e) => !e.internship).length;
  if (work === 0) return null;
  const shown = groups.findIndex((g, i) => g.match_status === 'ideal' && ask[i].every((r) => r.kind === 'skill' || r.kind === 'text'));
  let evidence: string | null = shown >= 0 ? groups[shown].match_explanation : null;
  if (!evidence) {
    for (const row of qualitiesOf(label)) {
      const at = statedAt(p, row);
      if (at >= 0) {
        evidence = `Le CV le dit en d'autres termes : ${quote(lineAt(p.text, at))}.`;
        break;
      }
    }
  }
  if (!evidence) return null;
  return {
    match_status: 'ideal',
    match_explanation: `${evidence.replace(/\.$/, '')} ; ${work} expérience${work > 1 ? 's' : ''} professionnelle${work > 1 ? 's' : ''} rend${work > 1 ? 'ent' : ''} le reste plausible.`,
  };
}
