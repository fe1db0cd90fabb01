/**
 * Builds the web console (console/) into dist/console/, which `GET /console/` serves.
 *
 *   npx tsx scripts/build-console.ts [outDir]      (part of `npm run build`)
 *
 * The TypeScript sources are type-checked and compiled with the console's own tsconfig (browser
 * ES modules, DOM types; no bundler, no framework), then the page and its stylesheet are copied.
 * The page is checked for what the route's Content-Security-Policy would block (inline scripts,
 * event-handler attributes, inline styles, remote URLs) and for references to files the build
 * did not produce, so a console that would break in the browser fails the build instead.
 * The output is written beside the target and swapped in at the end: a running service never
 * serves half a build.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = join(REPO, 'console');
/** Copied as they are, next to the compiled modules. */
const STATIC_FILES = ['index.html', 'console.css'];

export const DEFAULT_CONSOLE_OUT_DIR = join(REPO, 'dist', 'console');

/** Builds the console into `outDir` (replaced as a whole) and returns the names of the files written. */
export function buildConsole(outDir: string = DEFAULT_CONSOLE_OUT_DIR): string[] {
  const staging = `${outDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    compile(staging);
    for (const name of STATIC_FILES) copyFileSync(join(SOURCES, name), join(staging, name));
    const files = readdirSync(staging).sort();
    checkPage(readFileSync(join(staging, 'index.html'), 'utf8'), new Set(files));
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(dirname(outDir), { recursive: true });
    renameSync(staging, outDir);
    return files;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

function compile(outDir: string): void {
  const configPath = join(SOURCES, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(format([read.error]));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, SOURCES, { outDir });
  if (parsed.errors.length > 0) throw new Error(format(parsed.errors));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  const before = ts.getPreEmitDiagnostics(program);
  if (before.length > 0) throw new Error(`console: TypeScript errors\n${format(before)}`);
  const emitted = program.emit();
  if (emitted.diagnostics.length > 0 || emitted.emitSkipped) throw new Error(`console: TypeScript emit failed\n${format(emitted.diagnostics)}`);
}

function format(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => REPO, getNewLine: () => '\n' });
}

/** What the route's CSP (`default-src 'self'`, no inline code) would refuse, refused here. */
function checkPage(html: string, files: ReadonlySet<string>): void {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) if (!/\bsrc=/i.test(match[0])) problems.push(`inline script: ${match[0]}`);
  if (/<script\b[^>]*>[^<]+<\/script>/i.test(html)) problems.push('a script element with content');
  if (/\son[a-z]+\s*=/i.test(html)) problems.push('an event-handler attribute (onclick=…)');
  if (/\sstyle\s*=/i.test(html) || /<style\b/i.test(html)) problems.push('an inline style');
  for (const match of html.matchAll(/\s(?:src|href)="([^"]*)"/gi)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) problems.push(`a remote or absolute URL: ${target}`);
    else if (!target.startsWith('#') && !target.startsWith('../') && !files.has(target)) problems.push(`a reference to a file the build did not produce: ${target}`);
  }
  if (problems.length > 0) throw new Error(`console: index.html would break under the Content-Security-Policy:\n- ${problems.join('\n- ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? DEFAULT_CONSOLE_OUT_DIR);
  const files = buildConsole(outDir);
  process.stdout.write(`console: ${files.length} files in ${outDir}${existsSync(join(outDir, 'index.html')) ? '' : ' (no index.html!)'}\n`);
}
