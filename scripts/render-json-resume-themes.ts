/**
 * Renders invented people (scripts/lib/line-dataset/fictional-json-resumes.ts) through JSON Resume
 * themes to PDF with Chromium, for the line labeller's dataset (build-line-dataset.ts --jsonresume):
 * new layouts whose truth is the data they were printed from.
 *
 *   npx tsx scripts/render-json-resume-themes.ts --themes DIR --out DIR [--people 12]
 *
 * DIR holds its own node_modules with playwright-core and the jsonresume-theme-* packages, installed
 * outside the project (e.g. `cd /tmp/themes && npm install playwright-core jsonresume-theme-even`),
 * so that the product's dependencies do not grow. Chromium: /usr/bin/chromium. Writes
 * OUT/<theme>/<person>.pdf beside OUT/<theme>/<person>.json.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fictionalJsonResumes } from './lib/line-dataset/fictional-json-resumes.js';

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

const themesDir = path.resolve(option('--themes') ?? '/tmp/themes');
const outDir = path.resolve(option('--out') ?? '/tmp/themes-rendered');
const people = fictionalJsonResumes(Number(option('--people') ?? 12));
const require = createRequire(path.join(themesDir, 'package.json'));

type Theme = { render: (resume: unknown) => string | Promise<string> };
async function loadTheme(name: string): Promise<Theme | null> {
  try {
    const mod = (await import(pathToFileURL(require.resolve(name)).href)) as Theme & { default?: Theme };
    return typeof mod.render === 'function' ? mod : mod.default && typeof mod.default.render === 'function' ? mod.default : null;
  } catch (err) {
    console.warn(`${name}: ${(err as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** What we use of playwright-core (installed in the themes folder, not a project dependency). */
interface Route { request(): { url(): string }; continue(): Promise<void>; abort(): Promise<void> }
interface Page {
  route(pattern: string, handler: (route: Route) => Promise<void>): Promise<void>;
  setContent(html: string, options: { waitUntil: 'load'; timeout: number }): Promise<void>;
  pdf(options: { format: string; printBackground: boolean }): Promise<Buffer>;
}
interface Browser { newPage(): Promise<Page>; close(): Promise<void> }
const { chromium } = require('playwright-core') as { chromium: { launch(options: { executablePath: string; args: string[] }): Promise<Browser> } };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage();
const themes = readdirSync(path.join(themesDir, 'node_modules')).filter((n) => n.startsWith('jsonresume-theme-')).sort();
for (const name of themes) {
  const theme = await loadTheme(name);
  if (!theme) continue;
  const dir = path.join(outDir, name.replace('jsonresume-theme-', ''));
  mkdirSync(dir, { recursive: true });
  let done = 0;
  for (const { id, resume } of people) {
    try {
      const html = await theme.render(resume);
      // No network: a theme's web fonts and CDN styles are left out, as a printed resume would be.
      await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      await page.setContent(html, { waitUntil: 'load', timeout: 15000 });
      writeFileSync(path.join(dir, `${id}.pdf`), await page.pdf({ format: 'A4', printBackground: true }));
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(resume, null, 1));
      done++;
    } catch (err) {
      console.warn(`${name} ${id}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  console.log(`${name}: ${done} / ${people.length}`);
}
await browser.close();
