/**
 * Languages with the level stated around them: "Anglais courant", "anglais (C1)", "Fluent English",
 * "English: TOEIC 850", "Bilingue français/anglais" (the level applies to the whole group).
 */
import type { Cefr, EngineCatalogs, LanguageMention } from '../engine-catalogs.js';
import { negatedAt } from './negation.js';

export interface LanguageLevelMention {
  code: string;
  level: Cefr | null;
  start: number;
  end: number;
  negated: boolean;
}

const GROUP_SEP = /^\s*(?:,|\/|&|-|et|and|ou|or|\+)\s*$/u;

export function findLanguageLevels(text: string, folded: string, catalogs: EngineCatalogs): LanguageLevelMention[] {
  const mentions = catalogs.findLanguages(text);
  const out: LanguageLevelMention[] = [];
  let i = 0;
  while (i < mentions.length) {
    // Group "français/anglais", "French and English".
    let j = i;
    while (j + 1 < mentions.length && GROUP_SEP.test(folded.slice(mentions[j].end, mentions[j + 1].start))) j++;
    const group: LanguageMention[] = mentions.slice(i, j + 1);
    const prevEnd = i > 0 ? mentions[i - 1].end : 0;
    const nextStart = j + 1 < mentions.length ? mentions[j + 1].start : folded.length;
    const windowStart = Math.max(prevEnd, group[0].start - 40, clauseStart(folded, group[0].start));
    const windowEnd = Math.min(nextStart, group[group.length - 1].end + 50, clauseEnd(folded, group[group.length - 1].end));
    const before = text.slice(windowStart, group[0].start);
    const after = text.slice(group[group.length - 1].end, windowEnd);
    const level = catalogs.cefrFromText(`${before} … ${after}`);
    const negated = negatedAt(folded, group[0].start, group[group.length - 1].end);
    for (const m of group) out.push({ code: m.code, level, start: m.start, end: m.end, negated });
    i = j + 1;
  }
  return out;
}

function clauseStart(folded: string, at: number): number {
  const before = folded.slice(0, at);
  const cut = Math.max(before.lastIndexOf(';'), before.lastIndexOf('.'), before.lastIndexOf('\n'), before.lastIndexOf(','));
  return cut + 1;
}

function clauseEnd(folded: string, at: number): number {
  const m = /[;.\n,]/.exec(folded.slice(at));
  return m ? at + m.index : folded.length;
}
