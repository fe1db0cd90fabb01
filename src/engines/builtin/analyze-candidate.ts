/**
 * What the built-in engine reads in a candidate's text, once per candidate: skills (with negation
 * and level), languages with levels, licences, certifications, diplomas, dated experiences and
 * stated years. Evaluation of each criterion then only looks things up here.
 */
import { fold } from '../../text/fold.js';
import { findDateRanges, rangeMonths, unionMonths, type DateRange } from '../../text/dates.js';
import { splitIntoSegments, type SectionKind } from '../../text/find-sections.js';
import type { SkillMention } from '../../catalogs/skill-catalog.js';
import type { EngineCatalogs, DiplomaMention } from './engine-catalogs.js';
import { findCertifications, type CertificationMention } from './find/find-certifications.js';
import { findExperience, type ExperienceMention } from './find/find-experience.js';
import { findLanguageLevels, type LanguageLevelMention } from './find/find-language-levels.js';
import { findLicenses, type LicenseMention } from './find/find-licenses.js';

export interface CandidateSkill extends SkillMention {
  negated: boolean;
  level: 'knowledge' | null;
}

export interface DatedBlock {
  range: DateRange;
  months: number;
  /** The text the range heads: from its line to the next dated line. */
  start: number;
  end: number;
  folded: string;
}

export interface CandidateProfile {
  text: string;
  folded: string;
  sectionAt(offset: number): SectionKind;
  skills: CandidateSkill[];
  languages: LanguageLevelMention[];
  licenses: LicenseMention[];
  certifications: CertificationMention[];
  diplomas: Array<DiplomaMention & { inProgress: boolean }>;
  /** Dated blocks outside education. */
  experiences: DatedBlock[];
  totalMonths: number;
  /** "8 ans d'expérience", "10+ years of experience": the resume's own claims. */
  claims: ExperienceMention[];
  /** Main language of the text: 'fr' or 'en'. */
  language: 'fr' | 'en';
  /** The date "present" stands for. */
  now: Date;
}

const NEGATION = /(?:\bsans\b|\bpas\s+(?:de|d'|du|en)|\baucune?\b|\bjamais\b|\bno\b|\bnot\b|\bnever\b|\bwithout\b|\bnone\b|\bn'ai\s+pas)[^.;\n]{0,30}$/u;
const KNOWLEDGE_BEFORE = /(?:notions?\s+(?:de|d'|en)?|connaissances?\s+(?:de\s+base|basiques?|scolaires?|elementaires?)\s+(?:en|de|d')?|bases\s+(?:de|d'|en)|basic\s+(?:knowledge\s+of\s+)?|initiation\s+(?:a|au|aux)|beginner\s+(?:in\s+)?|debutant\s+en)\s*$/u;
const KNOWLEDGE_AFTER = /^\s*[:(]?\s*(?:notions|debutant|beginner|basic|basique|scolaire|elementary|(?:niveau\s+)?(?:debutant|basique))\b/u;
const IN_PROGRESS = /(?:en\s+cours|in\s+progress|expected|prevu|obtention\s+en|candidate|\(en\s+cours\))/u;

export function analyzeCandidate(text: string, catalogs: EngineCatalogs, now: Date): CandidateProfile {
  const folded = fold(text);
  const segments = splitIntoSegments(text);
  const sectionAt = (offset: number): SectionKind => {
    let kind: SectionKind = 'other';
    for (const s of segments) {
      if (s.start > offset) break;
      kind = s.section;
    }
    return kind;
  };

  const skills: CandidateSkill[] = catalogs.skills.findMentions(text).map((m) => {
    const before = folded.slice(Math.max(0, m.start - 50), m.start);
    const lineBefore = before.slice(before.lastIndexOf('\n') + 1);
    return {
      ...m,
      negated: NEGATION.test(lineBefore),
      level: KNOWLEDGE_BEFORE.test(lineBefore) || KNOWLEDGE_AFTER.test(folded.slice(m.end, m.end + 25)) ? 'knowledge' : null,
    };
  });

  const diplomas = catalogs.findDiplomas(text).map((d) => {
    const lineEnd = folded.indexOf('\n', d.end);
    const around = folded.slice(d.start, lineEnd < 0 ? folded.length : lineEnd);
    return { ...d, inProgress: IN_PROGRESS.test(around) };
  });

  const experiences = datedBlocks(text, folded, now).filter((b) => {
    const section = sectionAt(b.start);
    if (section === 'education') return false;
    if (section === 'experience') return true;
    // Without headings: a dated line naming a diploma is schooling, not work.
    return !diplomas.some((d) => d.start >= b.start && d.start < Math.min(b.end, b.start + 200));
  });

  return {
    text,
    folded,
    sectionAt,
    skills,
    languages: findLanguageLevels(text, folded, catalogs),
    licenses: findLicenses(folded),
    certifications: findCertifications(text, folded),
    diplomas,
    experiences,
    totalMonths: unionMonths(experiences.map((e) => e.range), now),
    claims: findExperience(text, folded).filter((e) => e.years !== null),
    language: guessLanguage(folded),
    now,
  };
}

function datedBlocks(text: string, folded: string, now: Date): DatedBlock[] {
  const ranges = findDateRanges(folded);
  const blocks: DatedBlock[] = [];
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i];
    const lineStart = folded.lastIndexOf('\n', r.index) + 1;
    const next = ranges[i + 1];
    const end = next ? Math.max(r.index + r.length, folded.lastIndexOf('\n', next.index) + 1) : Math.min(folded.length, r.index + 1500);
    // A range inside a sentence ("de 2015 à 2018 j'ai…") heads the rest of its line too.
    blocks.push({ range: r, months: rangeMonths(r, now), start: lineStart, end, folded: folded.slice(lineStart, end) });
  }
  void text;
  return blocks;
}

const FR_WORDS = /\b(?:et|le|la|les|des|du|une|en|pour|avec|dans|sur|experience|competences|formation|langues)\b/g;
const EN_WORDS = /\b(?:and|the|of|to|with|for|in|experience|skills|education|languages|from)\b/g;

function guessLanguage(folded: string): 'fr' | 'en' {
  const sample = folded.slice(0, 20000);
  const fr = sample.match(FR_WORDS)?.length ?? 0;
  const en = sample.match(EN_WORDS)?.length ?? 0;
  return fr >= en ? 'fr' : 'en';
}
