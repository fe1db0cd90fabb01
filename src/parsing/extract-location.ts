/**
 * Where the candidate lives (spec 2.1 `info_candidate.location`), from the header and contact
 * lines: "8 rue des Tilleuls, 42300 Roanne", "Adresse : 75011 Paris", "Bristol", "Flat 4,
 * 22 Larkhill Lane, Liverpool". The geo catalog resolves the place (département, region, country,
 * coordinates); the postal code is the one written, and `full_address` is filled only when a
 * street is written ("Nantes (44)" is no address). Mobility sentences name places too ("Mobile
 * en Auvergne-Rhône-Alpes", "Willing to relocate to Manchester"): they are not where one lives.
 */
import type { GeoPlace } from '../catalogs/geo-catalog.js';
import type { NameCatalog } from '../catalogs/name-catalog.js';
import type { Location } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { findPhoneNumber } from './phone-number.js';
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

/** Lines of the top of the resume read for the address when there is no header section. */
const TOP_LINES = 12;
/** Separators of the parts of a contact line ("Lyon · 06 … · mail", OCR's " - "). */
const PARTS = /\s+[·•|–—-]\s+|\t|\s{3,}/u;
/** Labels in front of an address. */
const ADDRESS_LABEL = /^(?:adresse|address|domicile|lieu de r[ée]sidence|location|localisation|ville|city)\s*:\s*/iu;
/** A street, French style ("8 rue des Tilleuls", "5 allée des Tanneurs": number, street word, name)
 * or English style ("22 Larkhill Lane", "7 Lenton Terrace": number, name, street word; "Flat 4"). */
const STREET_FORMS: RegExp[] = [
  /\b\d{1,4}\s*(?:bis|ter|[a-c])?,?\s+(?:rue|avenue|av\.|boulevard|bd|all[ée]e|chemin|impasse|place|quai|route|cours|square|r[ée]sidence|lotissement|hameau|cit[ée]|voie|passage)\b/iu,
  /\b\d{1,4}[a-z]?\s+(?:[\p{L}'’-]+\s+){1,3}(?:street|st\.?|road|rd\.?|lane|avenue|ave\.?|drive|close|terrace|crescent|way|court|gardens|grove|place|square|walk|row|mews|hill|park)\b/iu,
  /\b(?:flat|apartment|apt\.?)\s+\d+/iu,
];
/** Calling code → country, to break ties between homonyms ("Cambridge" in a resume with a +44 number). */
const CALLING_CODES: Array<[string, string]> = [
  ['33', 'FR'], ['44', 'GB'], ['32', 'BE'], ['41', 'CH'], ['49', 'DE'], ['34', 'ES'], ['39', 'IT'], ['1', 'US'], ['352', 'LU'],
];

export function extractLocation(doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'geo' | 'names'>): StepResult<Location> {
  const prefer = preferredCountry(doc);
  for (const line of contactLines(doc)) {
    if (MOBILITY_CUE.test(line.folded) || isNameLine(line.text, catalogs.names)) continue;
    for (const raw of line.text.split(PARTS)) {
      const part = raw.replace(ADDRESS_LABEL, '').trim();
      // E-mail addresses, URLs and phone numbers hold no place a person lives in.
      if (part === '' || /@|https?:|www\.|\.com\b/i.test(part)) continue;
      const mention = catalogs.geo.findLocationMentions(part, { prefer, lang: doc.language })[0];
      if (mention === undefined || (mention.place.kind !== 'fr-commune' && mention.place.kind !== 'world-city')) continue;
      const street = STREET_FORMS.some((re) => re.test(part.slice(0, mention.start)));
      return result(toLocation(mention.place, part, street ? part.slice(0, mention.end).replace(/[\s,]+$/, '') : null));
    }
  }
  return result(EMPTY_LOCATION, ['location: no city found in the header or contact lines']);
}

function toLocation(place: GeoPlace, written: string, fullAddress: string | null): Location {
  // Only the postal code written: a commune's only code is a guess the resume did not make.
  const postalCode = place.postalCode !== null && written.includes(place.postalCode) ? place.postalCode : null;
  return {
    country: place.country,
    country_code: place.countryCode,
    region: place.region,
    department: place.department,
    city: place.city,
    postal_code: postalCode,
    full_address: fullAddress,
    latitude: place.latitude,
    longitude: place.longitude,
  };
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

/** The country to prefer between homonyms: the phone number's, else France for a French resume. */
export function preferredCountry(doc: ResumeDocument): string | undefined {
  const phone = findPhoneNumber(contactLines(doc).map((l) => l.text).join('\n'));
  if (phone !== null) {
    const hit = CALLING_CODES.filter(([code]) => phone.startsWith(`+${code}`)).sort((a, b) => b[0].length - a[0].length)[0];
    if (hit) return hit[1];
  }
  return doc.language === 'fr' ? 'FR' : undefined;
}
