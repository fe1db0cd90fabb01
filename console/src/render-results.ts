import { h, percent } from './dom.js';
import type { EvaluatedCriterion, MatchResult, RankResult } from './types.js';

const STATUS_TEXT: Record<EvaluatedCriterion['match_status'], string> = {
  ideal: 'ideal — clearly met',
  potential: 'potential — partly met',
  not_mentioned: 'not mentioned',
  not_valid: 'not valid — contradicted',
};

function scoreBlock(score: number, label: string): HTMLElement {
  return h('span', { class: 'score' }, h('meter', { min: 0, max: 1, low: 0.5, high: 0.75, optimum: 1, value: score, 'aria-label': label }), h('strong', {}, percent(score)));
}

/** One resume against the criteria: the score, the service's summary, and each criterion's status and evidence. */
export function renderMatch(result: MatchResult, candidateName: string): HTMLElement {
  return h(
    'div',
    { class: 'result' },
    h('p', { class: 'result-head' }, h('span', {}, `Score of ${candidateName}: `), scoreBlock(result.score, `Score of ${candidateName}`), h('span', { class: 'hint' }, ` (${result.score})`)),
    h('p', { class: 'summary' }, result.summary),
    h(
      'table',
      { class: 'grid' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Criterion'), h('th', { scope: 'col', class: 'num' }, 'Weight'), h('th', { scope: 'col' }, 'Mandatory'), h('th', { scope: 'col' }, 'Status'), h('th', { scope: 'col' }, 'Explanation'))),
      h(
        'tbody',
        {},
        result.evaluated_criteria.map((criterion) =>
          h(
            'tr',
            {},
            h('td', {}, criterion.label),
            h('td', { class: 'num' }, criterion.weight),
            h('td', {}, criterion.is_mandatory ? 'yes' : 'no'),
            h('td', {}, h('span', { class: `status status-${criterion.match_status}`, 'data-status': criterion.match_status }, STATUS_TEXT[criterion.match_status] ?? criterion.match_status)),
            h('td', { class: 'explanation' }, criterion.match_explanation),
          ),
        ),
      ),
    ),
  );
}

/** The ranking in the service's order (its `rank` is authoritative), with names for the ids sent. */
export function renderRanking(result: RankResult, nameOf: (candidateId: string) => string): HTMLElement {
  const rows = [...result.rankings].sort((a, b) => a.rank - b.rank);
  return h(
    'table',
    { class: 'grid ranking' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'num' }, 'Rank'), h('th', { scope: 'col' }, 'Candidate'), h('th', { scope: 'col' }, 'Score'), h('th', { scope: 'col' }, 'Rationale'))),
    h(
      'tbody',
      {},
      rows.map((row) =>
        h(
          'tr',
          {},
          h('td', { class: 'num rank' }, row.rank),
          h('th', { scope: 'row' }, nameOf(row.candidate_id), h('span', { class: 'hint' }, ` ${row.candidate_id}`)),
          h('td', {}, scoreBlock(row.score, `Score of ${nameOf(row.candidate_id)}`)),
          h('td', { class: 'explanation' }, row.rationale),
        ),
      ),
    ),
  );
}
