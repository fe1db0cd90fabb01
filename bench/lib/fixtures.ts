/**
 * Bench inputs, read from `bench/fixtures/` (invented texts). Paths are resolved from the
 * project root, found by walking up to package.json, so the same code works from `bench/`
 * under tsx and from `dist/bench/` after the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Criterion, RankCandidate } from '../../src/matching/types.js';

export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('bench: package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

const fixture = (name: string) => readFileSync(path.join(projectRoot(), 'bench', 'fixtures', name), 'utf8');

/** A ~4,000-character French offer. */
export const offerText = (): string => fixture('offer-fr.txt');
/** A two-page French resume (~6,000 characters) for that offer. */
export const resumeText = (): string => fixture('resume-fr-2-pages.txt');
/** 12 client criteria for that offer. */
export const criteria12 = (): Criterion[] => JSON.parse(fixture('criteria-12.json')) as Criterion[];

interface GoldenPair {
  job_text: string;
  candidate_text: string;
  criteria: Criterion[];
}

function goldenPairs(): GoldenPair[] {
  const dir = path.join(projectRoot(), 'test', 'golden', 'matching');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as GoldenPair);
}

/** A typical matching call: the first golden pair (1,700-char offer, 2,000-char resume, 9 criteria). */
export function typicalMatch(): { jobText: string; candidateText: string; criteria: Criterion[] } {
  const [pair] = goldenPairs();
  return { jobText: pair.job_text, candidateText: pair.candidate_text, criteria: pair.criteria };
}

/**
 * Ten candidates for one ranking: the two-page resume and nine resumes of the golden matching
 * pairs (other trades, 1,500–2,100 characters) — a realistic mix of fits and misfits.
 */
export function tenCandidates(): RankCandidate[] {
  const others = goldenPairs()
    .slice(0, 9)
    .map((p) => p.candidate_text);
  return [resumeText(), ...others].map((candidate_text, i) => ({ id: `cand-${i + 1}`, candidate_text }));
}
