/**
 * A two-column page read into plain text block by block. pdftotext (and every text format made from
 * its output: TXT, and DOCX, DOC, ODT, RTF imported from it) orders a page's paragraphs by their
 * height on the page, so that a sidebar's paragraphs (contact, skills, languages, certificates) fall
 * between the main column's: "Trajectoire Mobilités · Lyon" / "Frameworks : React, Next.js," /
 * "Node.js, Symfony" / "LANGUES" / … / "Développeur Full-Stack Senior" / "Avril 2024 – aujourd'hui".
 * The columns are told apart by their widths: a sidebar's paragraphs wrap at a narrow width that
 * the main column's lines pass. Only when the text shows both widths and a sidebar heading stands
 * among the main column's entries (its list followed by their text and periods again, before any
 * heading of theirs: a page of one column goes on from its skills to the next heading) are the
 * sidebar's paragraphs read together, before the main column's first section of entries: each
 * sidebar heading with its items, each job with its lines. A paragraph whose column cannot be told
 * (a short line alone) stays where it is.
 *
 * Only for text without positions (the formats whose readers estimate where lines stand); the PDF
 * reader orders a page's columns itself (documents/reading-order.ts).
 */
import { findDateRanges } from '../text/dates.js';
import { resumeHeadingKind, SPOKEN } from './group-lines-into-sections.js';
import { unclosed } from './list-items.js';
import { COMPANY_WORDS, SCHOOL_WORDS } from './organisation-words.js';
import type { ResumeLine, ResumeSectionKind } from './resume-document.js';

/** Sections a sidebar holds. */
const SIDE_KINDS: ResumeSectionKind[] = ['contact', 'skills', 'languages', 'certifications', 'interests'];
/** Sections of entries: the sidebar stands beside them. */
const ENTRY_KINDS: ResumeSectionKind[] = ['experience', 'education', 'projects', 'volunteering'];
/** A paragraph starts where the gap to the line above is this many line steps or more. */
const PARAGRAPH_GAP = 1.5;
/** A sidebar wraps its lines at most at this share of the main column's width. */
const NARROW_SHARE = 0.6;
/** Characters a sidebar's unwrapped line may pass its wrapped lines by (a word that fitted). */
const SLACK = 4;
/** How many times a sidebar heading must cut the main column's entries before its paragraphs move. */
const MIN_CUTS = 1;
/** The main column's paragraphs after a sidebar's list among which the entries show a period. */
const ENTRY_REACH = 4;

type Column = 'main' | 'side' | null;

export function separateInterleavedColumns(lines: ResumeLine[]): ResumeLine[] {
  const blocks = paragraphs(lines);
  if (blocks.length < 6) return lines;
  const widest = Math.max(...lines.map((l) => l.text.length));
  // The narrow column's width: the longest line of a paragraph that goes on on the next line, well
  // short of the widest lines.
  const narrowWraps = blocks.flatMap((b) => b.slice(0, -1).filter((l, i) => wraps(l.text, b[i + 1]!.text)).map((l) => l.text.length)).filter((n) => n <= widest * NARROW_SHARE);
  if (narrowWraps.length < 2) return lines;
  const limit = Math.max(...narrowWraps) + SLACK;
  // The section each paragraph's first line names, if it is a heading.
  const kinds = blocks.map((b) => resumeHeadingKind(b[0]!.text));
  const mainHeading = (i: number) => kinds[i] != null && !SIDE_KINDS.includes(kinds[i]!);
  const sideHeading = (i: number) => kinds[i] != null && SIDE_KINDS.includes(kinds[i]!);
  const columns = classify(blocks, limit, mainHeading, sideHeading);
  // (The first section of entries: a profile above it is read whole with the header.)
  const firstEntries = kinds.findIndex((k, i) => columns[i] === 'main' && k != null && ENTRY_KINDS.includes(k));
  const firstMain = firstEntries >= 0 ? firstEntries : blocks.findIndex((_, i) => columns[i] === 'main' && mainHeading(i));
  if (firstMain < 0) return lines;
  // The sidebar cuts the main column: after the first section of entries opens, a sidebar heading
  // whose list is followed by the entries again — the main column's text, a period among its next
  // paragraphs, before any heading of its own. (A page of one column goes on from a skills list to
  // the next heading.)
  let cuts = 0;
  for (let i = firstMain + 1; i < blocks.length; i++) {
    if (!sideHeading(i)) continue;
    const next = columns.findIndex((c, j) => j > i && c === 'main');
    if (next < 0 || mainHeading(next)) continue;
    const following = blocks.map((_, j) => j).filter((j) => j >= next && columns[j] === 'main');
    const until = following.findIndex(mainHeading);
    if ((until < 0 ? following : following.slice(0, until)).slice(0, ENTRY_REACH).some((j) => datesLine(blocks[j]!))) cuts++;
  }
  if (cuts < MIN_CUTS) return lines;
  // The sidebar's paragraphs go before the main column's first heading (the sidebar stands beside
  // the sections that follow it), in their order, on that heading's page: a text reader's pages
  // are no printed pages.
  const moves = (i: number) => i > firstMain && columns[i] === 'side';
  const page = blocks[firstMain]![0]!.page;
  const moved = blocks.filter((_, i) => moves(i)).map((b) => b.map((l) => ({ ...l, page })));
  const kept = blocks.filter((_, i) => !moves(i));
  const at = kept.indexOf(blocks[firstMain]!);
  return restack([...kept.slice(0, at), ...moved, ...kept.slice(at)]);
}

/** Lines split where a blank line (a gap of more than a line step) or a page parts them. */
function paragraphs(lines: ResumeLine[]): ResumeLine[][] {
  const steps = lines.slice(1).map((l, i) => (l.page === lines[i]!.page ? l.y - lines[i]!.y : 0)).filter((d) => d > 0);
  if (steps.length === 0) return [lines];
  const step = Math.min(...steps);
  const out: ResumeLine[][] = [];
  for (const [i, line] of lines.entries()) {
    const prev = lines[i - 1];
    if (prev === undefined || line.page !== prev.page || line.y - prev.y >= step * PARAGRAPH_GAP) out.push([line]);
    else out[out.length - 1]!.push(line);
  }
  return out;
}

/** The line goes on on the next: left open (a comma, a conjunction, a parenthesis), or the next starts in lower case. */
function wraps(text: string, next: string): boolean {
  const t = text.trim();
  if (/[,&(–-]$|\s(?:and|or|of|in|with|for|the|to|et|ou|de|du|des|la|le|les|en|pour|avec|à|au|aux|d['’])$/iu.test(t)) return true;
  if (unclosed(t)) return true;
  return /^[\p{Ll}(]/u.test(next.trim()) && !/[.;:!?]$/.test(t);
}

const hasRange = (block: ResumeLine[]) => block.some((l) => findDateRanges(l.folded).length > 0);

/** A paragraph with an entry's period: a line that opens on it or is mostly it ("Jan. 2020 – Feb. 2022", "2019 – 2021⇥Title"), not a footer's "2002-2020". */
const datesLine = (block: ResumeLine[]) => block.some((l) => findDateRanges(l.folded).some((r) => r.index === 0 || r.length >= l.folded.trim().length * 0.4));

/**
 * Each paragraph's column: the main column's when a line passes the sidebar's width, when it holds
 * a period, when it stands right above one (a title over its dates) or names a main section; the
 * sidebar's when it opens with a sidebar heading, after such a heading while short paragraphs follow
 * (each label and value of a particulars form a paragraph of its own), when it holds two lines or
 * more, none past the sidebar's width and no year (the main column's stacked heads hold their
 * dates), or a line marked with a bullet only the sidebar uses; else the main column's.
 */
function classify(blocks: ResumeLine[][], limit: number, mainHeading: (i: number) => boolean, sideHeading: (i: number) => boolean): Column[] {
  const columns: Column[] = [];
  let inSideList = false;
  for (const [i, block] of blocks.entries()) {
    const wide = block.some((l) => l.text.length > limit);
    const next = blocks[i + 1];
    const prev = blocks[i - 1];
    let column: Column;
    // ("Advanced MS Excel (Pivot, Power" / "Query)": a parenthesis closed after a blank line goes with its paragraph.)
    if (prev !== undefined && unclosed(prev[prev.length - 1]!.text) && /^[^(]*\)/.test(block[0]!.text)) column = columns[i - 1]!;
    else if (mainHeading(i)) column = 'main';
    else if (sideHeading(i)) column = 'side';
    else if (wide || hasRange(block) || (block.length === 1 && next !== undefined && next.length <= 2 && hasRange(next) && !next.some((l) => l.text.length > limit))) column = 'main';
    // ("2010 — Diplôme d'État" / "IFAS Exemple, Lyon": an entry opening on its year, even under the sidebar's heading.)
    else if (block.some((l) => /^\W*(?:19|20)\d\d\b/.test(l.text))) column = 'main';
    else if (inSideList) column = 'side';
    // ("Français – langue maternelle" alone between a job's paragraphs: a language of the sidebar's list.)
    else if (block.length === 1 && LANGUAGE_ITEM.test(block[0]!.folded)) column = 'side';
    // ("DEC en sciences de la nature" / "Cégep Exemple · 2016": an entry dated by its year, naming its school
    // or employer; a certificate's year alone, "(DipIFR), 2021", says nothing.)
    else if (block.some((l) => YEAR.test(l.text)) && block.some((l) => SCHOOL_WORDS.test(l.folded) || COMPANY_WORDS.test(l.folded))) column = 'main';
    else if (block.length >= 2) column = 'side';
    else column = null;
    if (mainHeading(i) || column === 'main') inSideList = false;
    else if (sideHeading(i)) inSideList = true;
    columns.push(column);
  }
  // A line alone marked with the sidebar's bullet ("▪ Pack Office"), which the main column does not use.
  const bullet = (b: ResumeLine[]) => BULLET.exec(b[0]!.text)?.[0] ?? null;
  const sideBullets = new Set(blocks.flatMap((b, i) => (columns[i] === 'side' ? b.map((l) => BULLET.exec(l.text)?.[0] ?? null) : [])).filter((x) => x !== null));
  const mainBullets = new Set(blocks.flatMap((b, i) => (columns[i] === 'main' ? b.map((l) => BULLET.exec(l.text)?.[0] ?? null) : [])).filter((x) => x !== null));
  return columns.map((c, i) => {
    if (c !== null) return c;
    const own = bullet(blocks[i]!);
    return own !== null && sideBullets.has(own) && !mainBullets.has(own) ? 'side' : 'main';
  });
}

const YEAR = /\b(?:19|20)\d\d\b/;
/** A spoken language opening a line, then its level: "Français – langue maternelle", "English (native)". */
const LANGUAGE_ITEM = new RegExp(`^\\W*${SPOKEN.source}\\s*(?:[–—:(,/-]|$)`);
/** A list's bullet glyph opening a line. */
const BULLET = /^[•·▪●○◆◇■□➢►▶✓✔➤◦‣⁃*-](?=\s)/u;

/** The lines in their new order, on their own pages, each paragraph a blank line below the last. */
function restack(blocks: ResumeLine[][]): ResumeLine[] {
  const out: ResumeLine[] = [];
  let page = Number.NaN;
  let y = 0;
  for (const block of blocks) {
    const top = block[0]!.y;
    const step = Math.max(1, block[0]!.fontSize * 1.2);
    if (block[0]!.page !== page) {
      page = block[0]!.page;
      y = top - 2 * step;
    }
    y += 2 * step;
    for (const line of block) out.push({ ...line, y: y + (line.y - top), index: out.length });
    y += block[block.length - 1]!.y - top;
  }
  return out;
}
