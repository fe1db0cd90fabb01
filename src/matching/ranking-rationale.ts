/** The French rationale of a ranking entry: its score, whether the resume names the job, the decisive strengths and gaps. */
import type { EvaluatedCriterion } from './types.js';
import type { TitleFit } from './title-fit.js';
import { quote } from '../engines/builtin/french/french-words.js';

function decimal(n: number): string {
  return n.toFixed(2).replace('.', ',');
}

/** The most decisive first: heavier criteria, then the offer's order. */
function names(items: EvaluatedCriterion[], max = 3): string {
  const shown = items.slice(0, max).map((c) => c.label);
  const more = items.length > max ? ` (+${items.length - max})` : '';
  return shown.join(', ') + more;
}

function titleSentence(title: string | null, fit: TitleFit): string | null {
  if (!title) return null;
  if (fit.fit === 1 && fit.line) return `Le CV nomme le poste : ${quote(fit.line, 100)}.`;
  if (fit.fit >= 0.5 && fit.line) return `Le CV nomme le poste en partie : ${quote(fit.line, 100)}.`;
  return `Le CV ne nomme pas le poste « ${title} ».`;
}

export function rankingRationale(
  s: { score: number; criteriaScore: number; similarity: number; title: TitleFit; evaluated: EvaluatedCriterion[] },
  criteriaCount: number,
  jobTitle: string | null = null,
): string {
  const title = titleSentence(jobTitle, s.title);
  if (criteriaCount === 0) {
    return [
      `Aucun critère vérifiable n'a été extrait de l'offre : classement selon la proximité entre le texte de l'offre et celui du CV (${decimal(s.similarity)}).`,
      title,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const by = (st: EvaluatedCriterion['match_status']) => s.evaluated.filter((c) => c.match_status === st).sort((a, b) => b.weight - a.weight);
  const strengths = by('ideal');
  const partial = by('potential');
  const gaps = [...by('not_valid'), ...by('not_mentioned')].sort((a, b) => b.weight - a.weight);
  const parts = [`Score ${decimal(s.score)} (critères ${decimal(s.criteriaScore)} sur ${criteriaCount} critère${criteriaCount > 1 ? 's' : ''}).`];
  if (title) parts.push(title);
  parts.push(strengths.length ? `Points forts : ${names(strengths)}.` : 'Aucun critère pleinement satisfait.');
  if (partial.length) parts.push(`Partiellement : ${names(partial, 2)}.`);
  if (gaps.length) parts.push(`Lacunes : ${names(gaps)}.`);
  const mandatory = gaps.filter((c) => c.is_mandatory);
  if (mandatory.length) parts.push(`Exigence${mandatory.length > 1 ? 's' : ''} non établie${mandatory.length > 1 ? 's' : ''} : ${names(mandatory)}.`);
  return parts.join(' ');
}
