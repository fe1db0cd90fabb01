/**
 * Skill lists without a heading: a sidebar or a header block of short lines ("Python", "Power BI",
 * "Gestion de projet") that no heading announces. A run of short lines is taken as a list only
 * when most of its lines are skills the catalog knows (RESUME_SKILL_POLICY: the label holds the
 * item's words), so that a name, a headline or an address block is never read as skills.
 */
import { normalizeSkill, RESUME_SKILL_POLICY } from '../catalogs/normalize-skill.js';
import type { SkillCatalog } from '../catalogs/skill-catalog.js';
import { isFormLabel } from './form-labels.js';
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

/** A line that can be one item of a list: short, no number, no address, link or sentence; a
 * version in a name ("HTML5", "Office 365") and a slash between names ("PHP / Symfony") are fine. */
function isShortItem(line: ResumeLine): boolean {
  const text = line.text.replace(/^[\s•·▪●○◦■□➢➤►▶✓✔\-–—*>]+/u, '').trim();
  const names = text.replace(/(?<=\p{L})\d+\b/gu, '').replace(/\s\/\s/g, ' ');
  return text.length >= 2 && text.length <= 40 && text.split(/\s+/).length <= 5 && !/[\d@:/\\]|https?|www\.|\.$/.test(names);
}

export function unheadedSkillLists(doc: ResumeDocument, skills: SkillCatalog): ResumeLine[][] {
  const lists: ResumeLine[][] = [];
  for (const [i, section] of doc.sections.entries()) {
    if (!UNHEADED_KINDS.has(section.kind) && !INTERLEAVED_KINDS.has(section.kind)) continue;
    // A skills heading with no line under it, right above: its sidebar list was read into this
    // section (line-by-line extraction of two columns); the run is that list, known or not.
    const announced = doc.sections[i - 1]?.kind === 'skills' && doc.sections[i - 1]!.lines.length === 0;
    const share = UNHEADED_KINDS.has(section.kind) || announced ? 0.5 : 0.8;
    let run: ResumeLine[] = [];
    const close = () => {
      if (run.length >= MIN_RUN) {
        const known = run.filter((l) => normalizeSkill(l.text.replace(/^[\s•·▪●○◦■□➢➤►▶✓✔\-–—*>]+/u, '').trim(), skills, doc.language, RESUME_SKILL_POLICY).status === 'normalized');
        // Among a section's entries, only the tags themselves: an employer line may join the run.
        // Under an empty heading, the unknown items too, but not an entry's "Employer · City" line.
        const listed = announced ? run.filter((l) => known.includes(l) || !/\s[·|–—]\s|,/.test(l.text)) : known;
        if (known.length >= run.length * share && known.length >= 3) lists.push(UNHEADED_KINDS.has(section.kind) ? run : listed);
      }
      run = [];
    };
    for (const line of section.lines) {
      if (isShortItem(line)) run.push(line);
      else close();
    }
    close();
    lists.push(...keywordGrids(section.lines, doc.language, skills, section.kind === 'summary'));
  }
  return lists;
}

/** A cell of a keyword grid: a capitalised name of a few words, no figure, link or sentence. */
function isGridCell(cell: string): boolean {
  const text = cell.trim();
  return /^\p{Lu}/u.test(text) && /\p{Ll}/u.test(text) && text.length <= 45 && text.split(/\s+/).length <= 6 && !/[\d@:/\\]|https?|www\.|[.!?]$/.test(text) && !isFormLabel(text);
}

/**
 * "Soins d'hygiène et de confort⇥Déplacements sécuritaires⇥Prise des signes vitaux" /
 * "Aide à l'alimentation⇥Approche TNCM⇥Soins de fin de vie": two rows or more of two cells or more,
 * each a short name (no form label, no figure), under a profile or in a header: a grid of key
 * skills without a heading. Under a profile's paragraph the layout says it; elsewhere a third of its
 * cells at least must be skills the catalog knows.
 */
function keywordGrids(lines: readonly ResumeLine[], lang: ResumeDocument['language'], skills: SkillCatalog, underProfile: boolean): ResumeLine[][] {
  const grids: ResumeLine[][] = [];
  let run: ResumeLine[] = [];
  const close = () => {
    const cells = run.flatMap((l) => l.text.split('\t'));
    if (run.length >= 2 && cells.length >= 4) {
      const known = cells.filter((c) => normalizeSkill(c.trim(), skills, lang, RESUME_SKILL_POLICY).status === 'normalized');
      if (underProfile || known.length * 3 >= cells.length) grids.push(run);
    }
    run = [];
  };
  for (const line of lines) {
    const cells = line.text.split('\t');
    if (cells.length >= 2 && cells.every(isGridCell)) run.push(line);
    else close();
  }
  close();
  return grids;
}
