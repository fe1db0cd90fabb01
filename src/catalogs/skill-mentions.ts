/**
 * Skill mentions in free text. Leftmost-longest n-grams (≤ 6 content tokens, never across a hard
 * boundary) over fold()ed text; then the precision rules of each alias:
 *
 *   free            fires anywhere
 *   cased-or-context needs the catalog's case ("Excel", "EXCEL") or a context (below)
 *   strict          needs the catalog's case AND a context ("C", "R", "Go")
 *
 * Context = a list of skills (another accepted mention separated only by list punctuation or
 * "et/and/ou/or"), a tech cue just before ("langage R", "programming in Go"), or a skills header
 * on the same line ("Compétences : …", "Stack: …", "CAD: …"). Context is resolved iteratively so that
 * "Python, R, Go" accepts R from Python, then Go from R.
 *
 * Speed: an n-gram is only looked up in the key map when the hashes of skill-key-hash.ts say that a
 * key may be it, and is only extended while some key starts with it; most words of a resume cost
 * one typed-array probe.
 */
import { fold } from '../text/fold.js';
import {
  FLAG_CASED_OR_CONTEXT,
  FLAG_FREE,
  FLAG_STRICT,
  MAX_MENTION_TOKENS,
  type Skill,
  type SkillTables,
} from './skill-data.js';
import { extendHash, NGRAM_PREFIX, NGRAM_WORD, SEED_HASH, tokenHash } from './skill-key-hash.js';
import { casedForm, tokenize, type Token } from './skill-text.js';

export interface SkillMention {
  skill: Skill;
  start: number;
  end: number;
  text: string;
}

interface Candidate {
  alias: number;
  first: number; // token indexes
  last: number;
  start: number;
  end: number;
  needsContext: boolean;
  /** Shorter free match at the same position, used if this candidate's context never comes. */
  fallback?: Candidate;
}

/** Separators that make two mentions items of one list. */
const LIST_GAP = /^[\s,;/|&+•·*()[\]–—-]*(?:(?:et|and|ou|or|avec|with|\+)[\s,]*)?$/;
const MAX_LIST_GAP = 12;

/** Words that announce a programming language or tool right before it ("langage R", "coding in Go").
 * Only programming words: "technology", "software" or "tool" also precede ordinary words. */
const TECH_CUES = new Set([
  'langage', 'language', 'programmation', 'programming', 'developpement', 'development', 'developpeur', 'developer',
  'dev', 'coding', 'code', 'codage', 'framework', 'librairie', 'library', 'script', 'scripting',
]);

/** A skills header opening the line: "Compétences techniques : …", "- Tools: …", "Environnement technique :",
 * or the category label of a skills section ("CAD: CATIA, Creo", "BI : Tableau", "Planification : Primavera P6"). */
const HEADER =
  /^[\s\-*•·>]*(?:competences?|skills?|outils?|tools?|technologies|technos?|stack|langages?|languages?|logiciels?|software|environnement|environment|frameworks?|informatique|bureautique|expertise|connaissances?|knowledge|it skills|savoir-faire|technical|bi|business intelligence|data|cad|cao|dao|cao\/dao|crm|erp|simulation|planification|planning|plans|design|research|collaboration|databases?|bases? de donnees|methodes|methods|methodologies?|cloud|devops|testing|tests|analytics|statistics|statistiques|web|mobile|front-?end|back-?end|systemes|systems|reseaux|networks?|securite|security|platforms?|plateformes?|applications?|apps|solutions|graphisme|pao|multimedia|office|productivity)\b[^:\n.;]{0,30}:/;

export function findSkillMentions(t: SkillTables, text: string): SkillMention[] {
  const folded = fold(text);
  const tokens = tokenize(folded);
  const hashes = new Int32Array(tokens.length);
  for (let k = 0; k < tokens.length; k++) if (!tokens[k].stop) hashes[k] = tokenHash(tokens[k].stem);
  const accepted: Candidate[] = [];
  const pending: Candidate[] = [];

  for (let i = 0; i < tokens.length; ) {
    if (tokens[i].stop) {
      i++;
      continue;
    }
    const found = longestAt(t, text, tokens, hashes, i);
    if (!found) {
      i++;
      continue;
    }
    if (found.needsContext) pending.push(found);
    else accepted.push(found);
    i = found.last + 1;
  }

  // Resolve context-dependent candidates against accepted ones until nothing changes.
  let changed = pending.length > 0;
  while (changed) {
    changed = false;
    for (let p = 0; p < pending.length; p++) {
      const c = pending[p];
      if (hasContext(t, folded, tokens, c, accepted)) {
        accepted.push(c);
        pending.splice(p--, 1);
        changed = true;
      }
    }
  }
  for (const c of pending) if (c.fallback) accepted.push(c.fallback);

  accepted.sort((a, b) => a.start - b.start);
  return accepted.map((c) => ({
    skill: t.skillOfAlias(c.alias),
    start: c.start,
    end: c.end,
    text: text.slice(c.start, c.end),
  }));
}

/** Matches at one position (alias, last token), shortest first; at most MAX_MENTION_TOKENS. */
const matchAlias = new Int32Array(MAX_MENTION_TOKENS);
const matchLast = new Int32Array(MAX_MENTION_TOKENS);

/** The longest usable match starting at token i (free, cased, or waiting for context). */
function longestAt(t: SkillTables, text: string, tokens: readonly Token[], hashes: Int32Array, i: number): Candidate | undefined {
  let found = 0;
  let key = '';
  let h = SEED_HASH;
  let count = 0;
  for (let j = i; j < tokens.length; j++) {
    const tj = tokens[j];
    if (j > i && tj.brk) break;
    if (tj.stop) continue;
    h = extendHash(h, hashes[j]);
    const f = t.ngrams.get(h);
    // One word: a Map lookup only when it may be a key; longer n-grams only come after a prefix.
    if (count > 0 || (f & NGRAM_WORD) !== 0) {
      key = count === 0 ? tj.stem : key + ' ' + tj.stem;
      const slot = t.slots.get(key);
      if (slot !== undefined && t.slotMention[slot] >= 0) {
        matchAlias[found] = t.slotMention[slot];
        matchLast[found] = j;
        found++;
      }
    } else key = tj.stem;
    count++;
    // Go on only while some free-text key starts with these tokens.
    if (count >= MAX_MENTION_TOKENS || (f & NGRAM_PREFIX) === 0) break;
  }
  let best: Candidate | undefined;
  for (let m = found - 1; m >= 0; m--) {
    const alias = matchAlias[m];
    const last = matchLast[m];
    const flag = t.aliasFlag[alias];
    const cand: Candidate = {
      alias,
      first: i,
      last,
      start: tokens[i].start,
      end: tokens[last].end,
      needsContext: false,
    };
    if (flag === FLAG_FREE) {
      if (!best) return cand;
      best.fallback = cand;
      return best;
    }
    const cased = caseMatches(t, alias, casedForm(text, tokens.slice(i, last + 1)));
    if (flag === FLAG_CASED_OR_CONTEXT) {
      cand.needsContext = !cased;
    } else if (flag === FLAG_STRICT) {
      if (!cased) continue;
      cand.needsContext = true;
    } else continue;
    if (!best) {
      if (!cand.needsContext) return cand;
      best = cand;
    } else if (!cand.needsContext) {
      best.fallback = cand;
      return best;
    }
  }
  return best;
}

function caseMatches(t: SkillTables, alias: number, written: string): boolean {
  const forms = t.aliasCased.get(alias);
  if (!forms) return false;
  for (const f of forms) {
    if (written === f) return true;
    if (f.length >= 3 && written === f.toUpperCase()) return true;
  }
  return false;
}

function hasContext(t: SkillTables, folded: string, tokens: readonly Token[], c: Candidate, accepted: Candidate[]): boolean {
  const strict = t.aliasFlag[c.alias] === FLAG_STRICT;
  const own = t.skillOfAlias(c.alias);
  for (const a of accepted) {
    if (strict && !isTechOrSameGroup(t, a, own)) continue;
    const gap = a.end <= c.start ? folded.slice(a.end, c.start) : a.start >= c.end ? folded.slice(c.end, a.start) : null;
    if (gap !== null && gap.length <= MAX_LIST_GAP && LIST_GAP.test(gap)) return true;
  }
  // A cue among the 3 tokens before, in the same clause.
  for (let k = c.first - 1, seen = 0; k >= 0 && seen < 3; k--) {
    if (tokens[k + 1].brk) break;
    if (TECH_CUES.has(tokens[k].stem)) return true;
    if (!tokens[k].stop) seen++;
  }
  const lineStart = folded.lastIndexOf('\n', c.start - 1) + 1;
  return HEADER.test(folded.slice(lineStart, c.start));
}

/** A strict name ("R", "Agile") only leans on a software neighbour or one of its own catalog group. */
function isTechOrSameGroup(t: SkillTables, c: Candidate, own: Skill): boolean {
  const s = t.skillOfAlias(c.alias);
  return s.type === 'Software skill' || (s.group !== null && (s.group.startsWith('06') || s.group === own.group));
}
