/**
 * lookup(): the best catalog entry for one short skill string.
 *
 *   1. exact alias key, plural-folded (score 1), then spacing variants ("powerbi", "node js": 0.95)
 *   2. the same after dropping filler words ("maîtrise de", "knowledge of", "bonne", 0.95)
 *   3. fuzzy: per query token, catalog tokens within a Damerau-Levenshtein budget (found through a
 *      trigram index over the ~20k distinct tokens), then aliases sharing those tokens scored by an
 *      IDF-weighted Dice coefficient, so typos, word order and missing words cost little and
 *      frequent words ("gestion", "management") weigh little.
 * The fuzzy index is built on the first fuzzy lookup (≈0.3 s) and kept; call warm() to build it at start-up.
 */
import type { Skill, SkillTables } from './skill-data.js';
import { damerauLevenshtein } from '../text/edit-distance.js';
import { buildFuzzyIndex, trigramsOf, type FuzzyIndex } from './skill-fuzzy-index.js';
import { phraseKey, stemToken } from './skill-text.js';

export const LOOKUP_THRESHOLD = 0.72;
/** Posting lists longer than this are not scanned for candidates (only scored on them). */
const MAX_SCAN = 2000;
/** Query tokens whose near catalog tokens are remembered (a few MB at most). */
const SIMILAR_CACHE_SIZE = 20_000;

/** Words that wrap a skill in resumes and requests without being part of it. */
const FILLERS = new Set([
  'maitrise', 'maitriser', 'connaissance', 'connaissances', 'bonne', 'bonnes', 'bon', 'bons', 'tres', 'excellente',
  'excellent', 'solide', 'solides', 'experience', 'experiences', 'knowledge', 'in', 'en', 'avec', 'with', 'expert',
  'expertise', 'skill', 'skills', 'competence', 'competences', 'utilisation', 'use', 'using', 'pratique', 'notion',
  'notions', 'avance', 'advanced', 'basic', 'base', 'bases', 'strong', 'good', 'proficient', 'proficiency',
  'familiarity', 'familiar', 'outil', 'outils', 'logiciel', 'logiciels', 'tool', 'tools', 'software',
]);

export interface LookupHit {
  skill: Skill;
  score: number;
}

export class SkillLookup {
  private index: FuzzyIndex | undefined;
  private readonly similar = new Map<string, readonly { id: number; sim: number }[]>();

  constructor(private readonly t: SkillTables) {}

  lookup(term: string): LookupHit | null {
    const q = phraseKey(term);
    if (q.key === '') return null;
    const direct = this.direct(q.stemKey);
    if (direct) return direct;
    const core = q.tokens.filter((w) => !FILLERS.has(w));
    if (core.length > 0 && core.length < q.tokens.length) {
      const hit = this.direct(core.map(stemToken).join(' '));
      if (hit) return { skill: hit.skill, score: Math.min(hit.score, 0.95) };
    }
    const fuzzy = this.fuzzy(core.length > 0 ? core : q.tokens, LOOKUP_THRESHOLD);
    return fuzzy && fuzzy.score >= LOOKUP_THRESHOLD ? fuzzy : null;
  }

  /** Every entry an exact alias key of `term` names (plural-folded, spacing variants): no fuzzy match. */
  exact(term: string): Skill[] {
    const q = phraseKey(term);
    if (q.key === '') return [];
    const slots = this.t.slots;
    const compact = q.stemKey.replace(/ /g, '');
    const slot = slots.get(q.stemKey) ?? (compact !== q.stemKey ? slots.get(compact) : undefined);
    if (slot === undefined) return [];
    const out = [this.skillOf(this.t.slotLookup[slot])];
    const mention = this.t.slotMention[slot];
    if (mention >= 0 && this.skillOf(mention).id !== out[0].id) out.push(this.skillOf(mention));
    return out;
  }

  /** Builds the fuzzy index now rather than on the first fuzzy lookup. */
  warm(): void {
    this.fuzzyIndex();
  }

  /** Exact (plural-folded) alias key, then spacing variants ("power bi" = "powerbi", "node js" = "nodejs"). */
  private direct(stemKey: string): LookupHit | null {
    const slots = this.t.slots;
    const slot = slots.get(stemKey);
    if (slot !== undefined) return { skill: this.skillOf(this.t.slotLookup[slot]), score: 1 };
    const compact = stemKey.replace(/ /g, '');
    let s = compact !== stemKey ? slots.get(compact) : undefined;
    // One glued word may be two catalog words: try every split ("powerbi" → "power bi").
    for (let i = 2; s === undefined && stemKey === compact && i <= compact.length - 2; i++) {
      s = slots.get(compact.slice(0, i) + ' ' + compact.slice(i));
    }
    return s === undefined ? null : { skill: this.skillOf(this.t.slotLookup[s]), score: 0.95 };
  }

  private fuzzyIndex(): FuzzyIndex {
    if (!this.index) this.index = buildFuzzyIndex(this.t);
    return this.index;
  }

  private skillOf(alias: number): Skill {
    return this.t.skillOfAlias(alias);
  }

  /**
   * The best-scoring alias; `floor`: the answer is wanted only at that score or above (its score
   * rounded to 3 decimals), so an alias whose best possible score falls short is not scored.
   */
  private fuzzy(words: string[], floor = 0): LookupHit | null {
    const ix = this.fuzzyIndex();
    const qs = [...new Set(words.map(stemToken))];
    // Candidate catalog tokens per query token, with their similarity.
    const perQuery = qs.map((w) => this.similarTokens(ix, w));
    const simOf = new Map<number, { q: number; sim: number }[]>();
    let qWeight = 0;
    // The most a query token can add to `matched` (its best candidate's similarity × IDF).
    let maxMatched = 0;
    const postings: number[] = [];
    perQuery.forEach((cands, q) => {
      let w = 0;
      let total = 0;
      let gain = 0;
      for (const c of cands) {
        w = Math.max(w, ix.idf[c.id]);
        gain = Math.max(gain, c.sim * ix.idf[c.id]);
        total += ix.postStart[c.id + 1] - ix.postStart[c.id];
        let l = simOf.get(c.id);
        if (!l) simOf.set(c.id, (l = []));
        l.push({ q, sim: c.sim });
      }
      qWeight += w > 0 ? w : ix.maxIdf;
      maxMatched += gain;
      postings.push(total);
    });
    // Candidate aliases come from the postings of the selective query tokens only; a frequent
    // word ("gestion") is then scored on those candidates, never scanned on its own.
    const order = qs.map((_, q) => q).filter((q) => postings[q] > 0).sort((a, b) => postings[a] - postings[b]);
    if (order.length === 0) return null;
    const touched: number[] = [];
    for (let k = 0; k < order.length; k++) {
      const q = order[k];
      if (k > 0 && postings[q] > MAX_SCAN) break;
      for (const c of perQuery[q]) {
        for (let p = ix.postStart[c.id]; p < ix.postStart[c.id + 1]; p++) {
          const a = ix.post[p];
          if (!ix.seen[a]) {
            ix.seen[a] = 1;
            touched.push(a);
          }
        }
      }
    }
    let best = -1;
    let bestScore = 0;
    const gains = new Float64Array(qs.length);
    // Below this score an alias can neither be the answer (rounded, it stays under `floor`) nor tie it.
    const cut = floor - 0.0005 - 1e-9;
    for (const a of touched) {
      ix.seen[a] = 0;
      const aliasWeight = ix.aliasWeight[a];
      if ((2 * maxMatched) / (qWeight + aliasWeight) < Math.max(cut, bestScore - 1e-9)) continue;
      gains.fill(0);
      for (let p = ix.aliasTokStart[a]; p < ix.aliasTokStart[a + 1]; p++) {
        const v = ix.aliasTok[p];
        const hits = simOf.get(v);
        if (hits) for (const h of hits) gains[h.q] = Math.max(gains[h.q], h.sim * ix.idf[v]);
      }
      let matched = 0;
      for (const g of gains) matched += g;
      const score = (2 * matched) / (qWeight + aliasWeight);
      if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && best >= 0 && this.t.better(a, best))) {
        best = a;
        bestScore = score;
      }
    }
    if (best < 0) return null;
    // A fuzzy answer is never as sure as an exact one.
    return { skill: this.skillOf(best), score: Math.min(0.94, Math.round(bestScore * 1000) / 1000) };
  }

  /**
   * The catalog tokens near `w`, remembered: resumes and offers use a small vocabulary over and
   * over ("management", "excel"), and the trigram scan with edit distances is the dearest step of
   * a lookup. Bounded: emptied when full.
   */
  private similarTokens(ix: FuzzyIndex, w: string): readonly { id: number; sim: number }[] {
    let found = this.similar.get(w);
    if (found === undefined) {
      if (this.similar.size >= SIMILAR_CACHE_SIZE) this.similar.clear();
      found = this.scanSimilarTokens(ix, w);
      this.similar.set(w, found);
    }
    return found;
  }

  private scanSimilarTokens(ix: FuzzyIndex, w: string): { id: number; sim: number }[] {
    const out: { id: number; sim: number }[] = [];
    const exact = ix.vocabId.get(w);
    if (exact !== undefined) out.push({ id: exact, sim: 1 });
    const budget = w.length < 4 ? 0 : w.length < 8 ? 1 : 2;
    if (budget === 0) return out;
    const grams = trigramsOf(w);
    const touched: number[] = [];
    for (const g of grams) {
      const list = ix.trigrams.get(g);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (ix.gramHits[id]++ === 0) touched.push(id);
      }
    }
    const need = Math.max(1, grams.length - 3 * budget);
    for (const id of touched) {
      const n = ix.gramHits[id];
      ix.gramHits[id] = 0;
      if (n < need || id === exact) continue;
      const v = ix.vocab[id];
      if (Math.abs(v.length - w.length) > budget) continue;
      const d = damerauLevenshtein(w, v, budget);
      if (d <= budget) out.push({ id, sim: 1 - d / Math.max(w.length, v.length) });
    }
    return out;
  }

}

