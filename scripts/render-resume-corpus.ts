/**
 * Renders a folder of hand-written HTML resumes (corpus/dev-resumes: invented people, each with the truth a
 * recruiter would re-type) into the 13 formats the service reads, the way the realistic set of the release gate
 * was made, and writes the holdout layout the scorer reads (index.json + docs/<id>/resume.<fmt> + truth*.json):
 *
 *   npx tsx scripts/render-resume-corpus.ts --src corpus/dev-resumes --out /tmp/dev-rendered [--items id,id]
 *   npm run quality:realistic -- --corpus /tmp/dev-rendered
 *
 * Needs Debian's chromium, poppler-utils (pdftotext, pdftoppm), libreoffice (soffice) and imagemagick (convert);
 * the product does not. Methods: HTML -> PDF by Chromium; PDF -> text by pdftotext; text -> DOCX/DOC/ODT/RTF by
 * LibreOffice's text import; text, one line per row -> CSV -> XLS; PDF -> PPTX/PPT/ODP by LibreOffice's PDF import;
 * page 1 -> PNG/JPG (150 dpi) and 8-bit BMP. Image formats show page 1 only: they are scored against
 * truth.page1.json when the resume has more pages.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

const src = path.resolve(option('--src') ?? 'corpus/dev-resumes');
const out = path.resolve(option('--out') ?? '/tmp/dev-rendered');
const only = option('--items')?.split(',');
const ids = readdirSync(path.join(src, 'docs'))
  .filter((id) => existsSync(path.join(src, 'docs', id, 'resume.html')) && existsSync(path.join(src, 'docs', id, 'truth.json')))
  .filter((id) => !only || only.includes(id))
  .sort();

const run = (cmd: string, args: string[], cwd?: string): string =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
const docDir = (id: string): string => path.join(out, 'docs', id);

/** One LibreOffice run converts every file of a step (a start costs seconds). */
function soffice(files: string[], convertTo: string, infilter: string | null): void {
  const tmp = path.join(out, '.soffice');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const args = ['--headless', '--norestore', `-env:UserInstallation=file://${tmp}/profile`];
  if (infilter) args.push(`--infilter=${infilter}`);
  run('soffice', [...args, '--convert-to', convertTo, '--outdir', tmp, ...files]);
  const ext = convertTo.split(':')[0]!;
  for (const file of files) {
    const id = path.basename(file).replace(/\.[^.]+$/, '');
    const made = path.join(tmp, `${id}.${ext}`);
    if (existsSync(made)) renameSync(made, path.join(docDir(id), `resume.${ext}`));
    else console.warn(`${id}: no ${ext}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}

const staging = path.join(out, '.staging');
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const pages = new Map<string, number>();
for (const id of ids) {
  const dir = docDir(id);
  mkdirSync(dir, { recursive: true });
  const from = path.join(src, 'docs', id);
  const pdf = path.join(dir, 'resume.pdf');
  run('chromium', ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-pdf-header-footer',
    `--print-to-pdf=${pdf}`, `file://${path.join(from, 'resume.html')}`]);
  pages.set(id, Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))?.[1] ?? 1));
  run('pdftotext', [pdf, path.join(dir, 'resume.txt')]);
  copyFileSync(path.join(dir, 'resume.txt'), path.join(staging, `${id}.txt`));
  copyFileSync(pdf, path.join(staging, `${id}.pdf`));
  const csv = readFileSync(path.join(dir, 'resume.txt'), 'utf8').split('\n').map((l) => `"${l.replace(/"/g, '""')}"`).join('\n');
  writeFileSync(path.join(staging, `${id}.csv`), csv);
  run('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-singlefile', '-png', pdf, path.join(dir, 'resume')]);
  run('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-singlefile', '-jpeg', pdf, path.join(dir, 'resume')]);
  run('convert', [path.join(dir, 'resume.png'), '-colors', '256', '-type', 'Palette', '-compress', 'none', `BMP3:${path.join(dir, 'resume.bmp')}`]);
  copyFileSync(path.join(from, 'truth.json'), path.join(dir, 'truth.json'));
  const page1 = path.join(from, pages.get(id)! > 1 && existsSync(path.join(from, 'truth.page1.json')) ? 'truth.page1.json' : 'truth.json');
  for (const fmt of ['png', 'jpg', 'bmp']) copyFileSync(page1, path.join(dir, `truth.${fmt}.json`));
  console.log(`${id}: pdf (${pages.get(id)} pages), txt, images`);
}
const staged = (ext: string): string[] => ids.map((id) => path.join(staging, `${id}.${ext}`));
const textImport = 'Text (encoded):UTF8,LF,,,';
for (const fmt of ['docx', 'doc', 'odt', 'rtf']) soffice(staged('txt'), fmt, textImport);
soffice(staged('csv'), 'xls', 'Text - txt - csv (StarCalc):44,34,76,1');
for (const fmt of ['pptx', 'ppt', 'odp']) soffice(staged('pdf'), fmt, 'impress_pdf_import');
rmSync(staging, { recursive: true, force: true });

const formats = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt', 'pptx', 'ppt', 'odp', 'xls', 'png', 'jpg', 'bmp'];
const docs = ids.map((id) => {
  const meta = JSON.parse(readFileSync(path.join(src, 'docs', id, 'meta.json'), 'utf8')) as Record<string, unknown>;
  return {
    ...meta, id, kind: 'doc', source: 'fictional', truth_from: 'fictional-handmade', dir: `docs/${id}`, primary: 'resume.pdf',
    variants: formats.filter((f) => existsSync(path.join(docDir(id), `resume.${f}`))).map((format) => ({
      format, file: `resume.${format}`, supported: true, alt: false,
      truth: ['png', 'jpg', 'bmp'].includes(format) ? `truth.${format}.json` : 'truth.json',
    })),
  };
});
writeFileSync(path.join(out, 'index.json'), JSON.stringify({ schema: 'holdout-index/1', docs, ner: [], rank: [] }, null, 1));
console.log(`${docs.length} resumes in ${out}`);
