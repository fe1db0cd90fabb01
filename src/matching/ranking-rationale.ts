/** The French rationale of a ranking entry: its score, strengths and gaps. */
import type { EvaluatedCriterion } from './types.js';

function decimal(n: number): string {
  return n.toFixed(2).replace('.', ',');
}

function names(items: EvaluatedCriterion[], max = 4): string {
  const shown = items.slice(0, max).map((c) => c.label);
  const more = items.length > max ? ` (+${items.length - max})` : '';
  return shown.join(', ') + more;
}

export function rankingRationale(s: { score: number; similarity: number; evaluated: EvaluatedCriterion[] }, criteriaCount: number): string {
  if (criteriaCount === 0) {
    return `Aucun critère vérifiable n'a été extrait de l'offre : classement selon la proximité entre le texte de l'offre et celui du CV (${decimal(s.similarity)}).`;
  }
  const by = (st: EvaluatedCriterion['match_status']) => s.evaluated.filter((c) => c.match_status === st).sort((a, b) => b.weight - a.weight);
  const strengths = by('ideal');
  const partial = by('potential');
  const gaps = [...by('not_valid'), ...by('not_mentioned')].sort((a, b) => b.weight - a.weight);
  const parts = [`Score ${decimal(s.score)} sur ${criteriaCount} critère${criteriaCount > 1 ? 's' : ''}.`];
  parts.push(strengths.length ? `Points forts : ${names(strengths)}.` : 'Aucun critère pleinement satisfait.');
  if (partial.length) parts.push(`Partiellement : ${names(partial)}.`);
  if (gaps.length) parts.push(`Lacunes : ${names(gaps)}.`);
  const mandatory = gaps.filter((c) => c.is_mandatory);
  if (mandatory.length) parts.push(`Exigence${mandatory.length > 1 ? 's' : ''} non établie${mandatory.length > 1 ? 's' : ''} : ${names(mandatory, 3)}.`);
  return parts.join(' ');
}
