/**
 * Plain text of a DOCX body, for scripts only: `unzip -p file word/document.xml`, then the XML
 * stripped (a paragraph end becomes a new line, a tab a tab). Headers, footers, text boxes and
 * numbering are ignored. Kept small and isolated so that the project's document reader can
 * replace it in one place.
 */
import { execFileSync } from 'node:child_process';

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', middot: '·', bull: '•', ndash: '–', mdash: '—', hellip: '…',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', laquo: '«', raquo: '»', euro: '€', pound: '£', copy: '©', reg: '®',
  trade: '™', deg: '°', eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç', ecirc: 'ê', rarr: '→', larr: '←', times: '×', thinsp: ' ', ensp: ' ', emsp: ' ',
};

/** Character references of XML and HTML text: numeric ones, and the named ones above. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
  );
}

export function docxText(file: string): string {
  const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return decodeEntities(
    xml
      .replace(/<\/w:p>/g, '\n')
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<w:(br|cr)\/>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
