/**
 * Where the candidate lives (spec 2.1 `info_candidate.location`), from the header and contact
 * lines: "8 rue des Tilleuls, 42300 Roanne", "Adresse : 75011 Paris", "Bristol", "Flat 4,
 * 22 Larkhill Lane, Liverpool", "Leeds LS6 1AX", "Québec (Québec) G1L 3R5". The geo catalog
 * resolves the place (département, region, country, coordinates); the postal code is the one
 * written (in the form of the city's country, see postal-codes.ts), and `full_address` is filled
 * only when a street is written ("Nantes (44)" is no address).
 *
 * Every place named in those lines is a candidate, scored by a table of the evidence that it is an
 * address (a postal code beside it, a street, an "Address" label); words that only look like places
 * are turned down by another table: a street's name ("27 rue Saint-Maurice"), a month in a date
 * ("12 March 1990"), a label ("MOBILE"), the value of a personal detail ("Gender: Male"). Mobility
 * sentences name places too ("Mobile en Auvergne-Rhône-Alpes"): they are not where one lives.
 * The country is the address's, else the phone's calling code, else France (spec 2.1's default).
 */
import type { GeoPlace, LocationMention } from '../catalogs/geo-catalog.js';
import type { NameCatalog } from '../catalogs/name-catalog.js';
import type { Location } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { candidateEmail } from './extract-contact.js';
import { findNameLine } from './extract-name.js';
import { headingOf } from '../text/find-sections.js';
import { findPhoneNumber } from './phone-number.js';
import { beforeStreetName, EIRCODE, maskLetterPostalCodes, postalCodeNear, postalCodesIn } from './postal-codes.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';
import { MOBILITY_CUE } from './extract-mobility.js';

export const EMPTY_LOCATION: Location = {
  country: null,
  country_code: null,
  region: null,
  department: null,
  city: null,
  postal_code: null,
  full_address: null,
  latitude: null,
  longitude: null,
};

/** Lines of the top of the resume read for the address besides the header and contact sections. */
const TOP_LINES = 12;
/** Lines of the first page read, with stronger evidence, when the contact lines name no place. */
const WIDER_LINES = 60;
/** Sections whose places are employers', schools' or words of a grid ("Listening | Reading"), not the address. */
const ENTRY_SECTIONS = new Set<string>(['experience', 'education', 'projects', 'certifications', 'references', 'languages', 'skills', 'interests']);
/** Separators of the parts of a contact line ("Lyon · 06 … · mail", OCR's " - "). */
const PARTS = /\s+[·•|–—-]\s+|\t|\s{3,}/gu;
/** Labels in front of an address. */
const ADDRESS_LABEL = /^\s*(?:[^\p{L}\d\s]\s*)?(?:(?:current|home|residential|permanent|postal|mailing)\s+)?(?:adresse|address|domicile|lieu de r[ée]sidence|location|localisation|ville|city|based in|residence)\s*(?::\s*|\t|$)/iu;
/** A line whose first cell is a personal detail: its value is never where one lives ("Gender: Male",
 * "Permanent Address : …" (an Indian resume's home town, not where the candidate lives now),
 * "Date of Birth 12 March 1990", "Nationality: Singaporean", "Né le 3 mars 1990 à Lyon"). */
const PERSONAL_DETAIL = /^\s*(?:[^\p{L}\d\s]\s*)?(?:gender|sex|sexe|genre|nationality|nationalit[ée]|citizenship|date of birth|d\.?o\.?b\.?|birth ?date|born|place of birth|n[ée]e? (?:le|en|à)|date de naissance|lieu de naissance|marital status|situation familiale|religion|permanent address|native place|state of origin|local gov(?:ernmen)?t\.? area|l\.?g\.?a\b|home town|hometown|father'?s name|mother'?s name|height|weight|health|passport|visa|work permit|languages? known|notice period|pr[ée]avis|disponib)/iu;
/** A part that is only a contact label ("MOBILE", "Email:", "Adresse"). */
const CONTACT_LABEL = /^\s*(?:mobile|phone|t[ée]l(?:[ée]phone)?|cell|gsm|portable|fax|e-?mail|courriel|linkedin|github|website|site web|web|contact|skype)\s*:?\s*$/iu;
/** A street, French style ("8 rue des Tilleuls", "5 allée des Tanneurs": number, street word, name)
 * or English style ("22 Larkhill Lane", "7 Lenton Terrace": number, name, street word; "Flat 4"). */
const STREET_FORMS: RegExp[] = [
  /\b\d{1,4}\s*(?:bis|ter|[a-c])?,?\s+(?:rue|avenue|av\.|boulevard|bd|all[ée]e|chemin|impasse|place|quai|route|cours|square|r[ée]sidence|lotissement|hameau|cit[ée]|voie|passage|chauss[ée]e)\b/iu,
  /\b(?:rue|avenue|boulevard|chauss[ée]e|chemin|route|place|quai)\s+(?:[\p{L}'’-]+\s+){0,3}\d{1,4}\b/iu,
  /\b\d{1,4}[a-z]?\s+(?:[\p{L}'’-]+\s+){1,3}(?:street|st\.?|road|rd\.?|lane|avenue|ave\.?|drive|close|terrace|crescent|way|court|gardens|grove|place|square|walk|row|mews|hill|park|boulevard|blvd)\b/iu,
  /\b(?:flat|apartment|apt\.?|unit|blk|block|h\.?\s?no\.?)\s*\d+/iu,
  /^\s*\d{1,5},?\s+\d{1,3}(?:e|er|ème|rd|th|nd|st)?\s+\p{L}/iu,
];
/** Street words: a place named right after one is the street's name ("rue Saint-Maurice", "Rue de Carouge"). */
const STREET_BEFORE = /\b(?:rue|avenue|av\.|boulevard|bd|all[ée]e|chemin|impasse|place|quai|route|cours|square|voie|passage|chauss[ée]e|street|road|lane|drive)\s+(?:(?:de|du|des|de la|la|le|les|of|the)\s+|[dl]['’]\s*)?$/iu;
/** …or right before one ("Bishan Street 12", "Victoria Road"). */
const STREET_AFTER = /^\s+(?:street|st\.?|road|rd\.?|lane|avenue|ave\.?|drive|close|terrace|crescent|way|gardens|grove|square|walk|row|mews|strasse|straße|weg|gasse)\b/iu;
/** Month names that are also towns ("March", "Mars", "May"): beside a number they are a date. */
const MONTH_TOWN = /^(?:jan(?:uary)?|feb(?:ruary)?|march|mars|april|avril|may|mai|june|juin|july|juillet|august|ao[uû]t|september|septembre|october|octobre|november|novembre|december|d[ée]cembre)$/iu;
/** Calling code → country, to break ties between homonyms ("Cambridge" in a resume with a +44 number). */
const CALLING_CODES: Array<[string, string]> = [
  ['33', 'FR'], ['44', 'GB'], ['32', 'BE'], ['41', 'CH'], ['49', 'DE'], ['34', 'ES'], ['39', 'IT'], ['1', 'US'], ['352', 'LU'],
  ['27', 'ZA'], ['91', 'IN'], ['65', 'SG'], ['61', 'AU'], ['64', 'NZ'], ['353', 'IE'], ['31', 'NL'], ['351', 'PT'], ['212', 'MA'],
  ['213', 'DZ'], ['216', 'TN'], ['221', 'SN'], ['225', 'CI'], ['237', 'CM'], ['377', 'MC'], ['43', 'AT'], ['48', 'PL'], ['971', 'AE'],
  ['234', 'NG'], ['254', 'KE'], ['60', 'MY'], ['63', 'PH'], ['86', 'CN'], ['852', 'HK'], ['81', 'JP'], ['55', 'BR'], ['52', 'MX'],
];

interface Candidate {
  mention: LocationMention;
  /** The line's text and the mention's place in it. */
  line: string;
  start: number;
  end: number;
  postal: string | null;
  street: boolean;
  labelled: boolean;
  primary: boolean;
  fullAddress: string | null;
  order: number;
}

/** [evidence, test, score]: why a place written in the contact lines is where the candidate lives. */
const CITY_EVIDENCE: Array<[string, (c: Candidate) => boolean, number]> = [
  ['a postal code beside it', (c) => c.postal !== null, 4],
  ['an address label', (c) => c.labelled, 3],
  ['a street before it', (c) => c.street, 2],
  ['a hint after it ("(QC)", ", France")', (c) => c.mention.evidence === 'hint', 1],
  ['in the header or contact lines', (c) => c.primary, 1],
];
/** Evidence a place in the top lines outside the header and contact sections needs (a street, a label, a code). */
const TOP_MIN_SCORE = 2;
/** Evidence a place further down the page needs (a postal code, or a label and a street). */
const WIDER_MIN_SCORE = 4;

/** [why not, test]: a word of the contact lines that is a place's name but not the candidate's city. */
const NOT_THE_CITY: Array<[string, (before: string, text: string, after: string) => boolean]> = [
  ['a street’s name', (before, _t, after) => STREET_BEFORE.test(before) || STREET_AFTER.test(after)],
  ['a month in a date', (before, text, after) => MONTH_TOWN.test(text) && (/\d\s*$/.test(before) || /^\s*\d/.test(after))],
  // "0491 574 283 (Mobile)": a phone's label, not Mobile (Alabama).
  ['a contact label', (before, text) => CONTACT_LABEL.test(text) && /[\d(]\s*$/.test(before)],
  // "…, Imm. 4, Apt 12, Aïn Chock – Casablanca": a flat's or a block's number, not Apt (Vaucluse).
  ['a flat or a block', (_b, text, after) => /^(?:apt|appt|app|bat|bloc|imm|lot|villa|unit|flat|suite)\.?$/i.test(text.trim()) && /^\s*\.?\s*(?:n°\s*)?\d/u.test(after)],
];

export function extractLocation(doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'geo' | 'names' | 'countries'>): StepResult<Location> {
  const prefer = preferredCountry(doc);
  const contact = contactLines(doc);
  const underName = belowName(doc, catalogs.names);
  const primary = addressLines(doc, underName);
  const seen = new Set(primary.map((l) => l.index));
  const entries = new Set(doc.sections.filter((s) => ENTRY_SECTIONS.has(s.kind)).flatMap((s) => s.lines.map((l) => l.index)));
  const wider = doc.lines.filter((l) => l.page === doc.lines[0]?.page && !seen.has(l.index) && !entries.has(l.index)).slice(0, WIDER_LINES);
  // The header and contact lines need no more evidence than being there; the other top lines
  // (a sidebar, a header the sections step did not see) need an address's, the rest of the page more.
  const inContact = new Set([...contact, ...underName].map((l) => l.index));
  // A listed town of the contact lines, else an unlisted one in a full address there; then the same further down.
  const near = bestCandidate(candidatesIn(doc, primary, inContact, catalogs, prefer), 0, (c) => c.primary || score(c) >= TOP_MIN_SCORE);
  const nearLocation = near !== null ? homeCountryTown(near, doc, prefer, catalogs) ?? toLocation(near, doc.language, catalogs) : null;
  // "Bentleigh East VIC 3165": a suburb, its state and its postcode outweigh a listed town read in
  // them elsewhere ("Vic", Spain).
  const suburb = auSuburb(primary, catalogs);
  if (suburb !== null && (near === null || near.mention.place.countryCode !== 'AU')) return result(suburb);
  // …and so do they in the contact lines, over a town read elsewhere in Australia.
  const contactSuburb = auSuburb(primary.filter((l) => inContact.has(l.index)), catalogs);
  if (contactSuburb !== null && near !== null && !near.primary) return result(contactSuburb);
  if (nearLocation !== null) return result(nearLocation);
  const unlisted = unlistedCity(primary, catalogs) ?? (() => {
    const far = bestCandidate(candidatesIn(doc, wider, false, catalogs, prefer), WIDER_MIN_SCORE);
    return far !== null ? toLocation(far, doc.language, catalogs) : unlistedCity(wider, catalogs);
  })();
  // An unlisted town without a country written: the phone's, else France (spec 2.1's default).
  if (unlisted !== null && unlisted.country_code === null) {
    const { country_code, country } = countryOnly(doc, catalogs);
    return result({ ...unlisted, country_code, country });
  }
  if (unlisted !== null) return result(unlisted);
  return result(countryOnly(doc, catalogs), ['location: no city found in the header or contact lines']);
}

function score(c: Candidate): number {
  return CITY_EVIDENCE.reduce((s, [, test, weight]) => s + (test(c) ? weight : 0), 0);
}

function bestCandidate(candidates: Candidate[], minScore: number, accept: (c: Candidate) => boolean = () => true): Candidate | null {
  let best: { c: Candidate; s: number } | null = null;
  for (const c of candidates) {
    const s = score(c);
    if (s >= minScore && accept(c) && (best === null || s > best.s)) best = { c, s };
  }
  return best?.c ?? null;
}

/** The parts of a line with where each starts. */
function partsOf(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let from = 0;
  for (const m of text.matchAll(PARTS)) {
    out.push({ text: text.slice(from, m.index), start: from });
    from = m.index + m[0].length;
  }
  out.push({ text: text.slice(from), start: from });
  return out;
}

function candidatesIn(
  doc: ResumeDocument,
  lines: ResumeLine[],
  primary: boolean | Set<number>,
  catalogs: Pick<ParsingCatalogs, 'geo' | 'names'>,
  prefer: string | undefined,
): Candidate[] {
  const out: Candidate[] = [];
  lines.forEach((line, i) => {
    if (MOBILITY_CUE.test(line.folded) || isNameLine(line.text, catalogs.names) || PERSONAL_DETAIL.test(line.text)) return;
    const prev = i > 0 && lines[i - 1].index === line.index - 1 ? lines[i - 1] : null;
    const labelAbove = prev !== null && ADDRESS_LABEL.test(prev.text) && prev.text.trim().length <= 25;
    const streetAbove = prev !== null && STREET_FORMS.some((re) => re.test(prev.text)) && !/@|\d{5,}/.test(prev.text);
    for (const part of partsOf(line.text)) {
      const label = ADDRESS_LABEL.exec(part.text);
      const offset = part.start + (label ? label[0].length : 0);
      const text = line.text.slice(offset, part.start + part.text.length);
      // E-mail addresses, URLs and phone numbers hold no place a person lives in.
      if (text.trim() === '' || /@|https?:|www\.|\.com\b/i.test(text) || CONTACT_LABEL.test(text)) continue;
      // "London SE23 3HB": a code in letters and digits would read as a word after the name.
      const mentions = catalogs.geo.findLocationMentions(maskLetterPostalCodes(text), { prefer, lang: doc.language });
      for (const mention of mentions) {
        if (mention.place.kind !== 'fr-commune' && mention.place.kind !== 'world-city') continue;
        const [before, after] = [text.slice(0, mention.start), text.slice(mention.end)];
        if (NOT_THE_CITY.some(([, test]) => test(before, mention.text, after))) continue;
        const [start, end] = [offset + mention.start, offset + mention.end];
        const written = mention.place.postalCode !== null && text.includes(mention.place.postalCode) ? mention.place.postalCode : null;
        const street = STREET_FORMS.some((re) => re.test(before));
        out.push({
          mention,
          line: line.text,
          start,
          end,
          postal: written ?? postalCodeNear(line.text, start, end, mention.place.countryCode) ?? postalCodeBelow(lines[i + 1], line, mention.place.countryCode),
          street: street || streetAbove,
          labelled: label !== null || ADDRESS_LABEL.test(line.text) || labelAbove,
          primary: typeof primary === 'boolean' ? primary : primary.has(line.index),
          fullAddress: street ? text.slice(0, mention.end).replace(/[\s,]+$/, '') : streetAbove ? `${prev!.text.replace(/^[^\p{L}\d]+/u, '').trim()}, ${text.slice(0, mention.end).trim()}` : null,
          order: out.length,
        });
      }
    }
  });
  return out;
}

/**
 * "18 Example Road, Amesbury" / "Wiltshire SP4 7AN": the town's postcode on the line under it, alone
 * or after its county (a few words), in the form of the town's country.
 */
function postalCodeBelow(below: ResumeLine | undefined, line: ResumeLine, country: string | null): string | null {
  if (below === undefined || below.index !== line.index + 1 || country === null) return null;
  const code = postalCodesIn(below.text).find((p) => p.countries.includes(country));
  if (code === undefined) return null;
  const rest = (below.text.slice(0, code.start) + below.text.slice(code.end)).replace(/[,()\s]+/g, ' ').trim();
  return /\d/.test(rest) || rest.split(/\s+/).length > 3 ? null : code.code;
}

function toLocation(c: Candidate, lang: 'fr' | 'en', catalogs: Pick<ParsingCatalogs, 'countries'>): Location {
  const place: GeoPlace = c.mention.place;
  return {
    country: place.country ?? countryName(place.countryCode, lang, catalogs),
    country_code: place.countryCode,
    region: place.region,
    department: place.department,
    city: writtenCity(c.mention, place),
    postal_code: c.postal,
    full_address: c.fullAddress,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * The city as the resume writes it ("Bruxelles", "Genève", "Montréal") when the catalog knows it
 * under another name of the same place; the catalog's when the resume writes it in capitals or
 * the place is a French commune (whose catalog name is the French one).
 */
function writtenCity(mention: LocationMention, place: GeoPlace): string | null {
  const written = mention.text.replace(/\s*(?:\(|,|\s[–—-]\s).*$/u, '').trim();
  if (place.kind !== 'world-city' || written === '' || written === written.toUpperCase() || /\d/.test(written)) return place.city;
  return written;
}

/**
 * A town the catalog does not list, in a labelled or street address with a postal code:
 * "Residential Address: 17 Example Road, Smalltown, 3610, KwaZulu-Natal" → Smalltown, 3610; the
 * country from a region or country named on the line.
 */
/** "Surry Hills NSW 2010": an Australian suburb, its state and its postcode say where it is. */
function auSuburb(lines: ResumeLine[], catalogs: Pick<ParsingCatalogs, 'countries'>): Location | null {
  for (const line of lines) {
    const au = AU_SUBURB.exec(line.text);
    if (au && !PERSONAL_DETAIL.test(line.text)) return { ...EMPTY_LOCATION, city: au[1]!, postal_code: au[3]!, country_code: 'AU', country: countryName('AU', 'en', catalogs) };
  }
  return null;
}

function unlistedCity(lines: ResumeLine[], catalogs: Pick<ParsingCatalogs, 'geo' | 'countries'>): Location | null {
  const au = auSuburb(lines, catalogs);
  if (au !== null) return au;
  for (const line of lines) {
    if (PERSONAL_DETAIL.test(line.text) || !(ADDRESS_LABEL.test(line.text) || STREET_FORMS.some((re) => re.test(line.text)))) continue;
    const text = line.text.replace(ADDRESS_LABEL, '');
    const pieces = text.split(/\s*[,\t]\s*|\s+[–—-]\s+/u).map((p) => p.trim()).filter((p) => p !== '');
    for (let i = 0; i < pieces.length; i++) {
      // (A code of several countries' forms: "3610" is Swiss, Belgian… and South African.)
      const codes = postalCodesIn(pieces[i]).filter((p) => p.start === 0 && p.end === pieces[i].length);
      if (codes.length === 0) continue;
      const country = pieces.map((p) => (/^\p{Lu}/u.test(p) && !/\d/.test(p) ? catalogs.geo.countryOfArea(p) : null)).find((c) => c !== null) ?? null;
      const code = (country === null ? undefined : codes.find((p) => p.countries.includes(country))) ?? codes[0]!;
      const town = [pieces[i - 1], pieces[i + 1]].find(
        (p) => p !== undefined && /^\p{Lu}[\p{L}\p{M}'’ -]+$/u.test(p) && !STREET_FORMS.some((re) => re.test(p)) && catalogs.geo.countryOfArea(p) === null,
      );
      if (town === undefined || (country !== null && !code.countries.includes(country))) continue;
      return { ...EMPTY_LOCATION, city: town, postal_code: code.code, country_code: country, country: country ? countryName(country, 'en', catalogs) : null };
    }
  }
  return null;
}

/**
 * "18 Example Road, Amesbury" / "Wiltshire SP4 7AN" with a British phone: the catalog knows only
 * Amesbury (Massachusetts), but a postcode of the phone's country on that line or the next says the
 * town is one it does not list there.
 */
function homeCountryTown(c: Candidate, doc: ResumeDocument, prefer: string | undefined, catalogs: Pick<ParsingCatalogs, 'countries'>): Location | null {
  if (prefer === undefined || c.postal !== null || c.mention.place.countryCode === prefer) return null;
  const at = doc.lines.findIndex((l) => l.text === c.line);
  const text = [c.line, doc.lines[at + 1]?.text ?? ''].join('\n');
  // (After the town on its line, not a house number: "1104 Park Street, Hatfield, Pretoria, 0083".)
  const after = c.line.indexOf(c.mention.text) + c.mention.text.length;
  const code = postalCodesIn(text).find((p) => p.countries.includes(prefer) && p.start >= after && !beforeStreetName(text.slice(p.end)));
  if (code === undefined) return null;
  const city = writtenCity(c.mention, c.mention.place);
  return { ...EMPTY_LOCATION, city, postal_code: code.code, country_code: prefer, country: countryName(prefer, doc.language, catalogs) };
}

/** "Surry Hills NSW 2010", "West End, QLD 4101", "⌂ Fitzroy North VIC 3068": a suburb (1–3 capitalised words), a state or territory, a postcode. */
const AU_SUBURB = /(?:^[^\p{L}\p{N}]*|[,|•·\t]\s*|\d+\s+\p{L}+\s+(?:street|st|road|rd|avenue|ave|lane|drive|dr)\.?,?\s+)(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}),?\s+(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+(\d{4})\b/u;

/** No city written: the country of the phone number, else France (spec 2.1's default). */
function countryOnly(doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'countries'>): Location {
  const code = writtenCountry(doc) ?? phoneCountry(doc) ?? 'FR';
  return { ...EMPTY_LOCATION, country_code: code, country: countryName(code, doc.language, catalogs) };
}

function countryName(code: string | null, lang: 'fr' | 'en', catalogs: Pick<ParsingCatalogs, 'countries'>): string | null {
  const c = code === null ? undefined : catalogs.countries.byCode(code);
  return c ? catalogs.countries.name(c, lang) : null;
}

/** "Charlotte von Essen": a person's name, not Charlotte (North Carolina). */
function isNameLine(text: string, names: NameCatalog): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 5 && !/[\d,·|@]/.test(text) && names.isFirstName(words[0]) && /^\p{Lu}/u.test(words[words.length - 1]);
}

/** The header and contact lines, else the top of the first page. */
export function contactLines(doc: ResumeDocument): ResumeLine[] {
  const lines = doc.sections.filter((s) => s.kind === 'header' || s.kind === 'contact').flatMap((s) => s.lines);
  return lines.length > 0 ? lines : doc.lines.slice(0, TOP_LINES);
}

/**
 * Where the address may be: the header and contact sections and the top lines of the first page,
 * by reading order and by height (a sidebar comes first in reading order, the main column's top
 * after it), in reading order.
 */
function addressLines(doc: ResumeDocument, underName: readonly ResumeLine[]): ResumeLine[] {
  // An employer's or a school's town is not the candidate's: entries are left out.
  const entries = new Set(doc.sections.filter((s) => ENTRY_SECTIONS.has(s.kind)).flatMap((s) => s.lines.map((l) => l.index)));
  const first = doc.lines.filter((l) => l.page === doc.lines[0]?.page && !entries.has(l.index));
  const byHeight = [...first].sort((a, b) => a.y - b.y).slice(0, TOP_LINES);
  const picked = new Map<number, ResumeLine>();
  for (const l of [...contactLines(doc), ...first.slice(0, TOP_LINES), ...byHeight, ...besideEmail(doc), ...underName]) picked.set(l.index, l);
  return [...picked.values()].sort((a, b) => a.index - b.index);
}

/**
 * "Rebecca Tranter" / "Senior Policy Officer | …" / "Canberra, Australian Capital Territory,
 * Australia": the short lines under the name are the header's wherever reading order put it (after
 * a sidebar, under a heading of the sidebar).
 */
function belowName(doc: ResumeDocument, names: NameCatalog): ResumeLine[] {
  const found = findNameLine(doc, names);
  if (found === null) return [];
  const at = found.lastIndex;
  const out: ResumeLine[] = [];
  for (let k = at + 1; k <= at + CONTACT_BLOCK; k++) {
    const l = doc.lines[k];
    if (l === undefined || l.page !== found.line.page || l.text.length > 80 || /[.;]$/.test(l.text) || /(?:19|20)\d\d\s*[-–—]/.test(l.text) || l.text.split('\t').length > 2 || headingOf(l.text) !== null) break;
    out.push(l);
  }
  return out;
}

/** Lines either side of the candidate's e-mail that the contact block may hold. */
const CONTACT_BLOCK = 3;

/**
 * "✉ ann@example.com" / "☎ 06 12 34 56 78" / "⌂ 14 rue des Lilas" / "69003 Lyon": a contact column
 * that reading order put after a heading (or at the end of a text) is still the contact block; its
 * short lines around the e-mail, up to a dated or long line, are read as the address's.
 */
function besideEmail(doc: ResumeDocument): ResumeLine[] {
  const email = candidateEmail(doc);
  if (email === null) return [];
  const at = doc.lines.findIndex((l) => l.text.toLowerCase().includes(email.toLowerCase()));
  if (at < 0) return [];
  const block = (l: ResumeLine | undefined) => l !== undefined && l.page === doc.lines[at]!.page && l.text.length <= 60 && !/(?:19|20)\d\d\s*[-–—]/.test(l.text) && !/[.;]$/.test(l.text);
  const out: ResumeLine[] = [];
  for (let k = at - 1; k >= at - CONTACT_BLOCK && block(doc.lines[k]); k--) out.push(doc.lines[k]!);
  for (let k = at + 1; k <= at + CONTACT_BLOCK && block(doc.lines[k]); k++) out.push(doc.lines[k]!);
  return out;
}

/** The country of the phone number of the contact lines, from its calling code. */
/** Lines from the top searched for a phone number when the contact lines have none. */
const PHONE_TOP_LINES = 25;

function phoneCountry(doc: ResumeDocument): string | null {
  // The contact lines, else the top of the resume (contact details a layout put under a heading).
  const phone = findPhoneNumber(contactLines(doc).map((l) => l.text).join('\n')) ?? findPhoneNumber(doc.lines.slice(0, PHONE_TOP_LINES).map((l) => l.text).join('\n'));
  if (phone === null) return null;
  const hit = CALLING_CODES.filter(([code]) => phone.startsWith(`+${code}`)).sort((a, b) => b[0].length - a[0].length)[0];
  return hit ? hit[1] : null;
}

/**
 * The country to prefer between homonyms: the one the address's own writing gives (an Irish county
 * "Co. Cork", an Eircode), else the phone number's, else France for a French resume.
 */
export function preferredCountry(doc: ResumeDocument): string | undefined {
  return writtenCountry(doc) ?? phoneCountry(doc) ?? (doc.language === 'fr' ? 'FR' : undefined);
}

/** Counties written "Co. Antrim", "County Cork": Northern Ireland's six are the United Kingdom's. */
const IRISH_COUNTY = /\b(?:co\.?|county)\s+(antrim|armagh|down|fermanagh|derry|londonderry|tyrone|carlow|cavan|clare|cork|donegal|dublin|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|waterford|westmeath|wexford|wicklow)\b/i;
const NORTHERN = new Set(['antrim', 'armagh', 'down', 'fermanagh', 'derry', 'londonderry', 'tyrone']);

/** The country an address's writing gives in the contact lines: a county of Ireland, an Eircode. */
function writtenCountry(doc: ResumeDocument): string | null {
  const text = contactLines(doc).map((l) => l.text).join('\n');
  const county = IRISH_COUNTY.exec(text)?.[1];
  if (county !== undefined) return NORTHERN.has(county.toLowerCase()) ? 'GB' : 'IE';
  const eircode = EIRCODE.exec(text)?.[0];
  return eircode !== undefined && !/\b(?:19|20)\d\d\b/.test(eircode) ? 'IE' : null;
}
