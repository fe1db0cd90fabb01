/**
 * The occupations a resume shows: its headline and the titles heading its dated work, read as
 * ROME 4.0 appellations (src/catalogs/rome-catalog.ts). A title is looked for in the parts of a
 * line between separators ("Électricien – CDI chez SPIE, Toulouse", "Data analyst | Grab"), dates
 * left out, and in the line next to a line of dates alone; only confident readings count.
 */
import { findDateRanges } from '../../../text/dates.js';
import { fold } from '../../../text/fold.js';
import type { RomeCatalog } from '../../../catalogs/rome-catalog.js';
import type { CandidateProfile } from '../analyze-candidate.js';

export interface HeldOccupation {
  romeCode: string;
  romeTitle: string;
  /** The resume's own words for it, for the explanation. */
  title: string;
  /** Months of dated work under that occupation; 0 when only the headline names it. */
  months: number;
  /** Months since the most recent such work ended; 0 for current work or a headline. */
  since: number;
  /** The appellations read (a fiche holds several jobs: "Data engineer", "Big data engineer"), with their months and titles. */
  jobs: Array<{ code: string; months: number; title: string }>;
}

/** Below this a reading of a few words is a guess (the catalog's floor is 0.7). */
const MIN_SCORE = 0.8;
/** Titles longer than this are sentences. */
const MAX_TITLE_WORDS = 6;
/** Lines at the top of a resume where a headline stands. */
const HEAD_LINES = 6;
/** Work ended longer ago than this does not say what the person does now. */
const MAX_MONTHS_SINCE = 120;
/** Work blocks read, most recent first as resumes list them. */
const MAX_BLOCKS = 4;

/** Words that cannot end a title: "Agent de", "Director of". */
const LINK_WORDS = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'en', 'a', 'au', 'aux', 'et', 'of', 'the', 'and', 'for', 'in', '&']);

/** Between a title and its employer, place, contract or dates. */
const PARTS = /\s[-–—|·•]\s|[|,;:()[\]•·]|\s[-–—]|[-–—]\s|\s(?:chez|at|pour|for|@|via|au sein d[eu']?|within)\s/u;

function parts(line: string): string[] {
  return line
    .split(PARTS)
    .map((s) => s.replace(/\s+/g, ' ').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').trim())
    // Contact details, figures and sentences are no titles.
    .filter((s) => s.length >= 3 && /\p{L}{3}/u.test(s) && !/[@\d]/.test(s) && s.split(' ').length <= MAX_TITLE_WORDS);
}

/** A line without its date ranges. */
function withoutDates(folded: string, text: string): string {
  let out = text;
  for (const r of findDateRanges(folded)) out = out.slice(0, r.index) + ' | ' .padEnd(r.length, ' ') + out.slice(r.index + r.length);
  return out.replace(/\b(?:19|20)\d\d\b/g, ' | ');
}

/** The best confident reading of a line's parts, or null. */
function readTitle(line: string, folded: string, rome: RomeCatalog): { romeCode: string; romeTitle: string; jobCode: string; title: string; score: number } | null {
  let best: { romeCode: string; romeTitle: string; jobCode: string; title: string; score: number } | null = null;
  for (const part of parts(withoutDates(folded, line))) {
    const words = part.split(' ');
    // "Infirmière brevetée", "Electrician – Industrial": the title may carry a qualifier ROME does not know; its first words still name the trade.
    // A lone word in capitals is a heading ("PROFESSIONAL", "EXPERIENCE"), not a title.
    if (words.length === 1 && part === part.toUpperCase()) continue;
    for (let n = words.length; n >= Math.max(1, words.length - 1); n--) {
      if (n < words.length && LINK_WORDS.has(fold(words[n - 1]))) continue;
      const [job] = rome.predictRomeJobs(words.slice(0, n).join(' '), 1);
      if (job && job.score >= MIN_SCORE) {
        if (!best || job.score > best.score) best = { romeCode: job.romeCode, romeTitle: job.romeLabel, jobCode: job.jobCode, title: words.slice(0, n).join(' '), score: job.score };
        break;
      }
    }
    if (best && best.score >= 0.95) break;
  }
  return best;
}

/** The index of the first non-empty line from `i` going `step`, within a few lines; -1 if none. */
function nonEmpty(lines: string[], i: number, step: 1 | -1): number {
  for (let j = i, n = 0; j >= 0 && j < lines.length && n < 3; j += step, n++) if (lines[j].trim() !== '') return j;
  return -1;
}

function monthsBetween(a: Date, year: number, month: number | null): number {
  return (a.getUTCFullYear() - year) * 12 + (a.getUTCMonth() + 1 - (month ?? 12));
}

export function findOccupations(p: CandidateProfile, rome: RomeCatalog): HeldOccupation[] {
  const found = new Map<string, HeldOccupation>();
  const add = (r: { romeCode: string; romeTitle: string; jobCode: string; title: string }, months: number, since: number) => {
    const had = found.get(r.romeCode);
    const job = { code: r.jobCode, months, title: r.title };
    if (!had) found.set(r.romeCode, { romeCode: r.romeCode, romeTitle: r.romeTitle, title: r.title, months, since, jobs: [job] });
    else {
      had.months += months;
      had.since = Math.min(had.since, since);
      had.jobs.push(job);
    }
  };
  const lines = p.text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const l of lines) {
    starts.push(offset);
    offset += l.length + 1;
  }
  const foldedLine = (i: number) => p.folded.slice(starts[i], starts[i] + lines[i].length);
  const lineIndexAt = (at: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  let blocks = 0;
  for (const e of p.experiences) {
    if (e.internship) continue;
    const since = e.range.end ? Math.max(0, monthsBetween(p.now, e.range.end.year, e.range.end.month)) : 0;
    if (since > MAX_MONTHS_SINCE) continue;
    const i = lineIndexAt(e.start);
    // The title on the dated line, else on the nearest line above or below it.
    const above = nonEmpty(lines, i - 1, -1);
    const below = nonEmpty(lines, i + 1, 1);
    for (const j of [i, above, below]) {
      if (j < 0) continue;
      const r = readTitle(lines[j], foldedLine(j), rome);
      if (r) {
        add(r, e.months, since);
        break;
      }
    }
    if (++blocks >= MAX_BLOCKS) break;
  }
  // A headline says the occupation of a resume whose work is not dated, or whose titles ROME does not know.
  if (found.size > 0) return [...found.values()];
  let seen = 0;
  for (let i = 0; i < lines.length && seen < HEAD_LINES; i++) {
    if (lines[i].trim() === '') continue;
    seen++;
    const r = readTitle(lines[i], foldedLine(i), rome);
    if (r) {
      add(r, 0, 0);
      break;
    }
  }
  return [...found.values()];
}
