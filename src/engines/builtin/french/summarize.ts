/** The French summary of a match: counts, strengths, gaps, mandatory criteria not met. */
import type { Criterion, CriterionGrade } from '../../../matching/types.js';
import { list } from './french-words.js';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

export function summarize(criteria: Criterion[], grades: CriterionGrade[]): string {
  const by = (s: CriterionGrade['match_status']) => criteria.filter((_, i) => grades[i].match_status === s);
  const ideal = by('ideal');
  const potential = by('potential');
  const missing = by('not_mentioned');
  const invalid = by('not_valid');
  const parts: string[] = [];
  const counts = [
    ideal.length ? plural(ideal.length, 'satisfait', 'satisfaits') : '',
    potential.length ? plural(potential.length, 'partiellement satisfait', 'partiellement satisfaits') : '',
    missing.length ? plural(missing.length, 'non mentionné', 'non mentionnés') : '',
    invalid.length ? plural(invalid.length, 'contredit', 'contredits') : '',
  ].filter(Boolean);
  parts.push(`Sur ${plural(criteria.length, 'critère', 'critères')} : ${list(counts)}.`);
  const labels = (cs: Criterion[], n = 4) => list(cs.slice(0, n).map((c) => c.label)) + (cs.length > n ? ` (+${cs.length - n})` : '');
  if (ideal.length) parts.push(`Points forts : ${labels(ideal)}.`);
  if (potential.length) parts.push(`Partiellement : ${labels(potential)}.`);
  if (missing.length) parts.push(`À vérifier : ${labels(missing)}.`);
  if (invalid.length) parts.push(`Contredit par le CV : ${labels(invalid)}.`);
  const mandatoryMissed = criteria.filter((c, i) => c.is_mandatory && (grades[i].match_status === 'not_valid' || grades[i].match_status === 'not_mentioned'));
  if (mandatoryMissed.length) parts.push(`Critères obligatoires non établis : ${labels(mandatoryMissed, 6)}.`);
  return parts.join(' ');
}
