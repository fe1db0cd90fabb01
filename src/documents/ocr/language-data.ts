/**
 * Tesseract's language models, from the npm data packages installed with the service
 * (`@tesseract.js-data/<lang>`): nothing is ever downloaded, and nothing is cached on disk.
 *
 * Model: `4.0.0_best_int`, the LSTM-only integer models. Measured against `4.0.0` (LSTM plus the
 * legacy engine) on the fixture pages: the same words and the same speed, for a fifth of the data
 * (3.6 MB instead of 17 MB gzipped) and about 100 MB less memory per worker.
 *
 * tesseract.js reads every language from one `langPath` folder (`<langPath>/<lang>.traineddata.gz`),
 * but each npm package keeps its file in its own folder; and the way around that, passing the
 * bytes as `{ code, data }`, is broken in tesseract.js 7.0.0 (the initialisation joins `data`
 * instead of `code` into the language string). So `data/tessdata/`, committed symbolic links to
 * the installed packages, is the `langPath`; where those links do not lead to the installed files
 * (another install layout), a private temporary folder of links (copies where links are refused)
 * stands in while a worker loads, and is removed as soon as the models are in memory.
 */
import { existsSync, realpathSync } from 'node:fs';
import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defaultDataDir } from '../../catalogs/data-dir.js';

export const LANGUAGE_MODEL = '4.0.0_best_int';

const require = createRequire(import.meta.url);

function sameFile(link: string, target: string): boolean {
  try {
    return existsSync(link) && realpathSync(link) === realpathSync(target);
  } catch {
    return false;
  }
}

export function languageDataFile(lang: string): string {
  if (!/^[a-z_]{3,16}$/.test(lang)) throw new RangeError(`invalid tesseract language code ${lang}`);
  const dir = dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return join(dir, LANGUAGE_MODEL, `${lang}.traineddata.gz`);
}

export interface StagedLanguages {
  langPath: string;
  dispose(): Promise<void>;
}

export async function stageLanguageData(langs: readonly string[]): Promise<StagedLanguages> {
  const files = langs.map((lang) => [lang, languageDataFile(lang)] as const);
  // The checkout ships data/tessdata: symbolic links to the installed models. When they lead to
  // the files installed here, nothing needs writing at all.
  const shipped = join(defaultDataDir(), 'tessdata');
  if (files.every(([lang, file]) => sameFile(join(shipped, `${lang}.traineddata.gz`), file))) {
    return { langPath: shipped, dispose: async () => undefined };
  }
  const dir = await mkdtemp(join(tmpdir(), 'recruit-tessdata-'));
  try {
    for (const [lang, file] of files) {
      const target = join(dir, `${lang}.traineddata.gz`);
      await symlink(file, target).catch(() => copyFile(file, target));
    }
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { langPath: dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
