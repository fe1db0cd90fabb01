/** What every evaluator shares: the grade, the quote of a resume line, the best line for some words. */
import type { CriterionGrade, MatchStatus } from '../../../matching/types.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import { coverage, negatedTerm } from '../find/terms.js';

export type Grade = CriterionGrade;
export const grade = (match_status: MatchStatus, match_explanation: string): Grade => ({ match_status, match_explanation });

/** The line of the resume around an offset, for quoting. */
export function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const endNl = text.indexOf('\n', offset);
  return text.slice(start, endNl < 0 ? text.length : endNl);
}

/** Web addresses and e-mail addresses in folded text. */
const ADDRESS = /(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github)\.com\/\S+|\S+@\S+\.\S+/g;

/** The line of the resume that covers the most of `terms`. */
export function bestLine(p: Pick<CandidateProfile, 'text' | 'folded'>, terms: string[], acronymTerms: readonly string[] = []): { text: string; coverage: number; negated: boolean } | null {
  let best: { text: string; coverage: number; negated: boolean } | null = null;
  let offset = 0;
  for (const line of p.text.split('\n')) {
    // An address is no evidence: "finance" in ".../in/julien-favre-finance" says nothing of budgets.
    const raw = p.folded.slice(offset, offset + line.length);
    const folded = raw.includes('@') || raw.includes('www.') || raw.includes('://') || raw.includes('.com/') ? raw.replace(ADDRESS, (a) => ' '.repeat(a.length)) : raw;
    offset += line.length + 1;
    if (line.trim().length === 0) continue;
    const c = coverage(terms, folded, acronymTerms);
    if (c > 0 && (!best || c > best.coverage)) best = { text: line, coverage: c, negated: negatedTerm(terms, folded) };
  }
  return best;
}

