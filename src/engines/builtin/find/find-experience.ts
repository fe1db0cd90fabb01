/**
 * Years of experience as offers and resumes state them, French and English:
 * "5 ans d'expérience minimum en gestion de projet", "au moins 3 ans d'expérience",
 * "expérience de 2 ans dans la vente", "une première expérience en comptabilité",
 * "5+ years of experience in software development", "minimum of 3 years experience with SQL",
 * "8 ans d'expérience" (a resume's own claim).
 */
import { fold } from '../../../text/fold.js';

export interface ExperienceMention {
  /** Years required or claimed; null for "une première expérience", "proven experience in". */
  years: number | null;
  /** The upper bound of a range ("1 à 4 ans", "1-4 years"), or null. */
  yearsMax: number | null;
  /** The domain as written ("gestion de projet"), or null. */
  domain: string | null;
  domainStart: number;
  domainEnd: number;
  start: number;
  end: number;
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  quinze: 15, vingt: 20, one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9,
  ten: 10, twelve: 12, fifteen: 15, twenty: 20,
};
const NUM = `(\\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS).join('|')})`;
/** The upper bound of a range, captured by the group named `max`. */
const NUM2 = `(?:\\s*(?:a|à|-|–|to|ou|or)\\s*(?<max>\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}))?`;

const FR_QUALIFIERS = "(?:\\s+(?:professionnelle|reussie|significative|confirmee|minimum|similaire|au moins|probante|solide|pratique|terrain|operationnelle|averee|requise|exigee|souhaitee|indispensable|obligatoire|minimale?))*";
const EN_QUALIFIERS = '(?:(?:professional|relevant|proven|hands-on|industry|practical|working|related|progressive|solid|strong|demonstrated|direct|previous|prior|commercial|full-time|post-qualification|field)\\s+)*';

/** Connectors that introduce the domain of an experience. */
const DOMAIN_LEAD =
  "(?:\\s*(?:\\([^)]{0,40}\\)\\s*)?,?\\s*(?:(?:acquise?s?|obtenue?s?|gained)\\s+)?(?:" +
  [
    "en\\s+tant\\s+qu(?:e\\s+|')",
    "au\\s+sein\\s+(?:d'une?\\s+|de\\s+la\\s+|du\\s+|des\\s+|d')",
    "sur\\s+(?:un|des)\\s+postes?\\s+(?:de\\s+|d')",
    "dans\\s+(?:(?:le|la|les|un|une|des)\\s+|l')?",
    '(?:en|sur|comme|de|in|with|within|on|using|developing|building|managing|leading|of)\\s+',
    "d'",
    'as\\s+(?:an?\\s+)?',
    'working\\s+(?:in|with|on)\\s+',
  ].join('|') +
  '))';

const PATTERNS: RegExp[] = [
  // "5 ans d'expérience", "au moins 3 à 5 ans d'expérience professionnelle en …"
  new RegExp(`(?:(?:au\\s+moins|minimum|min\\.?|plus\\s+de|au\\s+minimum|superieure?\\s+a)\\s+)?${NUM}${NUM2}\\s*\\+?\\s*(?:annees?|ans?)\\s+(?:minimum\\s+|au\\s+moins\\s+|ou\\s+plus\\s+)?(?:d'|de\\s+)(?:experiences?|pratique)${FR_QUALIFIERS}`, 'gu'),
  // "expérience (professionnelle) de 5 ans", "expérience d'au moins 3 ans"
  new RegExp(`experiences?${FR_QUALIFIERS}\\s+(?:d'au\\s+moins|d'au\\s+minimum|minimum\\s+de|de\\s+minimum|d'un\\s+minimum\\s+de|de\\s+plus\\s+de|d'environ|d'une\\s+duree\\s+de|de|d')\\s*${NUM}${NUM2}\\s*\\+?\\s*(?:annees?|ans?)${FR_QUALIFIERS}`, 'gu'),
  // "5+ years of experience", "minimum of 3 years' relevant experience", "3-5 years experience"
  new RegExp(`(?:(?:at\\s+least|minimum(?:\\s+of)?|over|more\\s+than|a\\s+minimum\\s+of)\\s+)?${NUM}${NUM2}\\s*\\+?\\s*(?:\\(\\d+\\)\\s*)?(?:or\\s+more\\s+)?years?(?:'|’)?\\s+(?:of\\s+)?${EN_QUALIFIERS}(?:work\\s+)?experience`, 'gu'),
  // "5 years in software development"
  new RegExp(`(?:(?:at\\s+least|minimum(?:\\s+of)?|over|more\\s+than)\\s+)?${NUM}\\s*\\+?\\s*years?\\s+(?=(?:in|as|of|with)\\s)`, 'gu'),
  // "2 ans minimum en établissement de santé", "10 ans dans la vente"
  new RegExp(`(?:(?:au\\s+moins|minimum|plus\\s+de)\\s+)?${NUM}${NUM2}\\s*\\+?\\s*ans\\s+(?:minimum\\s+|au\\s+moins\\s+)?(?=(?:en|dans|comme|en\\s+tant\\s+que|au\\s+sein)\\s)`, 'gu'),
  // "12 mois d'expérience", "au moins 6 mois d'expérience", "expérience de 18 mois", "6 months of experience": in years
  new RegExp(`(?:(?:au\\s+moins|minimum|min\\.?|plus\\s+de|at\\s+least)\\s+)?(\\d{1,2})\\s*(?:mois|months?)\\s+(?:minimum\\s+|au\\s+moins\\s+)?(?:(?:d'|de\\s+|of\\s+)(?:experiences?|pratique)|(?:${EN_QUALIFIERS})?experience)${FR_QUALIFIERS}`, 'gu'),
  new RegExp(`experiences?${FR_QUALIFIERS}\\s+(?:d'au\\s+moins|d'au\\s+minimum|minimum\\s+de|de\\s+minimum|de\\s+plus\\s+de|de|d')\\s*(\\d{1,2})\\s*mois${FR_QUALIFIERS}`, 'gu'),
  // "Expérience professionnelle : 12 mois dans un poste similaire", "Expérience : 3 ans minimum"
  new RegExp(`experiences?${FR_QUALIFIERS}\\s*:\\s*(?:minimum\\s+|au\\s+moins\\s+)?(\\d{1,2})\\s*\\+?\\s*(?:mois|annees?|ans)\\b(?:\\s+minimum)?`, 'gu'),
  // "Développeur confirmé (5 ans minimum)", "minimum 3 ans", "3 years minimum": years alone, the domain is the job's
  new RegExp(`(?:(?:minimum|au\\s+moins|at\\s+least)\\s+${NUM}\\s*\\+?\\s*(?:annees?|ans|years?)\\b|${NUM}${NUM2}\\s*\\+?\\s*(?:annees?|ans|years?)\\s+(?:minimum|au\\s+moins|min\\.?)(?![\\p{L}]))`, 'gu'),
  // "une première expérience en …", "proven experience in …": experience without a number
  new RegExp(`(?:(?:une|1ere|premiere|bonne|solide|forte|reelle|veritable|significative|experience\\s+significative|idealement\\s+une)\\s+)+experiences?${FR_QUALIFIERS}(?=${DOMAIN_LEAD})`, 'gu'),
  new RegExp(`(?:proven|solid|strong|demonstrated|prior|previous|significant|extensive|some|hands-on|practical|professional)\\s+(?:track\\s+record\\s+of\\s+|work\\s+)?experience(?=\\s+(?:in|with|as|of|on|within|using|developing|building|managing|leading)\\s)`, 'gu'),
  // A bare "Expérience en comptabilité (indispensable)" at the start of a requirement.
  new RegExp(`^\\s*(?:[-•*]\\s*)?experiences?${FR_QUALIFIERS}(?=\\s+(?:en|dans|sur|comme|en\\s+tant\\s+que|au\\s+sein)\\s)`, 'gu'),
  new RegExp(`^\\s*(?:[-•*]\\s*)?experience(?=\\s+(?:in|with|as|of|on|within)\\s)`, 'gu'),
];

const DOMAIN_RE = new RegExp(`^${DOMAIN_LEAD}`, 'u');
/** Where the domain of an experience stops. */
const DOMAIN_STOP =
  /\s*(?:[,.;:()!?\n]|\s-\s|\s–\s|\bminimum\b|\bau moins\b|\bindispensable|\bobligatoire|\bexigee?s?\b|\brequise?s?\b|\bsouhaitee?s?\b|\bappreciee?s?\b|\bserait\b|\best\b|\bsont\b|\bidealement\b|\bde preference\b|\bpreferred\b|\brequired\b|\bis\b|\bare\b|\bwould\b|\bpreferably\b|\bideally\b|\bet\/ou\b|\band\/or\b|\bincluding\b|\bnotamment\b|\bdont\b|\bavec\b|\bwith a\b|\bsur un poste\b|\bet\s+(?:une?|des)\s|\bou equivalent\b|\bor equivalent\b|\bor similar\b|\bou similaire\b|\bminimum\b)/u;
/** Where a domain that is a one-of list ends: DOMAIN_STOP but for its commas. */
const LIST_STOP = new RegExp(DOMAIN_STOP.source.replace('[,.;:()!?\\n]', '[.;:()!?\\n]'), 'u');
/** The rest of a one-of list after its first comma: ", reporting ou tableaux de bord de pilotage" (short items, "ou"/"or" before the last). */
const LIST_GOES_ON = /^\s*,\s*(?:[^,.;:()!?\n]{2,40}?\s*,\s*)*[^,.;:()!?\n]{2,40}?\s+(?:ou|or)\s+[^,.;:()!?\n]{2,40}?(?=\s*(?:[,.;:()!?\n]|$))/u;
const LEADING_ARTICLE = /^(?:(?:le|la|les|un|une|des|du|de|the|a|an)\s+|l'|d'|(?:un\s+|des\s+)?(?:poste|postes|fonction|fonctions|role)\s+(?:de\s+|d'))+/u;
const VAGUE_DOMAIN = /^(?:(?:un|une|le|la)\s+)?(?:poste|fonction|role|position|emploi|job|domaine|secteur|field|role)s?\s+(?:similaire|equivalent|identique|similar|comparable|related|equivalente)s?$|^(?:ce|cette|this|the same|a similar)\s/u;

function toYears(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word.replace(',', '.'));
}

/** Only lines with one of these words can state an experience: the patterns skip the others. */
const KEYWORDS = /experien|\bans?\b|\bannees?\b|\byears?\b/u;

/** Experience statements of a text (original text; offsets are into it). */
export function findExperience(text: string, folded = fold(text)): ExperienceMention[] {
  const found: ExperienceMention[] = [];
  let lineStart = 0;
  while (lineStart <= folded.length) {
    const nl = folded.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? folded.length : nl;
    const line = folded.slice(lineStart, lineEnd);
    if (KEYWORDS.test(line)) findInLine(text, folded, lineStart, line, found);
    lineStart = lineEnd + 1;
  }
  return found.sort((a, b) => a.start - b.start);
}

function findInLine(text: string, folded: string, offset: number, line: string, found: ExperienceMention[]): void {
  for (const re of PATTERNS) {
    re.lastIndex = 0;
    for (const m of line.matchAll(re)) {
      const start = offset + m.index;
      let end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const num = m[1] ?? m[2];
      // Months ("12 mois d'expérience") count as a share of a year.
      const months = /\b(?:mois|months?)\b/.test(m[0]);
      const years = num !== undefined ? (months ? Number(num) / 12 : toYears(num)) : null;
      if (years !== null && (!Number.isFinite(years) || years <= 0 || years > 40)) continue;
      // "1 à 4 ans": a range; "3 ou 4 ans" is a hesitation over the minimum, not a ceiling.
      const max = m.groups?.max !== undefined && !/\s(?:ou|or)\s/.test(m[0]) ? toYears(m.groups.max) : null;
      const yearsMax = years !== null && max !== null && !months && max > years && max <= 40 ? max : null;
      let domain: string | null = null;
      let domainStart = end;
      let domainEnd = end;
      const lead = DOMAIN_RE.exec(folded.slice(end, offset + line.length));
      if (lead) {
        const from = end + lead[0].length;
        const rest = folded.slice(from, Math.min(from + 120, offset + line.length));
        const stop = DOMAIN_STOP.exec(rest);
        let cut = stop ? stop.index : rest.length;
        // "analyse statistique, reporting ou tableaux de bord": a one-of list goes on past its commas.
        const list = stop !== null && stop[0].trim() === ',' && LIST_GOES_ON.test(rest.slice(stop.index));
        if (list) {
          const past = LIST_STOP.exec(rest.slice(stop.index + stop[0].length));
          cut = past ? stop.index + stop[0].length + past.index : rest.length;
        }
        let raw = rest.slice(0, cut).replace(/[\s,]+$/u, '');
        const words = raw.split(/\s+/).filter(Boolean);
        const most = list ? 12 : 8;
        // Eight words at most (twelve for a list), not ending on a link word ("… conception / développement en").
        if (words.length > most) raw = words.slice(0, most).join(' ').replace(/(?:\s+(?:en|de|d'|du|des|la|le|les|l'|et|ou|a|au|aux|pour|dans|sur|in|of|and|or|for|the|\/|&))+$/u, '');
        const article = LEADING_ARTICLE.exec(raw);
        const skip = article ? article[0].length : 0;
        const clean = raw.slice(skip).trimEnd();
        if (clean.length >= 2 && !VAGUE_DOMAIN.test(clean)) {
          domainStart = from + skip;
          domainEnd = domainStart + clean.length;
          domain = text.slice(domainStart, domainEnd);
          end = domainEnd;
        }
      }
      // A number-less "experience in X" says nothing without its domain.
      if (years === null && domain === null) continue;
      found.push({ years, yearsMax, domain, domainStart, domainEnd, start, end });
    }
  }
}
