/**
 * Skills (spec 2.1 `skills[]`) from the skills section(s): items split on bullets, commas,
 * middle dots and "Label :" prefixes (list-items.ts), each looked up in the skills catalog.
 *
 * `normalized` needs more than a lookup score: the catalog's fuzzy lookup also answers for
 * strings it only half knows ("IFRS" → "visual flight rules", "pansements complexes" → "carry
 * out wound care"), and a catalog label that shares no word with what the candidate wrote is a
 * guess dressed as fact. So an entry is taken only when its label holds every word of the item,
 * or the item is its acronym ("SEO", "GPEC", "HACCP"); otherwise the item stays `raw`, as written.
 * skill_type comes from the catalog record; a raw item is typed by the table below.
 */
import type { Skill, SkillCatalog } from '../catalogs/skill-catalog.js';
import { fold } from '../text/fold.js';
import { isCertificateLine } from './extract-lists.js';
import { listLines, listItems } from './list-items.js';
import type { SkillEntry, SkillType } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

/** Lookup score under which an item is not matched at all. */
const MIN_LOOKUP_SCORE = 0.9;
const MAX_ITEM_LENGTH = 60;
/** Words that say nothing of a skill, left out when comparing an item with a label. */
const STOP_WORDS = new Set('de des du la le les et en d l a au aux of and the in for to with sur par pour'.split(' '));

/** [test on the folded item or its label, type]: how a raw item is typed, first match wins. */
const RAW_TYPE_TABLE: Array<[(item: string, label: string) => boolean, SkillType]> = [
  [(_, label) => /\b(?:outils?|logiciels?|tools?|software|informatique|it|progiciels?|applications?|langages?|bibliotheques?|frameworks?)\b/.test(label), 'Software skill'],
  [(item) => /\b(?:sap|sage|cegid|wms|erp|crm|excel|word|office|aws|azure|gcp|web|sql)\b|\d/.test(item), 'Software skill'],
  [(item) => /\b(?:communication|leadership|coaching|autonomie|rigueur|adaptabilite|teamwork|travail en equipe|esprit d'equipe|organisation|empathie|ecoute|creativite|negociation|problem solving|curiosite|time management)\b/.test(item), 'Soft skill'],
  [() => true, 'Hard skill'],
];

export function extractSkills(doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'skills' | 'languages'>): StepResult<SkillEntry[]> {
  const skills = catalogs.skills;
  // Certificates and languages swallowed by a skills section (a resume without headings) are not
  // skills; "Warehouse: stock control, goods in" in a header without headings is. Each section is
  // split apart, so that a wrapped item never joins the first line of the next section.
  const keep = (l: ResumeLine) => !isCertificateLine(l) && catalogs.languages.findLanguageMentions(`Langues : ${l.text}`).every((m) => m.level === null);
  const labelled = doc.sections.filter((s) => s.kind === 'header' || s.kind === 'other').flatMap((s) => s.lines.filter(isLabelledList));
  const groups = [...labelled.map((l) => [l]), ...doc.sections.filter((s) => s.kind === 'skills').map((s) => s.lines.filter(keep))];
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

/** Labels of lists that are not skills. */
const NOT_SKILL_LABELS = /^(?:adresse|address|t[ée]l[ée]?phone|t[ée]l|mobile|phone|e-?mail|courriel|permis|driving|licen[cs]e|langues?|languages?|loisirs|hobbies|interests?|centres? d|int[ée]r[eê]ts?|r[ée]f[ée]rences?|disponibilit|availability|nationalit|n[ée]e? le|born|linkedin|github|site|web|portfolio)/iu;

/** "Label : item, item, …" outside the skills section: a short label, two or more short items, no date. */
function isLabelledList(line: ResumeLine): boolean {
  const m = /^[\s•·\-*]*([\p{L}][\p{L}’'\s&/-]{0,30}?)\s*:\s+(.+)$/u.exec(line.text);
  if (m === null || NOT_SKILL_LABELS.test(m[1]) || m[1].split(/\s+/).length > 3 || /@|https?:|\b(?:19|20)\d\d\b/.test(m[2])) return false;
  const items = m[2].split(/\s*,\s*/);
  return items.length >= 2 && items.every((i) => i.split(/\s+/).length <= 5);
}

/** Items with the category label they were listed under ("Outils" for "SAP, Excel"). */
function skillItems(lines: ResumeLine[]): { item: string; label: string }[] {
  const out: { item: string; label: string }[] = [];
  for (const line of listLines(lines)) {
    const label = fold(line.label ?? '');
    for (const item of listItems([{ ...lines[0], text: line.text, folded: fold(line.text) }])) {
      // A sentence is not an item; a language with its level belongs to the languages step.
      if (item.length > MAX_ITEM_LENGTH || item.split(/\s+/).length > 7) continue;
      out.push({ item, label });
    }
  }
  return out;
}

function toEntry(item: string, label: string, skills: SkillCatalog, lang: 'fr' | 'en'): SkillEntry {
  const found = skills.lookup(item);
  if (found !== null && found.score >= MIN_LOOKUP_SCORE && found.skill.kind !== 'language' && sharesWording(item, found.skill)) {
    const s = found.skill;
    return {
      skill_title: skills.label(s, lang),
      skill_type: s.type,
      status: 'normalized',
      domain: (lang === 'fr' ? s.domain_fr ?? s.domain_en : s.domain_en ?? s.domain_fr) ?? null,
      subcategory: (lang === 'fr' ? s.subcategory_fr ?? s.subcategory_en : s.subcategory_en ?? s.subcategory_fr) ?? null,
    };
  }
  const folded = fold(item);
  const type = RAW_TYPE_TABLE.find(([test]) => test(folded, label))![1];
  return { skill_title: item, skill_type: type, status: 'raw', domain: null, subcategory: null };
}

/** Every content word of the item is in a catalog label ("Excel" → "Microsoft Excel"), or the item is
 * the label's acronym. "team leadership" → "Team management" is another skill, not a spelling. */
function sharesWording(item: string, skill: Skill): boolean {
  const itemWords = words(item);
  for (const label of [skill.label_fr, skill.label_en]) {
    if (label === null) continue;
    const labelWords = words(label);
    if (itemWords.length > 0 && itemWords.every((w) => labelWords.includes(w))) return true;
    const acronym = item.replace(/[^\p{L}\d]/gu, '').toLowerCase();
    const initials = labelWords.map((w) => w[0]).join('');
    if (/^[\p{Lu}\d]{2,8}$/u.test(item.trim()) && (initials.includes(acronym) || labelWords.includes(acronym))) return true;
  }
  return false;
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => w.replace(/s$/, ''));
}
