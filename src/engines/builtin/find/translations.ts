/**
 * French and English words of work, each finding the other (data/term-translations.csv, ours):
 * a criterion read on its words ("Rédaction de rapports et comptes rendus") also finds an English
 * resume's ("Wrote monthly reports and meeting minutes"), and the reverse; an activity also finds
 * who does it (data/activity-agents.csv: "vente" a "vendeuse", one way). A term becomes its
 * alternatives joined by "|", which findTerm() tries in turn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '../../../catalogs/data-dir.js';

interface Glossary {
  /** Folded word → the words it finds in the other language (both ways). */
  alternatives: Map<string, string[]>;
  /** English word → its first French rendering. */
  toFrench: Map<string, string>;
}

let glossary: Glossary | null = null;

function load(): Glossary {
  const alternatives = new Map<string, string[]>();
  const toFrench = new Map<string, string>();
  const add = (a: string, b: string) => {
    const list = alternatives.get(a) ?? [];
    if (a !== b && !list.includes(b)) list.push(b);
    alternatives.set(a, list);
  };
  for (const line of readFileSync(join(defaultDataDir(), 'term-translations.csv'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('fr,en')) continue;
    const [fr, en] = line.split(',');
    if (!fr || !en) throw new Error(`term-translations.csv: bad row "${line}"`);
    for (const e of en.split('|')) {
      add(fr.trim(), e.trim());
      add(e.trim(), fr.trim());
      if (!toFrench.has(e.trim()) && e.trim() !== fr.trim()) toFrench.set(e.trim(), fr.trim());
    }
  }
  // An activity also finds who does it (data/activity-agents.csv): "vente" a "vendeuse". One way.
  for (const line of readFileSync(join(defaultDataDir(), 'activity-agents.csv'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('activity,agents')) continue;
    const [activity, agents, ...rest] = line.split(',');
    if (!activity || !agents || rest.length > 0) throw new Error(`activity-agents.csv: bad row "${line}"`);
    for (const a of agents.split('|')) add(activity.trim(), a.trim());
  }
  return { alternatives, toFrench };
}

/** "rapports" → "rapports|report|reports|reporting"; a word without translation stays as it is. */
export function withTranslations(term: string): string {
  glossary ??= load();
  const alt = glossary.alternatives.get(term);
  return alt && alt.length > 0 ? [term, ...alt].join('|') : term;
}

/** The French word for one English work word ("sales" → "vente"), or null. Folded, no accents. */
export function frenchWordOf(englishFolded: string): string | null {
  glossary ??= load();
  return glossary.toFrench.get(englishFolded) ?? null;
}

/** The word as written, without its alternatives, for explanations. */
export function shownTerm(term: string): string {
  const bar = term.indexOf('|');
  return bar < 0 ? term : term.slice(0, bar);
}
