/**
 * Skills (spec 2.1 `skills[]`) from the skills section(s): items split on bullets, commas,
 * middle dots and "Label :" prefixes (list-items.ts), each mapped by normalizeSkill() under the
 * strict resume policy (catalogs/normalize-skill.ts says why a lookup score alone is not enough).
 */
import { normalizeSkill, RESUME_SKILL_POLICY } from '../catalogs/normalize-skill.js';
import type { SkillCatalog } from '../catalogs/skill-catalog.js';
import { fold } from '../text/fold.js';
import { isCertificateInSkills } from './extract-lists.js';
import { contractTypeOf } from './contract-types.js';
import { findEntryDates } from './entry-dates.js';
import { COMPANY_WORDS, SCHOOL_WORDS } from './organisation-words.js';
import { cleanItem, lineItems, listLines } from './list-items.js';
import { unheadedSkillLists } from './unheaded-skill-lists.js';
import type { CandidateName } from './extract-name.js';
import type { SkillEntry } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine, ResumeSection } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

const MAX_ITEM_LENGTH = 60;
const MAX_LINE_ITEM_LENGTH = 80;
/** Rating glyphs after a skill ("SEO ●●●●○", "Excel ★★★☆☆"), and "4/5". */
const RATING = /\s*(?:[●○◉◯⬤★☆■□▪▫◆◇█░▓▒▰▱⚫⚪]\s*){2,}$|\s*\(?\b\d+(?:[.,]\d)?\s*\/\s*(?:5|10|20|100)\)?$|\s+\(?\d{1,3}\s*%\)?$/u;
/** Items that are a level, a grade or a date rather than a skill (folded). */
const NOT_AN_ITEM = /^(?:skills?|competences?|tools?|outils|logiciels?|software|years?|annees?|level|niveau|rating|experience|proficiency|expert|avance|advanced|confirme|intermediate|intermediaire|beginner|debutant|notions?|basic|fluent|courant|native|natif|bon|bonne|tres bon|tres bonne|good|very good|excellent|proficient|maitrise|(?:niveau|level) \S+|(?:janv?|fevr?|mars|avr|mai|juin|juil|aout|sept?|oct|nov|dec|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?\s+(?:19|20)\d\d|[\d\s.,/%+-]*(?:c?gpa|%|years?|ans?)?)$/u;
/** A trailing "(3 years)", "(10+ years)", "(less than 1 year)", "(2 ans)", "(6 mois)". */
const YEARS_USED = /\s*(?:\((?:\d+(?:[.,]\d+)?\s*\+?|less than (?:1|one)|moins d'(?:1|un))\s*(?:years?|yrs?|ans?|années?|months?|mois)\)|\s[–—-]\s*\d+\+?\s*(?:years?|yrs?|ans?|années?))$/iu;

export function extractSkills(
  doc: ResumeDocument,
  catalogs: Pick<ParsingCatalogs, 'skills' | 'languages'>,
  candidate: Pick<CandidateName, 'first_name' | 'last_name'> = { first_name: null, last_name: null },
): StepResult<SkillEntry[]> {
  const skills = catalogs.skills;
  // Certificates and languages swallowed by a skills section (a resume without headings) are not
  // skills; "Warehouse: stock control, goods in" in a header without headings is. Each section is
  // split apart, so that a wrapped item never joins the first line of the next section.
  // A language line opens with the language ("Arabe : bilingue", "Fluent English"); "Excellent
  // written communication in English" is a skill that names one.
  const prefix = 'Langues : ';
  const isLanguageLine = (l: ResumeLine) =>
    catalogs.languages.findLanguageMentions(prefix + l.text).some((m) => m.level !== null && l.text.slice(0, Math.max(0, m.start - prefix.length)).trim().split(/\s+/).length <= 2);
  // The candidate's name read into a sidebar list ("Ann LEE, CFA") is not a skill.
  const nameWords = [candidate.first_name, candidate.last_name].filter((n): n is string => n !== null).map((n) => fold(n));
  const isNameLine = (l: ResumeLine) => nameWords.length === 2 && nameWords.every((w) => new RegExp(`(?<![a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`).test(l.folded));
  const keep = (l: ResumeLine) => !isCertificateInSkills(l) && !isCredential(l) && !isLanguageLine(l) && !isNameLine(l) && !NOT_A_SKILL_LINE.test(l.folded);
  // "Technical: …" / "Languages: …" / "Interpersonal: …" under a skills heading: the middle label
  // read as a heading leaves the labelled lists after it in a languages section; they name no language.
  const namesNoLanguage = (l: ResumeLine) => catalogs.languages.findLanguageMentions(prefix + l.text).length === 0;
  const labelled = doc.sections.filter((s) => s.kind === 'header' || s.kind === 'other').flatMap((s) => s.lines.filter(isLabelledList));
  const spilled = doc.sections.filter((s) => s.kind === 'languages').flatMap((s) => s.lines.filter((l) => isLabelledList(l) && namesNoLanguage(l)));
  const groups = [
    ...labelled.map((l) => [l]),
    ...doc.sections.filter((s) => s.kind === 'skills').map((s) => listedLines(s).filter(keep)),
    ...spilled.map((l) => [l]),
    ...unheadedSkillLists(doc, skills).map((lines) => lines.filter(keep)),
  ];
  const out: SkillEntry[] = [];
  const seen = new Set<string>();
  for (const { item, label } of groups.flatMap(skillItems)) {
    const entry = toEntry(item, label, skills, doc.language);
    const k = fold(entry.skill_title);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(entry);
  }
  return result(out, groups.length === 0 ? ['skills: no skills section'] : []);
}

/** A line in capitals only, words of letters ("ORGANISATIONNELLES /", "L'EMPLOI", "PERMIS DE CONDUIRE"). */
const CAPITALS_LINE = /^(?:[\p{Lu}’']+|[/&–-])(?:\s+(?:[\p{Lu}’']+|[/&–-]))*$/u;

/**
 * The lines of a skills section that list skills. A heading in capitals wrapped onto the lines
 * below ("COMPÉTENCES" / "ORGANISATIONNELLES /" / "MANAGÉRIALES", a label column of a European
 * CV) leaves its words of four letters or more above the list; and a heading in capitals of
 * another topic that the sections step does not read ("PERMIS DE CONDUIRE") ends the list.
 */
function listedLines(section: ResumeSection): ResumeLine[] {
  const lines = [...section.lines];
  const heading = section.heading ?? '';
  const continuesHeading = (l: ResumeLine) =>
    CAPITALS_LINE.test(l.text) && l.text.split(/\s+/).every((w) => w.length >= 4 || /^(?:[/&–-]|EN|À|A|DE|DU|DES|ET|OF|AND|L'\p{Lu}+|D'\p{Lu}+)$/u.test(w));
  // Not the items of a list in capitals ("LEADERSHIP" / "NÉGOCIATION" / "MANAGEMENT"), unless
  // the heading's words are all there is (two lines at most, before the next heading).
  if (heading !== '' && heading === heading.toUpperCase() && (lines.some((l) => !CAPITALS_LINE.test(l.text)) || lines.length <= 2)) {
    while (lines.length > 0 && continuesHeading(lines[0]!)) lines.shift();
  }
  // The heading of another topic and what follows it in capitals ("B", "INFORMATIONS" /
  // "COMPLÉMENTAIRES"); a sidebar's "LINKEDIN" read into the list leaves the items after it.
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!(CAPITALS_LINE.test(lines[i]!.text) && NOT_SKILL_LABELS.test(lines[i]!.text))) {
      out.push(lines[i]!);
      continue;
    }
    while (i + 1 < lines.length && (continuesHeading(lines[i + 1]!) || /^\p{Lu}{1,2}$/u.test(lines[i + 1]!.text))) i++;
  }
  return out;
}

/** A driving licence or a note on references listed among skills ("Permis de conduire classe 5,
 * voiture disponible", "References available on request"), or the level words of Europass's
 * self-assessment grid ("Utilisateur" / "indépendant", "AUTOÉVALUATION"): no skill. */
const NOT_A_SKILL_LINE = /^[\s•·▪\-*]*(?:permis de conduire|permis [a-e]\d?\b|driving licen[cs]e|driver'?s licen[cs]e|full (?:uk |clean )?driving licen[cs]e|references (?:available|on request|upon request)|references disponibles|references sur demande)|^[\s•·▪\-*]*(?:(?:utilisateur|user)(?: (?:independant|elementaire|experimente|independent|basic|proficient))?|independant|elementaire|experimente|autoevaluation|self-assessment)$/;

/** A credential's wording (folded): its noun first ("Attestation en …", "Member of …"), or a renewal
 * or validity date ("(renouvelé 2024)", "(valid to 2027)"), or a licence number ("permis n° 2017…"). */
const CREDENTIAL = /^[\s•·▪\-*]*(?:attestation|certificat|certification|certified|certifie|membre de|member of|licensed)\b|\((?:renouvele|renewed|valid|valide|valable|expires?|expire)\b[^)]*(?:19|20)\d\d\)|\b(?:n°|no\.?|number)\s*\d{4,}/;

/** A credential listed among skills (a certificate, a membership, a licence), not a skill. */
function isCredential(line: ResumeLine): boolean {
  return CREDENTIAL.test(line.folded);
}

/** Labels of lists that are not skills; a degree's modules and subjects ("Relevant modules",
 * "A-levels", "Matières principales") are education. */
const NOT_SKILL_LABELS = /^(?:(?:relevant |key |main |core )?(?:modules?|coursework|courses|subjects|mati[eè]res|unit[ée]s? d'enseignement)|a-levels?|gcses?|as-levels?|adresse|address|t[ée]l[ée]?phone|t[ée]l|mobile|phone|e-?mail|courriel|permis|driving|licen[cs]e|langues?|languages?|loisirs|hobbies|interests?|centres? d|int[ée]r[eê]ts?|r[ée]f[ée]rences?|disponibilit|availability|nationalit|n[ée]e? le|born|linkedin|github|site|web|portfolio|(?:expected |current |last drawn |desired )?(?:salary|ctc)|salaire|pr[ée]tentions?|r[ée]mun[ée]ration|notice|pr[ée]avis)/iu;

/** "Label : item, item, …" outside the skills section: a short label, two or more short items, no date. */
function isLabelledList(line: ResumeLine): boolean {
  // (The label is one cell: "Ann Exemple⇥Adresse : 1, rue Exemple, app. 12" is a name beside an address.)
  const m = /^[\s•·\-*]*([\p{L}][\p{L}’' &/-]{0,30}?)\s*:\s+(.+)$/u.exec(line.text);
  if (m === null || NOT_SKILL_LABELS.test(m[1]) || m[1].split(/\s+/).length > 3 || /@|https?:|\b(?:19|20)\d\d\b/.test(m[2])) return false;
  const items = m[2].split(/\s*,\s*/);
  return items.length >= 2 && items.every((i) => i.split(/\s+/).length <= 5);
}

/** Items with the category label they were listed under ("Outils" for "SAP, Excel"). */
function skillItems(lines: ResumeLine[]): { item: string; label: string }[] {
  const out: { item: string; label: string }[] = [];
  const logical = listLines(ratedLines(lines));
  // A bulleted list: a line without a bullet, a label or a wrap is text of another column read
  // into the section (a job title, its employer beside the sidebar), not an item.
  const bulletedList = logical[0]?.bulleted === true && logical.filter((l) => l.bulleted).length >= 2;
  // A list of one item per line (or per cell of a grid): its items may hold a comma of their own
  // ("Garde-manger, fonds et sauces").
  const cells = logical.flatMap((l) => l.text.split(/\t+/));
  const oneByLine = cells.filter((c) => lineItems(c).length === 1).length >= Math.max(3, cells.length * 0.6);
  for (const line of logical) {
    if (bulletedList && !line.bulleted && line.label === null) continue;
    // An entry's dates ("09/2018 – aujourd'hui", "Mars 2018 – mars 2021"): a job read into the section.
    if (findEntryDates(fold(line.text), { single: false }) !== null) continue;
    // "Customer Service – I enjoy helping customers and …": a skill named before a dash, then
    // told in prose (functional CVs); the name is the item.
    const told = /^(\p{Lu}[^–—:.;,]{1,48}?)\s+[–—]\s+(\S.*)$/u.exec(line.text);
    if (line.label === null && told !== null && told[1]!.split(/\s+/).length <= 6 && told[2]!.split(/\s+/).length >= 10 && findEntryDates(fold(told[1]!), { single: true }) === null) {
      out.push({ item: told[1]!.trim(), label: '' });
      continue;
    }
    // Prose read into the section (a summary beside a sidebar): two sentences on one logical
    // line; a headline in capitals ("SENIOR FINANCIAL ANALYST – FP&A").
    if (/\p{Ll}{2}[.!?]\s+\p{Lu}/u.test(line.text) || (line.label === null && isCapitalsHeadline(line.text))) continue;
    // A sentence of prose with its full stop ("Aide aux levers, aux couchers et aux repas,
    // mobilisation avec lève-personne."); a list's items are names, a few words between commas.
    if (line.label === null && isSentence(line.text)) continue;
    // The head of an entry read into the list: "Employer – City", a title with its contract.
    if (line.label === null && isEntryHead(line.text)) continue;
    const label = fold(line.label ?? '');
    // "Excel : avancé", "SAP: 4/5": the label is the skill, the rest its level.
    if (line.label !== null && lineItems(line.text).every((i) => NOT_AN_ITEM.test(fold(i.replace(RATING, '').trim())))) {
      out.push({ item: line.label.replace(/\s*\([^)]*\)$/, ''), label: '' });
      continue;
    }
    const items = line.text.split(/\t+/).flatMap((cell) => (oneByLine && isOneItem(cell) ? [cleanItem(cell)] : lineItems(cell)));
    // A line that is one item may be longer than an item of a comma list ("Taking charge of the ward and managing patient flow").
    const single = items.length === 1 && !/\.$/.test(line.text.trim());
    for (const written of items) {
      const item = written.replace(YEARS_USED, '').replace(RATING, '').trim();
      // A sentence is not an item; a rating, a date or a grade is not a skill.
      // The details in parentheses do not make an item a sentence ("Excel (tableaux croisés dynamiques, RECHERCHEV)").
      const head = item.replace(/\s*\([^()]*\)/g, '');
      if (head.length > (single ? MAX_LINE_ITEM_LENGTH : MAX_ITEM_LENGTH) || head.split(/\s+/).length > (single ? 11 : 9)) continue;
      // A fragment of a table header cut by its column ("Year of", "Percentage /") is not one either.
      if (!/\p{L}/u.test(item) || NOT_AN_ITEM.test(fold(item)) || /(?:\s(?:of|de|du|des|to|and|et)|\/)$/iu.test(item)) continue;
      // "CPT (3 years)", "Python (5 ans)": the years are the candidate's, not the skill's name.
      out.push({ item, label });
    }
  }
  return out;
}

/** Eight words or more closed by a full stop, three words or more between commas on average. */
function isSentence(text: string): boolean {
  const t = text.trim();
  if (!/\p{Ll}\)?\.$/u.test(t) || /\betc\.$/.test(t)) return false;
  const words = t.split(/\s+/).length;
  return words >= 8 && words / t.split(/,(?![^(]*\))/).length >= 3;
}

/**
 * An entry's head line: an organisation before a spaced dash ("Centre hospitalier Exemple –
 * Lyon", an employer and its town), a title followed by its contract in parentheses
 * ("Aide-soignante (CDD puis CDI)").
 */
function isEntryHead(text: string): boolean {
  const parts = text.split(/\s[–—-]\s/);
  if (parts.length === 2 && (COMPANY_WORDS.test(fold(parts[0]!)) || SCHOOL_WORDS.test(fold(parts[0]!))) && /^\p{Lu}/u.test(parts[1]!.trim())) return true;
  const contract = /\(([^()]{2,30})\)\s*$/.exec(text);
  const type = contract ? contractTypeOf(fold(contract[1]!)) : null;
  return type !== null && type !== 'Other' && type !== 'Volunteering';
}

/** A line of rating glyphs alone ("●●●●○"), below the skill it rates. */
const RATING_LINE = /^\s*(?:[●○◉◯⬤★☆■□▪▫◆◇█░▓▒▰▱⚫⚪]\s*){3,}$/u;

/**
 * A list rated skill by skill ("SEO / SEA" above "●●●●○", three times or more): the rated lines
 * are the items, and a line without a rating is text of another column read into the list. A
 * name wrapped onto a second line before its rating is kept with it.
 */
function ratedLines(lines: ResumeLine[]): ResumeLine[] {
  const isRating = (l: ResumeLine | undefined) => l !== undefined && RATING_LINE.test(l.text);
  if (lines.filter(isRating).length < 3) return lines;
  const keep: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next] = [lines[i]!, lines[i + 1]];
    if (isRating(line)) continue;
    if (isRating(next)) keep.push(line);
    else if (next !== undefined && /^\p{Ll}/u.test(next.text) && isRating(lines[i + 2])) {
      keep.push({ ...line, text: `${line.text} ${next.text}`, folded: `${line.folded} ${next.folded}` });
      i++;
    }
  }
  return keep;
}

/** Three or more long words in capitals, no list separator: a headline or a heading, not a list of skills. */
function isCapitalsHeadline(text: string): boolean {
  // Words of four letters or more: "SQL SERVER SSIS" is a list of acronyms, not a headline.
  return !/[,;·•|]/.test(text) && (text.match(/\b\p{Lu}{4,}\b/gu) ?? []).length >= 3 && text === text.toUpperCase();
}

/** "Garde-manger, fonds et sauces", "Risk, issue & dependency management": one comma, then lower
 * case, short; "Microsoft Excel, Word & Outlook": one comma, then the series closed by "&", "and", "et". */
function isOneItem(text: string): boolean {
  const parts = text.split(/,(?![^(]*\))/);
  return parts.length === 2 && /^\s*\p{Ll}|^\s*\S+\s+(?:&|and|et)\s+\S+$/u.test(parts[1]!) && text.split(/\s+/).length <= 8 && !/[·•|;\t]/.test(text);
}

function toEntry(item: string, label: string, skills: SkillCatalog, lang: 'fr' | 'en'): SkillEntry {
  const { score: _, ...entry } = normalizeSkill(item, skills, lang, RESUME_SKILL_POLICY, label);
  return entry;
}
