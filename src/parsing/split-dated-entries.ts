/**
 * The lines of an experience or education section → entries, one per date range (a job, a
 * degree). Layouts resumes use, all seen in the golden set:
 *
 *   dates on the title line     "sept. 2022 – aujourd’hui⇥Infirmière (CDI) — Clinique…, Saint-Étienne"
 *                               "Senior Accountant, Pennine Logistics Group plc, Manchester⇥Jan 2019 – Present"
 *   stacked, dates last         "Responsable de secteur (CDI)" / "Hydrofluide Équipements, Lyon" / "Depuis mars 2021"
 *   company first               "Edgbaston Vale Hospital — Birmingham" / "Staff Nurse (permanent) · 10/2022 – current"
 *   dates first, on their own   "2019 – 2021" / "Title" / "Company"
 *
 * followed by bullet lines (the description). A line opening with its dates starts an entry and
 * takes the head lines after it; a line ending with its dates closes an entry and takes as many head
 * lines before it as it lacks parts (title, company: two in all). Lines wrapped by the layout are
 * joined back first: a bullet's continuation, a head line's tail further right.
 */
import { isLoneDate, monthIndex, parsePartialDate } from '../text/dates.js';
import { fold } from '../text/fold.js';
import { headingOf } from '../text/find-sections.js';
import { findEntryDates, type EntryDates } from './entry-dates.js';
import { endsLikeSentence, enumerates, headLike, isSentence } from './head-lines.js';
import { labelledLine } from './entry-labels.js';
import { labelledForm } from './labelled-entries.js';
import { DURATION, EMPLOYMENT_LINE } from './entry-parts.js';
import { COMPANY_WORDS, GRADE_WORDS, ROLE_WORDS, SCHOOL_WORDS } from './organisation-words.js';
import type { ResumeLine } from './resume-document.js';
import { BULLET_CHARS } from '../text/bullets.js';

export interface EntryLine {
  text: string;
  folded: string;
  bold: boolean;
  /** A bullet item or a sentence: description, never a title. */
  body: boolean;
  dates: EntryDates | null;
  /** Said by a label ("Designation : …", "Employer⇥…"): the whole line is this part. */
  role?: 'title' | 'company';
  /** "SEPT. 2021 – AUJOURD'HUI | BIOUGRA": a place written after the dates, cut from the text. */
  place?: string;
  /** "04/2023 – PRESENT · LARCH WARD, 22-BED UNIT": words on the job after its dates, cut from the text (description). */
  context?: string;
  /** "Exemple Technologies" / "6 years 3 months": an employer over several roles, its whole tenure under it. */
  tenure?: boolean;
}

export interface DatedEntry {
  /** Title, company, school, place lines; the one with the dates included. */
  heads: EntryLine[];
  dates: EntryDates | null;
  /** Bullet items and sentences, bullets removed. */
  body: string[];
  /** Which of the resume's sections the entry was read from (resume-entries.ts), when known. */
  section?: number;
}

export interface SplitOptions {
  /** Whether a lone date ("2018") may date this line; ranges always do. */
  singleDate: (line: EntryLine) => boolean;
  /** Parts of a head line once its dates are cut (title, company…; places and contract labels not counted). */
  partCount: (textWithoutDates: string) => number;
  /**
   * A section of jobs (not degrees, not a resume without headings): labelled forms ("Designation
   * : …", "Employer⇥…") are read, and a lone year after a first entry dated by a range is no job.
   */
  jobs?: boolean;
  /** A name and its place, nothing else ("Exemple Telecom, Montréal (QC)"): an employer's line. */
  nameWithPlace?: (text: string) => boolean;
  /** A line that names what the section lists (a degree, a role): a head line whatever its style. */
  namesHead?: (text: string) => boolean;
  /**
   * Education: a line that names a school. Head lines above the dates that name neither a degree
   * nor a school ("Co-operative Program, Option in AI") do not end the head: the lines above that
   * name what it lacks are taken too.
   */
  namesSchool?: (text: string) => boolean;
}

const BULLET = new RegExp(`^[\\s${BULLET_CHARS}*>]+|^\\s*[-–—]\\s+(?=\\D)`, 'u');
/** A page's footer: "Page 2 of 3", "Jeanne Exemple – CV⇥Page 1 / 3". */
const PAGE_NUMBER = /(?:^|\t)\s*page\s*\d+\s*(?:\/|of|sur|de)\s*\d+\s*$/iu;
/** A profile's address or an e-mail alone on its line ("linkedin.com/in/ann-example"): a sidebar's contact line read among the entries, no part of one. */
const CONTACT_LINE = /^\s*(?:(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|github\.com)\/\S*|[\w.+-]+@[\w-]+\.[\w.-]+)\s*$/;
/** "Permis B", "Driving licence: B, C1", "Permis de conduire catégorie B". */
const LICENCE_LINE = /^\W*(?:permis(?: de conduire)?|driving licen[cs]e|driver'?s licen[cs]e)\s*:?\s*(?:(?:cat(?:egorie|egory)?\.?\s*)?[a-d][1e]?(?:\s*[,/+&]\s*[a-d][1e]?)*|full|clean|valide?)\W*$/;
const NUMBERING = /^\s*\(?\d{1,2}[).]\s+(?=\p{L})/u;
/** A head line continued further right is a wrap; 20 pt is more than any bullet indent. */
const WRAP_INDENT = 20;
/** What may stand between a line's edge and its dates: separators, "de"/"from", "Completed"/"Obtenu". */
const EDGE = /^[\s\t,;:|·•()\-–—]*(?:(?:de|du|d'|from|since|depuis|completed|graduated|obtained|awarded|expected|class of|obtenue?|promotion|dates?|period|periode|duration|duree|tenure)\s*:?\s*)?$/;
const ENDS_WITH_DATE = /(?:\d{4}|present|current|now|today|date|aujourd'hui|en cours|ce jour)\W*$/;
const TRAILING_EDGE = /^[\s\t,;:|·•()\-–—.]*$/;
/** A head line whose last cell is short, after a tab: "Sales Assistant – Exemple, Cork⇥Summer 2024". */
const END_DATE_CELL = /\p{L}.*\t\s*(?:\S+\s*){1,4}$/u;
/**
 * What may follow the dates that close an entry's head, written as a sentence: "… – June 2020 to
 * July 2020 (6" / "weeks). Studied …", "… – December 2019 to January 2020. Observed foundation …":
 * a period and a new sentence, or a parenthesis the line's end cuts. (Original text: the capital counts.)
 */
const SENTENCE_OPENS = /^ *(?:\([^()]{1,40}\) *)?\. +\p{Lu}/u;
const SENTENCE_AFTER_DATES = new RegExp(`${SENTENCE_OPENS.source}|^ *\\([^()]{0,30}$`, 'u');

export function splitDatedEntries(lines: readonly ResumeLine[], options: SplitOptions): DatedEntry[] {
  // "02/2021 – présent" / "Permis B" / "Juriste d'entreprise": a driving licence is no part of an
  // entry (the sidebar's line read between the dates and their title).
  const logical = tenuresApart(floatingDates(datesAfterDescription(employerRemarksApart(joinWrappedLines(withoutMonograms(lines)).filter((l) => !LICENCE_LINE.test(l.folded) && !CONTACT_LINE.test(l.folded)), options)), options), options);
  const form = options.jobs ? labelledForm(logical) : null;
  if (form) return form;
  // "Position: Home Care Assistant" under an employer's line: the label says the part; its value is the text.
  for (const line of logical) {
    const label = line.body ? null : labelledLine(line.text);
    if (label && (label.role === 'title' || label.role === 'company') && label.project === null) {
      Object.assign(line, { text: label.value, folded: fold(label.value), role: label.role });
    }
  }
  let firstInParentheses: boolean | null = null;
  /** Whether a head line comes before the section's first dates, and whether those dates open the section. */
  let headSeen = false;
  let datesOpenSection: boolean | null = null;
  let firstIsRange: boolean | null = null;
  let firstInDateColumn: boolean | null = null;
  let firstOpensOnColon: boolean | null = null;
  let firstInEndCell: boolean | null = null;
  let firstAlone: boolean | null = null;
  /** The last line dated the section's way (not in parentheses after text): an employer's tenure, for the roles under it. */
  let lastDated: EntryLine | null = null;
  for (const [at, line] of logical.entries()) {
    // "➢ Worked as Accounts Executive in Exemple Garments, Tiruppur from June 2019 to June 2022.": a
    // job told in a sentence is an entry's head line.
    if (options.jobs === true) workedAs(line);
    if (line.body) {
      // "• Commis de cuisine – 2016 à 2017": a bullet that is a role with its own dates.
      line.dates = datesColonBullet(line) ?? (isSentence(line.text) ? null : datedBullet(line));
      if (!line.dates) continue;
      line.body = false;
    }
    // Once the section dates its first entry with a range, a lone year further down is a
    // project's or a table row's ("Groupe scolaire …⇥21 M€⇥2022"), not a job's.
    // (Not in a dates column, where every entry's line opens with its dates and a tab: there "Été 2012⇥Employé
    // polyvalent – Exemple, Blois" is a job as "03/2018 – 08/2021⇥…" above it is.)
    // (Nor where each entry opens on its dates and a colon: "2019-2021 : Aide-comptable – …" then
    // "Juillet 2017 : Stage d'initiation – …".)
    const inDateColumn: boolean = (firstInDateColumn === true && DATE_CELL.test(line.text)) || (firstOpensOnColon === true && DATE_COLON.test(line.text));
    // (Nor where the section's dates close their head lines in a cell of their own: "Bar Staff –
    // Exemple Bar, Douglas⇥Sept 2021 – May 2025" then "Sales Assistant – Exemple, Cork⇥Summer 2024".)
    const inEndCell: boolean = firstInEndCell === true && END_DATE_CELL.test(line.text);
    // (Nor where each entry's dates stand alone on their line above its head: "Juillet – Août 2018" /
    // "Stage technique – …" then "Juillet 2017" / "Stage d'initiation – …".)
    const aloneDate = firstAlone === true && onlyDates(line.folded, findEntryDates(line.folded, { single: true }));
    const single: boolean = options.singleDate(line) && (!(options.jobs && firstIsRange === true) || inDateColumn || inEndCell || aloneDate);
    // "Diplômée en juin 2021.": a lone date closing a sentence with its full stop dates no entry.
    // "WAM: 78.4 (Distinction average); Dean's Commendation, 2024": nor does one closing a line of clauses after a label.
    const sentenceEnd = /\p{Ll}\s+\S+\s+(?:19|20)\d\d\.$/u.test(line.text) || (/^[^:\d]{2,30}:\s/u.test(line.text) && line.text.includes(';'));
    line.dates ??= findEntryDates(line.folded, { single: false }) ?? (single && !sentenceEnd ? atEdge(findEntryDates(line.folded, { single: true }), line.folded) : null);
    // "JUIL. 2018 | AGADIR": a lone date with a place after it, nothing else, dates its entry too.
    if (!line.dates && !options.jobs) {
      const lone = findEntryDates(line.folded, { single: true });
      if (lone && EDGE.test(line.folded.slice(0, lone.index)) && placeTail(line.text.slice(lone.index + lone.length)) !== null) line.dates = lone;
    }
    if (line.dates) {
      firstIsRange ??= line.dates.start !== null;
      // ("Février 2025 – Juin 2025 Stage de fin d'études…": a reader may have closed up the tab of the first.)
      // ("2019 - auj.⇥Électricien…": an abbreviation's full stop after the dates.)
      firstInDateColumn ??= line.dates.index === 0 && /^\.?(?:\t|\s+\p{Lu})/u.test(line.text.slice(line.dates.length));
      firstOpensOnColon ??= line.dates.index === 0 && /^\s*:\s+\p{Lu}/u.test(line.text.slice(line.dates.length));
      firstAlone ??= onlyDates(line.folded, line.dates);
      firstInEndCell ??= line.dates.index > 0 && line.text[line.dates.index - 1] === '\t' && TRAILING_EDGE.test(line.folded.slice(line.dates.index + line.dates.length));
    }
    // "… hygiene rating since 2021.": a sentence does not date an entry unless it opens with the dates.
    // ("Site Trainee, Vastu Constructions, Nashik – December 2019 to January 2020. Observed …" does:
    // a head, a dash, its dates, then the sentence that describes the job.)
    if (line.dates && endsLikeSentence(line.text) && !EDGE.test(line.folded.slice(0, line.dates.index)) && !headThenSentence(line)) line.dates = null;
    // "June – September 2019: relocation from Pittsburgh to Galway and …": dates and a colon before a
    // sentence in lower case are a remark on a gap, not an entry.
    if (line.dates && /^\s*:\s*\p{Ll}/u.test(line.text.slice(line.dates.index + line.dates.length)) && line.text.split(/\s+/).length >= 8 && EDGE.test(line.folded.slice(0, line.dates.index))) {
      line.dates = null;
      line.body = true;
    }
    // "Renfort en unité COVID-19 (mars 2020 – juin 2021)": when the section's first entry does not
    // write its dates in parentheses, a period in parentheses is a remark of a description.
    if (line.dates) {
      const inParentheses = inParenthesesAfterText(line, options.jobs === true);
      firstInParentheses ??= inParentheses;
      // (But "Senior Staff Nurse (Apr 2023 – Present)" under "2018 – Present⇥Example Hospital": a role
      // named with its own period within the employer's is a role held there.)
      if (inParentheses && !firstInParentheses && !roleWithinTenure(line, lastDated)) {
        line.dates = null;
        // ("Primark Stores Ltd, Leicester⇥April 2022 – Present" / "Retail Assistant (Key Holder since
        // 2023)": right under a dated head, a short line is the entry's title with a remark.)
        const previous = logical[at - 1];
        const headUnderDates = previous !== undefined && previous.dates !== null && !previous.body && line.text.replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length <= 6;
        line.body = !headUnderDates;
        if (line.body) continue;
      }
    }
    // A sentence under a title is description; a dated line never is.
    if (!line.dates && isSentence(line.text)) line.body = true;
    if (line.dates && !inParenthesesAfterText(line, options.jobs === true)) lastDated = line;
    // (Not where the section's first dates come before any head line: there "2013 – 2015 | RABAT"
    // opens each entry, over its degree or job.)
    if (line.dates) {
      datesOpenSection ??= !headSeen;
      if (!datesOpenSection) {
        placeAfterDates(line, logical[at - 1]);
        if (line.place === undefined) contextAfterDates(line, logical[at - 1], options);
      }
    } else if (!line.body) headSeen = true;
  }
  const entries: Array<DatedEntry & { group: EntryLine | null }> = [];
  /** described: a sentence of the description was read between head lines. */
  let current: (DatedEntry & { group: EntryLine | null; following: number; bodySeen: boolean; datesFirst: boolean; described?: boolean }) | null = null;
  let pending: EntryLine[] = [];
  /** Where the section writes the head lines a dated line lacks, learned from its first entry. */
  let layout: { before: boolean; lines: number; styles?: Set<boolean>; sequence?: boolean[] } | null = null;
  /** Whether the section's first dates alone on their line open their entry. */
  let onlyDatesFirst: boolean | null = null;
  const strays = (heads: EntryLine[]) => {
    // Head lines no dates claim: a sentence of the entry above, or stray lines before the first one.
    if (current) current.body.push(...heads.map((h) => h.text));
  };
  const partsOf = (line: EntryLine) => options.partCount(withoutDates(line));
  const headParts = (entry: DatedEntry) => entry.heads.reduce((n, h) => n + partsOf(h), 0);
  const boldEmployers = options.jobs === true && boldOverPlainDates(logical);
  for (let i = 0; i < logical.length; i++) {
    const line = logical[i]!;
    if (line.body) {
      strays(pending);
      pending = [];
      if (current) {
        current.body.push(line.text);
        current.bodySeen = true;
      }
      continue;
    }
    if (!line.dates) {
      // Below a line that closes with its dates, a line is the next entry's head when dates follow it.
      const next = logical[i + 1];
      // (So does an employer in capitals over "dates⇥Title", in a section whose dates open the lines.)
      const employerOverNext = current?.datesFirst === true && options.jobs === true && next?.dates != null && !next.body && datesPosition(next) === 'start' && employerInCapitals(line);
      const nextClaims = (!current?.datesFirst && next?.dates != null && !next.body && datesPosition(next) !== 'start') || employerOverNext;
      const open = current !== null && !current.bodySeen && pending.length === 0 && current.heads.length < 3 && !nextClaims;
      // "04.2023 – aujourd'hui" / "Chef de groupe" / "Encadrement de 8 à 12 agents par vacation, …":
      // under the dates and a head line, a sentence in lower case describes.
      const describes = options.jobs === true && current?.datesFirst === true && (current.heads.length >= 2 || /\p{L}{3}/u.test(withoutDates(current.heads[0]!))) && describesInWords(line.text) && !OPENS_ON_A_NAME.test(line.text);
      // (It is the entry's description; a title may still follow it: "2019 – auj.⇥EXEMPLE GROUPE –
      // Lyon" / "ETI industrielle, composants hydrauliques … – 1 200 salariés" / "Directrice Achats".)
      // After such a sentence, only a line set apart (bold, capitals) is still a head line; the others
      // go on describing.
      const afterDescription = current?.described !== undefined && !line.bold && !isCapitals(line.text);
      if (open && (describes || afterDescription)) {
        current!.body.push(line.text);
        current!.described = true;
        continue;
      }
      if (open && current!.following > 0 && ((current!.datesFirst && current!.heads.length < 2 && !enumerates(line.text)) || headLike(line, current!.datesFirst ? 120 : 90) || (options.jobs === true && namesEmployer(line, options)))) {
        current!.heads.push(line);
        // Dates first: up to three head lines, places included; else as many parts as were missing.
        if (!current!.datesFirst) current!.following -= Math.max(1, partsOf(line));
      } else if (open && !current!.datesFirst && current!.heads[current!.heads.length - 1]!.dates && employerBelow(line, current!.heads[current!.heads.length - 1]!, options)) {
        current!.heads.push(line);
      } else pending.push(line);
      continue;
    }
    // "Title" / "Employer" / "03/2020 – Présent⇥Liège": dates opening a line whose only other cell
    // is a place close the head lines above them, as dates alone would.
    const where = placeCellOnly(line) && partsOf(line) === 0 ? 'only' : datesPosition(line);
    let heads: EntryLine[];
    let following = 0;
    let about: EntryLine[] | null = null;
    let group: EntryLine | null = null;
    // One layout per section: once the first entry opens with its dates alone on their line, the
    // later ones do too (the line above them is the end of a description, not their title).
    const datesFirst: boolean = where === 'start' || (where === 'only' && (onlyDatesFirst === true || (pending.length === 0 && layout?.before !== true)));
    if (where === 'only') onlyDatesFirst ??= datesFirst;
    if (datesFirst) {
      // "Exemple Construction Plc, Lagos" / "March 2014 – December 2018" / "Site Engineer", after a
      // description: in a section whose dates open the entries, a line naming an employer right
      // above dates alone on their line is still theirs (a table's cells in another order).
      const above = pending[pending.length - 1];
      // So is an employer's name in capitals over "dates⇥Title" ("EXEMPLE MARINE PTE LTD – shipbuilding, Tuas").
      const capitalsOver = where === 'start' && options.jobs === true && (current === null || current.bodySeen) && above !== undefined && !above.body && employerInCapitals(above) && headLike(above, 120);
      const employer = (where === 'only' && options.jobs === true && current?.bodySeen === true && above !== undefined && !above.bold === !line.bold && namesEmployer(above, options, true)) || capitalsOver ? above! : null;
      strays(employer ? pending.slice(0, -1) : pending);
      heads = employer ? [employer, line] : [line];
      following = employer ? 2 : 3;
    } else {
      // One layout per section: after an entry written on one line, the next one is too (a plain
      // description line above it is not its company).
      const oneLiners = where !== 'only' && current !== null && current.heads.length === 1 && current.following <= 0 && partsOf(current.heads[0]!) >= 2;
      let missing = oneLiners ? 0 : Math.max(0, 2 - partsOf(line));
      // "Title" / "dates" / "Employer · City · CDI": an employer line right under dates alone on
      // their line is theirs; only the title is looked for above.
      const below = logical[i + 1];
      const employerBelowLine = options.jobs === true && below !== undefined && !below.body && !below.dates && namesEmployer(below, options);
      // "Éducatrice – groupe des 3-4 ans⇥Août 2019 à aujourd'hui" / "CPE Exemple, Laval": a title
      // closing with its dates over a line naming an employer (a name and its place, a company
      // word), when the line above names none, has its employer below: the section writes them so.
      const aboveLine = pending[pending.length - 1];
      const employerUnder =
        where === 'end' && missing > 0 && layout?.before !== true && employerBelowLine && !(aboveLine !== undefined && headLike(aboveLine) && namesEmployer(aboveLine, options, true));
      const employerNext = (where === 'only' && missing > 1 && employerBelowLine) || employerUnder;
      if (employerNext) missing -= 1;
      // With nothing above it, the first entry shows the section writes what it lacks below.
      if (employerUnder && pending.length === 0) layout ??= { before: false, lines: 3 };
      // The first entry tells whether the lines a dated line lacks are above it or below it:
      // "Title⇥dates" / "Company" puts nothing above the first dates, "Title" / "Company" / "dates" does.
      const learning = missing > 0 && layout === null;
      if (learning) layout = { before: pending.length > 0, lines: 3 };
      const taken: EntryLine[] = [];
      // ("University of Limerick" / "Bachelor of Business Studies, Human Resource Management · (2014 – 2018)":
      // the first entry's school above a dated degree line of two parts, nothing missing by count.)
      const firstUnlearned = layout === null && current === null;
      if ((missing > 0 || (options.jobs !== true && (layout?.before === true || firstUnlearned))) && layout?.before !== false) {
        // "Laboratory Technologist" / "**Exemple Hospital — Pathology**" / dates: once the first entry
        // showed its head lines' styles in order (plain title, bold employer), later entries take
        // as many lines in that order, even when one of them reads as two parts.
        const sequence = layout?.sequence;
        const inSequence = (k: number) => sequence !== undefined && taken.length < sequence.length && pending[k]!.bold === sequence[sequence.length - 1 - taken.length];
        // (Education: the degree or the school still lacking, and named on the line above.)
        const lacking = (k: number) => {
          // (Jobs: "Senior Nursing Officer" / "Federal Medical Centre, Jabi" / dates: the lines taken
          // name no role, the line above names one: the title, above its employer's line.)
          if (options.jobs === true) return taken.length > 0 && !taken.some((h) => ROLE_WORDS.test(h.folded) && !COMPANY_WORDS.test(h.folded)) && ROLE_WORDS.test(pending[k]!.folded) && !COMPANY_WORDS.test(pending[k]!.folded) && !pending[k]!.dates;
          // (Education, nothing taken yet: only the line right above, in a section that writes its
          // head lines above the dates — "KTH Exemple Institute⇥Stockholm" / "Semestre d'échange, 3e année⇥dates".)
          if (options.namesHead === undefined || options.namesSchool === undefined || (taken.length === 0 && !((layout?.before === true || firstUnlearned) && k === pending.length - 1))) return false;
          const named = [line, ...taken].map((h) => withoutDates(h));
          // (Not past a grade: "Second Class Upper Honours" closes the entry above, whose school it follows.)
          if (named.some((t) => GRADE_WORDS.test(fold(t)) && !options.namesHead!(t) && !options.namesSchool!(t))) return false;
          const text = pending[k]!.text;
          const school = (t: string) => options.namesSchool!(t) && !options.namesHead!(t);
          return (!named.some(options.namesHead) && options.namesHead(text) && !options.namesSchool(text)) || (!named.some(school) && school(text) && named.some(options.namesHead));
        };
        for (let k = pending.length - 1; k >= 0 && (missing > 0 || inSequence(k) || lacking(k)) && taken.length < (layout?.lines ?? 3); k--) {
          const head = pending[k]!;
          // (A line naming a degree or a role is a head line whatever its style.)
          if (!headLike(head) || (layout?.styles && !layout.styles.has(head.bold) && options.namesHead?.(head.text) !== true)) break;
          // "… avant la saison hivernale" over a bold title: a long plain line is the end of a description.
          // So is one with a comma that names no employer ("Récolte forestière, camp de 60 travailleurs").
          if (taken.length > 0 && taken[0]!.bold && !head.bold && !line.bold && !isCapitals(head.text) && (head.text.length > 60 || (head.text.includes(',') && !namesEmployer(head, options)))) break;
          // Whatever the style, a long line mostly in lower case words is a sentence of a description.
          if (taken.length > 0 && options.jobs === true && describesInWords(head.text) && options.namesHead?.(head.text) !== true) break;
          taken.unshift(head);
          missing -= partsOf(head);
        }
        // The school taken above the first entry's degree shows where the section writes it.
        if (layout === null && taken.length > 0) layout = { before: true, lines: 3 };
      }
      // "Example Hospital" / "Full-time · Galway, Ireland" / "Staff Nurse – Medical Unit" / dates: an
      // employer over its tenure right above the head lines is theirs, whatever they count.
      const marker = pending.length - taken.length - 1;
      if (options.jobs === true && marker >= 1 && taken.length < 3 && pending[marker - 1]!.tenure === true && tenureMarker(pending[marker]!)) {
        taken.unshift(pending[marker - 1]!, pending[marker]!);
        group = pending[marker - 1]!;
      }
      // A bold line right above plain dates is their title ("Chargée de marketing" / "Exemple SA · Genève · 2021").
      const above = pending[pending.length - 1];
      if (taken.length === 0 && above && above.bold && !line.bold && headLike(above) && layout?.before !== false) taken.push(above);
      // "Préposée aux bénéficiaires (PAB)" / "Exemple CIUSSS, CHSLD Exemple, Trois-Rivières (août 2020 à …)":
      // a line naming a role right above a dated line naming none is its title.
      else if (taken.length === 0 && options.jobs === true && above && headLike(above) && layout?.before !== false && ROLE_WORDS.test(above.folded) && !ROLE_WORDS.test(line.folded) && !COMPANY_WORDS.test(above.folded)) taken.push(above);
      // "Exemple Bank Plc – Branch, City" / "Relationship Officer, Retail Banking⇥dates": a line naming
      // an organisation right above a dated line that names a role is its employer.
      else if (taken.length === 0 && missing === 0 && !employerUnder && above && headLike(above) && layout?.before !== false && COMPANY_WORDS.test(above.folded) && !ROLE_WORDS.test(above.folded) && ROLE_WORDS.test(line.folded)) taken.push(above);
      // "CAPGEMINI EXEMPLE PLC⇥London" / "Project Manager – Financial Services⇥2018 – 2020": an
      // employer in capitals right above the head lines (a place between) is still their employer.
      let k = pending.length - taken.length - 1;
      if (k >= 1 && partsOf(pending[k]!) === 0 && isCapitals(pending[k - 1]!.text)) k--;
      // "VILLE DE SAGUENAY — Service des travaux publics" / "Flotte de 240 véhicules : camions…" / title:
      // a line describing the employer may stand between its name and the role.
      // Over a bold title, up to two plain lines (a description, the employer line's wrapped tail).
      const describes = (h: EntryLine) => !headLike(h) || h.text.length > 60 || /\s:\s|,.*,/.test(h.text);
      for (let j = k - 1; k >= 1 && !isCapitals(pending[k]!.text) && j >= Math.max(0, k - 2); j--) {
        if (!isCapitals(pending[j]!.text)) continue;
        const between = pending.slice(j + 1, k + 1);
        const plain = taken[0]?.bold === true && between.every((b) => !b.bold && !b.dates);
        if (headLike(pending[j]!, 120) && (plain || (between.length === 1 && describes(between[0]!)))) {
          about = between;
          k = j;
        }
        break;
      }
      const employer = pending[k];
      if (employer && taken.length < 3 && isCapitals(employer.text) && headLike(employer, about ? 120 : 90)) taken.unshift(...pending.slice(k, pending.length - taken.length).filter((h) => !about?.includes(h)));
      // "Exemple Lane Primary School" / "Year 6 Teacher" / "Exemple Learning Trust · Leeds" / dates: a
      // line naming an organisation right above the full head lines is the employer over their roles.
      else {
        about = null;
        const over = pending[pending.length - taken.length - 1];
        if (options.jobs === true && missing <= 0 && taken.length > 0 && taken.length < 3 && over && namesEmployer(over, options, true)) {
          taken.unshift(over);
          group = over;
        }
      }
      // "Restaurant Exemple, Ville" / "Commis – 2016 à 2017" / "Plongeur – 2014 à 2016": an
      // employer above roles written below it, when the section writes its heads below the dates.
      const next = logical[i + 1];
      if (missing > 0 && layout?.before === false && pending.length > 0 && (!next || next.dates !== null || next.body || !headLike(next))) {
        const last = pending[pending.length - 1]!;
        if (headLike(last)) {
          taken.push(last);
          group = last;
          missing -= 1;
        }
      }
      // "**Château Exemple**" / "Saint-Émilion (33) – grand cru, 28 ha" / "Chef de culture · de mars
      // 2019 à ce jour": where every bold line of the section is an employer over its plain dated
      // role, the bold line a few lines above is the employer, the plain lines between describe it.
      if (boldEmployers && !line.bold && about === null && !taken.some((t) => t.bold)) {
        const b = pending.length - taken.length - 1;
        let k = b;
        while (k >= 0 && k > b - BOLD_EMPLOYER_REACH && !pending[k]!.bold) k--;
        if (k >= 0 && pending[k]!.bold && headLike(pending[k]!, 120)) {
          about = pending.slice(k + 1, b + 1);
          taken.unshift(pending[k]!);
        }
      }
      strays(pending.slice(0, pending.length - taken.length - (about?.length ?? 0)));
      heads = [...taken, line];
      following = layout?.before === false || where === 'only' ? missing : 0;
      if (employerNext) following = Math.max(following, 1);
      // "HR Administrator" / dates, under an employer written over its whole tenure ("Exemple
      // Technologies" / "6 years 3 months" / "HR Officer" / dates / …): another role there; the
      // line under the dates is its place, not an employer of its own (whatever it names).
      if (options.jobs === true && where === 'only' && taken.length === 1 && current?.group?.tenure === true) {
        heads.unshift(current.group);
        group = current.group;
        following = 0;
      }
      // The first entry's head lines above its dates show their style: a later line of another
      // style (plain under bold titles) is the end of a description.
      if (learning && layout!.before && taken.length > 0) {
        layout!.styles = new Set(taken.map((t) => t.bold));
        // Only an order that tells the lines apart by style is one to follow.
        if (taken.length >= 2 && layout!.styles.size === 2) layout!.sequence = taken.map((t) => t.bold);
      }
    }
    // "EMPLOYER IN CAPITALS" above its first role, or an employer with its whole tenure under it: the
    // later roles written without it are its own.
    group ??= heads.find((h) => h !== line && !h.dates && (isCapitals(h.text) || h.tenure === true)) ?? null;
    pending = [];
    current = { heads, dates: line.dates, body: [...(about ? about.map((h) => h.text) : []), ...heads.flatMap((h) => (h.context ? [h.context] : []))], group, following, bodySeen: false, datesFirst };
    entries.push(current);
  }
  strays(pending);
  // "Exemple Broadcasting Corporation, Abuja" / "Mar. 2017 – Jan. 2021" / "Correspondent" / "2019 – 2021" /
  // "Reporter" / "2017 – 2019": an employer with its whole tenure over the roles held there. The
  // employer's own entry names no role; the roles below it are its own.
  const tenures = new Set<(typeof entries)[number]>();
  if (options.jobs === true) {
    for (let k = 0; k + 1 < entries.length; k++) {
      const entry = entries[k]!;
      const undated = entry.heads.filter((h) => h.dates === null);
      // ("Manufacture Exemple SA, Le Locle⇥dès 04.2019" over "Chef d'atelier…⇥01.2022 – aujourd'hui":
      // the employer's line dated "since", the tenure itself, whatever the role's lines hold.)
      const only = entry.heads.length === 1 && entry.heads[0]!.dates !== null ? entry.heads[0]! : null;
      const since = only !== null && (/(?:^|\s)(?:des|depuis|since|from)\s*$/.test(only.folded.slice(0, only.dates!.index)) || /^(?:des|depuis|since|from)\b/.test(only.folded.slice(only.dates!.index)));
      const datedEmployer = since && entry.body.length === 0 && namesEmployer(lineText(only, withoutDates(only).replace(/\s*\t\s*/g, ' ').trim()), options, true) ? only : null;
      const employer = undated.length === 1 && entry.body.length === 0 && namesEmployer(undated[0]!, options, true) ? undated[0]! : datedEmployer;
      const next = entries[k + 1]!;
      if (employer && entry.group === null && next.group === null && (headParts(next) < 2 || employer === datedEmployer) && within(next.dates, entry.dates)) {
        entry.group = employer;
        tenures.add(entry);
        // (The role under a dated employer's line names its employer from it, whatever its own lines hold.)
        if (employer === datedEmployer && headParts(next) >= 2) {
          next.heads = [employer, ...next.heads];
          next.group = employer;
        }
      }
    }
  }
  // An entry with one part only, under an employer line held by the entry above: that employer's.
  for (let k = 1; k < entries.length; k++) {
    const entry = entries[k]!;
    const above = entries[k - 1]!;
    if (entry.group !== null || above.group === null) continue;
    if (headParts(entry) >= 2) continue;
    // The entry names an employer of its own ("Exemple Corporation, Abuja⇥2017 – 2021"): not the one above's.
    if (entry.heads.some((h) => h.dates === null && namesEmployer(h, options, true))) continue;
    entry.heads = [above.group, ...entry.heads];
    entry.group = above.group;
  }
  return entries.filter((e) => !tenures.has(e)).map(({ heads, dates, body }) => ({ heads, dates, body }));
}

/** The line is its dates and nothing else (closing punctuation aside). */
function onlyDates(folded: string, dates: EntryDates | null): boolean {
  return dates !== null && dates.index === 0 && /^[\s.,;:)]*$/.test(folded.slice(dates.length));
}

/**
 * "Exemple Technologies" / "6 years 3 months" / "HR Officer" / dates / … / "HR Administrator" / dates:
 * an employer's line over its whole tenure (LinkedIn's export writes several roles at one employer
 * so), or over its employment type ("Full-time · Galway, Ireland", EMPLOYMENT_LINE). The employer's line is marked as holding the roles that follow; the duration is what
 * entry-parts.ts reads as naming no part (DURATION).
 */
function tenuresApart(lines: EntryLine[], options: SplitOptions): EntryLine[] {
  if (options.jobs !== true) return lines;
  const out: EntryLine[] = [];
  for (const line of lines) {
    const above = out[out.length - 1];
    // (Not under the dates themselves: "Février – Juin 2019" / "(5 mois)" is the length of the role below.)
    if (!line.dates && !line.body && tenureMarker(line) && above !== undefined && !above.body && !above.dates && !ROLE_WORDS.test(above.folded) && findEntryDates(above.folded, { single: true }) === null) {
      // (The employer's name whole: "Graduate (APS 3)" under it is the role, whatever its words.)
      above.tenure = true;
      above.role ??= 'company';
    }
    out.push(line);
  }
  return out;
}

/**
 * "UHG" beside "University Hospital Galway", "RF" beside "Royal Free London NHS Foundation Trust": a
 * logo's initials (a template's coloured badge), no line of an entry. Two to four capitals that open
 * the initials of the capitalised words of the line above or below.
 */
function withoutMonograms(lines: readonly ResumeLine[]): readonly ResumeLine[] {
  const initials = (text: string) =>
    text
      .split(/[\s-]+/)
      .filter((w) => /^\p{Lu}/u.test(w))
      .map((w) => fold(w[0]!).toUpperCase())
      .join('');
  const monogram = (l: ResumeLine, i: number) =>
    /^\p{Lu}{2,4}$/u.test(l.text.trim()) &&
    [lines[i - 1], lines[i + 1]].some((n) => n !== undefined && n.text.trim() !== l.text.trim() && initials(n.text).length >= 2 && initials(n.text).startsWith(fold(l.text.trim()).toUpperCase()));
  return lines.some(monogram) ? lines.filter((l, i) => !monogram(l, i)) : lines;
}

/** "6 years 3 months", "Full-time · Galway, Ireland": what a profile site writes under an employer over its roles. */
const tenureMarker = (line: EntryLine): boolean => {
  const folded = line.folded.trim();
  return DURATION.test(folded) || EMPLOYMENT_LINE.test(folded);
};

/** The dates of a role fall within the tenure at its employer (a year's slack at either end). */
function within(inner: EntryDates | null, outer: EntryDates | null): boolean {
  if (!inner || !outer) return false;
  const start = (d: EntryDates) => (d.start ?? d.end)?.year ?? null;
  const end = (d: EntryDates) => (d.ongoing || d.end === null ? Infinity : d.end.year);
  const [is, os] = [start(inner), start(outer)];
  return is !== null && os !== null && is >= os - 1 && end(inner) <= end(outer) + 1;
}

/** "HomeFirst Exemple Care, Melbourne West": capitalised words, a comma, one to three capitalised words (a town the catalog may lack). */
const NAME_COMMA_PLACE = /^(?:\p{Lu}[\p{L}'’&.-]*\s?){1,6},\s*\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){0,2}$/u;

/**
 * "CareLink Exemple Services, Footscray VIC – NDIS registered provider, SIL houses and community
 * access": an employer's name and place, then a remark on the employer after a dash (four words
 * or more, no role). The name and place are the head line; the remark is description.
 */
function employerRemarksApart(lines: EntryLine[], options: SplitOptions): EntryLine[] {
  if (options.jobs !== true || options.nameWithPlace === undefined) return lines;
  return lines.flatMap((line) => {
    if (line.body || line.dates) return [line];
    const m = /^(.{3,70}?)\s[–—-]\s(\S.*)$/u.exec(line.text);
    // (A remark naming a role may be the title: "Exemple SA, Lyon – Responsable des achats".)
    if (m === null || m[2]!.split(/\s+/).length < 4 || ROLE_WORDS.test(fold(m[2]!)) || ROLE_WORDS.test(fold(m[1]!)) || !(options.nameWithPlace!(m[1]!) || NAME_COMMA_PLACE.test(m[1]!))) return [line];
    return [
      { ...line, text: m[1]!, folded: fold(m[1]!) },
      { ...line, text: m[2]!, folded: fold(m[2]!), body: true, bold: false },
    ];
  });
}

/**
 * "Senior Analyst, Group Finance⇥Apr 2021 – Present" / "Exemple Bank Ltd, Singapore": a line
 * under a complete dated line is its employer when set apart by its style (bold under plain) or
 * when it names an organisation in a few words, or a name and its place ("Exemple Telecom, Montréal").
 */
function employerBelow(line: EntryLine, dated: EntryLine, options: SplitOptions): boolean {
  if (!headLike(line) || line.text.split(/\s+/).length > 8) return false;
  return (line.bold && !dated.bold) || COMPANY_WORDS.test(line.folded) || options.nameWithPlace?.(line.text) === true;
}

/**
 * A line that names an employer by its words or as "Name, City", and names no role. With
 * `capitalised`, a company word counts only written with a capital ("Ateliers Exemple", not
 * "éveil musical et ateliers de motricité").
 */
function namesEmployer(line: EntryLine, options: SplitOptions, capitalised = false): boolean {
  // ("Employment and Social Development Canada (ESDC), Program Operations Branch, Gatineau, Quebec":
  // a name, its department and its place run longer than a head line.)
  if (!headLike(line, 120) || ROLE_WORDS.test(line.folded)) return false;
  const words = capitalised ? fold(line.text.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).join(' ')) : line.folded;
  return (headLike(line) && COMPANY_WORDS.test(words)) || options.nameWithPlace?.(line.text) === true;
}

/**
 * "❖ 01/2022 – 09/2022 (9 mois) : Technicienne d'analyses (CDD) – Labo Exemple, Casablanca.": a
 * bullet opening on its dates and a colon is an entry's head, however long; its dates, else null.
 */
function datesColonBullet(line: EntryLine): EntryDates | null {
  // (Most bullets are sentences: the colon after the dates is looked for before the dates are.)
  const colon = line.folded.indexOf(':');
  if (colon < 4 || colon > 50) return null;
  const dates = findEntryDates(line.folded, { single: false });
  if (!dates || line.text.split(/\s+/).length > 24 || !EDGE.test(line.folded.slice(0, dates.index))) return null;
  return /^\s*(?:\([^()]{1,30}\)\s*)?:\s*\p{L}/u.test(line.folded.slice(dates.index + dates.length)) ? dates : null;
}

/** A short bullet written "Role – dates", "dates – Role" or "Role (dates)": its dates, else null. */
function datedBullet(line: EntryLine): EntryDates | null {
  const dates = findEntryDates(line.folded, { single: false });
  if (!dates || line.text.split(/\s+/).length > 12) return null;
  const before = line.folded.slice(0, dates.index);
  const rest = line.folded.slice(dates.index + dates.length);
  const after = TRAILING_EDGE.test(rest) || /^\s*\([^()]{1,60}\)[\s.]*$/.test(rest);
  if (EDGE.test(before)) return /^\s*[-–—|:]/.test(rest) || /^\s*\t/.test(rest) ? dates : null;
  // "– Coordonnatrice aux comptes clés (2016 – 2019)" under its employer: a role with its own period.
  if (/\p{L}[^()]*\(\s*$/u.test(before) && /^\s*\)[\s.]*$/.test(rest) && ROLE_WORDS.test(before)) return dates;
  return after && /\p{L}.*(?:\s[-–—|]\s*|,\s*|\t\s*)$/u.test(before) ? dates : null;
}

/** "EXEMPLE MARINE PTE LTD – shipbuilding, Tuas" over "dates⇥Title": an employer in capitals, no section heading. */
function employerInCapitals(line: EntryLine): boolean {
  return isCapitals(line.text) && headingOf(line.text) === null;
}

/** "EXEMPLE CONSTRUCTION SUD-EST⇥Agence…": capitals, a company's name written as a group heading. */
function isCapitals(text: string): boolean {
  const capitals = (head: string) => head.replace(/[^\p{L}]/gu, '').length >= 3 && head === head.toUpperCase();
  const cell = text.split('\t')[0]!;
  if (capitals(cell)) return true;
  // "EXEMPLE TRANSPORT INC. — Saguenay (arr. Chicoutimi)": a name of several words, its place after
  // it (not an acronym before the full name: "INSAT – Institut National…").
  const head = cell.split(/\s[—–|]\s/)[0]!;
  return head !== cell && head.trim().split(/\s+/).length >= 2 && capitals(head);
}

/** "Renfort (mars 2020 – juin 2021)": the dates in parentheses after some text. */
function inParenthesesAfterText(line: EntryLine, jobs: boolean): boolean {
  const { index, length } = line.dates!;
  const before = line.folded.slice(0, index);
  if (/\(\s*$/.test(before) && /\p{L}/u.test(before) && /^\s*\)/.test(line.folded.slice(index + length))) return true;
  // Of a job: "Sales Assistant (casual, then key holder from 2011)", inside a parenthesis opened
  // after text ("BSc Accounting (First Class, 2012)" dates its degree).
  const open = before.lastIndexOf('(');
  return jobs && open > 0 && !before.slice(open).includes(')') && /\p{L}/u.test(before.slice(0, open)) && /^[^()]*\)/.test(line.folded.slice(index + length));
}

/**
 * "Senior Staff Nurse (Apr 2023 – Present)": a role's name (a few words naming a job) with a range
 * in parentheses that falls within the tenure dated on a line above (the employer's).
 */
function roleWithinTenure(line: EntryLine, tenure: EntryLine | null): boolean {
  if (tenure === null || tenure.dates === null || line.dates === null || line.dates.start === null) return false;
  // (The parenthesis holds the period alone: "Retail Assistant (Key Holder since 2023)" is a remark.)
  const open = line.folded.lastIndexOf('(', line.dates.index);
  if (open < 0 || line.folded.slice(open + 1, line.dates.index).trim() !== '' || !/^\s*\)\s*$/.test(line.folded.slice(line.dates.index + line.dates.length))) return false;
  const name = line.text.slice(0, open).trim();
  return name.split(/\s+/).length <= 8 && ROLE_WORDS.test(fold(name)) && within(line.dates, tenure.dates);
}

/** A duration in parentheses right after dates: "(9 ans)", "(3 yrs 2 mos)", "(2 ans et 3 mois)". */
const LASTING = /^\s*\(\s*\d+(?:[.,]\d)?\s*\+?\s*(?:years?|yrs?|ans?|années?|annees?|months?|mos?|mois|weeks?|wks?|semaines?)\b[^()]{0,24}\)/iu;

/** "Title, Company, Town – dates. A sentence …": a short head in capitals, a dash, the dates, a new sentence. */
function headThenSentence(line: EntryLine): boolean {
  const { index, length } = line.dates!;
  const before = line.text.slice(0, index);
  return /^\p{Lu}/u.test(before.trim()) && /,.*\s[-–—]\s*$/u.test(before) && before.trim().split(/\s+/).length <= 14 && /\d$/.test(line.text.slice(0, index + length)) && SENTENCE_OPENS.test(line.text.slice(index + length));
}

/** The line with its dates cut out (separators left for the caller to split on). */
export function withoutDates(line: EntryLine): string {
  if (!line.dates) return line.text;
  const { index, length } = line.dates;
  let [before, after] = [line.text.slice(0, index), line.text.slice(index + length)];
  // "Project Manager (2019 – present)", "[ 01/2019 – Actuel ]": the brackets go with their dates.
  const open = /[([]\s*$/.exec(before);
  const close = /^\s*[)\]]/.exec(after);
  if (open && close) [before, after] = [before.slice(0, open.index), after.slice(close[0].length)];
  // "De 2012 à 2021 (9 ans) : Cabinet …", "Jan 2019 – Present (3 yrs 2 mos)": the length of the period is the dates'.
  const lasting = LASTING.exec(after);
  if (lasting) after = after.slice(lasting[0].length);
  // "… – December 2019 to January 2020. Observed foundation …": the sentence after is the description.
  if (/\d$/.test(line.text.slice(0, index + length)) && SENTENCE_AFTER_DATES.test(after)) after = '';
  // "Expected April 2027 | Town", "Graduated: 2019": the word that introduces the dates is theirs.
  if (/\p{L}/u.test(before) && EDGE.test(line.folded.slice(0, index))) before = '';
  return `${before}\t${after}`;
}

/**
 * "AGRI-EXEMPLE SA | Responsable de production" / "SEPT. 2021 – AUJOURD'HUI | BIOUGRA, CHTOUKA":
 * dates opening a line under a head line, then a separator and a few capitalised words, date the
 * entry above and name its place; the place is cut from the line, which no longer opens an entry.
 */
/** A line of a dates column: a short date cell, a tab, the entry's text ("Été 2012⇥Employé polyvalent – …"). */
const DATE_CELL = /^[^\t]{4,24}\t\S/u;
/** "Juillet 2017 : Stage d'initiation – …": a short date, a colon, a capital. */
const DATE_COLON = /^[^\t:]{4,24}\s:\s+\p{Lu}/u;

/** How many lines above its dated role an employer in bold may stand (its description between). */
const BOLD_EMPLOYER_REACH = 4;

/**
 * Every bold line of the section but one at most (two at least, three in four) is followed, within
 * BOLD_EMPLOYER_REACH lines and before any other bold line, by a plain line with dates: bold names
 * the employers, the dated plain lines their roles.
 */
function boldOverPlainDates(lines: readonly EntryLine[]): boolean {
  const bold = lines.flatMap((l, i) => (l.bold && !l.body && !l.dates ? [i] : []));
  if (bold.length < 2) return false;
  const heads = bold.filter((i) => {
    for (let k = i + 1; k < lines.length && k <= i + BOLD_EMPLOYER_REACH; k++) {
      if (lines[k]!.bold) return false;
      if (lines[k]!.dates) return !lines[k]!.body;
    }
    return false;
  });
  // (One may lack dates the splitter reads: "vendanges 2009 et 2010".)
  return heads.length >= 2 && heads.length >= bold.length - 1 && heads.length * 4 >= bold.length * 3;
}

/**
 * "Example NHS Trust, Leeds — Charge Nurse (Band 6)" / "04/2023 – PRESENT · LARCH WARD, 22-BED
 * ADULT ACUTE INPATIENT": dates opening the line under a head line that already names the role and
 * its employer (two parts or more, a role word) date that entry; what follows them there names
 * neither a role nor an employer, and is the description's first line, cut from the dated line.
 * So under a degree's line that names the degree and the school ("… · PART-TIME, TRUST-FUNDED").
 */
function contextAfterDates(line: EntryLine, above: EntryLine | undefined, options: SplitOptions): void {
  const after = textAfterDatesUnder(line, above);
  if (after === null) return;
  const tail = after.replace(/^[\s\t·•|–—,-]+/u, '').trim();
  if (tail === '' || options.partCount(above!.text) < 2) return;
  if (options.jobs === true) {
    if (!ROLE_WORDS.test(above!.folded) || ROLE_WORDS.test(fold(tail)) || COMPANY_WORDS.test(fold(tail))) return;
  } else if (options.namesHead === undefined || options.namesSchool === undefined || !options.namesHead(above!.text) || !options.namesSchool(above!.text) || options.namesSchool(tail)) {
    // Education: "Example University — BSc Nursing, 2:1" / "2016 – 2019 · PART-TIME": the line above
    // names the degree and the school; what follows the dates is a remark on them.
    return;
  }
  line.context = tail;
  cutAfterDates(line);
}

function placeAfterDates(line: EntryLine, above: EntryLine | undefined): void {
  const after = textAfterDatesUnder(line, above);
  const place = after === null ? null : placeTail(after);
  if (place === null) return;
  line.place = place;
  cutAfterDates(line);
}

/** The text after the dates of a line that opens with them right under a head line; null otherwise. */
function textAfterDatesUnder(line: EntryLine, above: EntryLine | undefined): string | null {
  if (!above || above.body || above.dates || /\.$/.test(above.text) || !headLike(above, 120)) return null;
  const { index, length } = line.dates!;
  return EDGE.test(line.folded.slice(0, index)) ? line.text.slice(index + length) : null;
}

/** The line with what follows its dates cut off (said elsewhere: `place`, `context`). */
function cutAfterDates(line: EntryLine): void {
  const end = line.dates!.index + line.dates!.length;
  line.text = line.text.slice(0, end);
  line.folded = line.folded.slice(0, end);
}

/** "| BIOUGRA, CHTOUKA AÏT BAHA", "| Agadir", "⇥Biopolis, Singapore": after a pipe, a middle dot or in a cell of its own, a few capitalised words naming no organisation nor role. */
function placeTail(rest: string): string | null {
  const marked = /^\s*[|·•]\s*(.+?)\s*$/u.exec(rest)?.[1];
  // In a cell of its own, a place is written "City, Country" ("2008⇥Victorian Certificate of Education" is a degree).
  const cell = /^[ ]*\t\s*([^,]+,[^,]+?)\s*$/u.exec(rest)?.[1];
  const place = marked ?? cell;
  if (place === undefined) return null;
  const words = place.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length > 5 || !words.every((w) => /^[\p{Lu}(]/u.test(w) || /^(?:de|du|des|la|le|les|d['’]|l['’]|sur|en|et|of|the|upon)$/iu.test(w))) return null;
  if (COMPANY_WORDS.test(fold(place)) || ROLE_WORDS.test(fold(place))) return null;
  return place;
}

/** "03/2020 – Présent⇥Liège": dates at the start, then one cell of a few capitalised words. */
function placeCellOnly(line: EntryLine): boolean {
  if (!line.dates || !EDGE.test(line.folded.slice(0, line.dates.index))) return false;
  const cell = /^[ ]*\t\s*([^\t]+?)\s*$/u.exec(line.text.slice(line.dates.index + line.dates.length))?.[1];
  return cell !== undefined && cell.split(/\s+/).length <= 4 && /^\p{Lu}/u.test(cell);
}

function datesPosition(line: EntryLine): 'start' | 'end' | 'only' | 'middle' {
  const { index, length } = line.dates!;
  const before = EDGE.test(line.folded.slice(0, index));
  // "2010 – 2013 (étés)": a remark in parentheses after the dates still leaves them at the end.
  const rest = line.folded.slice(index + length);
  const after = TRAILING_EDGE.test(rest) || /^\s*\([^()]{1,40}\)[\s.]*$/.test(rest) || (/\d$/.test(line.text.slice(0, index + length)) && SENTENCE_AFTER_DATES.test(line.text.slice(index + length)));
  if (before && after) return 'only';
  if (before) return 'start';
  return after ? 'end' : 'middle';
}

/**
 * A lone date counts only at either end of its line ("2018⇥CAP…", "…, Annecy⇥2014"), not inside a
 * sentence. In parentheses it counts only when they close the line ("Collège de Rosemont,
 * Montréal (2014)"), not inside it ("Python (2019) et Java").
 */
function atEdge(dates: EntryDates | null, folded: string): EntryDates | null {
  if (!dates) return null;
  if (folded[dates.index - 1] === '(') return /^\s*\)[\s.]*$/.test(folded.slice(dates.index + dates.length)) && /\p{L}/u.test(folded.slice(0, dates.index)) ? dates : null;
  const before = EDGE.test(folded.slice(0, dates.index));
  const after = TRAILING_EDGE.test(folded.slice(dates.index + dates.length));
  return before || after ? dates : null;
}

interface Raw {
  /** The date column shows the row ended with this line (joinDateColumn): no wrap goes on from it. */
  rowEnd?: boolean;
  text: string;
  bold: boolean;
  bullet: boolean;
  x: number;
  page: number;
  /** x of the line that opened this logical line. */
  openX: number;
  /** The last physical line joined into it (the whole text, for the first). */
  last: string;
}

/** A document's own title repeated at the top of its pages. */
const DOCUMENT_TITLE = /^(?:europass|curriculum vitae|europass curriculum vitae|cv europass)$/i;

/** "Randstad Care – missions en maisons de repos …": two capitalised words, a name, open the line. */
const OPENS_ON_A_NAME = /^\p{Lu}[\p{L}'’&.-]*\s+\p{Lu}[\p{L}'’&.-]*(?:\s|,|$)/u;

const DASHED_GRADE = /^\s*[–—]\s+(?:first|second|third|upper|lower|class|distinction|merit|pass|honou?rs|mention|c?gpa|grade|with (?:honou?rs|distinction|merit))\b/iu;

/** Wrapped lines joined back: "…, Boulogne-" + "Billancourt"; a bullet and its continuation lines. */
function joinWrappedLines(lines: readonly ResumeLine[]): EntryLine[] {
  const raws: Raw[] = [];
  for (const line of joinDateColumn(fillSpannedCells(lines))) {
    const last = raws[raws.length - 1];
    // "2018 – 2021⇥Brevet d'infirmière (…)" / "– en horaire adapté": a dash and words in lower case
    // under a head line go on with it; they are no bullet of a description.
    // So does a grade: "Bachelor of Medical Laboratory Science" / "– Second Class Upper Division".
    const dashTail = last !== undefined && !last.bullet && (/^\s*[–—]\s+\p{Ll}/u.test(line.text) || DASHED_GRADE.test(line.text)) && line.text.split(/\s+/).length <= 8;
    const bullet = !dashTail && BULLET.test(line.text) && !/^\s*[-–—]?\s*\d{1,2}[/.]\d/.test(line.text);
    // "1) Exemple Motors Ltd., Pune": the number of a list is no part of the text.
    const text = (bullet ? line.text.replace(BULLET, '') : line.text).replace(NUMBERING, '').trim();
    if (text === '') continue;
    // "europass" / "Curriculum vitae": a page's running header is no part of an entry.
    if (DOCUMENT_TITLE.test(text)) continue;
    if (PAGE_NUMBER.test(text)) {
      // "Jeanne EXEMPLE – Comptable" / "Page 1 / 3": the footer's other line goes with it.
      const prev = raws[raws.length - 1];
      if (/^\s*page\s*\d/i.test(text) && prev && !prev.bullet && prev.last === prev.text && !/\d{4}/.test(prev.text)) raws.pop();
      continue;
    }
    const prev = raws[raws.length - 1];
    // "Type ou secteur d'activité⇥Commerce de gros": a labelled line is a field of its own, never a wrap.
    const labelled = text.includes('\t') && labelledLine(text) !== null;
    if (prev && !bullet && !labelled && prev.page === line.page && fromToCells(prev, text)) {
      prev.text = `${prev.text} – ${text}`;
      prev.last = text;
      continue;
    }
    // "GCSEs – 8 at grades A–C including English (B), Maths (C) and⇥1998 – 2003" / "Science (A)": a
    // head's first cell left on a word that cannot end it goes on on the next line, before its dates.
    const cell = prev?.text.split('\t')[0] ?? '';
    if (prev && !bullet && !labelled && prev.page === line.page && prev.text.includes('\t') && !text.includes('\t') && line.bold === prev.bold
      && DANGLING.test(cell) && text.split(/\s+/).length <= 8 && /^\p{Lu}/u.test(text) && findEntryDates(fold(text), { single: true }) === null) {
      prev.text = `${cell} ${text}${prev.text.slice(cell.length)}`;
      continue;
    }
    if (prev && !bullet && !labelled && prev.page === line.page && (dashTail || continues(prev, line, text))) {
      prev.text = /\p{L}-$/u.test(prev.text) ? prev.text + text : `${prev.text} ${text}`;
      prev.last = text;
      continue;
    }
    raws.push({ text, bold: line.bold, bullet, x: line.x, page: line.page, openX: line.x, last: text, rowEnd: line.rowEnd === true });
  }
  return raws.map((r) => ({ text: r.text, folded: fold(r.text), bold: r.bold, body: r.bullet, dates: null }));
}

/**
 * "2⇥Exemple Softech Pvt. Ltd., Chennai⇥Data Engineer⇥Jul 2020⇥Mar 2023" / "3⇥Associate Software
 * Engineer⇥Jul 2018⇥Jun 2020": a table row one cell short under a row whose first cell names an
 * employer is a later role there (the employer's cell spans both rows): that cell is written in.
 */
function fillSpannedCells(lines: readonly ResumeLine[]): ResumeLine[] {
  // (Rows are copied only where a cell is written in: joinDateColumn copies them all next.)
  const out = [...lines];
  const cellsOf = (text: string) => {
    const cells = text.split('\t').map((c) => c.trim());
    const serial = /^\d{1,2}[.)]?$/.test(cells[0] ?? '') ? cells.shift()! : null;
    return { serial, cells };
  };
  for (let k = 1; k < out.length; k++) {
    const above = cellsOf(out[k - 1]!.text);
    const row = cellsOf(out[k]!.text);
    if (above.cells.length < 4 || row.cells.length !== above.cells.length - 1 || (above.serial === null) !== (row.serial === null)) continue;
    if (!COMPANY_WORDS.test(fold(above.cells[0]!)) || COMPANY_WORDS.test(fold(row.cells[0]!))) continue;
    if (!findEntryDates(fold(out[k - 1]!.text), { single: false }) || !findEntryDates(fold(out[k]!.text), { single: false })) continue;
    const text = [...(row.serial !== null ? [row.serial] : []), above.cells[0]!, ...row.cells].join('\t');
    out[k] = { ...out[k]!, text, folded: fold(text) };
  }
  return out;
}

/** A month's name closing a date cell whose year wrapped under it (folded). */
const MONTH_AT_END = String.raw`(?:janv|fevr?|mars|avr|mai|juin|juil|aout|sept?|oct|nov|dec|jan|feb|mar|apr|may|jun|jul|aug)[a-z]*\.?$`;
/** A range whose end is a month without its year: "sept. 2013 – fevr.", "09/2009 - juin". */
const MONTH_ENDED_RANGE = new RegExp(String.raw`\d{4}\s*[-–—]\s*${MONTH_AT_END}`, 'u');
/** "Depuis sept." over "2023": a start month whose year wrapped under it in the date column. */
const MONTH_OPENED = new RegExp(String.raw`^(?:depuis|since|from|des|dès)\s+${MONTH_AT_END}`, 'u');

/**
 * A date column beside the entries, its cells wrapped over the lines of the text column:
 * "Mars 2020 –⇥Ingénieure travaux" / "à ce jour⇥Exemple BTP" → the whole range on the first line;
 * "2021⇥Chef de partie" / "05.2021 –⇥Hôtel Exemple" / "aujourd'hui⇥…": the year set apart above
 * (a pill) stands for the range written under it, which goes up to its place. A line whose range
 * end took its year from the next line ended its row there (`rowEnd`).
 */
function joinDateColumn(lines: readonly ResumeLine[]): Array<ResumeLine & { rowEnd?: boolean }> {
  const raws: Array<ResumeLine & { rowEnd?: boolean }> = lines.map((l) => ({ ...l }));
  const cell = (r: ResumeLine) => (BULLET.test(r.text) ? null : /^([^\t]{1,24})\t(.*)$/s.exec(r.text));
  for (let k = 0; k + 1 < raws.length; k++) {
    const first = cell(raws[k]!);
    // "Sept. 2013 – févr.⇥Collaboratrice comptable" / "2017" (or "2011⇥Hem"): the year of the
    // range's end wrapped under its month, alone or beside the text's next line.
    /** The date cell gets its year back from the line under it, which keeps the rest; the text beside the date ended its row there. */
    const takeYear = (date: string, rest: string, year: string, restUnder: string | undefined) => {
      raws[k]!.text = `${date} ${year}\t${rest}`;
      raws[k + 1]!.text = restUnder ?? '';
      raws[k]!.rowEnd = true;
    };
    const year = first ? /^((?:19|20)\d\d)(?:\t(.*))?$/s.exec(raws[k + 1]!.text.trim()) : null;
    if (first && year && (MONTH_ENDED_RANGE.test(fold(first[1]!).trim()) || MONTH_OPENED.test(fold(first[1]!).trim()))) {
      takeYear(first[1]!.trim(), first[2]!, year[1]!, year[2]);
      continue;
    }
    // "Jan. 2018 – Jan. HR Assistant" / "2021⇥Exemple Bank Ltd": the range's year wrapped under it,
    // the text set right after the month with no gap a reader took for a cell's.
    if (!first) {
      const opened = /^((?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d\s*[-–—]\s*\p{L}{3,9}\.?)\s+(\p{Lu}.*)$/u.exec(raws[k]!.text.trim());
      const under = /^((?:19|20)\d\d)(?:\t|\s+|$)(.*)$/su.exec(raws[k + 1]!.text.trim());
      if (opened && under && !BULLET.test(raws[k]!.text) && MONTH_ENDED_RANGE.test(fold(opened[1]!))) {
        takeYear(opened[1]!, opened[2]!, under[1]!, under[2]);
        continue;
      }
    }
    const second = cell(raws[k + 1]!);
    if (!first || !second) continue;
    const [, date, rest] = first;
    const [, nextDate, nextRest] = second;
    if (/\d{4}\s*[-–—]$/.test(date!) && isLoneDate(fold(nextDate!))) {
      raws[k]!.text = `${date} ${nextDate}\t${rest}`;
      raws[k + 1]!.text = nextRest!;
    } else if (/^(?:19|20)\d\d$/.test(date!.trim()) && nextDate!.includes(date!.trim()) && /[-–—]$/.test(nextDate!.trim())) {
      // The range under the pill, its end maybe on the line after ("05.2021 –" / "aujourd'hui").
      const third = raws[k + 2] ? cell(raws[k + 2]!) : null;
      const end = third && isLoneDate(fold(third[1]!)) ? third : null;
      raws[k]!.text = `${nextDate}${end ? ` ${end[1]}` : ''}\t${rest}`;
      raws[k + 1]!.text = nextRest!;
      if (end) raws[k + 2]!.text = end[2]!;
    }
  }
  return raws;
}

/**
 * "Apr 2023" / "Till Date", "Jul 2018" / "Jun 2020": a table's From and To columns read one cell
 * a line (text made from a PDF): a date alone, then a date alone no earlier or a word for now.
 */
function fromToCells(prev: Raw, text: string): boolean {
  if (prev.bullet || prev.last !== prev.text || prev.text.includes('\t') || text.includes('\t')) return false;
  const start = parsePartialDate(fold(prev.text));
  if (start === null || !isLoneDate(fold(text))) return false;
  const end = parsePartialDate(fold(text));
  return end === null ? !/\d/.test(text) : monthIndex(end, 'end') >= monthIndex(start, 'start');
}

/** A last word that leaves its sentence unfinished (in lower case: "KITCHENER, ON" ends a place). */
const DANGLING = /\s(?:et|ou|de|des|du|la|le|les|à|au|aux|pour|avec|en|sur|par|dans|and|or|of|the|to|for|with|in|on|at|a|an)$/u;

function continues(prev: Raw, line: ResumeLine, text: string): boolean {
  // "Laurel Heights Secondary" / "School" (bold, a narrow column): an organisation's name wrapped
  // before its head noun, in the style of the line above.
  if (prev.bold && line.bold && !prev.bullet && !prev.text.includes('\t') && !/[.,;:]$/.test(prev.text) && /^\p{Lu}/u.test(prev.text) && text.split(/\s+/).length <= 2 && /^\p{Lu}/u.test(text) && !/\d/.test(prev.text + text) && SCHOOL_WORDS.test(fold(text)) && !SCHOOL_WORDS.test(fold(prev.text))) return true;
  // "… à la SOCOPRA SA (Société de Conditionnement de Produits" / "Agricoles) – Abidjan": a
  // parenthesis left open goes on to the line that closes it.
  if (!prev.bullet && !line.bold === !prev.bold && openParentheses(prev.text) > 0 && /^[^()]*\)/u.test(text) && text.length <= 120) return true;
  // "… from May 2017 to May" / "2019.": a range cut by the wrap, in a bullet too.
  const cutMonth = /(?:\d{4}\s*[-–—]|\bto|\buntil|\bau|\bà)\s*(\p{L}{3,9})\.?$/u.exec(prev.text);
  const cutYear = /^(?:19|20)\d\d\b/.exec(text);
  if (cutMonth !== null && cutYear !== null && parsePartialDate(fold(`${cutMonth[1]} ${cutYear[0]}`))?.month != null) return true;
  // "Currently working as … in Exemple Pvt. Ltd., Hyderabad from" / "Apr 2024 to till date.": a
  // sentence cut before its dates.
  if (/\s(?:from|since|depuis|de|du)$/iu.test(prev.text) && !prev.text.includes('\t') && findEntryDates(fold(text), { single: false })?.index === 0) return true;
  // A bullet item goes on under its text, or on a line starting in lower case.
  if (prev.bullet) return line.bold === prev.bold && line.x > prev.openX - 2 && (line.x > prev.openX + 2 || /^\p{Ll}/u.test(text));
  // A head line wrapped in the text column of a (dates ⇥ text) layout.
  // Not after "Title, Company⇥2019 – 2021": there the dates close the line.
  // A wrap, not the next stacked line (Europass: title / employer / address under the dates):
  // the line above is long enough to have reached the column's edge, or the phrase is unfinished.
  if (prev.text.includes('\t') && !prev.rowEnd && !ENDS_WITH_DATE.test(fold(prev.text)) && line.bold === prev.bold && line.x > prev.openX + WRAP_INDENT && wrapped(prev.last, text)) return true;
  // "Baccalauréat Sciences de la Vie et de la" / "Terre, mention Très Bien", "Diplôme d'Ingénieur
  // en Agronomie," / "option Horticulture": a head line left unfinished goes on with the next (same style).
  if (!prev.text.includes('\t') && prev.text.length <= 90 && (prev.text.endsWith(',') ? line.bold === prev.bold && /^\p{Ll}/u.test(text) : true) && UNFINISHED.test(prev.text) && !/\d{4}/.test(prev.text) && text.split(/\s+/).length <= 8 && !/^\W*(?:\d{1,2}[/.])?(?:19|20)\d\d/.test(text) && !isSentence(prev.text)) return true;
  // "… courriel et imprimantes pour une clientèle résidentielle et" / "PME": a sentence cut after a
  // word that cannot end it (a conjunction, a preposition, an article) goes on, whatever the next line holds.
  if (!prev.text.includes('\t') && line.bold === prev.bold && prev.text.split(/\s+/).length >= 6 && DANGLING.test(prev.last) && !findEntryDates(fold(text), { single: true })) return true;
  // A range cut by the wrap: "…, Nottingham 2017 –" / "2019", "Mars 2020 –" / "à ce jour",
  // "… — May 2019 – Aug" / "2019".
  if (/\d{4}\s*[-–—]$/.test(prev.text)) return /^(?:\d{1,2}[/.])?\d{4}\b|^(?:present|current|now|aujourd|en cours)/iu.test(text) || isLoneDate(fold(text));
  // "… clean council inspections" / "2021–2024.": dates closing a sentence with its full stop, wrapped.
  if (!prev.text.includes('\t') && prev.text.split(/\s+/).length >= 6 && /\p{Ll}$/u.test(prev.text) && /^[^\t]{4,30}\.$/u.test(text) && findEntryDates(fold(text), { single: false })?.index === 0) return true;
  // "Graduate Certificate … – Exemple University, Melbourne |" / "2024": the dates after a separator left at the line's end.
  if (!prev.bullet && /\s[|·•]$/u.test(prev.text)) return findEntryDates(fold(text), { single: true })?.index === 0 && text.split(/\s+/).length <= 5;
  return false;
}

/** "Presently working as X in Y, Town from July 2022 to till date", "Previously worked as X at Y from … to … (3 years)". */
const WORKED_AS = /^(?:(?:presently|currently|previously|formerly|earlier)\s+)?(?:working|worked|served|serving|employed)\s+as\s+(?:an?\s+)?(.{2,60}?)\s+(?:in|at|with)\s+(?:m\/s\.?\s*)?(\p{Lu}.{1,80}?)\s+(from|since)\s+(.{4,40}?)(?:\s*\([^()]{1,24}\))?\.?$/iu;

/** The line rewritten "Title – Company⇥dates" (a head line) when it tells a job in such a sentence. */
function workedAs(line: EntryLine): void {
  const m = WORKED_AS.exec(line.text);
  if (m === null) return;
  // ("… since July 2019": the start of a job still held.)
  const text = `${m[1]} – ${m[2]}\t${/^since$/i.test(m[3]!) ? 'Since ' : ''}${m[4]}`;
  const folded = fold(text);
  const dates = findEntryDates(folded, { single: false });
  if (dates === null) return;
  Object.assign(line, { text, folded, body: false });
}

/** "Period: March 2019 – to date⇥Reason for leaving: …": the dates of a job under a label. */
const PERIOD_LABEL = /^\W*(?:period|duration|dates?|employment period|p[ée]riode|dur[ée]e)\s*:\s*/iu;

/**
 * "EMPLOYER – Town" / "Title" / "Duties and responsibilities:" / … / "Period: March 2019 – to
 * date⇥Reason for leaving: …": a section that writes each job's period under a label after its
 * description (twice at least). Each period line moves up under its job's head lines (the first
 * lines of its block, before the first description or label line), its label and the cells after
 * the dates dropped, so that the entry reads as its head lines over its dates.
 */
function datesAfterDescription(lines: EntryLine[]): EntryLine[] {
  const periodAt = lines.flatMap((l, i) => {
    const label = PERIOD_LABEL.exec(l.text);
    if (label === null || l.body) return [];
    const rest = l.text.slice(label[0].length).split('\t')[0]!;
    return findEntryDates(fold(rest), { single: true }) ? [i] : [];
  });
  if (periodAt.length < 2) return lines;
  const out: EntryLine[] = [];
  let from = 0;
  for (const at of periodAt) {
    const block = lines.slice(from, at);
    // Already right under its head lines: nothing to move.
    if (block.length === 0 || headOfJob(block[block.length - 1]!)) return lines;
    let heads = 0;
    while (heads < block.length && heads < 3 && headOfJob(block[heads]!) && !PERIOD_LABEL.test(block[heads]!.text)) heads++;
    if (heads === 0) return lines;
    const line = lines[at]!;
    const text = line.text.slice(PERIOD_LABEL.exec(line.text)![0].length).split('\t')[0]!.trim();
    out.push(...block.slice(0, heads), { ...line, text, folded: fold(text) }, ...block.slice(heads));
    from = at + 1;
  }
  out.push(...lines.slice(from));
  return out;
}

/**
 * "Technicien en soutien informatique" / "Groupe Exemple, Québec (Québec)" / "Depuis juin 2022" / … /
 * "2019 – 2022" / "Agent de soutien technique" / "Exemple inc., Lévis (Québec)" / … / "Commis …" /
 * "Quincaillerie Exemple, Québec (Québec)" / … / "2016 – 2019": dates set right of each job's title,
 * which a text extraction (pdftotext, and the formats made from its text) puts before the title,
 * after the employer's line or after the duties, as it goes. Where the jobs' heads are a title line
 * over an employer's line (a place after a comma, or organisation words) and as many lines hold
 * dates alone, in an order that is not the same for every job, each period goes in front of its
 * job's head, the k-th period to the k-th head. Unchanged otherwise (jobs only).
 */
const PLACE_AFTER_COMMA = /\p{L}.*,\s*\p{Lu}[\p{L}'’. -]{2,40}(?:\s*\([^()]{2,20}\))?$/u;

function floatingDates(lines: EntryLine[], options: SplitOptions): EntryLine[] {
  if (options.jobs !== true || lines.length < 6) return lines;
  const datesOnly = (l: EntryLine) => {
    if (l.body) return false;
    const d = findEntryDates(l.folded, { single: true });
    return d !== null && EDGE.test(l.folded.slice(0, d.index)) && TRAILING_EDGE.test(l.folded.slice(d.index + d.length));
  };
  const heads: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const [title, employer] = [lines[i]!, lines[i + 1]!];
    if (title.body || employer.body || datesOnly(title) || datesOnly(employer) || !headLike(title) || !headLike(employer)) continue;
    // (The employer's line: organisation words, a name and its place, or anything closed by ", Town".)
    if (!ROLE_WORDS.test(title.folded) || !(namesEmployer(employer, options, true) || PLACE_AFTER_COMMA.test(employer.text))) continue;
    heads.push(i);
    i++;
  }
  const dates = lines.flatMap((l, i) => (datesOnly(l) ? [i] : []));
  if (heads.length < 2 || dates.length !== heads.length) return lines;
  // Every period right above its head, or every one right under it: the splitter reads that as it is.
  if (dates.every((d, k) => d === heads[k]! - 1) || dates.every((d, k) => d === heads[k]! + 2)) return lines;
  // The k-th period between the (k-1)-th head and the (k+1)-th one: the order is a text extraction's.
  if (!dates.every((d, k) => d > (heads[k - 1] ?? -1) + 1 && d < (heads[k + 1] ?? lines.length))) return lines;
  const dateSet = new Set(dates);
  const out: EntryLine[] = lines.slice(0, heads[0]).filter((_, i) => !dateSet.has(i));
  heads.forEach((h, k) => {
    const end = heads[k + 1] ?? lines.length;
    out.push(lines[dates[k]!]!, ...lines.slice(h, end).filter((_, j) => !dateSet.has(h + j)));
  });
  return out;
}

/** A head line, not a label over the duties ("Duties and responsibilities:"). */
function headOfJob(line: EntryLine): boolean {
  return !line.body && headLike(line) && !/:\s*$/.test(line.text);
}

/** How many parentheses a text leaves open. */
function openParentheses(text: string): number {
  return (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
}

/** "Remise en état des camions-bennes et des freins pneumatiques avant la saison hivernale": a sentence without its full stop. */
function describesInWords(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return text.length > 60 && words.length >= 8 && words.filter((w) => /^\p{Ll}/u.test(w)).length >= words.length * 0.6;
}

/** The first words of a line that name a school or an organisation: "Lycée …", "Université …", "Exemple Ltd". */
const OPENS_ON_NAME = /^(?:\S+\s+){0,2}?(?:lycee|college|universite|university|ecole|school|institut|institute|iut|iae|cpge|academy|ltd|limited|plc|inc|sas|sarl|gmbh|llc|pvt)\b/;

/** A phrase cut by the wrap: a comma or a joining word at the end of the line. */
const UNFINISHED = /(?:,|\s(?:de|de la|du|des|d['’]|et|en|of|and|in|for|the|&|–|—|\/))$/iu;

/** Shorter than this, the text column's line has not reached the column's edge: it was not wrapped. */
const WRAP_MIN_LENGTH = 40;

function wrapped(prev: string, next: string): boolean {
  const tail = prev.slice(prev.lastIndexOf('\t') + 1).trim();
  /** The tail ends on a comma, "&", a slash or a dash: left open. */
  const openEnd = /[,&/–—-]$/u.test(tail);
  // "Care Assistant (part-time, while studying)": a closed parenthesis ends the phrase.
  if (/\)$/.test(tail) && !/^\p{Ll}/u.test(next)) return false;
  // "Baccalauréat Sciences Mathématiques A, mention Très bien" / "Lycée Exemple, Casablanca": a
  // line opening on a school's or a company's name is the next head line, not the end of this one.
  if (/^\p{Lu}/u.test(next) && !openEnd && OPENS_ON_NAME.test(fold(next))) return false;
  // "08.2018 – aujourd'hui⇥Fiduciaire Exemple SA, Fribourg" / "Employée de commerce – …": nor is a line
  // opening on a role word under a head left finished (no joining word nor dash at its end).
  if (/^\p{Lu}/u.test(next) && ROLE_WORDS.test(fold(next.split(/\s+/)[0]!)) && !openEnd && !DANGLING.test(` ${fold(tail)}`) && !ROLE_WORDS.test(fold(tail))) return false;
  // "Vendeuse – Librairie Exemple, Liège" / "Conseil à la clientèle, encaissement, mise en rayon": a
  // head closed by its town after a comma is finished; a phrase of four words or more under it is
  // the description, not the rest of the town's name.
  if (/^\p{Lu}/u.test(next) && /,\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}(?:\s*\([^()]{1,20}\))?$/u.test(tail) && next.split(/\s+/).length >= 4) return false;
  // "Demand & Supply Planner" / "bioMérieux SA, Marcy-l'Étoile": a name written with a capital
  // inside its first word opens a line of its own, not a wrap in lower case.
  if (/^\p{Ll}+\p{Lu}/u.test(next) && !openEnd && tail.length < WRAP_MIN_LENGTH) return false;
  return tail.length >= WRAP_MIN_LENGTH || /^\p{Ll}/u.test(next) || openEnd;
}

/** The line with another text (its style and place on the page kept). */
function lineText(line: EntryLine, text: string): EntryLine {
  return { ...line, text, folded: fold(text) };
}
