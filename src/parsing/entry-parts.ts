/**
 * The head lines of an entry (dates cut out) → parts: "Responsable comptable (CDI) — Groupe
 * Altamire Distribution, Boulogne-Billancourt" gives a part "Responsable comptable" carrying the
 * contract label, a part "Groupe Altamire Distribution", and the place. Which part is the title and
 * which the company (or degree and school) is for the role tables to say; this file only cuts, and
 * sets aside what is a place or a contract label.
 */
import type { GeoPlace } from '../catalogs/geo-catalog.js';
import { fold } from '../text/fold.js';
import { contractLabel } from './contract-types.js';
import type { ContractType } from './parsed-resume.js';
import { COMPANY_WORDS, ROLE_WORDS, SCHOOL_WORDS } from './organisation-words.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { withoutDates, type DatedEntry } from './split-dated-entries.js';

export interface HeadPart {
  text: string;
  folded: string;
  /** Index of its head line in the entry. */
  line: number;
  bold: boolean;
  /** First part of its line. */
  first: boolean;
  /** The line also carries the entry's dates. */
  onDatesLine: boolean;
  /** The next part of the line is a place ("Company, City"). */
  beforePlace: boolean;
  /** A contract label written with this part: "Infirmière (CDI)". */
  contract: ContractType | null;
  /** Written before " chez " / " at ": a title; after it, a company. */
  role: 'title' | 'company' | null;
  /** Nothing but a contract label ("Internship", "Stage"): a title only when no part reads as a job. */
  contractOnly?: boolean;
}

export interface HeadLineInput {
  text: string;
  /** A labelled line: the whole text is one part of this role. */
  role?: 'title' | 'company';
  bold: boolean;
  onDatesLine: boolean;
}

export interface SplitHead {
  parts: HeadPart[];
  /** The last place written as a part of its own ("…, Boulogne-Billancourt", "— Birmingham"). */
  place: { place: GeoPlace; postalCodeWritten: boolean } | null;
  /** A contract written as a part of its own ("· CDI", "| Freelance"). */
  contract: ContractType | null;
}

/** Between parts of a head line: tab, dashes with spaces, pipes, middle dots, bullets. */
const MAJOR = /\s*\t\s*|\s+[—–-]\s+|\s*[|·•]\s*|\s+[—–]$|^[—–]\s+/u;
/** Commas outside parentheses, but not before a legal form ("Exemple Trading Co., Ltd."). */
const COMMA = /,(?!\s*(?:ltd|limited|inc|llc|llp|plc|s\.?a|s\.?a\.?s|gmbh|pvt\.? ltd|pty\.? ltd)\b\.?(?:\s|,|$))\s*(?![^(]*\))/iu;
const LINKS = /^(.+?)\s+(?:chez|at|@)\s+(\p{Lu}.+)$/u;
/** "Chef comptable à la SOCOPRA SA", "Comptable principal au Cabinet Exemple": a French role, then its employer (the role named by a role word). */
const FR_LINKS = /^(.+?)\s+(?:à la|à l['’]|au|aux|auprès d[eu]|auprès de la|pour le compte d[eu])\s+(\p{Lu}.+)$/u;
const PARENTHESIS = /\s*\(([^()]{1,50})\)/gu;
/** A street of an address line: "Rue de la Loi", "Bd Ney", "12 avenue Foch", "32 Reading Rd", "High Street". */
const STREET = /^(?:\d+\s*(?:bis|ter|[a-z])?,?\s+)?(?:rue|avenue|av|bd|boulevard|blvd|allee|chemin|impasse|place|quai|route|rte|cours)\b|\b(?:road|rd|street|st|lane|ln|avenue|ave|boulevard)\.?$/;
/** Swiss cantons, Canadian provinces; two or three digits: a French department. */
const REGION_CODE =
  /^\p{Lu}[\p{L}'’. -]{1,40}\s\((?:AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH|QC|ON|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU|\d{2,3})\)$/u;
/** "Clayton VIC", "Box Hill NSW 2128", "Lévis QC": a town with its Australian state or Canadian province after it, the way those addresses write them. */
const TOWN_STATE = /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){0,2} (?:VIC|NSW|QLD|WA|SA|TAS|ACT|NT|QC|ON|BC|AB|MB|SK|NS|NB|NL|PE)(?: \d{4})?$/u;
/** A state or province named as such: "Rivers State", "Lagos State", "Western Province". */
const STATE_NAME = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)? (?:State|Province|Region|County)$/u;
/** A region's name: one or two words, each with a capital. */
const REGION_NAME = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u;
/** Not a place, not a company: where the work was done from. */
const NOWHERE = /^(?:remote|remote work|teletravail|a distance|full remote|hybrid|hybride)$/;
/** "Example High School | Finished 2024": the word before a degree's year says it was completed, and names nothing. */
const COMPLETED = /^(?:finished|completed|graduated|passed|awarded|obtained|expected|obtenue?|diplomee?|reussie?|termine(?:e)?|en cours)$/;

/**
 * "Alpes Logistique SA, Rue des Ateliers 8, 1964 Conthey": the index of the first comma-separated
 * piece after the first that starts an address (a street, or a postal code before a town), else -1.
 */
export function addressPieceAt(text: string): number {
  return text.split(/,\s*/).findIndex((p, k) => k > 0 && (STREET.test(fold(p)) || /^\d{4,5}\s+\p{Lu}/u.test(p)));
}

export function splitHead(lines: readonly HeadLineInput[], catalogs: ParsingCatalogs, lang: 'fr' | 'en'): SplitHead {
  const parts: HeadPart[] = [];
  let place: SplitHead['place'] = null;
  let contract: ContractType | null = null;
  lines.forEach((line, lineIndex) => {
    if (line.role) {
      // The value is kept whole but for a place after its last comma or dash ("Exemple Pvt. Ltd., Pune").
      let text = line.text.trim();
      // (Or after a spaced dash: "Société Exemple (SADA) – Casablanca".)
      const cutAt = [...text.matchAll(/,|\s[–—-]\s/gu)].pop();
      if (cutAt !== undefined && cutAt.index > 0) {
        const tail = text.slice(cutAt.index + cutAt[0].length).trim();
        const at = catalogs.geo.findLocationMentions(tail, { prefer: lang === 'fr' ? 'FR' : 'GB', lang }).find((m) => m.start === 0 && m.end >= tail.length);
        if (at) {
          place = { place: at.place, postalCodeWritten: at.evidence === 'postal-code' };
          text = text.slice(0, cutAt.index).trim();
        }
      }
      // "Alpes Logistique SA, Rue des Ateliers 8, 1964 Conthey" (Europass's "Nom et adresse de
      // l'employeur"): the name, without its street address and postal code.
      const street = addressPieceAt(text);
      if (street > 0) text = text.split(/,\s*/).slice(0, street).join(', ');
      parts.push({ text, folded: fold(text), line: lineIndex, bold: line.bold, onDatesLine: line.onDatesLine, beforePlace: false, first: true, contract: null, role: line.role });
      return;
    }
    const mentions = catalogs.geo.findLocationMentions(line.text, { prefer: lang === 'fr' ? 'FR' : 'GB', lang });
    const pieces = cut(colonBeforePlace(line.text, mentions));
    // "5 years 9 months", "(2 ans 3 mois)": a duration on a line of its own names nothing.
    if (pieces.length === 1 && DURATION.test(fold(pieces[0]!.text))) return;
    // "Belconnen, Australian Capital Territory, Australia": names ending with a country, nothing else.
    const address = addressLine(line.text, pieces, mentions);
    if (address) {
      place ??= { place: address.place, postalCodeWritten: false };
      return;
    }
    let first = true;
    let afterPlace = -2;
    /** The part just read on this line stands before a place ("Exemple SA, Lyon"). */
    const markBeforePlace = () => {
      if (parts.length > 0 && parts[parts.length - 1]!.line === lineIndex) parts[parts.length - 1]!.beforePlace = true;
    };
    for (let k = 0; k < pieces.length; k++) {
      const piece = pieces[k]!;
      const folded = fold(piece.text);
      // "Petaling Jaya, Selangor" / "Pune, Maharashtra": one or two capitalised words after a comma
      // that follows a place, last on the line, are its state or region.
      if (afterPlace === k - 1 && k === pieces.length - 1 && /,\s*$/.test(line.text.slice(pieces[k - 1]!.end, piece.start)) && REGION_NAME.test(piece.text) && !ROLE_WORDS.test(folded)) {
        continue;
      }
      // A part wholly inside a place mention is the place ("Genève" and "Suisse" of "Genève, Suisse").
      // A city with its country ("Milan, Italy") rather than the country alone.
      // Or a part made of places only: "75023 Paris (France)" is a city mention and a country one.
      const covering = mentions.filter((m) => m.start <= piece.start && m.end >= piece.end);
      const inside = covering.length > 0 ? covering : placesOnly(line.text, piece, mentions);
      const at = inside.find((m) => m.place.city !== null) ?? inside[0];
      // "Manor · Genève · 2014 – 2017": a name that is also a town abroad (Manor, India), before the
      // town of the line in another country, is the employer's name, not a place.
      const abroad = at !== undefined && at.place.city !== null && mentions.some((m) => m.start >= piece.end && m.place.city !== null && m.place.countryCode !== at.place.countryCode);
      if (at && !abroad) {
        if (!(place && place.place.city !== null && at.place.city === null && at.place.countryCode === place.place.countryCode)) {
          place = { place: at.place, postalCodeWritten: at.evidence === 'postal-code' };
        }
        markBeforePlace();
        afterPlace = k;
        continue;
      }
      if (NOWHERE.test(folded) || WORKING_TIME.test(folded) || COMPLETED.test(folded)) continue;
      // "Ingénieur – Exemple Câblage, Aïn Sebaâ, Casablanca": one or two capitalised words between a
      // company's name and the town that closes the line, a comma apart, are its district.
      const next = pieces[k + 1];
      // (So are they on the employer's own line: "Exemple Energy Services Limited, Trans-Amadi, Port Harcourt".)
      const employerFirst = fold(pieces[0]!.text.replace(/\([^()]*\)/g, ' '));
      const afterEmployer = k === 1 && COMPANY_WORDS.test(employerFirst) && !ROLE_WORDS.test(employerFirst);
      if ((k >= 2 || afterEmployer) && next !== undefined && k + 1 === pieces.length - 1 && /^,\s*$/.test(line.text.slice(piece.end, next.start)) && /,\s*$/.test(line.text.slice(pieces[k - 1]!.end, piece.start)) && REGION_NAME.test(piece.text) && !ROLE_WORDS.test(folded) && !COMPANY_WORDS.test(folded) && !SCHOOL_WORDS.test(folded) && mentions.some((m) => m.start <= next.start && m.end >= next.end && m.place.city !== null)) {
        markBeforePlace();
        continue;
      }
      // "Technicienne – Laiterie Exemple SA, Aïn Taoujdate": one or two capitalised words after a
      // title and a company's name, last on the line after a comma, are its town (the catalog may not
      // know it). On the employer's own line ("Exemple Care Ltd, Selly Oak") they stay with it.
      if (k === pieces.length - 1 && k >= 2 && afterPlace !== k - 1 && /,\s*$/.test(line.text.slice(pieces[k - 1]!.end, piece.start)) && REGION_NAME.test(piece.text.replace(/\.$/, '')) && COMPANY_WORDS.test(fold(pieces[k - 1]!.text)) && !ROLE_WORDS.test(folded) && !COMPANY_WORDS.test(folded) && !SCHOOL_WORDS.test(folded)) {
        markBeforePlace();
        continue;
      }
      // "Exemple Logistics Ltd, Onne, Rivers State": a state named as such closes the line, and the one
      // or two capitalised words before it after the employer are its town (the catalog may not know it).
      if (k === pieces.length - 1 && k >= 1 && STATE_NAME.test(piece.text) && /,\s*$/.test(line.text.slice(pieces[k - 1]!.end, piece.start))) {
        const town = pieces[k - 1]!;
        if (k >= 2 && parts.length > 0 && parts[parts.length - 1]!.text === town.text && REGION_NAME.test(town.text) && !COMPANY_WORDS.test(fold(town.text)) && !ROLE_WORDS.test(fold(town.text))) parts.pop();
        markBeforePlace();
        continue;
      }
      // "Thônex (GE)", "Aubagne (13)", "Lévis (QC)": a town the catalog may not know, with its
      // canton, department or province: a place all the same.
      // Not "AFPA de Saint-Priest (69)": a school or a company in that town.
      if ((REGION_CODE.test(piece.text) || TOWN_STATE.test(piece.text)) && !COMPANY_WORDS.test(folded) && !SCHOOL_WORDS.test(folded)) {
        markBeforePlace();
        continue;
      }
      // "(temps partiel pendant les études)": a remark in parentheses, no part.
      if (/^\([^()]*\)$/.test(piece.text) && !contractLabel(fold(piece.text.slice(1, -1)))) continue;
      // "123, Bd Ney, 75023 Paris (France)": on a line that names a place, a street is address too.
      if (mentions.length > 0 && STREET.test(folded)) continue;
      const label = contractLabel(folded);
      if (label) {
        contract = label;
        // "03/2002–07/2002⇥Internship" / "European Commission": a contract label alone on the
        // first head line stands where the title does; the role tables say whether it is one.
        // So does one after a name on its line ("INRA – Exemple | Stagiaire, projet de fin d'études").
        // And one that opens its line before a name ("Stage – Exemple Câblage SARL", "Intern – Example Ltd").
        if ((lineIndex === 0 && pieces.length === 1) || (k > 0 && parts.length > 0 && parts[parts.length - 1]!.line === lineIndex) || (k === 0 && pieces.length > 1)) {
          parts.push({ text: piece.text, folded, line: lineIndex, bold: line.bold, onDatesLine: line.onDatesLine, beforePlace: false, first, contract: label, role: null, contractOnly: true });
          first = false;
        }
        continue;
      }
      let written = piece.text;
      let partContract: ContractType | null = null;
      written = written.replace(PARENTHESIS, (all, inner: string) => {
        const c = contractLabel(fold(inner));
        if (!c) return all;
        partContract = c;
        return '';
      });
      written = written.replace(/^[\s,;:]+|[\s,;:]+$/g, '');
      if (!/\p{L}/u.test(written)) continue;
      const frLink = FR_LINKS.exec(written);
      const link = LINKS.exec(written) ?? (frLink && ROLE_WORDS.test(fold(frLink[1]!)) && !COMPANY_WORDS.test(fold(frLink[1]!)) ? frLink : null);
      const base = { line: lineIndex, bold: line.bold, onDatesLine: line.onDatesLine, beforePlace: false };
      // "Électricien – CDI chez SPIE", "… – Mission intérim via Adecco chez Eiffage": the contract
      // (and its agency) stands before "chez"; the title is the part before it on the line.
      const linkContract = link ? contractLabel(fold(link[1]!).replace(/\s+(?:via|par|through|with)\s+.+$/, '')) : null;
      const titleBefore = parts.length > 0 && parts[parts.length - 1]!.line === lineIndex && parts[parts.length - 1]!.role === null ? parts[parts.length - 1]! : null;
      if (link && linkContract && titleBefore) {
        contract = linkContract;
        titleBefore.role = 'title';
        titleBefore.contract ??= linkContract;
        parts.push({ ...base, text: link[2]!, folded: fold(link[2]!), first: false, contract: null, role: 'company' });
      } else if (link) {
        parts.push({ ...base, text: link[1]!, folded: fold(link[1]!), first, contract: partContract, role: 'title' });
        parts.push({ ...base, text: link[2]!, folded: fold(link[2]!), first: false, contract: null, role: 'company' });
      } else {
        parts.push({ ...base, text: written, folded: fold(written), first, contract: partContract, role: null });
      }
      first = false;
    }
  });
  return { parts, place, contract };
}

/** "Full-time", "Temps partiel": the working time of a job, no part of its head (LinkedIn writes its employment type so). */
const WORKING_TIME_WORDS = '(?:full|part)[- ]?time|temps (?:plein|partiel|complet)|mi-temps';
const WORKING_TIME = new RegExp(`^(?:${WORKING_TIME_WORDS})$`);
/**
 * "Full-time · Galway, Ireland", "Part-time", "Temps plein · 3 ans 2 mois": a line that opens on the
 * working time (or a profile site's employment type before its "·") and says nothing else than a
 * place or a duration after it: what a profile site writes under an employer over its roles.
 */
export const EMPLOYMENT_LINE = new RegExp(
  `^(?:${WORKING_TIME_WORDS})(?:\\s*[·•|,–-]\\s*[^·•|]*)?$|^(?:self-employed|freelance|contract|internship|apprenticeship|seasonal|independant|cdi|cdd|stage|alternance|interim)\\s*·\\s*[^·•|]+$`,
);

/** A duration alone: "5 years 9 months", "1 yr", "2 ans et 3 mois", "(8 mois)". */
export const DURATION = /^\(?\d+\+?\s*(?:years?|yrs?|ans?|annees?|months?|mos?|mois)(?:\s*(?:et|and|,)?\s*\d+\s*(?:months?|mos?|mois))?\)?$/;

/**
 * "Belconnen, Australian Capital Territory, Australia", "Pune, Maharashtra, India": three names or
 * more, the last a country, the others short capitalised names that are no organisation nor role:
 * a place written town, region, country (the catalog may not know the town). Its country mention.
 */
function addressLine<M extends { start: number; end: number; place: GeoPlace; evidence?: string }>(text: string, pieces: readonly Piece[], mentions: readonly M[]): M | null {
  const names = text.split(',').map((t) => t.trim());
  if (names.length < 3 || pieces.length !== names.length) return null;
  // The country last, alone ("…, Australia") or read with the name before it ("…, County Limerick, Ireland").
  const country = fold(names[names.length - 1]!);
  const last = mentions.find((m) => m.end >= text.trimEnd().length && (m.place.city === null ? text.slice(m.start).trim() === names[names.length - 1] : m.evidence === 'hint' && text.slice(m.start).includes(',') && m.place.country !== null && fold(m.place.country) === country));
  if (!last) return null;
  const ok = names.slice(0, -1).every((n) => /^\p{Lu}[\p{L}'’. -]{1,40}$/u.test(n) && n.split(/\s+/).length <= 3 && !COMPANY_WORDS.test(fold(n)) && !ROLE_WORDS.test(fold(n)) && !SCHOOL_WORDS.test(fold(n)));
  if (!ok) return null;
  return mentions.find((m) => m.place.city !== null && m.start < last.start) ?? last;
}

/** The mentions inside `piece` when nothing but them (punctuation, a postal code) is written there; else none. */
function placesOnly<M extends { start: number; end: number }>(text: string, piece: Piece, mentions: readonly M[]): M[] {
  const inside = mentions.filter((m) => m.start >= piece.start && m.end <= piece.end);
  if (inside.length === 0) return [];
  let rest = '';
  let from = piece.start;
  for (const m of [...inside].sort((a, b) => a.start - b.start)) {
    rest += text.slice(from, Math.max(from, m.start));
    from = Math.max(from, m.end);
  }
  rest += text.slice(from, piece.end);
  // A postal code the catalog does not know ("1049 Brussels (Belgium)") is still part of the address.
  // "London (hybrid)": a remark in parentheses beside the place leaves it a place.
  return /[\p{L}\p{N}]/u.test(rest.replace(/(?:^|\s)(?:[A-Z]{1,2}-)?\d{4,5}(?=\s|$)/u, '').replace(/\([^()]*\)/gu, '')) ? [] : inside;
}

/** The head lines of an entry, their dates cut out, → parts. */
export function splitEntryHead(entry: DatedEntry, catalogs: ParsingCatalogs, lang: 'fr' | 'en'): SplitHead {
  const head = splitHead(
    entry.heads.map((h) => ({ text: withoutDates(h), bold: h.bold, onDatesLine: h.dates !== null, ...(h.role ? { role: h.role } : {}) })),
    catalogs,
    lang,
  );
  // A place written after the dates ("… | BIOUGRA, CHTOUKA AÏT BAHA"): the entry's place when the catalog knows it.
  const written = entry.heads.find((h) => h.place !== undefined)?.place;
  if (written !== undefined && head.place === null) {
    const at = catalogs.geo.findLocationMentions(written, { prefer: lang === 'fr' ? 'FR' : 'GB', lang })[0];
    if (at) head.place = { place: at.place, postalCodeWritten: at.evidence === 'postal-code' };
  }
  return head;
}

/**
 * How many parts a head line has besides places and contract labels (for the entry splitter).
 * With `namesOnly`, a part opening in lower case is not counted: "Infirmière – unité de médecine
 * interne", "Agent de soutien, niveau 1" are one title with its qualifier, and the employer is on
 * another line.
 */
export function countParts(text: string, catalogs: ParsingCatalogs, lang: 'fr' | 'en', namesOnly = false): number {
  // (A contract label read as a part of its own is no title nor company for the count.)
  const parts = splitHead([{ text, bold: false, onDatesLine: true }], catalogs, lang).parts.filter((p) => p.contractOnly !== true || p.first);
  return namesOnly ? parts.filter((p) => !namesNothing(p.text)).length : parts.length;
}

/** "… · agroalimentaire, 420 salariés": a part opening in lower case or with a figure describes; it names nothing. */
export function namesNothing(text: string): boolean {
  return /^[\p{Ll}\d]/u.test(text);
}

/**
 * A name (and its site) with a place, nothing else: "Exemple Telecom, Montréal (QC)", "Exemple
 * Stores, Marché Central, Montréal (QC)"; not a role ("Technicien, Exemple SA, Lyon").
 */
export function isNameWithPlace(text: string, catalogs: ParsingCatalogs, lang: 'fr' | 'en'): boolean {
  const head = splitHead([{ text, bold: false, onDatesLine: false }], catalogs, lang);
  const parts = head.parts.filter((p) => p.contractOnly !== true);
  return parts.length >= 1 && parts.length <= 2 && head.place !== null && !ROLE_WORDS.test(fold(text));
}

interface Piece {
  text: string;
  start: number;
  end: number;
}

/**
 * "Manor : Genève - 2014 - 2017": a colon between spaces right before a place is OCR's reading of a
 * middle dot (or a French writer's separator): read as one, so the name before it stays a part.
 * ("École professionnelle : CPNV – …": a label's colon before a name stays.) Same length, positions kept.
 */
function colonBeforePlace(text: string, mentions: ReadonlyArray<{ start: number }>): string {
  return text.replace(/\s:\s/gu, (colon, at: number) => (mentions.some((m) => m.start === at + colon.length) ? ' · ' : colon));
}

function cut(text: string): Piece[] {
  const pieces: Piece[] = [];
  // "Senior Care Assistant (Dementia unit – Days)": no cut inside parentheses.
  const masked = text.replace(/\([^()]*\)/g, (m) => '(' + 'x'.repeat(m.length - 2) + ')');
  const split = (s: string, offset: number, re: RegExp, then?: RegExp) => {
    const g = new RegExp(re.source, `g${re.flags.replace('g', '')}`);
    let from = 0;
    const emit = (a: number, b: number) => {
      if (then) split(s.slice(a, b), offset + a, then);
      else {
        const raw = text.slice(offset + a, offset + b);
        const lead = raw.length - raw.trimStart().length;
        const t = raw.trim();
        if (t !== '') pieces.push({ text: t, start: offset + a + lead, end: offset + a + lead + t.length });
      }
    };
    for (const m of s.matchAll(g)) {
      emit(from, m.index);
      from = m.index + m[0].length;
    }
    emit(from, s.length);
  };
  split(masked, 0, MAJOR, COMMA);
  return pieces;
}
