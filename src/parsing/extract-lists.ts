/**
 * The two plain lists of spec 2.1: `certifications` and `interests`.
 *
 * Certifications (names only): one per line of a certifications block (list-sections.ts: also
 * "Licences and certifications", "Certificates" written like body text), without the year written after the name ("AFGSU niveau 2 (2021)" → "AFGSU niveau 2"),
 * as the golden set files them. Commas stay: "CACES R489 catégories 1, 3 et 5" is one
 * certificate. Test scores (TOEIC 945) are language levels, not certifications, and driving
 * licences have their own field.
 *
 * Interests: the items of the interests section(s) as listed — split on bullets, commas, middle
 * dots and semicolons, closing full stop dropped (blocks as above: "Hobbies and interests" too).
 */
import { findCertifications } from '../engines/builtin/find/find-certifications.js';
import { fold } from '../text/fold.js';
import { isCertificateTitle } from './certificate-titles.js';
import { readCellTable } from './cell-per-line-tables.js';
import { findEntryDates } from './entry-dates.js';
import { RESUME_ONLY_HEADINGS } from './group-lines-into-sections.js';
import { cleanItem, listItems } from './list-items.js';
import { COMPANY_WORDS, SCHOOL_WORDS } from './organisation-words.js';
import { listBlocks } from './list-sections.js';
import { drivingLicences } from './personal-details.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';
import { strandedDegreeLines } from './stranded-degrees.js';

/** Sections where a resume without headings leaves its certificates. */
const UNHEADED_KINDS = new Set(['header', 'skills', 'other']);

/** A short line, no "Label :" list, naming a certificate the matching engine knows (CACES, SST, forklift licence…). */
export function isCertificateLine(line: ResumeLine): boolean {
  return line.text.split(/\s+/).length <= 10 && !line.text.includes(':') && findCertifications(line.text, line.folded).length > 0;
}

/** A certificate listed among skills ("Sauveteur secouriste du travail (SST), 2020"): the line is
 * mostly the certificate's name, or dated; "Normes d'hygiène et HACCP", "Agile / SAFe & hybrid
 * delivery" are skills that name one. */
export function isCertificateInSkills(line: ResumeLine): boolean {
  if (!isCertificateLine(line)) return false;
  if (/\b(?:19|20)\d\d\b/.test(line.text)) return true;
  const named = findCertifications(line.text, line.folded).reduce((n, m) => n + (m.end - m.start), 0);
  return named * 2 >= line.text.replace(/^[\s•·▪\-*]+/u, '').length;
}

/** " – 35 hours periodic training, renewed 2022", " – 2 jours, recyclage 2023": a course's length and renewal after a dash. */
const COURSE_DETAILS = /\s[–—-]\s+\d+\s*(?:hours?|hrs?|h|days?|jours?|heures?|weeks?|semaines?)\b.*$/iu;
/** The year after a name: "(2021)", ", 2020", " – 2019", ", renewed October 2024". */
const TRAILING_YEAR = /\s*(?:\((?:(?:renewed|renouvel[ée]e?|updated|refreshed|valid (?:until|to)|valable jusqu'(?:en|au)|expires?|expiring|obtained|obtenue?|completed|issued)\s+(?:in\s+)?)?(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d\d\)|[,–—-]\s*(?:(?:completed|obtained|obtenue?|passed|issued|renewed|renouvel[ée]e?)\s+(?:in\s+|en\s+)?)?(?:(?:jan|f[ée]v|feb|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|ao[uû]t|sep|oct|nov|d[ée]c)\p{L}*\.?\s+)?(?:19|20)\d\d)\s*$/iu;
/** The year before a name, as a dated list writes it: "2022 AFGSU niveau 2", "2019 – PMP". */
const LEADING_YEAR = /^(?:19|20)\d\d\s*(?:[:–—-]\s*)?(?=\p{L})/u;
const YEAR_CELL = /^\s*(?:19|20)\d\d\s*$/;

/** A certificate's name without its year before or after it, nor a course's hours and renewal. */
function certificateName(text: string): string {
  return text.replace(TRAILING_YEAR, '').replace(LEADING_YEAR, '').replace(COURSE_DETAILS, '').trim();
}
/** "Certificates: Bloomberg Market Concepts (2023), Excel Skills for Business (2022)": a dated name ends an item. */
const DATED_ITEM_END = /(?<=\((?:19|20)\d\d\)),\s*/u;

export function extractCertifications(doc: ResumeDocument, catalogs?: ParsingCatalogs): StepResult<string[]> {
  const out: string[] = [];
  // Degrees a row-by-row reading left under the certificates belong to the empty education heading.
  const stranded = new Set(catalogs ? strandedDegreeLines(doc, catalogs).map((l) => l.index) : []);
  const blocks = listBlocks(doc, 'certifications').map((block) => block.filter((l) => !stranded.has(l.index))).filter((block) => block.length > 0);
  // A resume without headings: the lines that name a well-known certificate, whole.
  if (blocks.length === 0) blocks.push(doc.sections.filter((s) => UNHEADED_KINDS.has(s.kind)).flatMap((s) => s.lines.filter(isCertificateLine)));
  for (const all of blocks) {
    // "2023⇥Brevet européen de premiers secours (BEPS)" in bold / "Croix-Rouge de Belgique": where
    // the names are bold and plain lines follow them, the plain lines are their issuers and remarks.
    const bold = all.filter((l) => l.bold).length;
    const lines = bold >= 2 && all[0]!.bold && bold < all.length ? all.filter((l) => l.bold) : all;
    // "Certificate" / "Issued by" / "Year" / "First Aid Level 1" / "Example Ambulance" / "2022": a
    // table given one cell per line; the name is the first cell of each row.
    const table = readCellTable(lines, certificateColumn);
    if (table !== null) {
      for (const row of table.rows) if (row.cells[0] !== undefined && !out.includes(row.cells[0])) out.push(row.cells[0]);
      continue;
    }
    // "Certified Supply Chain Professional" / "(CSCP)" / "ASCM · 2022": each name over its issuer
    // and year; the names are the lines between the issuers' lines.
    const named = namesOverIssuers(all);
    if (named !== null) {
      for (const name of named) if (!notACertificate(name) && !out.includes(name)) out.push(name);
      continue;
    }
    // "B1V⇥BR⇥H0": a row of codes, one certificate a cell.
    const items = listItems(lines, { commas: false }).flatMap((i) => (CODE_ROW.test(i) ? i.split('\t') : i.split(DATED_ITEM_END)));
    for (const item of items) {
      // A table row "Name⇥Issuer⇥Year" or "Year⇥Name": the name is the first cell that is no year.
      const cell = item.split('\t').find((c) => !YEAR_CELL.test(c)) ?? '';
      // "Driver CPC (…) – 35 hours periodic training, renewed 2022": after its dash, how long the course
      // was and when it was renewed are no part of the name.
      const whole = certificateName(cell);
      // "Member of the Royal Institution of Example Surveyors (MRICS) – APC, Quantity Surveying &
      // Construction pathway": too long for a name, a credential's name before its dash.
      const head = whole.split(/\s[–—]\s/)[0]!;
      const name = whole.split(/\s+/).length > MAX_NAME_WORDS && head !== whole && head.split(/\s+/).length <= MAX_NAME_WORDS && CERTIFICATE_WORDS.test(fold(head)) ? head : whole;
      if (name !== '' && !/^(?:19|20)\d\d$/.test(name) && !notACertificate(name, item) && !out.includes(name)) out.push(name);
    }
  }
  if (catalogs) for (const name of certificatesAmongDegrees(doc, catalogs)) if (!out.includes(name)) out.push(name);
  // "ICDL (International Computer Driving Licence) – completed 2016" in a skills list: the skills step leaves it here.
  for (const line of doc.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines)) {
    if (!isCertificateInSkills(line)) continue;
    const name = certificateName(cleanItem(line.text));
    if (name !== '' && !out.includes(name)) out.push(name);
  }
  return result(out);
}

/** "ASCM / APICS · 2022", "Croix-Rouge française, 2020": an issuer and a year closing a certificate's lines. */
const ISSUER_YEAR = /^\s*\p{Lu}[^\d\t]{1,60}?\s*[·•|,–—-]\s*(?:19|20)\d\d\s*$/u;

/**
 * Certificates written as their name (on one line or wrapped) over a line of their issuer and
 * year, twice at least and every issuer's line under a name: the names, each its lines joined;
 * null for any other list.
 */
function namesOverIssuers(lines: readonly ResumeLine[]): string[] | null {
  const issuers = lines.filter((l) => ISSUER_YEAR.test(l.text)).length;
  if (issuers < 2 || ISSUER_YEAR.test(lines[0]!.text) || !ISSUER_YEAR.test(lines[lines.length - 1]!.text)) return null;
  const names: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (!ISSUER_YEAR.test(line.text)) {
      current.push(line.text.trim());
      continue;
    }
    // Two issuers' lines in a row, or a name longer than three lines: no such list.
    if (current.length === 0 || current.length > 3 || /\d{4}/.test(current.join(' '))) return null;
    names.push(current.join(' ').replace(/\s*[–—-]\s*$/u, '').replace(/\s+/g, ' '));
    current = [];
  }
  return names;
}

/** Longer, a line is a sentence of another column, not a certificate's name. */
const MAX_NAME_WORDS = 14;

/** Codes a tab apart: "B1V⇥BR⇥H0", "H0B0⇥BS". */
const CODE_ROW = /^[\p{Lu}\d]{1,6}(?:\t[\p{Lu}\d]{1,6})+$/u;

/** "Food Hygiene Level 2 – 2021" in the education section: a certificate (certificate-titles.ts), its dates cut. */
function certificatesAmongDegrees(doc: ResumeDocument, catalogs: ParsingCatalogs): string[] {
  const out: string[] = [];
  for (const line of doc.sections.filter((s) => s.kind === 'education').flatMap((s) => s.lines)) {
    const text = cleanItem(line.text);
    if (text.includes(':') || text.split(/\s+/).length > 12 || /[.!?]$/.test(line.text.trim())) continue;
    const dates = findEntryDates(fold(text), { single: true });
    const name = (dates ? `${text.slice(0, dates.index)} ${text.slice(dates.index + dates.length)}` : text)
      .replace(/\s*\(\s*\)/g, '')
      .replace(/^[\s\t—–|·•,;:-]+|[\s\t—–|·•,;:-]+$/gu, '')
      .replace(/\s*\t\s*/g, ' – ');
    // The title is the first part: "BP Électricien — CFA Exemple" names a school after it, no certificate.
    const title = name.split(/\s[-–—|]\s|,\s/)[0]!;
    if (title !== '' && isCertificateTitle(title, catalogs)) out.push(name);
  }
  return out;
}

/** The column titles of a certificates table ("Course / Certificate", "Provider", "Year"). */
const COLUMN_TITLE = /^(?:(?:course|certificate|certification|certificat|qualification|provider|issuer|issued by|awarded by|issuing (?:body|organi[sz]ation)|awarding body|organi[sz]ation|organisme|institution|body|year|date|annee|validity|validite|carte|formation|intitule|obtenue?|obtention|date d'obtention|echeance|expiry|expires|expiration|valid until)\s*(?:\/\s*|$))+$/;
function certificateColumn(title: string): 'dates' | 'other' | null {
  const folded = fold(title).trim();
  if (!COLUMN_TITLE.test(folded)) return null;
  return /^(?:year|date|annee)\b/.test(folded) ? 'dates' : 'other';
}

/** Words of a certificate's name, which an issuer's name alone lacks. */
const CERTIFICATE_WORDS = /\b(?:certif\w*|diploma|diplome|level|niveau|award|course|training|formation|programme|licen[cs]e|practitioner|foundation|provider|qualification|habilitation|caces|module|exam\w*|member|fellow|chartered|charter\w*|holder|registered|accredited)\b/;

/**
 * Lines of a certificates block that name none: a column title, an issuer on its own line
 * ("Example Council UK", a table cell wrapped), a number continued from the line above
 * ("certification no." / "1987xxx"), a role held over years ("bursary holder (2009 – 2012)").
 */
/** Words a wrapped line stops on: the name goes on below ("Création d'une bibliothèque … dans"). */
const OPEN_END = /\s(?:de|des|du|d'|la|le|les|l'|et|en|dans|pour|sur|avec|par|à|au|aux|of|the|and|in|for|with|on|at|to|a|an)$/iu;

/** Awards, prizes and rankings. */
const AWARD = /\b(?:awards?|awarded|prize|prix|finalist|finaliste|winner|laureate?|laureat|medal|medaille|hackathon|scholarship|bourse d'excellence|dean'?s list|employee of the (?:month|year)|ranked|classee? \d|1st place|first place|runner[- ]up)\b/;

function notACertificate(name: string, row = name): boolean {
  const folded = fold(name).trim();
  // A driving licence listed among the certificates: spec 2.1 gives it its own field (`driver_license`).
  // (Nor is a label of Europass's "additional information" rows read before its values: "Mobilité".)
  if (COLUMN_TITLE.test(folded) || drivingLicences(folded).length > 0 || RESUME_ONLY_HEADINGS.test(folded)) return true;
  // "CARTE / FORMATION⇥ORGANISME⇥OBTENUE⇥ÉCHÉANCE": a row of column titles.
  if (row.includes('\t') && row.split('\t').filter((c) => COLUMN_TITLE.test(fold(c).trim())).length >= 2) return true;
  // Text of another column read into the list: a description sentence (long, or a wrapped line
  // that stops on a link word), or a heading in capitals ("ASSOCIATIONS").
  const words = name.trim().split(/\s+/);
  if (words.length > MAX_NAME_WORDS || OPEN_END.test(name.trim()) || (words.length === 1 && /^\p{Lu}{9,}$/u.test(name.trim()))) return true;
  if (/^[\d\sx./#-]+$/.test(folded)) return true;
  // "Driving⇥Full clean UK driving licence": the label of a row whose value is a driving licence.
  if (words.length <= 2 && row !== name && drivingLicences(fold(row)).length > 0) return true;
  // "Références fournies sur demande", "References available on request".
  if (/^(?:references?|referees?)\b.*\b(?:sur demande|on request|upon request|available)\b/.test(folded)) return true;
  // "Page 2 / 2": a page's footer read into the list.
  if (/^page\s*\d+\s*(?:\/|of|sur|de)\s*\d+$/.test(folded)) return true;
  // "August 2020 to Present", "March 2023 – March 2026": a certificate's validity on its own line.
  const dates = findEntryDates(folded, { single: true });
  if (dates && folded.slice(0, dates.index).trim() === '' && /^[\s).,;–-]*$/.test(folded.slice(dates.index + dates.length))) return true;
  // "Délivrées par l'employeur – recyclage", "avril 2023 (Apave)", "Valid until 2026": a remark on
  // the certificates above, or the end of a line wrapped, names none.
  // ("enforcement and briefs of evidence": a wrapped line's end, a first word all in lower case; not "eCornell …".)
  if ((/^\p{Ll}/u.test(name.trim()) && (words.length <= 3 || /\d{4}/.test(name) || /^\p{Ll}+$/u.test(words[0]!))) || /^(?:delivre|obtenu|valable|valide|valid|issued|expires?|expiry|renewed|renouvele|recyclage)\w*\b/.test(folded)) return true;
  if (/\((?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present|current|now|aujourd'hui)\)/.test(folded)) return true;
  // "Finalist, Smart Exemple Hackathon 2015", "“Bravo” spot award": an award of a mixed
  // "Certifications & Achievements" list, not a certificate.
  // (A UK "Level 3 Award in Leadership & Management" is a qualification.)
  if (AWARD.test(folded) && !/\bcertif|\blevel \d+ award\b|\baward in\b/.test(folded)) return true;
  // "CFA Charterholder – Example Institute": the issuer after the name is fine.
  const first = folded.split(/\s[-–—]\s|,\s/)[0]!;
  return (COMPANY_WORDS.test(first) || SCHOOL_WORDS.test(first)) && !CERTIFICATE_WORDS.test(first);
}

export function extractInterests(doc: ResumeDocument): StepResult<string[]> {
  const out: string[] = [];
  for (const lines of listBlocks(doc, 'interests')) {
    for (const item of listItems(lines)) if (!out.includes(item)) out.push(item);
  }
  return result(out);
}
