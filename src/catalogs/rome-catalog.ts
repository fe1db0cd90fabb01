/**
 * ROME 4.0 occupations (data/rome.json.gz): predicts the appellations (and their fiche) a free job
 * title names, in French or English, for spec 2.1 `rome_jobs` (`job_title`, `job_code`, `rome_title`,
 * `rome_code`, `prediction_score` between 0.7 and 1). Loaded once; a prediction is a few posting-list
 * walks (see rome-index.ts for the score).
 */
import { defaultDataDir } from './data-dir.js';
import { titleTokens, type TitleVocabulary } from './job-title-tokens.js';
import { readRomeTables, type RomeTables } from './rome-data.js';
import { RomeIndex } from './rome-index.js';
import { fold } from '../text/fold.js';

/** The spec keeps no prediction below this score. */
export const MIN_PREDICTION_SCORE = 0.7;
const DEFAULT_LIMIT = 5;
/** Where a title's context starts: a spaced dash, a comma, an opening parenthesis, a pipe. */
const CONTEXT_START = /\s[–—-]\s|,|\(|\|/u;
/** A title whose best reading scores below AMBIGUOUS_BELOW and whose readings within AMBIGUITY_MARGIN of it span AMBIGUOUS_FICHES fiches is ambiguous. */
const AMBIGUOUS_BELOW = 0.85;
const AMBIGUITY_MARGIN = 0.03;
const AMBIGUOUS_FICHES = 3;
/** The part of its weight a word of the context keeps. */
const CONTEXT_SHARE = 0.5;

export interface RomeJob {
  /** Appellation code (code OGR), e.g. "38971": spec `job_code`. */
  jobCode: string;
  /** Appellation label, e.g. "Data analyst": spec `job_title`. */
  jobLabel: string;
  /** ROME fiche code, e.g. "M1419": spec `rome_code`. */
  romeCode: string;
  /** ROME fiche title: spec `rome_title`. */
  romeLabel: string;
  /** 0.7 to 1, three decimals: spec `prediction_score`. */
  score: number;
}

export interface RomeCatalog {
  readonly appellationCount: number;
  readonly ficheCount: number;
  /** Appellations a job title names, best first, at most `limit` (default 5), only scores ≥ 0.7. */
  predictRomeJobs(title: string, limit?: number): RomeJob[];
  /** An appellation by its code. */
  appellation(code: string): Omit<RomeJob, 'score'> | null;
  /** A fiche title by its ROME code. */
  ficheTitle(romeCode: string): string | null;
  /** Every word of the appellation labels, folded ("aide", "soignante", "diplomee", "d", "etat"). */
  titleWords(): ReadonlySet<string>;
}

class Catalog implements RomeCatalog {
  private readonly index: RomeIndex;
  private readonly vocabulary: TitleVocabulary;
  private readonly byCode: Map<string, number>;
  private readonly fiches: Map<string, string>;

  constructor(private readonly t: RomeTables) {
    this.index = new RomeIndex(t.labels);
    this.vocabulary = { gender: t.gender, has: (w) => this.index.has(w) };
    this.byCode = new Map(t.appellationCode.map((c, i) => [c, i]));
    this.fiches = new Map(t.fiches);
  }

  get appellationCount(): number {
    return this.t.appellationCode.length;
  }

  get ficheCount(): number {
    return this.t.fiches.length;
  }

  predictRomeJobs(title: string, limit = DEFAULT_LIMIT): RomeJob[] {
    // "Senior Project Manager – Financial Services", "Pharmacy Assistant (summer)": what follows a
    // dash, a comma or a parenthesis says where or how, at a part of its weight.
    const cut = CONTEXT_START.exec(title);
    const main = titleTokens(cut ? title.slice(0, cut.index) : title, this.vocabulary, true);
    const context = cut ? titleTokens(title.slice(cut.index), this.vocabulary, true).filter((t) => !main.includes(t)) : [];
    const tokens = main.length > 0 ? [...main, ...context] : context;
    if (tokens.length === 0) return [];
    const share = main.length > 0 ? tokens.map((_, i) => (i < main.length ? 1 : CONTEXT_SHARE)) : undefined;
    const hits = this.index.search(tokens, Math.max(limit, AMBIGUOUS_FICHES + 2), MIN_PREDICTION_SCORE, share, true);
    // "Chargé de mission", "Directeur d'agence": as near a label of three fiches or more as of any,
    // and near none of them, the title tells no occupation.
    if (hits.length > 0 && hits[0].score < AMBIGUOUS_BELOW) {
      const near = new Set(hits.filter((h) => hits[0].score - h.score <= AMBIGUITY_MARGIN).map((h) => this.t.appellationFiche[h.target]));
      if (near.size >= AMBIGUOUS_FICHES) return [];
    }
    return hits.slice(0, limit).map((h) => ({ ...this.job(h.target), score: Math.round(h.score * 1000) / 1000 }));
  }

  appellation(code: string): Omit<RomeJob, 'score'> | null {
    const i = this.byCode.get(code.trim());
    return i === undefined ? null : this.job(i);
  }

  ficheTitle(romeCode: string): string | null {
    return this.fiches.get(romeCode.trim().toUpperCase()) ?? null;
  }

  private words: Set<string> | null = null;

  titleWords(): ReadonlySet<string> {
    this.words ??= new Set(this.t.appellationLabel.flatMap((label) => fold(label).split(/[^a-z]+/).filter((w) => w !== '')));
    return this.words;
  }

  private job(i: number): Omit<RomeJob, 'score'> {
    const [romeCode, romeLabel] = this.t.fiches[this.t.appellationFiche[i]];
    return { jobCode: this.t.appellationCode[i], jobLabel: this.t.appellationLabel[i], romeCode, romeLabel };
  }
}

/** Loads data/rome.json.gz synchronously; `dir` defaults to the project's data/ folder. */
export function loadRomeCatalog(dir: string = defaultDataDir()): RomeCatalog {
  return new Catalog(readRomeTables(dir));
}
