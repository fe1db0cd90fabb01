/**
 * Weighted word-overlap search over occupation labels (ROME appellations, ESCO labels mapped to
 * them). A label's score for a title is
 *
 *   weight(label) × covered(title)^ALPHA × covered(label)^BETA × (HEAD_MISSED if the label's head word is not in the title)
 *
 * where covered(x) is the idf-weighted share of x's words that the other side has. Missing title
 * words cost more than missing label words: "Développeuse full-stack JavaScript" still is
 * "Développeur full-stack", but "Recette de la tarte aux pommes" is not "Agent de recette"; and a
 * title that names what a label is about but not its occupation ("Compétences" against "Responsable
 * du développement des compétences") is not that occupation. Labels list their head word first. The
 * constants are calibrated (see test/unit/catalogs/rome-catalog.test.ts) so that a good match scores
 * 0.85 or more and an unrelated title stays below 0.7, the spec's threshold (2.1 `rome_jobs`).
 *
 * A resume's title says more than a label: "Professeur de mathématiques en lycée", "Caissier
 * polyvalent". When it holds a whole specific label, head word included, its other words are
 * context and cost less (ALPHA_WHOLE_LABEL instead of ALPHA); and what follows a dash, a comma or
 * a parenthesis ("Senior Project Manager – Financial Services") weighs half in the title's total
 * (rome-catalog.ts). Measured by `npm run quality:rome` on corpus/rome-titles.
 */

/** Exponent of the title's covered share. */
const ALPHA = 1.5;
/**
 * A title holding a whole label, its head word included ("Professeure de mathématiques en collège",
 * "Caissière polyvalente"), is that occupation said with its context (a place, a shift, a sector):
 * its other words cost less.
 */
const WHOLE_LABEL = 0.999;
const ALPHA_WHOLE_LABEL = 0.3;
const SPECIFIC_LABEL = 6;
/** Exponent of the label's covered share: a title may be more general than the label it matches. */
const BETA = 0.6;
/** Factor when the label's head word (its occupation noun) is missing from the title. */
const HEAD_MISSED = 0.8;
/** Weight of a title word the index does not know ("typescript", "kubernetes"): such words rarely name
 * the occupation, but nonsense made of them must not score as a match. */
const UNKNOWN_WORD_WEIGHT = 1;

export interface IndexedLabel {
  /** Index of the appellation the label stands for. */
  target: number;
  /** Index words, the head word (occupation noun) first. */
  tokens: string[];
  /** At most 1: ROME's own labels 1, ESCO labels a little less, a bare head word ("Infirmier") 0.8. */
  weight: number;
}

export interface Hit {
  target: number;
  score: number;
  /** The label that gave the score. */
  label: number;
}

/** The labels as stored: one line of space-separated words per label (built into flat arrays at load). */
export interface LabelColumns {
  target: ArrayLike<number>;
  tokens: readonly string[];
  weight: ArrayLike<number>;
}

export class RomeIndex {
  private readonly vocabulary = new Map<string, number>();
  private readonly idf: Float64Array;
  /** Labels of each word: postings[postingStart[w] … postingStart[w + 1]). */
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  /** Words of each label, head word first: labelWords[labelStart[l] … labelStart[l + 1]). */
  private readonly labelStart: Int32Array;
  private readonly labelWords: Int32Array;
  private readonly labelTotal: Float64Array;
  private readonly labelWeight: Float64Array;
  private readonly labelTarget: Int32Array;
  /** Scratch space of search(): shared weight per label, and the labels touched. */
  private readonly shared: Float64Array;
  /** The same without the tokens' shares: how much of the label the title holds. */
  private readonly sharedWhole: Float64Array;
  private readonly touched: Int32Array;

  static fromLabels(labels: readonly IndexedLabel[]): RomeIndex {
    return new RomeIndex({ target: labels.map((l) => l.target), tokens: labels.map((l) => l.tokens.join(' ')), weight: labels.map((l) => l.weight) });
  }

  // Flat typed arrays rather than an object per label: 40,000 labels load in a few tens of milliseconds.
  constructor(cols: LabelColumns) {
    const n = cols.tokens.length;
    this.labelStart = new Int32Array(n + 1);
    const words: number[] = [];
    const df: number[] = [];
    for (let l = 0; l < n; l++) {
      for (const t of cols.tokens[l].split(' ')) {
        let id = this.vocabulary.get(t);
        if (id === undefined) {
          id = df.length;
          this.vocabulary.set(t, id);
          df.push(0);
        }
        df[id]++;
        words.push(id);
      }
      this.labelStart[l + 1] = words.length;
    }
    this.labelWords = Int32Array.from(words);
    this.idf = Float64Array.from(df, (d) => Math.log(1 + n / d));
    this.postingStart = new Int32Array(df.length + 1);
    for (let w = 0; w < df.length; w++) this.postingStart[w + 1] = this.postingStart[w] + df[w];
    this.postings = new Int32Array(words.length);
    const fill = this.postingStart.slice(0, df.length);
    this.labelTotal = new Float64Array(n);
    for (let l = 0; l < n; l++) {
      for (let k = this.labelStart[l]; k < this.labelStart[l + 1]; k++) {
        const w = this.labelWords[k];
        this.postings[fill[w]++] = l;
        this.labelTotal[l] += this.idf[w];
      }
    }
    this.labelWeight = Float64Array.from(cols.weight);
    this.labelTarget = Int32Array.from(cols.target);
    this.shared = new Float64Array(n);
    this.sharedWhole = new Float64Array(n);
    this.touched = new Int32Array(n);
  }

  has(word: string): boolean {
    return this.vocabulary.has(word);
  }

  /** The weight of a title word. */
  wordWeight(word: string): number {
    const id = this.vocabulary.get(word);
    return id === undefined ? UNKNOWN_WORD_WEIGHT : this.idf[id];
  }

  /** Score of one label for a title (used by the build to pick the appellation of an ESCO occupation). */
  scoreLabel(tokens: readonly string[], label: number): number {
    let total = 0;
    let shared = 0;
    const ids = new Set<number>();
    for (const t of tokens) {
      total += this.wordWeight(t);
      const id = this.vocabulary.get(t);
      if (id !== undefined) ids.add(id);
    }
    for (let k = this.labelStart[label]; k < this.labelStart[label + 1]; k++) if (ids.has(this.labelWords[k])) shared += this.idf[this.labelWords[k]];
    return this.combine(shared, total, label, ids.has(this.labelWords[this.labelStart[label]]));
  }

  private combine(shared: number, titleTotal: number, label: number, headMatched: boolean, sharedWhole = shared, withContext = false): number {
    if (shared === 0 || titleTotal === 0) return 0;
    const labelCovered = sharedWhole / this.labelTotal[label];
    const alpha = withContext && headMatched && labelCovered >= WHOLE_LABEL && this.labelTotal[label] >= SPECIFIC_LABEL ? ALPHA_WHOLE_LABEL : ALPHA;
    const s = this.labelWeight[label] * Math.pow(shared / titleTotal, alpha) * Math.pow(labelCovered, BETA);
    return Math.min(1, headMatched ? s : s * HEAD_MISSED);
  }

  /**
   * The best targets for a title's tokens, one hit per target, best first. `share`: each token's
   * part of its weight (1 by default); `withContext`: a title holding a whole specific label may
   * say more (WHOLE_LABEL) — a resume's title, not a label matched to another label.
   */
  search(tokens: readonly string[], limit: number, minScore = 0, share?: readonly number[], withContext = false): Hit[] {
    let total = 0;
    let count = 0;
    const ids: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const part = share?.[i] ?? 1;
      total += this.wordWeight(t) * part;
      const id = this.vocabulary.get(t);
      if (id === undefined || ids.includes(id)) continue;
      ids.push(id);
      const w = this.idf[id];
      for (let k = this.postingStart[id]; k < this.postingStart[id + 1]; k++) {
        const label = this.postings[k];
        if (this.sharedWhole[label] === 0) this.touched[count++] = label;
        this.shared[label] += w * part;
        this.sharedWhole[label] += w;
      }
    }
    const best = new Map<number, Hit>();
    for (let k = 0; k < count; k++) {
      const label = this.touched[k];
      const score = this.combine(this.shared[label], total, label, ids.includes(this.labelWords[this.labelStart[label]]), this.sharedWhole[label], withContext);
      this.shared[label] = 0;
      this.sharedWhole[label] = 0;
      if (score < minScore) continue;
      const target = this.labelTarget[label];
      const prev = best.get(target);
      if (prev === undefined || score > prev.score || (score === prev.score && label < prev.label)) best.set(target, { target, score, label });
    }
    return [...best.values()].sort((a, b) => b.score - a.score || a.label - b.label).slice(0, limit);
  }
}
