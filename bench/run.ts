/**
 * `npm run bench` (builds, then `node dist/bench/run.js [section…] [--duration=S] [--connections=N] [--corpus=DIR…]`).
 * Runs the selected sections (all by default) and prints one table per section with the issue's
 * targets. A benchmark, never a test: it always exits 0 once the sections have run.
 * A new section is a file in `bench/sections/` exporting a BenchSection, listed in SECTIONS.
 */
import os from 'node:os';
import { verdict, type BenchOptions, type BenchRow, type BenchSection } from './lib/bench-row.js';
import { documentsSection } from './sections/documents.js';
import { engineSection } from './sections/engine.js';
import { httpSection } from './sections/http.js';
import { ocrSection } from './sections/ocr.js';
import { parserSection } from './sections/parser.js';
import { photoSection } from './sections/photo.js';
import { realWorldSection } from './sections/real-world.js';
import { scaleSection } from './sections/scale.js';
import { skillsSection } from './sections/skills.js';

const SECTIONS: BenchSection[] = [engineSection, httpSection, scaleSection, documentsSection, ocrSection, parserSection, photoSection, skillsSection, realWorldSection];

function parseArgs(argv: string[]): { names: string[]; options: BenchOptions } {
  const options: BenchOptions = { duration: 10, connections: 32 };
  const names: string[] = [];
  for (const arg of argv) {
    const m = /^--(duration|connections)=(\d+)$/.exec(arg);
    const corpus = /^--corpus=(.+)$/.exec(arg);
    if (m) options[m[1] as 'duration' | 'connections'] = Number(m[2]);
    else if (corpus) (options.corpus ??= []).push(corpus[1]!);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else names.push(arg);
  }
  return { names, options };
}

function num(v: number | undefined): string {
  if (v === undefined || !Number.isFinite(v)) return '';
  const a = Math.abs(v);
  return a < 10 ? v.toFixed(2) : a < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US');
}

function targetText(row: BenchRow): string {
  if (!row.target) return '';
  const { stat, max, min } = row.target;
  const label = stat === 'value' ? '' : `${stat} `;
  return [max !== undefined ? `${label}≤ ${num(max)} ${row.unit}` : '', min !== undefined ? `${label}≥ ${num(min)} ${row.unit}` : ''].filter(Boolean).join(', ');
}

function printTable(rows: BenchRow[]): void {
  const header = ['measure', 'on', 'n', 'p50', 'p95', 'p99', 'mean', 'value', 'unit', 'target', 'result'];
  const cells = rows.map((r) => [r.name, r.detail ?? '', r.n === undefined ? '' : String(r.n), num(r.p50), num(r.p95), num(r.p99), num(r.mean), num(r.value), r.unit, targetText(r), verdict(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const right = new Set([2, 3, 4, 5, 6, 7]);
  const line = (c: string[]) => c.map((s, i) => (right.has(i) ? s.padStart(widths[i]) : s.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
  for (const r of rows) if (r.note) console.log(`  note: ${r.name}: ${r.note}`);
}

async function main(): Promise<void> {
  const { names, options } = parseArgs(process.argv.slice(2));
  const unknown = names.filter((n) => !SECTIONS.some((s) => s.name === n));
  if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
  const selected = names.length ? SECTIONS.filter((s) => names.includes(s.name)) : SECTIONS;

  console.log(
    `recruit-api bench — node ${process.version}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB, ${new Date().toISOString()}`,
  );
  const all: BenchRow[] = [];
  for (const section of selected) {
    console.log(`\n## ${section.title} [${section.name}]`);
    let rows: BenchRow[];
    try {
      rows = await section.run(options);
    } catch (error) {
      rows = [{ name: section.name, unit: 'ms', note: `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` }];
    }
    printTable(rows);
    all.push(...rows);
  }
  const verdicts = all.map(verdict).filter(Boolean);
  console.log(`\n${verdicts.filter((v) => v === 'PASS').length} PASS, ${verdicts.filter((v) => v === 'MISS').length} MISS, ${verdicts.filter((v) => v === 'n/a').length} n/a`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
