/**
 * The lines of the certifications and interests lists, including those the section grouping
 * could not see: a heading written like body text ("Certificates", "Hobbies and interests",
 * "Additional information" in the same font as the lines around it) stays inside the section
 * above it, and a heading the headings table does not know ("Licences and certifications")
 * makes an `other` section. This re-reads every section with the table below: a line that is
 * only one of these headings starts a block of that kind.
 */
import { fold } from '../text/fold.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';

export type ListKind = 'certifications' | 'interests';

/** Words of section headings that end a certifications or interests list. */
const HEADING_WORDS =
  'achievements?|accomplishments?|awards?|honou?rs|memberships?|affiliations?|professional|academic|personal|key|other|' +
  'projects?|profile|publications?|declaration|references?|referees|activities|extra-curricular|strengths|details|information|' +
  'realisations|projets?|benevolat|engagements?|associatives?|distinctions|publications';

/** [whole folded line, kind]: headings of the list sections, and of sections that end them. */
const LIST_HEADINGS: Array<[RegExp, ListKind | 'other']> = [
  [/^(?:licen[cs]es? (?:and|et) certifications?|(?:certifications?|caces|permis)(?: (?:et|and|&) (?:habilitations?|licen[cs]es?|caces|certifications?))?|certificates?|certificats?|habilitations?|accreditations?)$/, 'certifications'],
  [/^(?:hobbies(?: (?:and|&) interests)?|interests|centres? d'interets?|loisirs|passions|activites extra-?professionnelles)$/, 'interests'],
  [/^(?:additional information|other information|informations? complementaires?|divers|competitions and events|references|personal details|awards|distinctions|prix)$/, 'other'],
  // Headings a plain-text resume writes like any line ("PROFESSIONAL MEMBERSHIPS", "Academic Project"):
  // every word a heading word.
  [new RegExp(`^(?:${HEADING_WORDS})(?: (?:and |& |et |de |des )?(?:${HEADING_WORDS}))*$`), 'other'],
];

/** Lines of every block of one list kind, block by block. */
export function listBlocks(doc: ResumeDocument, kind: ListKind): ResumeLine[][] {
  const blocks: ResumeLine[][] = [];
  for (const section of doc.sections) {
    let current: string = section.kind;
    if (section.kind === 'other' && section.heading !== null) current = headingKind(section.heading) ?? 'other';
    let block: ResumeLine[] = [];
    const flush = () => {
      if (current === kind && block.length > 0) blocks.push(block);
      block = [];
    };
    for (const line of section.lines) {
      const k = headingKind(line.text);
      if (k !== null) {
        flush();
        current = k;
        continue;
      }
      block.push(line);
    }
    flush();
  }
  return blocks;
}

function headingKind(text: string): ListKind | 'other' | null {
  const t = fold(text).replace(/[’]/g, "'").replace(/[\s:]+$/, '').trim();
  if (t.split(/\s+/).length > 5) return null;
  return LIST_HEADINGS.find(([re]) => re.test(t))?.[1] ?? null;
}
