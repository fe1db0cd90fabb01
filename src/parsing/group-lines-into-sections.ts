/**
 * Lines → sections. A heading is a line the headings table knows (`headingOf`, French and
 * English), or, failing that, a short line set apart by its style (bold or capitals, at least body
 * size, no sentence punctuation, no date): an unknown heading still ends the section above it.
 * Lines before the first heading form the `header` (name, title, contact details).
 *
 * The headings table serves job offers too; there, "Profil" and "Compétences" name what a
 * candidate must have. In a resume "Profil" is the summary and "Compétences" the skills.
 */
import { findDateRanges } from '../text/dates.js';
import { fold } from '../text/fold.js';
import { cutHeadingKind, headingByHeadNounOnly, headingOf, headNounKind, isHeadingPhrase, isLetterSpaced, type SectionKind } from '../text/find-sections.js';
import { isCertificationsHeading } from './certification-headings.js';
import { DEGREE_WORDS } from './education-head-roles.js';
import { COMPANY_WORDS, ROLE_WORDS } from './organisation-words.js';
import { isFormLabel } from './form-labels.js';
import type { ResumeLine, ResumeSection, ResumeSectionKind } from './resume-document.js';

const RESUME_KIND: Partial<Record<string, ResumeSectionKind>> = {
  missions: 'other',
  company: 'other',
  required: 'skills',
  bonus: 'skills',
  benefits: 'other',
};
const SKILL_WORDS = /^(?:competence|skill|savoir|connaissance|qualite|aptitude|expertise|outil|tool|logiciel|informatique|soft ?skill|hard ?skill|stack|environnementtechnique)/;
const DATE_LIKE = /\b(?:19|20)\d\d\b/;
/** Lines an employer heading its roles may stand above their dates: place, title. */
const DATES_WITHIN = 3;
const ENTRY_KINDS: ResumeSectionKind[] = ['experience', 'education', 'volunteering'];
/** Sections whose first line, styled, sets the style of their entries' first lines. */
const STYLED_ENTRY_KINDS: ResumeSectionKind[] = [...ENTRY_KINDS, 'certifications'];
/** Spoken languages, for a languages row in a skills table ("Langue(s) maternelle(s)⇥français", not "Languages⇥Java, SQL"). */
export const SPOKEN =
  /\b(?:francais|french|anglais|english|espagnol|spanish|allemand|german|arabe|arabic|italien|italian|portugais|portuguese|neerlandais|dutch|flamand|chinois|chinese|mandarin|cantonese|hindi|russe|russian|japonais|japanese|turc|turkish|polonais|polish|roumain|romanian|wolof|berbere|tamazight|swahili|yoruba|igbo|hausa|tamil|telugu|bengali|urdu|punjabi|malay|bahasa|afrikaans|zulu|isizulu|xhosa|setswana|greek|grec|korean|coreen|vietnamese|vietnamien|persian|persan|farsi|hebrew|hebreu|lingala|creole)\b/;
/** Labels of a part of a job's description that the headings table also knows as sections. */
const ENTRY_LABEL = /^\W*(?:key |main |notable |principales? )?(?:achievements?|accomplishments?|realisations?(?: cles)?|results?|resultats?)\s*:?$/;
/** How far below such a label the next job's dates may stand. */
const ENTRY_LABEL_REACH = 20;
/** Lines under an employer's name within which its role's dates come (a total duration and a title between). */
const EMPLOYER_DATES_REACH = 4;
/** Headings of job offers; in a resume they label a part of an entry. */
const JOB_OFFER_ONLY = ['missions', 'company', 'benefits'];

export function groupLinesIntoSections(lines: ResumeLine[], bodyFontSize: number): ResumeSection[] {
  const sections: ResumeSection[] = [{ kind: 'header', heading: null, lines: [] }];
  const headingStyle = knownHeadingStyle(lines, bodyFontSize);
  /** The style of the first line of the open entry section (see below). */
  let entryStyle: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = numberedHeading(lines[i]!, bodyFontSize);
    const numbered = line !== lines[i];
    // A wrapped line that happens to be "projects." is the end of a sentence, not a heading. A
    // label column (Europass: "PERSONAL INFORMATION<tab>Sofia Emmanouilidi") is a heading with
    // its content on the same line.
    const firstCell = line.text.split('\t')[0]!;
    // "E X P É R I E N C E⇥P R O F E S S I O N N E L L E": a letter-spaced heading cut in two cells.
    const spaced = isLetterSpaced(line.text) ? headingOf(line.text.replace(/\t/g, ' ')) : null;
    const cellHeading = firstCell !== line.text && !spaced ? (headingOf(firstCell) ?? resumeOnlyHeading(firstCell)) : null;
    let heading = /^[^\p{L}]*\p{Ll}/u.test(line.text)
      ? null
      : cellHeading && cellHeading.contentStart >= firstCell.length
        ? { kind: cellHeading.kind, contentStart: firstCell.length + 1 }
        : (spaced ?? headingOf(line.text) ?? cutHeading(line.text) ?? (sections[sections.length - 1]!.lines.some((l) => !RESUME_ONLY_HEADINGS.test(l.folded.trim())) ? resumeOnlyHeading(line.text) : null));
    // "Duties", "Responsibilities", "Missions" under a job: a label of the entry, not a new section.
    // So is a table's column ("Lieu", "Montant"); "Informations complémentaires" still ends the list.
    if (heading && JOB_OFFER_ONLY.includes(heading.kind) && ENTRY_KINDS.includes(sections[sections.length - 1]!.kind) && !/^\W*informations?\b/.test(line.folded)) heading = null;
    // "Languages⇥Java, SQL" under "Technical skills", "Languages Known⇥: English, Hindi" among personal
    // details: the label of a row of the table, not a section of its own.
    // ("EXPÉRIENCE⇥DE TRAVAIL" is a heading cut in two cells.)
    if (heading && cellHeading && ['languages', 'skills'].includes(heading.kind) && heading.contentStart < line.text.length && sections[sections.length - 1]!.kind === 'skills' && sections.length > 1) {
      const whole = headingOf(line.text.replace(/\t+/g, ' '));
      const spoken = heading.kind === 'languages' && SPOKEN.test(line.folded.slice(firstCell.length));
      if (!(whole && whole.contentStart >= line.text.length) && !spoken) heading = null;
    }
    // "Languages Known⇥:⇥English, Telugu, Hindi" among "Father's Name⇥:⇥…", "Marital Status⇥:⇥…": a
    // row of the personal details' form, its label no section of its own.
    // (Read one cell a line: "Languages Known" / ":" / "English, Telugu, Hindi".)
    if (heading && sections[sections.length - 1]!.kind === 'contact' && ((cellHeading && heading.contentStart < line.text.length && /^\s*:/.test(line.text.slice(heading.contentStart))) || lines[i + 1]?.text.trim() === ':')) heading = null;
    // "Languages Spoken: English, Igbo" between "E-mail: …" and "Driver's Licence : Code 10": a
    // labelled row among the personal details' rows, not a section of its own.
    if (heading && sections[sections.length - 1]!.kind === 'contact' && heading.contentStart < line.text.length && (/:\s*$/.test(line.text.slice(0, heading.contentStart)) || /^\s*:/.test(line.text.slice(heading.contentStart))) && isFormRow(lines[i - 1])) heading = null;
    // "TECHNICAL SKILLS" / "Languages" / "Java (8/11/17), Python, SQL": programming languages, a
    // label of the skills list (the line under it names no spoken language).
    if (heading && heading.kind === 'languages' && heading.contentStart >= line.text.length && sections[sections.length - 1]!.kind === 'skills' && sections.length > 1) {
      const next = lines[i + 1];
      if (next !== undefined && /,/.test(next.text) && !SPOKEN.test(next.folded) && !headingOf(next.text)) heading = null;
    }
    // "Mulcair Medical Technologies" / "6 years 3 months" / "HR Officer" / dates, among jobs or degrees:
    // a line read as a skills heading only by its last word, with dates right below it, names an
    // employer ("… Technologies", "… Solutions"); a list of skills is not dated.
    if (heading && heading.kind === 'skills' && ENTRY_KINDS.includes(sections[sections.length - 1]!.kind) && headingByHeadNounOnly(line.text) && datesFollow(lines, i, EMPLOYER_DATES_REACH)) heading = null;
    // "Preceptorship Programme⇥Example General Hospital Nursing⇥Oct 2021" / "Education": a word that
    // lies under an inner cell of the table row above, right of where the row starts, is that cell
    // wrapped, not a heading.
    if (heading && underInnerCell(line, lines[i - 1])) heading = null;
    // "Achievements" under a job, more jobs below: a label of the entry, not a section of its own.
    if (heading && sections[sections.length - 1]!.kind === 'experience' && ENTRY_LABEL.test(line.folded.trim()) && datesFollow(lines, i, ENTRY_LABEL_REACH)) heading = null;
    // "Stages : médecine interne, chirurgie…" under a degree: a label of the entry's description.
    if (heading && ['experience', 'education'].includes(heading.kind) && ENTRY_KINDS.includes(sections[sections.length - 1]!.kind) && /^\p{Ll}/u.test(line.text.slice(heading.contentStart).trim())) heading = null;
    // "EXPÉRIENCES PROFESSIONNELLES PLASTIFORM INDUSTRIES": a text layer set the first employer's
    // name in capitals on the heading's line; the name is the section's first line.
    if (heading && heading.kind === 'experience' && heading.contentStart >= line.text.length) heading = employerAfterHeading(line.text) ?? heading;
    // "EDUCATION &" / "Certificate IV …⇥2022" / "TRAINING": a heading left open on "&" takes its end from
    // a line or two down (a label column's wrap read after the first line beside it), no section of its own.
    const above = sections[sections.length - 1]!;
    if (heading && heading.contentStart >= line.text.length && above.heading !== null && /(?:[&/]|\b(?:and|et))\s*$/iu.test(above.heading) && above.lines.length <= 1) {
      const whole = headingEnd(above.heading, line.text);
      if (whole !== null) {
        above.heading = whole.heading;
        above.kind = resumeKind(whole.kind, fold(whole.heading));
        continue;
      }
    }
    if (heading) {
      const kind = resumeKind(heading.kind, line.folded);
      const rest = line.text.slice(heading.contentStart).trim();
      const section: ResumeSection = { kind, heading: line.text.slice(0, heading.contentStart).replace(/[\s:：]+$/u, '') || line.text, lines: [] };
      sections.push(section);
      // "Langues : français, anglais" — the content on the heading's own line.
      if (rest !== '') section.lines.push({ ...line, text: rest, folded: line.folded.slice(line.folded.length - rest.length) });
      // "Expérience⇥05.2021 – …" / "professionnelle⇥Hôtel Exemple…": a heading in a label column
      // wrapped onto the next line; its second word is no part of that line's content.
      const next = lines[i + 1];
      const nextCell = next?.text.split('\t')[0]!.trim();
      if (cellHeading && next && nextCell && next.text.includes('\t') && nextCell.split(/\s+/).length <= 2 && /^\p{Ll}/u.test(nextCell)) {
        const joined = `${firstCell.trim()} ${nextCell}`;
        const whole = headingOf(joined);
        if (whole && whole.contentStart >= joined.length) {
          section.heading = joined;
          const text = next.text.slice(next.text.indexOf('\t') + 1).trim();
          lines[i + 1] = { ...next, text, folded: next.folded.slice(next.folded.length - text.length) };
        }
      }
      continue;
    }
    const open = sections[sections.length - 1]!;
    // "PROFESSIONAL QUALIFICATIONS / CERTIFICATIONS", "Formations complémentaires" under the degrees
    // or the jobs: the certificates that follow are no entries of the section above.
    if (sections.length > 1 && isCertificationsHeading(line.text)) {
      sections.push({ kind: 'certifications', heading: line.text, lines: [] });
      continue;
    }
    // "E X P É R I E N C E" / "P R O F E S S I O N N E L L E": a letter-spaced heading wrapped;
    // "Expér ience" / "profes sionnelle": a heading cut at random, wrapped.
    const cutWrap = open.heading !== null && open.lines.length === 0 && cutHeadingKind(open.heading) !== null && cutHeadingKind(line.text, open.heading) !== null;
    // "COMPÉTENCES" / "TECHNIQUES" (letter-spaced in the PDF, closed up by its reader): a heading
    // wrapped whose two lines make one heading of the table.
    // (Not "EXPÉRIENCES PROFESSIONNELLES" / "PLASTIFORM INDUSTRIES": an employer's name under a whole heading.)
    const employerUnder = open.kind === 'experience' && COMPANY_WORDS.test(line.folded) && !ROLE_WORDS.test(line.folded);
    const wrappedPhrase = open.heading !== null && open.lines.length === 0 && capitalsLine(line.text) && line.text.trim().split(/\s+/).length <= 2 && !employerUnder && headingOf(`${open.heading} ${line.text}`) !== null;
    // "EMPLOYMENT" / "Warehouse Supervisor⇥Mar 2021 – Current" / "HISTORY⇥Southern Exemple Pty Ltd…": a
    // heading in a label column wrapped onto its section's first lines, as a line's first cell.
    const firstCellOf = line.text.includes('\t') ? line.text.split('\t')[0]! : null;
    if (open.heading !== null && open.lines.length <= 1 && firstCellOf !== null) {
      const whole = headingEnd(open.heading, firstCellOf);
      if (whole !== null && whole.kind === open.kind) {
        open.heading = whole.heading;
        const text = line.text.slice(line.text.indexOf('\t') + 1).trim();
        open.lines.push({ ...line, text, folded: line.folded.slice(line.folded.length - text.length) });
        continue;
      }
    }
    if (cutWrap || wrappedPhrase || (open.heading !== null && open.lines.length === 0 && letterSpacedCapitals(line.text) && isLetterSpaced(open.heading))) {
      open.heading = `${open.heading} ${line.text}`;
      // "FORMATIONS" / "CONTINUES": the whole heading says the kind.
      const whole = headingOf(open.heading);
      if (whole !== null && whole.contentStart >= open.heading.length) open.kind = resumeKind(whole.kind, fold(open.heading));
      else if (open.kind === 'other' && isCertificationsHeading(open.heading, true)) open.kind = 'certifications';
      continue;
    }
    // Inside a list of jobs or degrees a bold, larger line is an entry's title ("Chargée de
    // marketing digital" over "Company · City · dates"); an unknown heading there is in capitals.
    // A line in capitals there is a heading unless dates follow it within a few lines: then it is
    // an employer over its roles ("EXEMPLE BANKING GROUP" / "London" / "Manager" / "2020 – Present").
    // "FORMATION" / "IAV EXEMPLE II" / "Complexe horticole…": a styled line right under an entry
    // section's heading is its first entry's (a school, an employer), and so are the later lines of its style.
    const style = `${line.fontSize}|${line.bold}|${capitalsLine(line.text)}`;
    // (So is one under a list of courses: "Cours" / "Winbooks – utilisateur avancé" in bold / "Winbooks Academy — Liège⇥mars 2018".)
    if (STYLED_ENTRY_KINDS.includes(open.kind) && open.lines.length === 0 && open.heading !== null) entryStyle = style;
    const inEntries = (ENTRY_KINDS.includes(open.kind) && (!capitalsLine(line.text) || datesFollow(lines, i))) || (STYLED_ENTRY_KINDS.includes(open.kind) && entryStyle === style);
    // "ERP" / ":" / "SAP PP": a label of a two-column table whose colon sits in a cell of its own.
    // "Computer and field skills" set like the document's known headings (their size and weight,
    // larger than the body): a heading the table lacks. (What the table knows and the rules above
    // turned down, a table's column "Lieu" under a job, stays turned down. The case is part of the
    // style: under headings in capitals, a bold title in mixed case that OCR reads as large is a title.)
    const styledLikeKnown = headingStyle !== null && styleKey(line) === headingStyle && entryStyle !== style && shortPhrase(line.text) && headingOf(line.text) === null;
    // ("Français" in bold, larger than the body, under "LANGUES": a language of the list, no heading.)
    const spokenItem = open.kind === 'languages' && SPOKEN.test(line.folded) && line.text.split(/\s+/).length <= 3;
    // ("K E Y R E S P O N S I B I L I T I E S" under a job: a label of the entry, however styled.)
    const entryLabel = ENTRY_KINDS.includes(open.kind) && JOB_OFFER_ONLY.includes(headingOf(line.text.replace(/\t/g, ' '))?.kind ?? '');
    // "ALTÉCIA CONSEIL" / "Lyon (69) · Société de conseil" / "Ingénieur⇥Oct. 2012 – févr. 2014" on page 2,
    // after the sidebar's lists: an employer in capitals over its dated role, the jobs going on
    // (sidebar-stranded-entries.ts takes them back), not a heading the table lacks.
    const employerAfterSidebar = !ENTRY_KINDS.includes(open.kind) && capitalsLine(line.text) && sections.some((s) => s.kind === 'experience') && datesFollow(lines, i, EMPLOYER_DATES_REACH);
    if (((looksLikeHeading(line, bodyFontSize) && !inEntries && !spokenItem && !employerAfterSidebar) || styledLikeKnown || letterSpacedCapitals(line.text) || numbered) && !entryLabel && sections.length > 1 && lines[i + 1]?.text.trim() !== ':') {
      // A styled heading the table lacks may still name its list ("Compétences transversales").
      sections.push({ kind: isCertificationsHeading(line.text, true) ? 'certifications' : (headNounKind(line.text) ?? 'other'), heading: line.text, lines: [] });
      continue;
    }
    sections[sections.length - 1]!.lines.push(line);
  }
  return trainingBesideEducation(skillsUnderLanguages(sections.filter((s) => s.kind !== 'header' || s.lines.length > 0).map(jobsUnderUnknownHeading)));
}

/** `line` (one cell) starts where an inner cell of `above`, a table's row on the same page, starts. */
function underInnerCell(line: ResumeLine, above: ResumeLine | undefined): boolean {
  const cells = above?.cells;
  if (above === undefined || cells === undefined || cells.length < 3 || line.cells !== undefined && line.cells.length > 1 || above.page !== line.page) return false;
  // (Set like the row's text, not like a heading: the same size, no bold of its own, not in capitals.
  // A two-column page's right-hand heading may stand under a row's inner cell too.)
  if (Math.abs(line.fontSize - above.fontSize) > 0.5 || (line.bold && !above.bold) || capitalsLine(line.text)) return false;
  return line.x > above.x + CELL_TOLERANCE && cells.slice(1, -1).some((x) => Math.abs(x - line.x) <= CELL_TOLERANCE);
}
const CELL_TOLERANCE = 3;

/** The heading's phrase of "WORK EXPERIENCE EXEMPLE INDUSTRIES SA", the employer's name after it (organisation words); else null. */
function employerAfterHeading(text: string): { kind: 'experience'; contentStart: number } | null {
  const words = [...text.matchAll(/\S+/g)];
  for (let k = words.length - 1; k >= 1; k--) {
    const head = text.slice(0, words[k - 1]!.index + words[k - 1]![0].length);
    const known = isHeadingPhrase(head) ? headingOf(head) : null;
    if (known === null || known.kind !== 'experience' || known.contentStart < head.length) continue;
    const rest = fold(text.slice(words[k]!.index));
    return COMPANY_WORDS.test(rest) && !ROLE_WORDS.test(rest) ? { kind: 'experience', contentStart: words[k]!.index } : null;
  }
  return null;
}

/** "Training" alone, or "Training and Qualifications": the table reads it as the degrees' heading, the way most resumes use it. */
const TRAINING_ALONE = /^\W*(?:training|trainings|training courses|further training|additional training|professional training|short courses|courses|training (?:and|&) (?:qualifications|certificates|certifications|courses|development))\W*$/;

/**
 * "Education" (degrees) and, further on, "Training" ("Care Certificate (2016)", "Safeguarding Adults
 * Level 2 (2023)"): beside a section of dated degrees, the training section lists courses and
 * certificates, as "Professional development" would.
 */
function trainingBesideEducation(sections: ResumeSection[]): ResumeSection[] {
  const training = (s: ResumeSection) => s.kind === 'education' && s.heading !== null && TRAINING_ALONE.test(fold(s.heading));
  // (Degrees with their years: not "E D U C A T I O N" / "&" / … / "TRAINING", one heading read apart.)
  if (!sections.some((s) => s.kind === 'education' && !training(s) && s.heading !== null && s.lines.some((l) => /\b(?:19|20)\d\d\b/.test(l.text)))) return sections;
  return sections.map((s) => (training(s) ? { ...s, kind: 'certifications' } : s));
}

/** Size (to half a point), weight and case of a line: its style as a heading. */
function styleKey(line: ResumeLine): string {
  return `${Math.round(line.fontSize * 2) / 2}|${line.bold}|${capitalsLine(line.text)}`;
}

/** Known headings set in the same style before a line is read so: two at least. */
const KNOWN_HEADINGS_OF_A_STYLE = 2;

/**
 * The style of the document's headings when the headings table knows at least two of them and
 * they share a size larger than the body's, a weight and a case: LaTeX and design templates set their
 * headings apart by size and colour alone (colour is not read), so that a heading the table lacks
 * is told by that style. Null for text formats (one size) and mixed styles.
 */
function knownHeadingStyle(lines: readonly ResumeLine[], bodyFontSize: number): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.fontSize <= bodyFontSize * 1.1 || line.text.includes('\t')) continue;
    const known = headingOf(line.text);
    if (known === null || known.contentStart < line.text.length) continue;
    const key = styleKey(line);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const styles = [...counts].filter(([, n]) => n >= KNOWN_HEADINGS_OF_A_STYLE);
  return styles.length === 1 ? styles[0]![0] : null;
}

/** A few words, no sentence, no date, no figure: "Computer and field skills", "Teaching and supervision". */
function shortPhrase(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 6 && text.length <= 50 && /^\p{Lu}/u.test(text.trim()) && !/[.;:@|\d]/.test(text);
}

/** A CEFR level or a word of one: what a line of a languages list has besides the language. */
const LANGUAGE_LEVEL = /\b(?:[abc][12]|native|fluent|bilingu\w*|maternelle|courant|notions|intermediate|intermediaire|beginner|debutant|basic|scolaire|professional|professionnel|conversational|mother tongue)\b/;

/**
 * "COMPÉTENCES" and "LANGUES" side by side, read one after the other: the skills stand under the
 * languages heading. Lines there that name no spoken language and no level go back to the skills
 * list above it, when that list holds almost nothing of its own.
 */
function skillsUnderLanguages(sections: ResumeSection[]): ResumeSection[] {
  const out = [...sections];
  for (let k = 1; k < out.length; k++) {
    const [above, section] = [out[k - 1]!, out[k]!];
    if (section.kind !== 'languages' || above.kind !== 'skills' || above.lines.length > 2) continue;
    const foreign = section.lines.filter((l) => !SPOKEN.test(l.folded) && !LANGUAGE_LEVEL.test(l.folded));
    if (foreign.length < 2 || foreign.length === section.lines.length) continue;
    out[k - 1] = { ...above, lines: [...above.lines, ...foreign] };
    out[k] = { ...section, lines: section.lines.filter((l) => !foreign.includes(l)) };
  }
  return out;
}

/**
 * "P O S T E S S A L A R I É S", "Où j'ai travaillé": a heading the table does not know over dated
 * lines that name roles (more than degrees) heads a list of jobs.
 */
function jobsUnderUnknownHeading(section: ResumeSection): ResumeSection {
  if (section.kind !== 'other' || section.heading === null) return section;
  const dated = section.lines.filter((l) => findDateRanges(l.folded).length > 0).length;
  const roles = section.lines.filter((l) => ROLE_WORDS.test(l.folded)).length;
  const degrees = section.lines.filter((l) => DEGREE_WORDS.test(l.folded)).length;
  return dated >= 2 && roles >= 2 && roles > degrees ? { ...section, kind: 'experience' } : section;
}

/** The resume section a heading line names (the table's kind read for resumes), or null when it is no heading. */
export function resumeHeadingKind(text: string): ResumeSectionKind | null {
  const heading = headingOf(text);
  return heading === null || heading.contentStart < text.trim().length ? null : resumeKind(heading.kind, fold(text));
}

function resumeKind(kind: string, folded: string): ResumeSectionKind {
  // "TRAINING & CERTIFICATES", "Formations courtes": the table's "training", "formations" name degrees.
  if ((kind === 'education' || kind === 'other' || kind === 'profile') && isCertificationsHeading(folded)) return 'certifications';
  // "C O M P E T E N C E S": the words of a letter-spaced heading, spaces dropped.
  const words = (isLetterSpaced(folded.toUpperCase()) ? folded.replace(/\s+/g, '') : folded).replace(/^[^a-z]+/, '');
  // British resumes list their degrees under "Qualifications".
  if (kind === 'profile' && /^qualifications?\b/.test(words)) return 'education';
  // Spaces dropped: a letter-spaced "C O M P É T E N C E S" reads as its word.
  if (kind === 'profile') return SKILL_WORDS.test(words.replace(/\s+/g, '')) ? 'skills' : 'summary';
  return RESUME_KIND[kind] ?? (kind as ResumeSectionKind);
}

/**
 * A heading's end wrapped away from it ("EDUCATION &" … "TRAINING", "EMPLOYMENT" … "HISTORY⇥…"): the
 * piece, one or two words in capitals, completes a heading of the table; the whole heading and its
 * kind, or null.
 */
function headingEnd(heading: string, piece: string): { heading: string; kind: SectionKind } | null {
  const end = piece.trim();
  if (!capitalsLine(end) || end.split(/\s+/).length > 2) return null;
  const joined = `${heading} ${end}`;
  const whole = headingOf(joined);
  return whole !== null && whole.contentStart >= joined.length ? { heading: joined, kind: whole.kind } : null;
}

/** A date range on one of the next lines, before any heading the table knows. */
function datesFollow(lines: readonly ResumeLine[], at: number, within = DATES_WITHIN): boolean {
  for (const line of lines.slice(at + 1, at + 1 + within)) {
    if (headingOf(line.text)) return false;
    if (findDateRanges(line.folded).length > 0) return true;
  }
  return false;
}

/** A section's number before its heading: "01⇥PROFIL", "2. Experience", "III – FORMATION". */
const SECTION_NUMBER = /^\s*(?:0?\d|1\d|[IVX]{1,4})\s*(?:[.)/:|–—-]\s*|\t\s*|\s+)(?=\p{L})/u;

/** The line without its section number when what follows is a heading (known, or styled as one). */
function numberedHeading(line: ResumeLine, bodyFontSize: number): ResumeLine {
  const m = SECTION_NUMBER.exec(line.text);
  if (!m) return line;
  const text = line.text.slice(m[0].length);
  const rest = { ...line, text, folded: line.folded.slice(line.folded.length - text.length) };
  const known = headingOf(text);
  if (known) return known.contentStart >= text.length ? rest : line;
  // "05⇥CARTES, ATTESTATIONS ET PERFECTIONNEMENT": a number over capitals, a few words, is a heading;
  // "2. EXEMPLE CORNICHE HOTEL, ABU DHABI, U.A.E.": a numbered employer and its place are not.
  if (/,.*,|,\s*\p{Lu}[\p{L}.]*\.?\s*$/u.test(text) && !/\b(?:ET|AND|&)\b/u.test(text)) return line;
  const capitals = (capitalsLine(text) && text.split(/\s+/).length <= 6 && !/\d/.test(text) && text.length <= 60) || letterSpacedCapitals(text);
  return capitals || looksLikeHeading(rest, bodyFontSize) ? rest : line;
}

/**
 * Headings of a resume's "additional information" that no job offer uses as one (the headings
 * table is shared with offers, where "Mobilité" opens a requirement): Europass's rows "Mobilité",
 * "Associations", "Conférences"… end the list above them and start one the parser does not read.
 * (Not right under another heading: there the label column was read before its values.)
 */
export const RESUME_ONLY_HEADINGS = /^(?:mobilite|mobility|associations|conferences|seminaires|seminars|presentations|citations|distinctions)\s*:?$/;

function resumeOnlyHeading(text: string): { kind: SectionKind; contentStart: number } | null {
  // (Written as labels, "Mobilité"; in capitals, "ASSOCIATIONS" is a sidebar's heading read out of place.)
  return RESUME_ONLY_HEADINGS.test(fold(text).trim()) && text !== text.toUpperCase() ? { kind: 'other', contentStart: text.length } : null;
}

/** "Expér ience": a heading cut at random, whole line. */
function cutHeading(text: string): { kind: SectionKind; contentStart: number } | null {
  const kind = cutHeadingKind(text);
  return kind === null ? null : { kind, contentStart: text.length };
}

/** "P R O F E S S I O N A L M E M B E R S H I P S": only a heading is written so, whatever its style. */
function letterSpacedCapitals(text: string): boolean {
  return isLetterSpaced(text) && text === text.toUpperCase() && !/\d/.test(text);
}

function capitalsLine(text: string): boolean {
  return text === text.toUpperCase() && /\p{Lu}{3}/u.test(text);
}

/** A short styled line: bold and larger, or capitals and bold or larger; no sentence, no date. */
function looksLikeHeading(line: ResumeLine, bodyFontSize: number): boolean {
  // "NATIONAL YOUTH SERVICE CORPS (NYSC)": the acronym in parentheses repeats the words before it.
  const bare = line.text.replace(/\s*\(\p{Lu}{2,8}\)/gu, '');
  // "(CSCP)" alone: the end of a wrapped name, not a heading; nor is "/ CGPA", a table's title wrapped.
  if (bare.trim() === '' || /^\s*[/&+]/u.test(bare)) return false;
  const words = bare.split(/\s+/).length;
  if (words > 4 || bare.length > 40) return false;
  if (/[.,;@|]|\d/.test(line.text) || DATE_LIKE.test(line.text)) return false;
  const capitals = capitalsLine(line.text);
  const larger = line.fontSize > bodyFontSize * 1.1;
  // A company in capitals or a bold job title at body size is not a heading.
  return line.fontSize >= bodyFontSize && ((capitals && (line.bold || larger)) || (line.bold && larger));
}

/** "Date of Birth: 12 April 1995", "Nationalité : suisse": a personal-details row, its label known. */
function isFormRow(line: ResumeLine | undefined): boolean {
  const m = line === undefined ? null : /^([^:\t]{2,40}?)\s*:\s*\S/u.exec(line.text);
  return m !== null && isFormLabel(m[1]!);
}
