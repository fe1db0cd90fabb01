/**
 * Parse time of this tree against a baseline tree, side by side in one process, on real-world
 * documents (issue 12: "parse speed stays within 10 % of today's on the same documents"):
 *
 *   git worktree add /tmp/recruit-base <commit> && ln -s "$PWD/node_modules" /tmp/recruit-base/node_modules
 *   npx tsx scripts/compare-parse-speed.ts --baseline /tmp/recruit-base --corpus DIR [--formats docx,txt,pdf,pptx] [--rounds 5]
 *
 * DIR is a folder in the holdout layout (docs/<id>/resume.<fmt>), e.g. the realistic resumes. Both
 * trees' `parseResume` are imported from their sources (each loads its own catalogs); every
 * document is parsed by one then the other, in alternating order, `rounds` times after a warm-up
 * round, and the median of each is kept. Prints per format the sum of medians and the ratio. OCR
 * formats are left out by default: their time is the OCR engine's, the same in both trees.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

type Parse = (bytes: Uint8Array, options?: { now?: string }) => Promise<unknown>;
const baselineDir = option('--baseline');
const corpus = option('--corpus');
if (!baselineDir || !corpus) {
  console.error('usage: npx tsx scripts/compare-parse-speed.ts --baseline DIR --corpus DIR [--formats docx,txt,pdf,pptx] [--rounds 5]');
  process.exit(2);
}
const formats = (option('--formats') ?? 'docx,txt,pdf,pptx').split(',');
const rounds = Number(option('--rounds') ?? 5);
const load = async (root: string): Promise<Parse> =>
  ((await import(pathToFileURL(path.resolve(root, 'src/parsing/parse-resume.ts')).href)) as { parseResume: Parse }).parseResume;
const trees: Array<[string, Parse]> = [
  ['baseline', await load(baselineDir)],
  ['this tree', await load(path.resolve(import.meta.dirname, '..'))],
];

const docsDir = path.join(corpus, 'docs');
const files = readdirSync(docsDir)
  .sort()
  .flatMap((id) => formats.map((fmt) => ({ id, fmt, file: path.join(docsDir, id, `resume.${fmt}`) })))
  .filter((f) => existsSync(f.file));
const now = '2026-11-26T12:00:00Z';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const totals = new Map<string, number[]>(formats.map((f) => [f, [0, 0]]));
for (const f of files) {
  const bytes = new Uint8Array(readFileSync(f.file));
  const times: number[][] = [[], []];
  for (let round = 0; round <= rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const t of order) {
      const started = performance.now();
      await trees[t]![1](bytes, { now });
      if (round > 0) times[t]!.push(performance.now() - started);
    }
  }
  const sums = totals.get(f.fmt)!;
  sums[0] += median(times[0]!);
  sums[1] += median(times[1]!);
}
console.log('format  docs  baseline ms (sum of medians)  this tree ms  ratio');
let all = [0, 0];
for (const fmt of formats) {
  const [a, b] = totals.get(fmt)!;
  const n = files.filter((f) => f.fmt === fmt).length;
  all = [all[0]! + a!, all[1]! + b!];
  console.log(`${fmt.padEnd(6)}  ${String(n).padStart(4)}  ${a!.toFixed(0).padStart(27)}  ${b!.toFixed(0).padStart(12)}  ${(b! / a!).toFixed(3)}`);
}
console.log(`all     ${String(files.length).padStart(4)}  ${all[0]!.toFixed(0).padStart(27)}  ${all[1]!.toFixed(0).padStart(12)}  ${(all[1]! / all[0]!).toFixed(3)}`);
