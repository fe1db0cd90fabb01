/**
 * Texts of the judged matching set (corpus/matching-dev), read at run time from their sources so
 * that no third-party text is copied into the repository. A source is one of:
 *   france-travail:<offer_id>   an offer of <shared>/_derived/france_travail_offers.visible.jsonl (MIT)
 *   vanetik-vacancy:<row>       a vacancy of <shared>/vanetik-matching/…/5_vacancies.csv, 1-based row (GPL-3.0)
 *   vanetik-cv:<n>              <shared>/vanetik-matching/…/CV/<n>.docx (GPL-3.0)
 *   dotin:<n>                   545_cvs_train_v2/<n>.xml of the dotin-ner zip, labels stripped (CC0)
 *   realistic:<id>              <shared>/realistic-resumes/docs/<id>/text.reference.txt (fictional)
 *   dev:<set>/<id>              corpus/<set>/docs/<id>/resume.html of this repository, as plain text (ours)
 * `shared` is the folder of ../shared/corpus (an argument of the scripts that use this).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../catalogs/csv.js';
import { decodeEntities as entities, docxText } from './docx-text.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VANETIK = 'vanetik-matching/NataliaVanetik__vacancy-resume-matching-dataset';
const DOTIN_ZIP = 'dotin-ner/dotin-inc__resume-dataset-NER-annotations/545_cvs_train_v2.zip';

/** HTML as a client would paste it: blocks and cells on their own lines, tags dropped. */
export function htmlText(html: string): string {
  return entities(
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr|section|header|footer|table|ul|ol|article|aside)>/gi, '\n')
      .replace(/<\/(td|th)>/gi, '\t')
      // Inline boxes laid out apart by CSS ("<span>Phone</span><span>+65…</span>"): a space between them.
      .replace(/<\/(span|a|time|small|dt|dd|label|abbr|sup|sub|b|strong|em|i|u)>/gi, ' ')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "\xe2\x80\xa2" written out as text in the dotin files: the UTF-8 bytes they stand for. */
function byteEscapes(s: string): string {
  return s.replace(/(?:\\x[0-9a-f]{2})+/gi, (m) => Buffer.from(m.split('\\x').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));
}

let offers: Map<string, { title: string; description: string }> | null = null;
let vacancies: string[][] | null = null;

export function sourceText(source: string, shared: string): string {
  const colon = source.indexOf(':');
  const kind = source.slice(0, colon);
  const ref = source.slice(colon + 1);
  switch (kind) {
    case 'france-travail': {
      offers ??= new Map(
        readFileSync(path.join(shared, '_derived/france_travail_offers.visible.jsonl'), 'utf8')
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => JSON.parse(l) as { offer_id: string; title: string; description: string })
          .map((o) => [o.offer_id, o]),
      );
      const o = offers.get(ref);
      if (!o) throw new Error(`${source}: no such offer`);
      return `${o.title}\n\n${entities(o.description)}`.trim();
    }
    case 'vanetik-vacancy': {
      vacancies ??= parseCsv(readFileSync(path.join(shared, VANETIK, '5_vacancies.csv'), 'utf8')).filter((r) => r.some((c) => c.trim() !== ''));
      const [header, ...rows] = vacancies;
      const row = rows[Number(ref) - 1];
      if (!row) throw new Error(`${source}: no such row`);
      return `${row[header.indexOf('job_title')].trim()}\n\n${row[header.indexOf('job_description')].trim()}`;
    }
    case 'vanetik-cv':
      return docxText(path.join(shared, VANETIK, 'CV', `${Number(ref)}.docx`));
    case 'dotin': {
      const xml = execFileSync('unzip', ['-p', path.join(shared, DOTIN_ZIP), `545_cvs_train_v2/${Number(ref)}.xml`], { encoding: 'utf8' });
      const body = xml.replace(/^[\s\S]*?<cv>\s*"?/, '').replace(/"?\s*<\/cv>[\s\S]*$/, '');
      return byteEscapes(entities(body.replace(/<[^>]*>/g, '')))
        .replace(/ {2,}/g, '\n')
        .trim();
    }
    case 'realistic':
      return readFileSync(path.join(shared, 'realistic-resumes/docs', ref, 'text.reference.txt'), 'utf8').trim();
    case 'dev': {
      const [set, id] = ref.split('/');
      return htmlText(readFileSync(path.join(ROOT, 'corpus', set, 'docs', id, 'resume.html'), 'utf8'));
    }
    default:
      throw new Error(`${source}: unknown source kind`);
  }
}
