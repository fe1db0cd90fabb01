/**
 * Skill lists without a heading: a sidebar or a header block of short lines ("Python", "Power BI",
 * "Gestion de projet") that no heading announces. A run of short lines is taken as a list only
 * when most of its lines are skills the catalog knows (RESUME_SKILL_POLICY: the label holds the
 * item's words), so that a name, a headline or an address block is never read as skills.
 */
import { normalizeSkill, RESUME_SKILL_POLICY } from '../catalogs/normalize-skill.js';
import type { SkillCatalog } from '../catalogs/skill-catalog.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';

/** Sections where a list without a heading is left: the header, and a section whose heading we do not read. */
const UNHEADED_KINDS = new Set(['header', 'other', 'contact']);
/**
 * Sections a sidebar's list may be read into: a two-column page whose text was extracted line by
 * line (pdftotext, and the formats made from it) interleaves the sidebar's tags ("React", "Docker")
 * with the main column's entries. There a run must be skills the catalog knows, nearly all of it.
 */
const INTERLEAVED_KINDS = new Set(['experience', 'education', 'summary', 'projects']);
const MIN_RUN = 4;

/** A line that can be one item of a list: short, no digit, no address, link or sentence. */
function isShortItem(line: ResumeLine): boolean {
  const text = line.text.replace(/^[\s•·▪●○◦■□➢➤►▶✓✔\-–—*>]+/u, '').trim();
  return text.length >= 2 && text.length <= 40 && text.split(/\s+/).length <= 5 && !/[\d@:/\\]|https?|www\.|\.$/.test(text);
}

export function unheadedSkillLists(doc: ResumeDocument, skills: SkillCatalog): ResumeLine[][] {
  const lists: ResumeLine[][] = [];
  for (const section of doc.sections.filter((s) => UNHEADED_KINDS.has(s.kind) || INTERLEAVED_KINDS.has(s.kind))) {
    const share = UNHEADED_KINDS.has(section.kind) ? 0.5 : 0.8;
    let run: ResumeLine[] = [];
    const close = () => {
      if (run.length >= MIN_RUN) {
        const known = run.filter((l) => normalizeSkill(l.text.replace(/^[\s•·▪●○◦■□➢➤►▶✓✔\-–—*>]+/u, '').trim(), skills, doc.language, RESUME_SKILL_POLICY).status === 'normalized');
        // Among a section's entries, only the tags themselves: an employer line may join the run.
        if (known.length >= run.length * share && known.length >= 3) lists.push(UNHEADED_KINDS.has(section.kind) ? run : known);
      }
      run = [];
    };
    for (const line of section.lines) {
      if (isShortItem(line)) run.push(line);
      else close();
    }
    close();
  }
  return lists;
}
