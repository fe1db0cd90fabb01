/**
 * Skills (spec 2.1 `skills[]`) from the skills section(s): items split on bullets, commas,
 * middle dots and "Label :" prefixes (list-items.ts), each mapped by normalizeSkill() under the
 * strict resume policy (catalogs/normalize-skill.ts says why a lookup score alone is not enough).
 */
import { normalizeSkill, RESUME_SKILL_POLICY } from '../catalogs/normalize-skill.js';
import type { SkillCatalog } from '../catalogs/skill-catalog.js';
import { fold } from '../text/fold.js';
import { isCertificateLine } from './extract-lists.js';
import { listLines, listItems } from './list-items.js';
import type { SkillEntry } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

const MAX_ITEM_LENGTH = 60;
/** A trailing "(3 years)", "(10+ years)", "(less than 1 year)", "(2 ans)", "(6 mois)". */
const YEARS_USED = /\s*\((?:\d+(?:[.,]\d+)?\s*\+?|less than (?:1|one)|moins d'(?:1|un))\s*(?:years?|yrs?|ans?|années?|months?|mois)\)$/iu;

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
      // "CPT (3 years)", "Python (5 ans)": the years are the candidate's, not the skill's name.
      out.push({ item: item.replace(YEARS_USED, ''), label });
    }
  }
  return out;
}

function toEntry(item: string, label: string, skills: SkillCatalog, lang: 'fr' | 'en'): SkillEntry {
  const { score: _, ...entry } = normalizeSkill(item, skills, lang, RESUME_SKILL_POLICY, label);
  return entry;
}
