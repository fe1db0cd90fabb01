/**
 * What the service answers for one offer and a few resumes, to be read by a person: `npm run
 * review:matching -- OFFER.txt SOURCE [SOURCE…] [--shared DIR]`.
 *
 * SOURCE is a resume: a path to a text file, or a source of scripts/lib/matching-sources.ts
 * ("dev:dev-resumes-12/dev12-fr-03" for a resume of this repository's corpus; "dotin:12",
 * "vanetik-cv:3" or "realistic:fr-05" read from DIR, the maintainers' corpus, ../shared/corpus by
 * default). Prints the criteria extracted from the offer (weight, M for mandatory, rationale), the
 * rank endpoint's order, and for each resume the status and explanation of every criterion. Used
 * for the fresh-eyes reviews of corpus/offer-review-1 (its README); measures nothing by itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinEngine } from '../src/engines/builtin/create-builtin-engine.js';
import { extractCriteria } from '../src/matching/extract-criteria.js';
import { matchCandidate } from '../src/matching/match-candidate.js';
import { scoreCandidates } from '../src/matching/rank-candidates.js';
import { sourceText } from './lib/matching-sources.js';

const args = process.argv.slice(2);
const at = args.indexOf('--shared');
const sharedArg = at >= 0 ? args.splice(at, 2)[1] : '../shared/corpus';
const [offerFile, ...sources] = args;
if (!offerFile || sources.length === 0 || !sharedArg) {
  console.error('usage: npm run review:matching -- OFFER.txt SOURCE [SOURCE…] [--shared DIR]');
  process.exit(2);
}
const engine = createBuiltinEngine();
const jobText = readFileSync(offerFile, 'utf8');
const criteria = await extractCriteria(engine, jobText);
console.log('=== CRITERIA extracted from the offer (weight 1-3, M = mandatory)');
for (const c of criteria) console.log(`  [${c.id}] w${c.weight}${c.is_mandatory ? ' M' : ''}  ${c.label}\n        why: ${c.rationale}`);
const shared = path.resolve(sharedArg);
const texts = sources.map((s) => (existsSync(s) ? readFileSync(s, 'utf8') : sourceText(s, shared)));
const { scored } = await scoreCandidates(engine, jobText, sources.map((s, i) => ({ id: s, candidate_text: texts[i]! })));
console.log('\n=== RANKING (best first)');
for (const s of scored) console.log(`  ${s.score.toFixed(2)}  ${s.candidate_id}`);
for (const [i, s] of sources.entries()) {
  const m = await matchCandidate(engine, { jobText, candidateText: texts[i]!, criteria });
  console.log(`\n=== CANDIDATE ${s}  match score ${m.score.toFixed(2)}`);
  for (const e of m.evaluated_criteria) console.log(`  [${e.id}] ${e.match_status.padEnd(13)} ${e.label}\n        ${e.match_explanation}`);
}
