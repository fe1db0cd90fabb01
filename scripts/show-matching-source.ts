/**
 * Prints the text of one source of the judged matching set, as the engine receives it:
 * `npx tsx scripts/show-matching-source.ts --shared ../shared/corpus SOURCE…` (sources: scripts/lib/matching-sources.ts).
 */
import path from 'node:path';
import { sourceText } from './lib/matching-sources.js';

const args = process.argv.slice(2);
const i = args.indexOf('--shared');
if (i < 0 || !args[i + 1]) {
  console.error('usage: show-matching-source.ts --shared DIR SOURCE…');
  process.exit(2);
}
const shared = path.resolve(args[i + 1]);
for (const s of args.filter((_, j) => j !== i && j !== i + 1)) {
  console.log(`===== ${s}`);
  console.log(sourceText(s, shared));
}
