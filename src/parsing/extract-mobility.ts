/**
 * Geographic mobility (spec 2.1 `info_candidate.mobility`): whether the candidate says they can
 * work elsewhere, and the cities they name for it. True for "Mobile sur toute la France",
 * "Mobile en Auvergne-Rhône-Alpes", "Prête à déménager à Bordeaux ou Nantes", "Willing to
 * relocate to …"; false for "Pas de mobilité géographique", "non mobile"; null when nothing is
 * said. Only cities explicitly named go to `other_cities` (a region is no city).
 */
import type { OtherCity } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { contactLines, preferredCountry } from './extract-location.js';
import type { ResumeDocument } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

export interface Mobility {
  can_work_in_other_cities: boolean | null;
  other_cities: OtherCity[];
}

/** [pattern over folded text, answer]: the first that matches decides; negations come first. */
const MOBILITY_TABLE: Array<[RegExp, boolean]> = [
  [/\b(?:pas de|aucune|sans) mobilite\b/, false],
  [/\bnon[\s-]mobile\b|\bpas mobile\b/, false],
  [/\b(?:not|un)(?:\s+willing|\s+able|able)\s+to\s+relocate\b|\bno relocation\b/, false],
  [/\bmobilite\s+(?:geographique|nationale|internationale|totale|europeenne|regionale)\b|\bmobilite\s*:\s*(?:oui|france|nationale|internationale)/, true],
  [/\bmobile\s+(?:sur|en|dans|partout|a l'international|a l’international|france|nationalement|geographiquement)\b/, true],
  [/\bprete?s?\s+a\s+(?:demenager|me\s+deplacer|se\s+deplacer|m'installer|m’installer)\b/, true],
  [/\b(?:willing|happy|ready|open|able)\s+to\s+(?:relocate|move)\b|\bopen\s+to\s+relocation\b|\bwilling\s+to\s+travel\b/, true],
];
/** Any mobility wording: the location step skips these lines. */
export const MOBILITY_CUE = new RegExp(MOBILITY_TABLE.map(([re]) => re.source).join('|'));

export function extractMobility(doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'geo'>): StepResult<Mobility> {
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const row = MOBILITY_TABLE.find(([re]) => re.test(lines[i].folded));
    if (row === undefined) continue;
    const [re, can] = row;
    // A sentence wrapped in a narrow column: "Prête à déménager à Bordeaux" / "ou Nantes".
    let text = lines[i].text;
    for (let j = i + 1; j < lines.length && j <= i + 2; j++) {
      if (!/(?:\b(?:ou|or|et|and)|,)\s*$/u.test(text) && !/^\s*(?:ou|or|et|and)\b/u.test(lines[j].text)) break;
      text = `${text} ${lines[j].text.trim()}`;
    }
    const cue = re.exec(lines[i].folded)!;
    const after = text.slice(cue.index + cue[0].length);
    const cities = can ? namedCities(after, doc, catalogs) : [];
    return result({ can_work_in_other_cities: can, other_cities: cities });
  }
  return result({ can_work_in_other_cities: null, other_cities: [] });
}

function namedCities(text: string, doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'geo'>): OtherCity[] {
  const out: OtherCity[] = [];
  const prefer = preferredCountry(doc);
  for (const m of catalogs.geo.findLocationMentions(text, { prefer, lang: doc.language })) {
    const p = m.place;
    if ((p.kind !== 'fr-commune' && p.kind !== 'world-city') || p.city === null) continue;
    if (out.some((c) => c.city === p.city)) continue;
    const postal = p.postalCode !== null && m.text.includes(p.postalCode) ? p.postalCode : null;
    out.push({ city: p.city, country: p.country, postal_code: postal, latitude: p.latitude, longitude: p.longitude });
  }
  return out;
}
