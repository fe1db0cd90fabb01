/**
 * The web console end to end: the real service (src/main.ts in a child process, as in
 * production) on a free port, the built console, headless Chromium through playwright-core.
 * Paste a key, upload resumes (file picker and drag and drop), see the profile and its marks in
 * the text, extract and edit criteria, match, rank, and see an error with its advice.
 *
 * Needs Chromium at /usr/bin/chromium or $RECRUIT_CHROMIUM; skipped (and says so) without it.
 * RECRUIT_CONSOLE_SCREENSHOTS=docs/console also writes the screenshots of docs/console.md
 * (with face photos on, so the photo shows).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole, DEFAULT_CONSOLE_OUT_DIR } from '../../scripts/build-console.js';
import { runCli } from '../helpers/run-cli.js';
import { freePort, startService, type ServiceProcess } from '../helpers/service-process.js';

const ROOT = join(import.meta.dirname, '../..');
const CHROMIUM = process.env.RECRUIT_CHROMIUM || '/usr/bin/chromium';
const SCREENSHOTS = process.env.RECRUIT_CONSOLE_SCREENSHOTS ? resolve(ROOT, process.env.RECRUIT_CONSOLE_SCREENSHOTS) : null;
const DOCUMENTS = join(ROOT, 'test/fixtures/documents');
const JOB_TEXT = "Data analyst senior (H/F). 5 ans d'expérience exigés en SQL et Python. Anglais courant. Tableau apprécié.";

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.log(`test/console/console.test.ts skipped: Chromium not installed (looked for ${CHROMIUM}; set RECRUIT_CHROMIUM or install chromium)`);
const suite = hasChromium ? describe : describe.skip;

/** The service serves dist/console: rebuilt when missing or older than a console source. */
function ensureConsoleBuilt(): void {
  const built = join(DEFAULT_CONSOLE_OUT_DIR, 'index.html');
  const sources = join(ROOT, 'console');
  const newest = Math.max(...[sources, join(sources, 'src')].flatMap((dir) => readdirSync(dir).map((name) => statSync(join(dir, name)).mtimeMs)));
  if (!existsSync(built) || statSync(built).mtimeMs < newest) buildConsole();
}

suite('web console in Chromium', () => {
  let service: ServiceProcess;
  let browser: Browser;
  let page: Page;
  let dataDir: string;
  let key: string;
  const pageErrors: string[] = [];

  /** The element's area of the whole page (from the page's top with `withHeader`), at scroll 0. */
  const shoot = async (selector: string, name: string, withHeader = false) => {
    if (!SCREENSHOTS) return;
    await page.evaluate('window.scrollTo(0, 0)');
    const box = (await page.evaluate(`(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; })()`)) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const margin = 8;
    const clip = withHeader
      ? { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(box.y + box.height + margin) }
      : { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: Math.ceil(box.width + 2 * margin), height: Math.ceil(box.height + 2 * margin) };
    await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true, clip, animations: 'disabled' });
  };

  beforeAll(async () => {
    ensureConsoleBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'recruit-console-e2e-'));
    const env = {
      PATH: process.env.PATH,
      RECRUIT_DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      RECRUIT_ENGINE_THREADS: '0',
      RECRUIT_PHOTOS: SCREENSHOTS ? 'on' : 'off',
      LOG_LEVEL: 'warn',
    };
    key = (await runCli(['keys', 'create', '--credits', '30'], env)).lastLine;
    expect(key).toMatch(/^rk_live_/);
    service = await startService(env, 60_000);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    // A CSP violation or a script error shows up here.
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens at /console and keeps the pasted key in sessionStorage only', async () => {
    const response = await page.goto(`${service.base}/console`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${service.base}/console/`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByLabel('API key', { exact: true }).fill(key);
    expect(await page.evaluate('sessionStorage.getItem("recruit-console.api-key")')).toBe(key);
    expect(await page.evaluate('localStorage.length')).toBe(0);
    expect(await page.evaluate('document.cookie')).toBe('');
    // A reload in the same tab keeps it.
    await page.reload();
    await expect.poll(() => page.getByLabel('API key', { exact: true }).inputValue()).toBe(key);
  });

  it('parses a PDF chosen with the file picker and renders the profile beside the marked text and the JSON', async () => {
    await page.setInputFiles('#file-input', join(DOCUMENTS, 'en-resume.pdf'));
    const name = page.locator('.candidate-name');
    await name.waitFor({ timeout: 60_000 });
    await expect.poll(() => name.textContent()).toContain('Zoë Pemberton');
    expect(await page.locator('.candidate-title').textContent()).toContain('Senior Data Analyst');
    expect(await page.locator('.facts').textContent()).toContain('zoe.pemberton@example.com');
    expect(await page.locator('.pane-profile ol.entries').first().locator('li').count()).toBe(3);
    // The spots the values came from, marked in info_resume.text.
    expect(await page.locator('mark[data-needles~="name"]').first().textContent()).toBe('Zoë Pemberton');
    expect(await page.locator('mark[data-needles~="email"]').first().textContent()).toBe('zoe.pemberton@example.com');
    expect(await page.locator('mark[data-needles~="exp-1-company"]').first().textContent()).toBe('Kestrel & Finch Insurance');
    expect(await page.locator('mark[data-needles~="edu-0-school"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.pane-json pre').textContent()).toContain('"full_name": "Zoë Pemberton"');
    await page.getByRole('button', { name: 'Show the company of experience 2 in the resume text' }).click();
    expect(await page.locator('#parse-progress').isHidden()).toBe(true);
    await shoot('#resumes', 'upload-profile.png', true);
  }, 90_000);

  it('parses a second resume dropped on the upload area', async () => {
    const bytes = readFileSync(join(DOCUMENTS, SCREENSHOTS ? 'fr-two-column-photo.pdf' : 'fr-one-column.pdf')).toString('base64');
    const dataTransfer = await page.evaluateHandle(
      ([base64, name]) => {
        // Runs in the page: the Node typings of this project do not know the DOM.
        const g = globalThis as any;
        const binary = g.atob(base64) as string;
        const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
        const transfer = new g.DataTransfer();
        transfer.items.add(new g.File([data], name, { type: 'application/pdf' }));
        return transfer;
      },
      [bytes, SCREENSHOTS ? 'fr-two-column-photo.pdf' : 'fr-one-column.pdf'] as const,
    );
    await page.dispatchEvent('#drop-zone', 'drop', { dataTransfer });
    await expect.poll(() => page.locator('table.resumes tbody tr').count(), { timeout: 90_000 }).toBe(2);
    if (SCREENSHOTS) {
      await page.locator('img.photo').waitFor();
      await shoot('#resumes', 'profile-photo.png');
    }
  }, 120_000);

  it('shows a document error with the service message and what to do', async () => {
    await page.setInputFiles('#file-input', join(ROOT, 'test/fixtures/not-resumes/invoice.txt'));
    const alert = page.locator('#parse-error [role="alert"]');
    await alert.waitFor({ timeout: 60_000 });
    const text = await alert.textContent();
    expect(text).toContain('HTTP 422 · DOCUMENT_NOT_A_RESUME');
    expect(text).toContain('This document does not appear to be a CV or resume. Please upload a CV or resume and try again.');
    expect(text).toContain('Request id:');
    expect(await page.locator('table.resumes tbody tr').count()).toBe(2);
  }, 90_000);

  it('extracts criteria from a job text, then edits them', async () => {
    await page.getByLabel('Job description').fill(JOB_TEXT);
    await page.getByRole('button', { name: 'Extract criteria' }).click();
    const rows = page.locator('#criteria-editor tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const extracted = await rows.count();
    expect(await page.getByLabel('Criterion 1: label').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Add a criterion' }).click();
    await page.getByLabel(`Criterion ${extracted + 1}: label`).fill('Power BI');
    await page.getByLabel(`Criterion ${extracted + 1}: weight`).selectOption('1');
    await page.getByLabel(`Criterion ${extracted + 1}: mandatory`).check();
    await page.getByRole('button', { name: 'Delete criterion 1' }).click();
    expect(await rows.count()).toBe(extracted);
    expect(await page.getByLabel(`Criterion ${extracted}: label`).inputValue()).toBe('Power BI');
    await shoot('#job', 'criteria.png');
  }, 60_000);

  it('matches the uploaded resume against the edited criteria and shows each status', async () => {
    await page.getByLabel('Resume', { exact: true }).selectOption({ label: 'Zoë Pemberton — en-resume.pdf' });
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    const statuses = page.locator('#match-result [data-status]');
    await expect.poll(() => statuses.count()).toBe(await page.locator('#criteria-editor tbody tr').count());
    for (const status of await statuses.all()) expect(['ideal', 'potential', 'not_mentioned', 'not_valid']).toContain(await status.getAttribute('data-status'));
    expect(await page.locator('#match-result .result-head').textContent()).toMatch(/Score of Zoë Pemberton: \d+ %/);
    expect(await page.locator('#match-result tbody').textContent()).toContain('Power BI');
    await shoot('#match', 'match.png');
  }, 60_000);

  it('ranks the two uploaded resumes with scores and rationales', async () => {
    await page.getByRole('button', { name: 'Rank', exact: true }).click();
    const rows = page.locator('#rank-result tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('td.rank').textContent()).toBe('1');
    expect(await page.locator('#rank-result tbody').textContent()).toContain('Zoë Pemberton');
    expect(await rows.nth(0).locator('.explanation').textContent()).toMatch(/\S/);
    await shoot('#rank', 'rank.png');
  }, 60_000);

  it('says to check the key on a 401', async () => {
    await page.getByLabel('API key', { exact: true }).fill('rk_live_not-a-real-key');
    await page.getByRole('button', { name: 'Extract criteria' }).click();
    const alert = page.locator('#criteria-error [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid API Key');
    expect(await alert.textContent()).toContain('Check the API key');
    await shoot('#job', 'error.png');
    // The script errors of the run: none (a CSP refusal would be one). The 401 and 422 answers
    // are logged by Chromium as failed resources, which are not script errors.
    expect(pageErrors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  }, 60_000);
});
