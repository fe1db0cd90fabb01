/**
 * The target or current title written under the name (spec 2.1 `info_candidate.job_title`):
 * "Développeuse full-stack JavaScript / TypeScript", "Senior Accountant | 11 years’ experience"
 * → "Senior Accountant". Null when the header has no such line; the pipeline then falls back to
 * the most recent position's title (that is the pipeline's decision, not a fact of this line).
 */
import { headingOf, isLetterSpaced } from '../text/find-sections.js';
import { fold } from '../text/fold.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { isFormLabel } from './form-labels.js';
import type { NameCatalog } from '../catalogs/name-catalog.js';
import { findNameLine, HEADLINE_SEPARATOR } from './extract-name.js';
import { closeLetterSpacing, closeSpacedCells } from './name-line-text.js';
import { result, type StepResult } from './step-result.js';

/** Lines from the top where the name and title may be. */
const TOP_LINES = 8;
const MAX_TITLE_LENGTH = 90;

/** [test, why]: a line near the name that is not a title but may stand between the name and the title. */
const CONTACT_OR_PERSONAL: Array<[(l: ResumeLine) => boolean, string]> = [
  [(l) => /@|https?:|www\.|linkedin|github/i.test(l.text), 'contact details'],
  [(l) => /(?:\+|\b0)\d[\d\s.()/-]{7,}|\(\d{3}\)\s?\d{3}-\d{4}/.test(l.text), 'a phone number'],
  // (Not a number after "No.": "ICAI Membership No. 478215".)
  [(l) => /\b(?<!(?:\bno|n°|#|\bid|\breg)\.?\s*)(?!(?:19|20)\d\d\b)\d{4,6}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|\b\d{1,4},?\s+(?:rue|avenue|all[ée]e|boulevard|chemin|impasse|place|route)\b|\b(?:rue|street|road|avenue|flat|apartment|apt|appt|appartement|blk|h\.?\s?no)\b|\b(?:imm|immeuble|bloc|lot|villa|b[âa]t)\.?\s+\d/i.test(l.text), 'an address'],
  // "Hay Hassani – Casablanca", "Résidence Al Firdaous, Imm. 14", "Cité Djemaa": a neighbourhood or a block of flats (Maghreb addresses).
  [(l) => /^(?:hay|quartier|cit[ée]|lotissement|douar|derb|r[ée]sidence)\s+\p{Lu}/u.test(l.text.trim().replace(/^\p{Lu}/u, (c) => c.toLowerCase())), 'a neighbourhood'],
  // "12 Ashgrove Park, Douglas, Cork T12 X4R2": a house number, a street of an English-speaking town, a comma.
  [(l) => /^\d{1,4}[a-z]?,?\s+(?:\p{L}[\p{L}'’-]*\s+){0,3}(?:park|lane|close|drive|crescent|terrace|gardens|grove|court|way|square|place|parade|walk|mews|hill|view|heights)\b\s*,/iu.test(l.text), 'a street address'],
  [(l) => /^(?:\W\s*)?(?:n[ée]e?\s+le|born|age\b|\d{2}\s*ans\b|permis|driving|disponible|available|mobile|mobilit|nationalit|date of birth|date de naissance|lieu de naissance|place of birth|d\.?o\.?b\b|gender|sexe?\b|race\b|nric\b|passport|citizenship|work pass|marital|etat civil|situation familiale|religion|state of origin|local government|lga\b|father|mother|(?:mariee?|celibataire|pacsee?|divorcee?|veuve?|married|single|divorced|widowed)\b(?:\s*[,(–-]\s*(?:\d+|un|une|deux|trois|quatre|one|two|three|four|sans|no)?\s*(?:enfants?|children|child|kids?))?[\s).]*$)/i.test(l.folded), 'personal details'],
  [(l) => /^(?:address|adresse|mobile|phone|t[ée]l|e-?mail|gsm)\s*:/i.test(l.text), 'a labelled contact line'],
  // "Race / Gender⇥: Chinese / Female", "Notice Period⇥: 1 month": a row of a particulars form.
  [(l) => /^[^\t:]{2,30}\t\s*:\s*\S/u.test(l.text), 'a form row'],
  // "Prénom : Jessica", "Surname : Ndlovu": a particulars form's row, its label a known one.
  [(l) => isFormLabel(/^([^\t:]{2,30}?)\s*(?::|\t)\s*\S/u.exec(l.text)?.[1] ?? ''), 'a form row'],
  [(l) => /^\p{Lu}{1,3}$/u.test(l.text.trim()), 'initials in a badge'],
  [(l) => PHOTO_PLACEHOLDER.test(l.folded.trim()), 'a photo placeholder'],
  [(l) => /^\s*,\s*[\p{Lu}\d.\s,]{2,24}$/u.test(l.text), 'post-nominal letters wrapped under the name'],
  [(l) => /^\W*(?:address|adresse|mobile|phone|t[ée]l[ée]phone|tel|cell|gsm|e\s?-?\s?mail|courriel|linkedin|contact|portable|location)\s*:?\s*$/iu.test(l.text), 'a contact label alone'],
  // "مريم آيت لحسن": the name written again in another script.
  [(l) => /\p{L}/u.test(l.text) && !/\p{Script=Latin}/u.test(l.text), 'the name in another script'],
  [(l) => degreesOnly(l.text), 'the degrees held, under the name'],
];
const PAGE_COUNTER = /\bpage\s*\d+\s*(?:\/|of|sur|de)\s*\d+/;
/** "Curriculum Vitae", "CV Europass", with a running header's page number: "Curriculum Vitae⇥Page 1/2". */
const DOCUMENT_TITLE = new RegExp(`^(?:curriculum vitae|cv|resume|europass)(?:\\s+europass)?(?:[\\s|–-]*${PAGE_COUNTER.source.slice(2)})?$`, 'i');
const PHOTO_PLACEHOLDER = /^(?:photo|picture|image)$/i;
/** Lines of the name's own block: the title may follow them directly. */
const NAME_BLOCK = new Set(['initials in a badge', 'a photo placeholder', 'post-nominal letters wrapped under the name', 'the degrees held, under the name', 'the name in another script']);

/** "M.Pharm (Pharmacy Practice), B.Pharm", "B.Tech, MBA": abbreviated degrees, nothing else. */
function degreesOnly(text: string): boolean {
  const parts = text.replace(/\([^()]*\)/g, '').split(/\s*[,|·]\s*/).filter((p) => p.trim() !== '');
  return parts.length > 0 && parts.every((p) => /^(?:\p{Lu}{1,2}\.\s?\p{Lu}[\p{L}.]*|MBA|PhD|Ph\.D\.?|BSc|MSc|BA|MA|BEng|MEng|LLB|LLM|MBBS|BCom|MCom|BCA|MCA|CA|CPA|ACCA|CFA)$/u.test(p.trim()));
}

/** [test, why]: a line that ends the search for a title. */
const NOT_A_TITLE: Array<[(l: ResumeLine) => boolean, string]> = [
  ...CONTACT_OR_PERSONAL,
  [(l) => headingOf(l.text) !== null || headingOf(closeLetterSpacing(l.text)) !== null, 'a heading'],
  [(l) => closeLetterSpacing(l.text) !== l.text || isLetterSpaced(l.text), 'letter-spaced letters (a heading: "P R O F I L", "P r of il")'],
  [(l) => l.text.length > MAX_TITLE_LENGTH || /[.!?,;]$/.test(l.text.trim()), 'a sentence, or a line that goes on'],
  [(l) => DOCUMENT_TITLE.test(l.folded.trim()), 'the document\'s own title'],
  [(l) => TITLE_LABEL_ALONE.test(l.text), 'an empty form field'],
  [(l) => cutLetters(l.text), 'letters cut at random ("SI T UATION ADMINIS TR ATI V E"), or OCR specks'],
  [(l) => /^\p{Ll}+$/u.test(l.text.trim()), 'one word in lower case (a stray word of a graphic)'],
  [(l) => /\b(?:19|20)\d\d\b/.test(l.text) && /\b(?:19|20)\d\d\s*[-–—]|\b(?:depuis|since|present|aujourd|current|today)\b|\d{1,2}\/(?:19|20)\d\d/i.test(l.text), 'a dated entry (the first job)'],
];
/** Three letters or digits standing alone at least, a third of the tokens: no words a title is written in ("IT & HR Manager" is). */
function cutLetters(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const singles = tokens.filter((t) => /^[\p{L}\p{N}]$/u.test(t)).length;
  return singles >= 3 && singles * 3 >= tokens.length;
}

/** A title found past the contact lines must look like one: short, not the start of a wrapped sentence. */
const MAX_TITLE_WORDS = 9;

/**
 * The title a form asks for: Europass's "JOB APPLIED FOR" / "Desired employment", French "Emploi
 * recherché", "Poste visé", with the title after a tab (a label column) or a colon; the label may
 * be cut where its column wraps it ("Emploi recherché / Domaine de⇥Responsable d'entrepôt").
 */
const TITLE_LABEL =
  '(?:job applied for|position applied for|preferred job|desired employment(?:\\s*/\\s*occupational(?:\\s+field)?)?|occupational field|emploi (?:recherch[ée]|souhait[ée]|vis[ée])(?:\\s*/\\s*domaine(?:\\s+de(?:\\s+comp[ée]tences?)?)?)?|poste (?:vis[ée]|recherch[ée]|souhait[ée]))';
const LABELLED_TITLE = new RegExp(`^\\s*${TITLE_LABEL}\\s*(?:\\t|:\\s*)\\s*(\\S.{1,88})$`, 'iu');
/** The label of an empty form field is no title either. */
const TITLE_LABEL_ALONE = new RegExp(`^\\s*${TITLE_LABEL}\\s*:?\\s*$`, 'iu');
/** Lines from the top where such a label may be (after the personal details of a form). */
const LABELLED_TOP_LINES = 40;

/** Trailing parts that are not the title: "| 11 years’ experience", "– 8 ans d’expérience". */
const EXPERIENCE_PART = /\s*[|–—,·-]\s*(?:\d+|plus de \d+|over \d+)\+?\s*(?:ans?|years?)[’'\s]*(?:d[’']\s*)?(?:exp[ée]rience|experience)s?\s*$/iu;

export function extractJobTitle(doc: ResumeDocument, names?: NameCatalog, titleWords: ReadonlySet<string> = NO_WORDS): StepResult<string | null> {
  const firstPage = doc.lines.filter((l) => l.page === doc.lines[0]?.page);
  const formLines = firstPage.slice(0, LABELLED_TOP_LINES);
  for (const [i, line] of formLines.entries()) {
    const labelled = LABELLED_TITLE.exec(line.text)?.[1]?.trim();
    if (labelled) return result(labelled.replace(/\s+/g, ' '));
    // "POSTE VISÉ" / "Gestionnaire de paie": the label on its line, the title on the next.
    const next = formLines[i + 1];
    if (TITLE_LABEL_ALONE.test(line.text) && next !== undefined && /\p{L}{2}/u.test(next.text) && !NOT_A_TITLE.some(([test]) => test(next))) {
      const title = clean(next.text);
      if (title !== null && title.split(/\s+/).length <= MAX_TITLE_WORDS) return result(title);
    }
  }
  const top = firstPage.slice(0, TOP_LINES);
  if (top.length === 0) return result(null);
  const found = names ? findNameLine(doc, names) : null;
  const name = found ? { index: found.line.index, last: found.lastIndex } : nameLine(top, doc.bodyFontSize);
  if (name === null) return result(null, ['job title: no name line to read the title under']);
  // ("Ann Exemple – Curriculum Vitae⇥Page 1/2": the name in a page's running footer; no headline there.)
  if (found && PAGE_COUNTER.test(found.line.folded)) return result(null);
  const title = (found ? titleBesideName(found.line.text, found.words) : null) ?? titleUnder(firstPage, name.last, titleWords) ?? titleAbove(firstPage, name.index);
  return result(title);
}

/**
 * The line under the name; past contact and personal lines ("5 impasse…", "Tel : 06…", "Né le…")
 * when the title comes after them, then only a short line that no wrapped sentence continues.
 */
function titleUnder(lines: ResumeLine[], nameEnd: number, titleWords: ReadonlySet<string>): string | null {
  const after = lines.filter((l) => l.index > nameEnd).slice(0, TOP_LINES);
  let skipped = false;
  for (let i = 0; i < after.length; i++) {
    const line = ownCell(after[i]!);
    const contact = CONTACT_OR_PERSONAL.find(([test]) => test(line));
    if (contact) {
      skipped ||= !NAME_BLOCK.has(contact[1]);
      continue;
    }
    // OCR leaves specks ("74") next to a large name: a line without a word is skipped.
    // "I N S T I T U T R I C E" / "P R I M A I R E": a spaced title wrapped a word a line.
    const below = after[i + 1];
    const wrapped = below !== undefined && isLetterSpaced(line.text) && isLetterSpaced(below.text) && headingOf(below.text) === null ? `${line.text}\t${below.text}` : null;
    const spaced = (wrapped !== null ? letterSpacedTitle(wrapped, titleWords) : null) ?? letterSpacedTitle(line.text, titleWords);
    if (spaced !== null) return clean(spaced);
    if (!/\p{L}{2}/u.test(line.text)) continue;
    if (NOT_A_TITLE.some(([test]) => test(line))) return null;
    const next = after[i + 1];
    const continued = next !== undefined && /^\p{Ll}/u.test(next.text) && !CONTACT_OR_PERSONAL.some(([test]) => test(next));
    // A line that the next one continues in lower case is a wrapped sentence (a summary), not a title.
    if (continued || (skipped && line.text.trim().split(/\s+/).length > MAX_TITLE_WORDS)) return null;
    // "Medical Laboratory Scientist (Licensed) –" / "Haematology & Blood Transfusion Science": a
    // headline wrapped after a dash goes on on the next line.
    const goesOn = next !== undefined && /\s[–—&|/]$/u.test(line.text.trim()) && !CONTACT_OR_PERSONAL.some(([test]) => test(next)) && headingOf(next.text) === null && next.text.trim().split(/\s+/).length <= MAX_TITLE_WORDS;
    return clean(goesOn ? `${line.text.trim()} ${next.text.trim()}` : line.text);
  }
  return null;
}

/** "Cuisinier – chef de partie⇥jp.exemple@example.com": a row shared with the contact details (e-mail, link, phone, address); the cell that holds none. */
function ownCell(line: ResumeLine): ResumeLine {
  if (!line.text.includes('\t')) return line;
  const cells = line.text.split('\t').map((text) => ({ ...line, text, folded: fold(text) }));
  const own = cells.filter((c) => /\p{L}{2}/u.test(c.text) && !CONTACT_OR_PERSONAL.some(([test]) => test(c)));
  // (Only beside an e-mail, a link or a phone: "Sex:⇥Male" is a personal detail and its value.)
  // ("Chartered Accountant | ICAI Membership No. 478215⇥Vashi, Navi Mumbai – 400703": or an address.)
  // (Or a photo's placeholder: "Junior Accountant⇥PHOTO".)
  const contactCells = cells.filter((c) => CONTACT_OR_PERSONAL.slice(0, 3).some(([test]) => test(c)) || PHOTO_PLACEHOLDER.test(c.folded.trim()));
  return own.length === 1 && contactCells.length === cells.length - 1 ? own[0]! : line;
}

/**
 * A headline in letter-spaced capitals whose word gaps survived ("E A R L Y<tab>C H I L D H O O D<tab>
 * T E A C H E R", "D A T A   A N A L Y S T") → "EARLY CHILDHOOD TEACHER"; null for a heading, or
 * when the words ran together and cannot be told apart.
 */
function letterSpacedTitle(text: string, titleWords: ReadonlySet<string>): string | null {
  let closed = closeSpacedCells(text) ?? closeLetterSpacing(text);
  // Kerning glued a few letters ("D ' É TAT"): spaced letters still, closed up the same way.
  if (closed === text && isLetterSpaced(text)) closed = text.trim().split(/\s{2,}|\t/).map((w) => w.replace(/\s+/g, '')).join(' ');
  if (closed === text || headingOf(closed) !== null) return null;
  // The word gaps were lost ("AIDE-SOIGNANTEDIPLÔMÉED'ÉTAT"): cut by the words of job titles.
  // One word alone ("MOTIVATION") is more likely a heading the table lacks than a title.
  if (!/\s/.test(closed.trim())) closed = segmentGlued(closed.trim(), titleWords) ?? '';
  return !/[\s-]/.test(closed) || headingOf(closed) !== null ? null : closed;
}

const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * Words run together cut back apart by a vocabulary: each piece between hyphens and apostrophes is
 * split into the fewest known words ("SOIGNANTEDIPLÔMÉED" → "SOIGNANTE DIPLÔMÉE D"); null when a
 * piece cannot be.
 */
export function segmentGlued(glued: string, vocabulary: ReadonlySet<string>): string | null {
  if (glued.length < 8 || glued.length > 60) return null;
  const pieces = glued.split(/([-'’])/u);
  const out: string[] = [];
  for (const piece of pieces) {
    if (/^[-'’]$/u.test(piece) || piece === '') {
      out.push(piece);
      continue;
    }
    const letters = [...piece];
    const keys = letters.map((c) => fold(c));
    // best[i]: fewest words covering the first i letters, and where the last one starts.
    const best: Array<{ n: number; from: number } | null> = [{ n: 0, from: 0 }, ...letters.map(() => null)];
    for (let end = 1; end <= letters.length; end++) {
      for (let start = Math.max(0, end - 20); start < end; start++) {
        const prev = best[start];
        if (prev === null || !vocabulary.has(keys.slice(start, end).join(''))) continue;
        if (best[end] === null || prev.n + 1 < best[end]!.n) best[end] = { n: prev.n + 1, from: start };
      }
    }
    if (best[letters.length] === null) return null;
    const words: string[] = [];
    for (let end = letters.length; end > 0; end = best[end]!.from) words.unshift(letters.slice(best[end]!.from, end).join(''));
    out.push(words.join(' '));
  }
  return out.join('');
}

/** "Ann Lee – Data Engineer | Lyon": the headline after the name on its line, up to the next part. */
function titleBesideName(text: string, nameWords: string[]): string | null {
  const sep = HEADLINE_SEPARATOR.exec(text);
  if (sep === null || !text.slice(0, sep.index).replace(/\s+/g, ' ').trim().startsWith(nameWords.join(' '))) return null;
  const rest = text.slice(sep.index + sep[0].length);
  const part = rest.split(HEADLINE_SEPARATOR)[0]?.trim() ?? '';
  const line = { text: part, folded: fold(part) } as ResumeLine;
  if (!/\p{L}{2}/u.test(part) || NOT_A_TITLE.some(([test]) => test(line))) return null;
  return clean(part);
}

/** "KEY ACCOUNT MANAGER" above "Ann LEE": a headline over the name, when nothing under it is one. */
function titleAbove(lines: ResumeLine[], nameIndex: number): string | null {
  const above = lines.find((l) => l.index === nameIndex - 1);
  if (above === undefined || !/\p{L}{2}/u.test(above.text) || NOT_A_TITLE.some(([test]) => test(above))) return null;
  // "INFORMATIONS" / "PERSONNELLES": the end of a heading written on two lines.
  const twoAbove = lines.find((l) => l.index === nameIndex - 2);
  if (twoAbove !== undefined && headingOf(`${twoAbove.text} ${above.text}`) !== null) return null;
  if (above.text.trim().split(/\s+/).length > MAX_TITLE_WORDS) return null;
  return clean(above.text);
}

/** Parts after a "|" that are not the title: a registration ("NMC PIN: 12A3456B"), a credential ("PMP®", "CFA"). */
const CREDENTIAL_PART: RegExp[] = [/^.*\b(?:pin|reg(?:istration)?|n[o°]\.?|number|licen[cs]e|id)\b.*\d.*$/iu, /[®™]/u, /^[\p{Lu}\d]{2,6}$/u];

/** A part of a headline that is only its experience: "6 Years", "10+ yrs", "8 ans d'expérience". */
const YEARS_PART = /^(?:over\s+|plus de\s+)?\d+\+?\s*(?:years?|yrs?|ans?)(?:[’'\s]*(?:of\s+)?(?:d[’']\s*)?(?:exp[ée]rience|experience)s?)?$/iu;

function clean(text: string): string | null {
  const parts = text.split(/\s*\|\s*/).filter((part, i) => i === 0 || !YEARS_PART.test(part.trim()));
  while (parts.length > 1 && CREDENTIAL_PART.some((re) => re.test(parts[parts.length - 1].trim()))) parts.pop();
  const title = parts.join(' | ').replace(EXPERIENCE_PART, '').replace(/\s+/g, ' ').trim();
  return title === '' ? null : title;
}

/** The name line: the largest font at the top; with a single font, the first line that is no contact line. */
function nameLine(top: ResumeLine[], bodyFontSize: number): { index: number; last: number } | null {
  const max = Math.max(...top.map((l) => l.fontSize));
  const line = max > bodyFontSize * 1.3 ? top.find((l) => l.fontSize >= max - 0.5) : top.find((l) => !NOT_A_TITLE.some(([test]) => test(l)) && /^\p{Lu}/u.test(l.text));
  return line ? { index: line.index, last: line.index } : null;
}
