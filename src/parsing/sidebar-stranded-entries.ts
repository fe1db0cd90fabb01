/**
 * Entries stranded under a sidebar's headings. Text extracted from a two-column PDF (pdftotext,
 * and every text format made from its output) often gives a main heading ("EXPÉRIENCE
 * PROFESSIONNELLE", "FORMATION") and then the sidebar beside it ("CONTACT", "COMPÉTENCES",
 * "LANGUES" and their items) before the entries of the main column: the jobs then sit under
 * "LOGICIELS", the degrees under "LANGUES". A sidebar list (contact, skills, languages,
 * interests) holds short items, never a dated paragraph: when the sections that follow a list of
 * entries hold blocks with dates in them, the blocks shaped like entries (a date, or lines of
 * text too long for a list item) go back to that list of entries, in order. Short items (bullets,
 * tags, ratings, "Anglais : B1") stay where they are. When the sidebar is the shorter column, its
 * last section ends with the rest of the main column ("English (native)" / … / "EXAMPLE TRANSIT |
 * Test Co-op" / "MAY 2025 – AUG 2025"): those entries go back too, past a section the reader does
 * not use ("COURSEWORK"), which is left whole.
 */
import { findDateRanges } from '../text/dates.js';
import { findEntryDates } from './entry-dates.js';
import { DURATION } from './entry-parts.js';
import { lineBlocks } from './line-blocks.js';
import type { ResumeLine, ResumeSection, ResumeSectionKind } from './resume-document.js';
import { BULLET_CHARS } from '../text/bullets.js';

const ENTRY_KINDS: ResumeSectionKind[] = ['experience', 'education'];
const SIDEBAR_KINDS: ResumeSectionKind[] = ['contact', 'skills', 'languages', 'interests', 'certifications'];
/** A sidebar item fits on a narrow column: longer lines are the main column's. */
const ITEM_MAX_CHARS = 45;
const BULLET = new RegExp(`^[${BULLET_CHARS}*–-]\\s`, 'u');
const FORM_ROW = /^[^:]{0,30}\t:|^:/u;
/** "●●●●○", "★★★☆☆": a level drawn in glyphs. */
const RATING = /^[●○◆◇★☆■□▪▫•◉◎\s]+$/u;
const ANY_YEAR = /\b(?:19|20)\d\d\b/;
const YEAR_FIRST = /^(?:19|20)\d\d\b/;

export function returnStrandedEntries(sections: ResumeSection[]): ResumeSection[] {
  let out = sections;
  for (let i = 0; i < out.length; i++) {
    const entries = out[i]!;
    if (!ENTRY_KINDS.includes(entries.kind)) continue;
    let j = i + 1;
    // (A section the reader does not use, "COURSEWORK", "AWARDS", may stand among the sidebar's: passed over, left whole.)
    while (j < out.length && (SIDEBAR_KINDS.includes(out[j]!.kind) || out[j]!.kind === 'other')) j++;
    if (j === i + 1) continue;
    const followers = out.slice(i + 1, j).map((s) => ({ section: s, blocks: lineBlocks(s.lines) }));
    const emptyOfItsOwn = !entries.lines.some((l) => ANY_YEAR.test(l.text));
    const moved: ResumeLine[] = [];
    const firstOther = followers.findIndex(({ section }) => section.kind === 'other');
    const kept = followers.map(({ section, blocks }, f) => {
      // Past a section the reader does not use, only a sidebar that ended first gives jobs back (below).
      const pastOther = firstOther >= 0 && f > firstOther;
      // Only a section where a dated paragraph shows the main column: else it is a true list.
      // Without an empty line anywhere (a spreadsheet's rows) blocks tell nothing apart.
      if (blocks.length < 2 || section.kind === 'other') return section;
      const datedParagraph = blocks.some((b) => isEntryShaped(b) && b.some(isDated));
      // A short line is the sidebar's item, unless it stands by bare dates: their title or employer.
      const main = blocks.map((block, b) => {
        const byBareDates = [blocks[b - 1], blocks[b + 1]].some((n) => n !== undefined && isBareDates(n));
        // Under certificates, a dated line is theirs ("2019⇥First Aid at Work"): only a range of dates shows a job.
        if (section.kind === 'certifications' && !block.some(hasRange)) return false;
        // ("Développeur Full-Stack – Freelance" over "09/2023 – 03/2024 (7 mois)": a title by its dates,
        // though it reads like "Anglais – B1".)
        return byBareDates ? !isMarkedItem(block, blocks[b + 1]) : !isSidebarItem(block, blocks[b + 1]) && isEntryShaped(block);
      });
      // Read beside the sidebar: the list of entries shows nothing of its own (its heading read,
      // then the sidebar), or the sidebar's items go on after the entries' lines. A list that
      // ends in a paragraph of its own (a single column's "Positions of responsibility") stays.
      const item = (b: number) => !main[b] && blocks[b]!.some((l) => /\p{L}{2}/u.test(l.text));
      const sandwiched = main.some((m, b) => !m && b < main.indexOf(true) && item(b)) && main.some((m, b) => !m && b > main.lastIndexOf(true) && item(b));
      // Or the two columns alternate, block by block: the sidebar's items between paragraphs of
      // the entries, twice at least ("Proximus SA…" / "Français – langue maternelle" / "Rédaction…" / "Néerlandais – C1" / "Conseil…").
      // (Not a skills list whose labels stand over lists of capitalised items: "Technique" / "Gros œuvre, Tous corps d'état, …".)
      const lists = blocks.some((block, b) => main[b] && isCapitalisedList(block));
      const between = lists ? 0 : main.filter((m, b) => !m && item(b) && main.slice(0, b).includes(true) && main.slice(b + 1).includes(true)).length;
      // (Without a dated paragraph of its own, only that alternation with a languages list shows the
      // main column: a skills list alternates its labels and their values too.)
      if (!datedParagraph && (between < 2 || section.kind !== 'languages')) return section;
      // Or the sidebar ended first: after its items, the rest of the section is the entries'
      // paragraphs, two of them dated by a range (the main column went on below the sidebar).
      // (A short head block among them, "CITY OF EXAMPLE | Day Camp Counsellor" over "SUMMER 2022", goes too.)
      let first = main.indexOf(true);
      // (The block right above, where the reading went back up the page, is the main column's top: "ALTÉCIA CONSEIL" / "Lyon (69) · …".)
      const above = first >= 2 ? blocks[first - 1]! : null;
      const before = first >= 2 ? blocks[first - 2]! : null;
      if (above && before && above.length <= 3 && above[0]!.page === before[before.length - 1]!.page && above[0]!.y < before[before.length - 1]!.y && !isSidebarItem(above, blocks[first])) first -= 1;
      const tail =
        first > 0 &&
        blocks.slice(0, first).some((_, b) => item(b)) &&
        blocks.slice(first).every((block, k) => main[first + k] || !isSidebarItem(block, blocks[first + k + 1])) &&
        blocks.slice(first).filter(isDatedHead).length >= 2;
      if (tail) for (let b = first; b < blocks.length; b++) main[b] = true;
      if (pastOther ? !tail : !emptyOfItsOwn && !sandwiched && between < 2 && !tail) return section;
      const stay: ResumeLine[] = [];
      blocks.forEach((block, b) => (main[b] ? moved : stay).push(...block));
      return { ...section, lines: stay };
    });
    if (moved.length === 0) continue;
    out = [...out.slice(0, i), { ...entries, lines: [...entries.lines, ...moved] }, ...kept, ...out.slice(j)];
  }
  return out;
}

/** "Gros œuvre béton armé, Tous corps d'état (TCE), Réhabilitation en site occupé": items, each capitalised, a comma apart. */
function isCapitalisedList(block: ResumeLine[]): boolean {
  const items = block.map((l) => l.text).join(' ').split(/,\s+/);
  return items.length >= 3 && items.slice(1).every((i) => /^[\p{Lu}\d]/u.test(i.trim()));
}

/**
 * An entry's head block: among its first three lines, short, one opening or closing with a period
 * ("MAY 2025 – AUG 2025 | THUNDER BAY, ON"), not a sentence that mentions one.
 */
function isDatedHead(block: ResumeLine[]): boolean {
  // (Its description may follow in the block: "Ingénieur⇥Oct. 2012 – févr. 2014" / "Mission de 16 mois…".)
  const head = block.slice(0, 3);
  return head.every((l) => l.text.length <= 90) && head.some((l) => {
    const d = findEntryDates(l.folded, { single: false });
    return d !== null && (/^[\W\s]*$/u.test(l.folded.slice(0, d.index)) || /^[\W\s]*$/u.test(l.folded.slice(d.index + d.length)) || /^[\W\s]*$/u.test(l.folded.slice(0, d.index).replace(/^.*[|·•–—]\s*/u, '')));
  });
}

/** "Mars 2019 – décembre 2020", "Depuis janvier 2021": a period, not a certificate's year. */
function hasRange(line: ResumeLine): boolean {
  return findDateRanges(line.folded).length > 0;
}

function isDated(line: ResumeLine): boolean {
  return findDateRanges(line.folded).length > 0 || YEAR_FIRST.test(line.text);
}

/**
 * A block of the main column: a date in it, or a line too long for a sidebar item; none a bullet
 * item or a row of a form read apart from its label ("Office⇥:⇥MS Office", ":⇥5S, Kaizen").
 */
function isEntryShaped(block: ResumeLine[]): boolean {
  if (block.some((l) => BULLET.test(l.text) || FORM_ROW.test(l.text))) return false;
  return block.some((l) => isDated(l) || l.text.length > ITEM_MAX_CHARS);
}

/**
 * A sidebar's item among the main column's lines: a bullet or a form's row, a rating ("●●●●○")
 * or the item it rates, a short "Anglais : B1" / "English — Native".
 */
function isSidebarItem(block: ResumeLine[], next: ResumeLine[] | undefined): boolean {
  if (isMarkedItem(block, next)) return true;
  return block.length === 1 && block[0]!.text.length <= ITEM_MAX_CHARS && /\s[:—–]\s/.test(block[0]!.text) && !isDated(block[0]!);
}

/** An item marked as a list's: a bullet, a form's row, a rating drawn in glyphs beside it. */
function isMarkedItem(block: ResumeLine[], next: ResumeLine[] | undefined): boolean {
  if (block.some((l) => BULLET.test(l.text) || FORM_ROW.test(l.text))) return true;
  const rating = (b: ResumeLine[]) => b.every((l) => RATING.test(l.text));
  return rating(block) || (next !== undefined && rating(next));
}

/** "Aug 2015 – Jun 2017": dates alone, the title and the employer on lines of their own. */
function isBareDates(block: ResumeLine[]): boolean {
  return block.every((l) => {
    const ranges = findDateRanges(l.folded);
    if (ranges.length === 0) return false;
    const rest = ranges.reduceRight((text, r) => text.slice(0, r.index) + text.slice(r.index + r.length), l.folded);
    // ("09/2023 – 03/2024 (7 mois)": a role's length after its dates.)
    return !/\p{L}{3}/u.test(rest) || DURATION.test(rest.trim());
  });
}

