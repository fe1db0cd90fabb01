/**
 * Parser quality on resumes we did not write: `npm run quality:realistic -- --corpus DIR
 * [--scorer FILE] [--base-url URL --key KEY] [--formats pdf,docx,…] [--items id,…] [--save DIR]
 * [--replay DIR] [--concurrency N] [--only docs|ner]`.
 *
 * DIR is a folder in the release gate's holdout layout (index.json + docs/<id>/resume.<fmt> +
 * truth*.json), e.g. the realistic resumes of the shared corpus; FILE is the release gate's scorer
 * (`score-resumes.mjs`), by default `DIR/../../eval/score-resumes.mjs` when it exists. Neither is
 * part of this repository: both paths are arguments.
 *
 * Without --base-url, starts the service from the sources (tsx, a throw-away data folder, a free
 * port, a key with enough credits) and stops it at the end. Every document is parsed once over
 * HTTP (the scorer's own client, 4 at a time) and its answer kept (--save, default a temporary
 * folder); the scorer then re-scores the kept answers three times and this prints its tables:
 *   1. the whole set; 2. the odd ids; 3. the even ids.
 * The halves are the split of issue 12 (tune on one, report on the other): ids are numbered per
 * language (en-int-01…, fr-01…), so each half mixes countries, professions and layout families.
 * --replay DIR re-scores answers kept by an earlier run without parsing anything. --only ner
 * scores the folder's NER texts instead (plain-text resumes with labelled entities; see
 * scripts/build-ner-holdout.ts).
 * Always exits 0 once it has run: this is a measurement, not a gate.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test/helpers/run-cli.js';
import { freePort, startService, type ServiceProcess } from '../test/helpers/service-process.js';

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

function usage(message: string): never {
  console.error(`${message}\nusage: npm run quality:realistic -- --corpus DIR [--scorer FILE] [--base-url URL --key KEY] [--formats pdf,docx,…] [--items id,…] [--save DIR] [--replay DIR] [--concurrency N] [--only docs|ner]`);
  process.exit(2);
}

/** Runs the scorer with `args`; resolves with its stdout (its progress goes to our stderr). */
function runScorer(scorer: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [scorer, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`scorer exited with ${code}`))));
  });
}

interface IndexDoc {
  id: string;
}

/** The odd/even halves of issue 12's split: by the number at the end of the id. */
export function splitHalves(ids: string[]): { odd: string[]; even: string[] } {
  const number = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? NaN);
  return { odd: ids.filter((id) => number(id) % 2 === 1), even: ids.filter((id) => number(id) % 2 === 0) };
}

async function startLocalService(): Promise<{ service: ServiceProcess; key: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recruit-quality-'));
  const env = { RECRUIT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const created = await runCli(['keys', 'create', '--credits', '1000000'], env);
  if (created.code !== 0) throw new Error(`could not create a key: ${created.stderr}`);
  const port = await freePort();
  const service = await startService({ ...env, PORT: String(port), HOST: '127.0.0.1' }, 60_000);
  return { service, key: created.lastLine.trim(), dataDir };
}

async function main(): Promise<void> {
  const corpus = option('--corpus');
  if (!corpus) usage('--corpus DIR is required');
  const dir = path.resolve(corpus);
  if (!existsSync(path.join(dir, 'index.json'))) usage(`${dir} has no index.json`);
  const scorer = path.resolve(option('--scorer') ?? path.join(dir, '..', '..', 'eval', 'score-resumes.mjs'));
  if (!existsSync(scorer)) usage(`scorer not found at ${scorer}: pass --scorer FILE`);

  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { docs?: IndexDoc[]; ner?: IndexDoc[] };
  const only = option('--only') ?? 'docs';
  if (only !== 'docs' && only !== 'ner') usage('--only takes docs or ner');
  const items = option('--items')?.split(',') ?? (index[only] ?? []).map((d) => d.id);
  const common = ['--dir', dir, '--only', only, ...(option('--formats') ? ['--formats', option('--formats')!] : [])];

  let replay = option('--replay');
  let local: Awaited<ReturnType<typeof startLocalService>> | null = null;
  let tempSave: string | null = null;
  try {
    if (!replay) {
      const save = option('--save') ?? (tempSave = mkdtempSync(path.join(tmpdir(), 'recruit-quality-answers-')));
      let base = option('--base-url');
      let key = option('--key');
      if (!base || !key) {
        local = await startLocalService();
        base = local.service.base;
        key = local.key;
      }
      await runScorer(scorer, [...common, '--base-url', base, '--key', key, '--items', items.join(','), '--save', save, '--concurrency', option('--concurrency') ?? '4']);
      replay = save;
    }
    const halves = splitHalves(items);
    const views: Array<[string, string[]]> = [
      ['all documents', items],
      ['odd ids', halves.odd],
      ['even ids', halves.even],
    ];
    for (const [title, ids] of views) {
      if (ids.length === 0) continue;
      const out = await runScorer(scorer, [...common, '--replay', replay, '--items', ids.join(',')]);
      console.log(`\n######## ${title} (${ids.length}): ${ids.length > 30 ? `${ids.slice(0, 30).join(', ')}, …` : ids.join(', ')}\n`);
      console.log(out.trim());
    }
    if (!tempSave) console.log(`\nanswers kept in ${replay}`);
  } finally {
    if (local) {
      await local.service.kill();
      rmSync(local.dataDir, { recursive: true, force: true });
    }
    if (tempSave) rmSync(tempSave, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  });
}
