/**
 * Job titles → ROME occupations against judged titles: `npm run quality:rome [-- --titles FILE] [--data DIR] [--half odd|even] [--list]`.
 *
 * Data: corpus/rome-titles/titles.csv (ours; `title,lang,codes,note`), written by a helper session
 * that had not seen the classifier's answers: resume-style titles in French and English, each with
 * the ROME fiche(s) a careful counsellor would file it under, or `none` when the title alone tells no
 * occupation ("Manager", "Consultant"). Each title goes through the catalog's `predictRomeJobs`, as
 * the parser's `rome_jobs` (spec 2.1) and the matching engine's occupations do.
 *
 * Printed, per language and in all: for titles with an occupation, the share whose first
 * prediction is one of its fiches (top-1), the share with one among the first three (top-3), and
 * the share given nothing (silent); for `none` titles, the share given nothing (abstained), a wrong
 * occupation being the worse answer. `--data DIR` reads another build of rome.json.gz (to compare
 * trees); `--half` keeps odd or even data rows (1-based); `--list` prints every miss. Exits 0.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRomeCatalog } from '../src/catalogs/rome-catalog.js';
import { parseCsv } from './catalogs/csv.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const file = path.resolve(arg('--titles') ?? path.join(ROOT, 'corpus/rome-titles/titles.csv'));
const data = arg('--data');
const half = arg('--half');
const list = process.argv.includes('--list');

const [header, ...rows] = parseCsv(readFileSync(file, 'utf8')).filter((r) => r.some((c) => c.trim() !== '') && !r[0].startsWith('#'));
const col = (n: string) => header.indexOf(n);
const titles = rows
  .map((r, i) => ({ n: i + 1, title: r[col('title')].trim(), lang: r[col('lang')].trim(), codes: r[col('codes')].trim() }))
  .filter((t) => (half === 'odd' ? t.n % 2 === 1 : half === 'even' ? t.n % 2 === 0 : true));

const rome = data ? loadRomeCatalog(path.resolve(data)) : loadRomeCatalog();

interface Tally { known: number; top1: number; top3: number; silent: number; none: number; abstained: number }
const tally = (): Tally => ({ known: 0, top1: 0, top3: 0, silent: 0, none: 0, abstained: 0 });
const byLang = new Map<string, Tally>();
const all = tally();
const misses: string[] = [];
for (const t of titles) {
  const predicted = rome.predictRomeJobs(t.title, 3);
  const shown = predicted.map((p) => `${p.romeCode} ${p.jobLabel} (${p.score})`).join(' | ') || 'nothing';
  const lang = byLang.get(t.lang) ?? tally();
  byLang.set(t.lang, lang);
  for (const x of [all, lang]) {
    if (t.codes === 'none') {
      x.none++;
      if (predicted.length === 0) x.abstained++;
    } else {
      const codes = new Set(t.codes.split('|').map((c) => c.trim()));
      x.known++;
      if (predicted.length > 0 && codes.has(predicted[0].romeCode)) x.top1++;
      if (predicted.some((p) => codes.has(p.romeCode))) x.top3++;
      if (predicted.length === 0) x.silent++;
    }
  }
  const right = t.codes === 'none' ? predicted.length === 0 : predicted.length > 0 && t.codes.split('|').includes(predicted[0].romeCode);
  if (!right) misses.push(`  #${t.n} ${t.title} [${t.lang}] expected ${t.codes} — got ${shown}`);
}
const pct = (a: number, b: number) => (b === 0 ? '  n/a' : (a / b).toFixed(3));
const line = (name: string, x: Tally) =>
  `${name.padEnd(4)} titles with an occupation ${String(x.known).padStart(3)}: top-1 ${pct(x.top1, x.known)}  top-3 ${pct(x.top3, x.known)}  silent ${pct(x.silent, x.known)}  |  no occupation ${String(x.none).padStart(3)}: abstained ${pct(x.abstained, x.none)}`;
console.log(`ROME predictions on ${path.relative(process.cwd(), file)}${half ? ` (${half} rows)` : ''}${data ? ` with ${data}` : ''}`);
console.log(line('all', all));
for (const [lang, x] of [...byLang].sort()) console.log(line(lang, x));
if (list) console.log(misses.join('\n'));
