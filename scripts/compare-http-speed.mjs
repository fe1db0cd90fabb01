/**
 * Parse time over HTTP of two built trees side by side, in one run (issue 15: the machine's speed
 * moves by a third within an afternoon, so trees are compared in the same minutes, not across runs):
 *
 *   git worktree add /tmp/recruit-base <commit> && ln -s "$PWD/node_modules" /tmp/recruit-base/node_modules
 *   (cd /tmp/recruit-base && npx tsc -p tsconfig.build.json) && npx tsc -p tsconfig.build.json
 *   node scripts/compare-http-speed.mjs --a /tmp/recruit-base --b . --corpus DIR [--corpus DIR…] [--rounds 3]
 *
 * Starts each tree's service (dist/src/main.js, its own data folder and key), sends every PDF and
 * DOCX under the corpus folders (each content once, at most 60 per format) once to each to warm
 * them, then `rounds` times, alternating which tree goes first. Prints p50, mean and p95 per format
 * and tree. Both services share the machine, so the absolute figures are higher than the
 * benchmark's; the comparison is what counts. The documents are not part of the project.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const values = (name) => process.argv.flatMap((a, i) => (a === name && process.argv[i + 1] ? [process.argv[i + 1]] : []));
const [treeA] = values('--a');
const [treeB] = values('--b');
const corpus = values('--corpus');
const rounds = Number(values('--rounds')[0] ?? 3);
if (!treeA || !treeB || corpus.length === 0) {
  console.error('usage: node scripts/compare-http-speed.mjs --a TREE --b TREE --corpus DIR [--corpus DIR…] [--rounds 3]');
  process.exit(2);
}

const files = [];
const walk = (d) => {
  for (const n of readdirSync(d).sort()) {
    const p = path.join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(pdf|docx)$/i.test(n)) files.push(p);
  }
};
corpus.forEach(walk);
const seen = new Set();
const docs = [];
const perFormat = {};
for (const f of files) {
  const bytes = readFileSync(f);
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (seen.has(hash)) continue;
  seen.add(hash);
  const format = path.extname(f).slice(1).toLowerCase();
  perFormat[format] = (perFormat[format] ?? 0) + 1;
  if (perFormat[format] <= 60) docs.push({ file: f, format, bytes });
}

const BOUNDARY = '----recruit-compare';
const body = (bytes, name) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

async function start(root, port) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', RECRUIT_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'recruit-compare-')), LOG_LEVEL: 'warn' };
  const printed = execFileSync(process.execPath, [path.join(root, 'bin', 'recruit.js'), 'keys', 'create', '--credits', '1000000'], { cwd: root, env }).toString();
  const key = printed.trim().split('\n').pop().trim();
  const child = spawn(process.execPath, [path.join(root, 'dist', 'src', 'main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error(`${root}: service did not start in 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, key, base };
}

const services = { a: await start(path.resolve(treeA), 18_000 + (process.pid % 1000)), b: await start(path.resolve(treeB), 19_000 + (process.pid % 1000)) };
try {
  const parse = async (s, d) => {
    const t0 = performance.now();
    const res = await fetch(`${s.base}/api/v3/parser`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-api-key': s.key }, body: body(d.bytes, path.basename(d.file)) });
    await res.arrayBuffer();
    if (res.status >= 500) console.error(`${path.basename(d.file)}: ${res.status}`);
    return performance.now() - t0;
  };
  for (const d of docs) for (const t of ['a', 'b']) await parse(services[t], d);
  const times = { a: {}, b: {} };
  for (let r = 0; r < rounds; r++) {
    for (const [i, d] of docs.entries()) {
      for (const t of (r + i) % 2 === 0 ? ['a', 'b'] : ['b', 'a']) (times[t][d.format] ??= []).push(await parse(services[t], d));
    }
  }
  const at = (xs, q) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;
  console.log(`${docs.length} documents, ${rounds} rounds; a = ${treeA}, b = ${treeB}`);
  for (const format of Object.keys(times.a)) {
    const row = (t) => `p50 ${at(times[t][format], 0.5).toFixed(1)} mean ${mean(times[t][format]).toFixed(1)} p95 ${at(times[t][format], 0.95).toFixed(0)} ms`;
    console.log(`${format.padEnd(5)} a: ${row('a')} | b: ${row('b')}`);
  }
} finally {
  services.a.child.kill();
  services.b.child.kill();
}
