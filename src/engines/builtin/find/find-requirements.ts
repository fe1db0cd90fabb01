/**
 * Reads requirements out of one short text: an offer's sentence or bullet, or a criterion's
 * label. One general mechanism for extraction and matching, so that a criterion written by a
 * client ("5+ years of project management") is understood like one we wrote.
 */
import { fold } from '../../../text/fold.js';
import { clearAppellation } from '../occupation/job-occupation.js';
import type { EngineCatalogs, Skill } from '../engine-catalogs.js';
import type { FoundRequirement, Requirement } from '../requirement.js';
import { findCertifications, HABILITATION, habilitationCodes } from './find-certifications.js';
import { findExperience, type ExperienceMention } from './find-experience.js';
import { findLicenses } from './find-licenses.js';
import { findLanguageLevels } from './find-language-levels.js';
import { leadingField, trailingField } from './field-synonyms.js';

const MASTERY = /(?:maitrise|maitriser|maitrisez|expert|expertise|excellente?s?\s+connaissances?|parfaite?\s+connaissance|tres\s+bonne?\s+connaissance|solide|strong|expert|advanced|proficien(?:t|cy)|mastery|deep|in-depth|excellent)\b[^,;.]{0,30}$/u;
const KNOWLEDGE = /(?:connaissances?|notions?|familiar(?:ity)?|familiarite|exposure|knowledge\s+of|basic|bases|sensibilisation|sensibilise|awareness|initiation)\b[^,;.]{0,45}$/u;
/** "Gestion de projets complexes", "Excel avancé", "SQL (niveau avancé)": depth asked after the skill's name. */
const DEPTH_AFTER = /^\s*(?:\(\s*)?(?:niveau\s+)?(?:complexes?|avancee?s?|approfondie?s?|experte?s?|advanced|in\s+depth)(?![\p{L}])/u;

/** "Solide maîtrise de", "expert en", "strong experience with": deep practice asked. */
const STRONG_MASTERY = /(?:solides?|excellente?s?|parfaite?s?|tres\s+bonne?s?|forte|expert(?:e|ise)?|strong|advanced|deep|in-depth|extensive|excellent)\b[^,;.:]{0,30}$/u;
/** The diploma is asked under way: internships and work-study contracts for students. */
const STUDENT = /\b(?:etudiante?s?|en\s+cours\s+de\s+(?:formation|preparation|cursus)|en\s+derniere\s+annee|(?:stage|projet)\s+de\s+fin\s+d'etudes?|en\s+alternance|apprenti(?:e|ssage)?|final[-\s]year|(?:current(?:ly)?\s+)?enrolled|student)\b/u;
const DIPLOMA_FIELD = /^\s*\)?\s*(?:\([^)]{0,60}\)\s*)?(?:(?:minimum|au\s+moins|ou\s+plus|et\s+plus|ou\s+equivalent|ou\s+superieur|minimum\s+requis)\s*)?(?:,\s*)?(?:en|de|d'|dans\s+le\s+domaine\s+(?:de|du|des)|dans|in|of)\s+([^,.;:()\n]{2,80})/u;
const FIELD_STOP = /\s(?:ou\s+equivalent|or\s+equivalent|ou\s+similaire|or\s+similar|or\s+related|ou\s+autre|minimum|indispensable|obligatoire|exigee?|requise?|required|souhaitee?|appreciee?|preferred|avec|with|et\s+(?:d'|une?|\d)|and\s+(?:\d|a\s)|is|est|serait|would)\b/u;
const FIELD_LIST = /^(?:,\s*[\p{L}' -]{2,30}?)+\s+(?:ou|or)\s+[\p{L}' -]{2,30}?(?=\s*(?:[,.;:()]|$|\s(?:avec|with|et\s+(?:d'|une?)|and\s+a)\b))/u;
/** Between two alternatives: "ou", "or", "/", after a preference ("Silae de préférence, ou Sage Paie"). */
/** What may stand before "ou" between two alternatives: a preference ("Silae de préférence, ou Sage Paie"). */
export const PREFERENCE = String.raw`(?:de\s+preference|idealement|preferably|ideally|si\s+possible)`;
const ALTERNATIVE_SEP = new RegExp(String.raw`^\s*(?:${PREFERENCE}\s*)?(?:,\s*)?(?:ou(?:\s+bien)?|or|\/|ou\s+encore)\s*$`, 'u');
const LIST_SEP = /^\s*(?:,|\/)\s*$/u;

function overlaps(spans: Array<[number, number]>, start: number, end: number): boolean {
  return spans.some(([a, b]) => start < b && end > a);
}

/**
 * Requirements found in `text`, each with its span. Skills inside an experience's domain feed the
 * experience ("3 ans d'expérience en Python" is one requirement, not two).
 */
export function findRequirements(text: string, catalogs: EngineCatalogs): FoundRequirement[] {
  const folded = fold(text);
  const found: FoundRequirement[] = [];
  const taken: Array<[number, number]> = [];
  const add = (requirement: Requirement, start: number, end: number) => {
    found.push({ requirement, start, end });
    taken.push([start, end]);
  };

  const mentions = catalogs.skills.findMentions(text);

  for (const e of withTrailingDuration(text, folded, findExperience(text, folded))) {
    const domainSkills = e.domain ? mentions.filter((m) => m.start >= e.domainStart && m.end <= e.domainEnd).map((m) => m.skill) : [];
    // "en tant que vendeur", "as a data engineer": the domain is a job (and explanations say "en tant que").
    const role = e.domain !== null && /(?:en\s+tant\s+qu(?:e\s+|')|\bas\s+an?\s+|\bcomme\s+)$/u.test(folded.slice(e.start, e.domainStart));
    // The job asked as a ROME appellation ("en tant qu'infirmier en soins généraux" → 15545): held under another title or language, it is the job.
    const rome = catalogs.occupations?.rome();
    const romeJob = role && rome ? (clearAppellation(e.domain!, rome)?.jobCode ?? null) : null;
    add({ kind: 'experience', years: e.years, yearsMax: e.yearsMax, domain: e.domain, domainSkills, ...(role ? { role } : {}), ...(romeJob ? { romeJob } : {}) }, e.start, e.end);
  }
  for (const l of findLicenses(folded)) {
    if (l.negated || overlaps(taken, l.start, l.end)) continue;
    for (const category of l.categories) {
      if (category !== 'ANY') add({ kind: 'license', category, surface: text.slice(l.start, l.end) }, l.start, l.end);
    }
  }
  for (const c of findCertifications(text, folded)) {
    if (overlaps(taken, c.start, c.end)) continue;
    const codes = c.family === HABILITATION ? habilitationCodes(folded.slice(c.start, c.end + HABILITATION_CODES_REACH)) : [];
    add({ kind: 'certification', name: c.name, family: c.family, ...(codes.length > 0 ? { codes } : {}) }, c.start, c.end);
  }
  for (const l of findLanguageLevels(text, folded, catalogs)) {
    if (overlaps(taken, l.start, l.end)) continue;
    add({ kind: 'language', code: l.code, level: l.level, surface: text.slice(l.start, l.end) }, l.start, l.end);
  }
  const diplomas = withEnglishDegrees(text, folded, catalogs.findDiplomas(text)).filter((d) => !overlaps(taken, d.start, d.end));
  if (diplomas.length > 0) {
    const before = diplomas[0].field;
    if (before) {
      // "Computer Science BS": the field before an English abbreviation.
      add({ kind: 'diploma', eqf: diplomas[0].eqf, field: text.slice(before.start, diplomas[0].start).trim(), surface: text.slice(diplomas[0].start, diplomas[0].end) }, before.start, diplomas[0].end);
    }
  }
  if (diplomas.length > 0 && !diplomas[0].field) {
    // "BTS ou DUT", "Bac+5 (master ou école d'ingénieur)": the lowest level named is the requirement.
    const eqf = Math.min(...diplomas.map((d) => d.eqf));
    const first = diplomas[0];
    let end = diplomas[diplomas.length - 1].end;
    let field: string | null = null;
    // "Bac+5 en informatique (master ou école d'ingénieur)": the field follows any of the diplomas.
    for (const d of diplomas) {
      const fieldMatch = DIPLOMA_FIELD.exec(folded.slice(d.end));
      if (!fieldMatch) {
        // "Bac+5 génie civil", "Licence (bac +3) Comptabilité, Gestion, Droit public": a known field
        // right after the diploma needs no preposition; the list it starts is the field.
        const gap = /^\s*\)?\s+/.exec(folded.slice(d.end))?.[0].length ?? 0;
        const known = gap > 0 ? leadingField(folded.slice(d.end + gap)) : null;
        if (known) {
          const clause = /^[^.;:()\n]{0,60}/.exec(folded.slice(d.end + gap))![0];
          const stop = FIELD_STOP.exec(` ${clause}`);
          const listed = (stop ? clause.slice(0, Math.max(known.length, stop.index - 1)) : clause).replace(/[\s,]+$/, '');
          const items = listed.slice(known.length).split(/\s*(?:,|\bou\b|\bor\b|\bet\b|\band\b)\s*/u).filter((x) => x !== '');
          const length = /^[^\p{L}]*$/u.test(listed.slice(known.length, known.length + 1)) && items.every((x) => leadingField(x) !== null) ? listed.length : known.length;
          field = text.slice(d.end + gap, d.end + gap + length);
          end = Math.max(end, d.end + gap + length);
          break;
        }
        continue;
      }
      const raw = fieldMatch[1];
      const stop = FIELD_STOP.exec(raw);
      let clean = raw.slice(0, stop ? stop.index : raw.length).trim();
      // "en ingénierie, informatique, statistiques ou management": the whole list is the field.
      const list = FIELD_LIST.exec(folded.slice(d.end + fieldMatch[0].length - raw.length + clean.length));
      if (list) clean = folded.slice(d.end + fieldMatch[0].length - raw.length, d.end + fieldMatch[0].length - raw.length + clean.length + list[0].length).trim();
      if (clean.length >= 3 && !/^(?:niveau|level|type)\b/.test(clean)) {
        const at = d.end + fieldMatch[0].length - raw.length;
        field = text.slice(at, at + clean.length);
        end = Math.max(end, at + clean.length);
        break;
      }
    }
    const names = [...new Set(diplomas.map((d) => text.slice(d.start, d.end).replace(/\s+/g, ' ').trim()))];
    const student = STUDENT.test(folded) ? true : undefined;
    // "IBODE", "DE infirmier": a state diploma of a regulated profession is that diploma, not a level.
    const regulated = diplomas.every((d) => d.key && isStateDiploma(d.key)) ? [...new Set(diplomas.map((d) => d.key!))] : undefined;
    add({ kind: 'diploma', eqf, field, surface: names.join(' ou '), ...(student ? { student } : {}), ...(regulated ? { regulated } : {}) }, first.start, end);
  }

  // Skills: what is left, grouped into alternatives when joined by "ou" / "or" / "/".
  const free = mentions.filter((m) => !overlaps(taken, m.start, m.end));
  for (const p of unknownProducts(text, free, taken)) add({ kind: 'text', terms: [fold(p.name)], acronyms: [], names: [fold(p.name)], head: [fold(p.name)], product: p.name }, p.start, p.end);
  let group: typeof free = [];
  // "solide maîtrise des logiciels Office 365, Hastus et Power BI": the items of a list share the level of its head.
  let listed: { end: number; level: 'mastery' | 'knowledge' | null; expert?: boolean } | null = null;
  const flush = () => {
    if (group.length === 0) return;
    const skills: Skill[] = [];
    for (const g of group) if (!skills.some((s) => s.id === g.skill.id)) skills.push(g.skill);
    const start = group[0].start;
    const end = group[group.length - 1].end;
    const certs = skills.filter((s) => s.kind === 'certification');
    if (certs.length === skills.length) {
      for (const c of certs) add({ kind: 'certification', name: c.label_fr ?? c.label_en ?? '', family: c.id }, start, end);
    } else {
      const before = folded.slice(Math.max(0, start - 60), start);
      let level: 'mastery' | 'knowledge' | null = MASTERY.test(before) ? 'mastery' : KNOWLEDGE.test(before) ? 'knowledge' : null;
      let expert = level === 'mastery' && STRONG_MASTERY.test(before) ? true : undefined;
      if (level === null && listed && LIST_ITEM_GAP.test(folded.slice(listed.end, start))) ({ level, expert } = listed);
      const depth = !expert && level !== 'knowledge' && DEPTH_AFTER.test(folded.slice(end, end + 20));
      add({ kind: 'skill', skills, surface: group.map((g) => g.text), level, ...(expert ? { expert } : {}), ...(depth ? { depth } : {}) }, start, end);
      listed = { end, level, expert };
    }
    group = [];
  };
  for (let i = 0; i < free.length; i++) {
    const m = free[i];
    if (group.length > 0) {
      const prev = group[group.length - 1];
      const between = folded.slice(prev.end, m.start);
      const alternative = ALTERNATIVE_SEP.test(between) || (LIST_SEP.test(between) && (nextIsAlternative(folded, free, i) || inParentheses(folded, prev.start, m.end)));
      if (!alternative) flush();
    }
    group.push(m);
  }
  flush();
  // "un cloud provider majeur (AWS, Azure ou GCP)", "un framework front-end (Vue.js, React, Angular)":
  // the examples in parentheses say which; the category before them is not a criterion of its own.
  const sorted = found.sort((a, b) => a.start - b.start);
  return sorted.filter((f, i) => {
    const next = sorted[i + 1];
    return !(
      f.requirement.kind === 'skill' &&
      // a generic noun ("un cloud provider", "un framework"), not a product ("Python (Django, Flask)")
      /^\p{Ll}/u.test(text.slice(f.start, f.end)) &&
      next?.requirement.kind === 'skill' &&
      next.requirement.skills.length > 1 &&
      /^[^,;.()\n]{0,40}\(\s*$/u.test(folded.slice(f.end, next.start)) &&
      inParentheses(folded, next.start, next.end)
    );
  });
}

/** "… de 3 ans", "… of 3 years" ending a domain: the years of the experience, said after its domain. */
const TRAILING_DURATION = /\s+(?:de|d'au\s+moins|d'environ|of)\s+(\d{1,2})\s*\+?\s*(?:ans|annees|years?)$/u;

/**
 * "une expérience en Business Intelligence de 3 ans minimum": the years stand after the domain,
 * which the mention reads as "Business Intelligence de 3 ans" while "3 ans minimum" reads as
 * years without a domain. One experience: 3 years in Business Intelligence.
 */
function withTrailingDuration(text: string, folded: string, found: ExperienceMention[]): ExperienceMention[] {
  const out = found.map((e) => ({ ...e }));
  const dropped = new Set<ExperienceMention>();
  for (const e of out) {
    if (e.years !== null || e.domain === null) continue;
    const m = TRAILING_DURATION.exec(folded.slice(e.domainStart, e.domainEnd));
    if (!m) continue;
    e.years = Number(m[1]);
    e.domainEnd = e.domainStart + m.index;
    e.domain = text.slice(e.domainStart, e.domainEnd).trim();
    for (const f of out) {
      if (f !== e && f.domain === null && f.years === e.years && f.start >= e.start && f.start <= e.end) {
        dropped.add(f);
        e.end = Math.max(e.end, f.end);
      }
    }
  }
  return out.filter((e) => !dropped.has(e));
}

/** "BS", "B.Sc.", "MSc", "MBA", "PhD": English degrees the catalog does not read, by their EQF level. */
const ENGLISH_DEGREE = /(?<![\p{L}.])(?:([Uu]ndergrad(?:uate)?(?:\s+[Dd]egree)?|B\.?S\.?c?\.?|B\.?A\.?|B\.?Eng\.?)|(M\.?S\.?c?\.?|M\.?A\.?|MBA|M\.?Eng\.?)|(Ph\.?D\.?))(?![\p{L}])/gu;

/** State diplomas of regulated professions (data/diplomas.json keys `de_…`: IBODE, IADE, DE infirmier…). */
export const isStateDiploma = (key: string): boolean => key.startsWith('de_');

type DiplomaFound = { key?: string; eqf: number; start: number; end: number; field?: { start: number } };

/**
 * English degrees by abbreviation, read only where they are degrees: after a field ("Computer
 * Science BS") or before one ("BS in Computer Science"), never "MS Office" nor "MA" as a place.
 */
function withEnglishDegrees(text: string, folded: string, found: DiplomaFound[]): DiplomaFound[] {
  const out = [...found];
  for (const m of text.matchAll(ENGLISH_DEGREE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((d) => start < d.end && end > d.start)) continue;
    const eqf = m[1] ? 6 : m[2] ? 7 : 8;
    const field = trailingField(folded.slice(0, start).replace(/\s+$/, ''));
    if (field !== null) {
      const fieldStart = folded.slice(0, start).replace(/\s+$/, '').length - field.length;
      out.push({ eqf, start, end, field: { start: fieldStart } });
    } else if (/^\s+(?:in|of|en)\s+/u.test(folded.slice(end)) && leadingField(folded.slice(end).replace(/^\s+(?:in|of|en)\s+/u, ''))) {
      out.push({ eqf, start, end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Whether [start, end) lies inside one pair of parentheses on its line. */
function inParentheses(folded: string, start: number, end: number): boolean {
  const open = folded.lastIndexOf('(', start);
  if (open < 0 || folded.lastIndexOf(')', start) > open || folded.lastIndexOf('\n', start) > open) return false;
  const close = folded.indexOf(')', end);
  const nl = folded.indexOf('\n', end);
  return close >= 0 && (nl < 0 || close < nl) && !folded.slice(end, close).includes('(');
}

/** Between two items of one list: a comma or "et"/"and", maybe a version and an item the catalog does not know ("Office 365, Hastus et"). */
const LIST_ITEM_GAP = /^\s*(?:[\d.]+\s*)?(?:(?:,|et|and|&)\s*[\p{L}\d.+#-]{2,24}\s*)?(?:,|et|and|&)\s*$/u;
const LIST_JOIN = /^\s*(?:,|;|\/|et|and|ou|or|&)\s*$/iu;
/** Makers whose name comes before their products' ("Apache Superset", "AWS IAM"): what follows is a product of its own. */
const MAKERS = new Set(['apache', 'aws', 'amazon', 'azure', 'microsoft', 'google', 'oracle', 'sap', 'ibm', 'adobe', 'atlassian', 'salesforce', 'cisco', 'autodesk']);
/** Capitalised words that start a clause or are not products. */
const NOT_PRODUCT = /^(?:Le|La|Les|Un|Une|Des|Du|De|Et|Ou|The|And|Or|A|An|Vous|Nous|Notre|Votre|Our|Your|You|We)$/u;
/** Words offers capitalise ("la Data", "DATA", "Connaissance d'un…") that name no product, in any case. */
const NOT_PRODUCT_WORDS = new Set(['data', 'design', 'digital', 'business', 'cloud', 'web', 'tech', 'finance', 'finances', 'connaissance', 'connaissances', 'maitrise', 'experience', 'competence', 'competences', 'knowledge']);

/** "Rigueur / Fiabilité", "Autonomie, Réactivité": a capitalised French or English common noun is no product. */
const COMMON_NOUN = /^\p{Lu}\p{Ll}+(?:ité|ite|ités|tion|tions|sion|ence|ance|isme|ment|ments|eur|eurs|euse|esse|ude|ness|ship|ity)$/u;

/**
 * "les logiciels Microsoft Office 365, Hastus et Power BI": a capitalised name the catalog does
 * not know, listed between skills it knows, is a product asked too.
 */
function unknownProducts(text: string, skills: Array<{ start: number; end: number }>, taken: Array<[number, number]>): Array<{ name: string; start: number; end: number }> {
  if (skills.length === 0) return [];
  const out: Array<{ name: string; start: number; end: number }> = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}+#.-]{2,24}(?![\p{L}\p{N}])/gu)) {
    const start = m.index;
    const end = start + m[0].length;
    // "DataOps.Accompagner": a full stop without its space ends the name ("Node.js", "ASP.NET" keep theirs).
    const name = m[0].replace(/\.\p{Lu}\p{Ll}{3,}.*$/u, '').replace(/[.-]+$/, '');
    if (NOT_PRODUCT.test(name) || NOT_PRODUCT_WORDS.has(fold(name)) || COMMON_NOUN.test(name) || overlaps(taken, start, end) || skills.some((s) => start < s.end && end > s.start)) continue;
    // The second word of a name: "Data Lake", "Data Cloud" (a word that names no product, then this
    // one), "Power BI Service", "Talend Studio" (a known product's edition).
    // Any other second word of a capitalised name is part of it: "Accounts Payable", "Hopital Manager"
    // ("Payable" and "Manager" are no products); a maker's name before it makes it one ("Apache Superset").
    const before = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}+#.-]*) $/u.exec(text.slice(Math.max(0, start - 26), start));
    if (before && !MAKERS.has(fold(before[1]))) continue;
    // "Working at Height", "Health and Safety": a phrase in title case, not a product.
    if (/^ (?:at|of|in|on|for|to|de|du|des|à|a) \p{Lu}/u.test(text.slice(start + name.length, start + name.length + 8))) continue;
    // "Appliqué et rigoureux, vous…": an adjective opening a sentence is capitalised, not a product.
    // "- Optimiser les performances…": a word opening a sentence that goes on in lower case is its first word, not a product.
    if (/(?:^|[.!?:;]\s*|\n\s*)(?:[-•*]\s*)?$/u.test(text.slice(Math.max(0, start - 4), start))) {
      if (/(?:é|ée|és|ées|eux|euse|ive|if|ant|ante)$/u.test(name)) continue;
      const next = /^\s+(\p{L}+)(?:\s+(\p{L}+))?/u.exec(text.slice(start + name.length, start + name.length + 40));
      if (next && /^\p{Ll}/u.test(next[1]!) && !/^(?:et|ou|and|or)$/u.test(next[1]!)) continue;
      // "- Organiser et coordonner les événements": two verbs in the infinitive, not two products.
      if (next && /^(?:et|ou)$/u.test(next[1]!) && /(?:er|ir)$/u.test(name) && next[2] && /^\p{Ll}+(?:er|ir|re)$/u.test(next[2])) continue;
    }
    const joined = skills.some((s) => (s.end <= start && LIST_JOIN.test(text.slice(s.end, start))) || (s.start >= end && LIST_JOIN.test(text.slice(end, s.start))));
    if (joined) out.push({ name, start, end: start + name.length });
  }
  return out;
}

/** "Java, C# ou Python": a comma list that ends in "ou" is a list of alternatives. */
function nextIsAlternative(folded: string, mentions: Array<{ start: number; end: number }>, i: number): boolean {
  for (let j = i; j + 1 < mentions.length; j++) {
    const between = folded.slice(mentions[j].end, mentions[j + 1].start);
    if (ALTERNATIVE_SEP.test(between)) return true;
    if (!LIST_SEP.test(between)) return false;
  }
  return false;
}

/** Characters after "Habilitations électriques" within which its codes are listed ("à jour (B1V, BR, BC…)"). */
const HABILITATION_CODES_REACH = 40;
