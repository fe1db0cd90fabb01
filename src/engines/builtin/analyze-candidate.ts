/**
 * What the built-in engine reads in a candidate's text, once per candidate: skills (with negation
 * and level), languages with levels, licences, certifications, diplomas, dated experiences and
 * stated years. Evaluation of each criterion then only looks things up here.
 */
import { fold } from '../../text/fold.js';
import { guessLanguage } from '../../text/guess-language.js';
import { findDateRanges, rangeMonths, unionMonths, type DateRange } from '../../text/dates.js';
import { findSectionStarts, sectionAt, type SectionKind, type SectionStart } from '../../text/find-sections.js';
import type { SkillMention } from '../../catalogs/skill-catalog.js';
import type { EngineCatalogs, DiplomaMention } from './engine-catalogs.js';
import { findCertifications, type CertificationMention } from './find/find-certifications.js';
import { findExperience, type ExperienceMention } from './find/find-experience.js';
import { findLanguageLevels, type LanguageLevelMention } from './find/find-language-levels.js';
import { findLicenses, type LicenseMention } from './find/find-licenses.js';
import { negatedAt } from './find/negation.js';
import { othersQuality } from './find/others-quality.js';
import { findOccupations, type HeldOccupation } from './occupation/find-occupations.js';

export interface CandidateSkill extends SkillMention {
  negated: boolean;
  /** awareness: a short course or a glance ("sensibilisation", "badge"); knowledge: "notions". */
  level: 'awareness' | 'knowledge' | null;
}

export interface DatedBlock {
  range: DateRange;
  months: number;
  /** An internship: shows the field, does not count as years of experience. */
  internship: boolean;
  /** The text the range heads: from its line to the next dated line. */
  start: number;
  end: number;
  folded: string;
}

/**
 * What the engine reads in a resume. Each part is read on first use: a criteria set without a
 * licence never looks for licences, one without dates never reads the timeline.
 */
export interface CandidateProfile {
  readonly text: string;
  readonly folded: string;
  sectionAt(offset: number): SectionKind;
  readonly skills: CandidateSkill[];
  readonly languages: LanguageLevelMention[];
  readonly licenses: LicenseMention[];
  readonly certifications: CertificationMention[];
  readonly diplomas: Array<DiplomaMention & { inProgress: boolean }>;
  /** Dated blocks outside education that are work (internships included, leaves excluded). */
  readonly experiences: DatedBlock[];
  /** Months of work, internships excluded, overlaps counted once. */
  readonly totalMonths: number;
  /** "8 ans d'expérience", "10+ years of experience": the resume's own claims. */
  readonly claims: ExperienceMention[];
  /** Main language of the text: 'fr' or 'en'. */
  readonly language: 'fr' | 'en';
  /** The date "present" stands for. */
  readonly now: Date;
  /** ROME occupations its headline and recent work titles name (none without the ROME catalogs). */
  readonly occupations: HeldOccupation[];
}

const KNOWLEDGE_BEFORE = /(?:notions?\s+(?:de|d'|en)?|connaissances?\s+(?:de\s+base|basiques?|scolaires?|elementaires?)\s+(?:en|de|d')?|bases\s+(?:de|d'|en)|basic\s+(?:knowledge\s+of\s+)?|initiation\s+(?:a|au|aux)|beginner\s+(?:in\s+)?|debutant\s+en)\s*$/u;
const KNOWLEDGE_WORD = /notion|connaissance|bases|basic|initiation|beginner|debutant/;
const AWARENESS = /\b(?:sensibilisation|initiation|awareness|introduction\s+(?:a|to)|self-study|autoformation|badge|formation\s+de\s+\d+\s+(?:jours?|heures?)|\d+-day\s+(?:course|training))\b/u;

function lineOf(folded: string, at: number): string {
  const start = folded.lastIndexOf('\n', at - 1) + 1;
  const end = folded.indexOf('\n', at);
  return folded.slice(start, end < 0 ? folded.length : end);
}

const KNOWLEDGE_AFTER = /^\s*[:(–-]?\s*(?:notions|debutant|beginner|basic|basique|scolaire|elementary|elementaire|(?:niveau|level)\s+(?:debutant|basique|scolaire|elementaire|beginner|basic|elementary))\b/u;
/** Periods that are dated but are not work. */
const NOT_WORK = /\b(?:conge\s+(?:parental|maternite|paternite|sabbatique)|parental\s+leave|maternity\s+leave|career\s+break|sabbatical|recherche\s+d'emploi|job\s+search|annee\s+sabbatique|gap\s+year)\b/u;
const INTERNSHIP = /\b(?:stage|stagiaire|internship|intern|summer\s+job|job\s+d'ete|work\s+placement)s?\b/u;

function firstLine(folded: string): string {
  const nl = folded.indexOf('\n');
  return nl < 0 ? folded : folded.slice(0, nl);
}

const IN_PROGRESS = /(?:en\s+cours|in\s+progress|expected|prevu|obtention\s+en|candidate|enrolled|currently\s+(?:pursuing|enrolled)|\(en\s+cours\))/u;

export function analyzeCandidate(text: string, catalogs: EngineCatalogs, now: Date): CandidateProfile {
  return new ResumeReading(text, catalogs, now);
}

/** Computes a part once, on first use. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

class ResumeReading implements CandidateProfile {
  readonly folded: string;
  private readonly starts: () => SectionStart[];
  private readonly read: {
    skills: () => CandidateSkill[];
    languages: () => LanguageLevelMention[];
    licenses: () => LicenseMention[];
    certifications: () => CertificationMention[];
    diplomas: () => Array<DiplomaMention & { inProgress: boolean }>;
    experiences: () => DatedBlock[];
    totalMonths: () => number;
    claims: () => ExperienceMention[];
    language: () => 'fr' | 'en';
    occupations: () => HeldOccupation[];
  };

  constructor(
    readonly text: string,
    catalogs: EngineCatalogs,
    readonly now: Date,
  ) {
    const folded = fold(text);
    this.folded = folded;
    this.starts = once(() => findSectionStarts(text));
    const diplomas = once(() => readDiplomas(text, folded, catalogs));
    const experiences = once(() => readExperiences(folded, now, this.starts(), diplomas()));
    this.read = {
      skills: once(() => readSkills(text, folded, catalogs)),
      languages: once(() => findLanguageLevels(text, folded, catalogs)),
      licenses: once(() => findLicenses(folded)),
      certifications: once(() => findCertifications(text, folded)),
      diplomas,
      experiences,
      totalMonths: once(() => unionMonths(experiences().filter((e) => !e.internship).map((e) => e.range), now)),
      claims: once(() => findExperience(text, folded).filter((e) => e.years !== null)),
      language: once(() => guessLanguage(folded)),
      occupations: once(() => (catalogs.occupations ? findOccupations(this, catalogs.occupations.rome()) : [])),
    };
  }

  sectionAt(offset: number): SectionKind {
    return sectionAt(this.starts(), offset);
  }
  get skills() {
    return this.read.skills();
  }
  get languages() {
    return this.read.languages();
  }
  get licenses() {
    return this.read.licenses();
  }
  get certifications() {
    return this.read.certifications();
  }
  get diplomas() {
    return this.read.diplomas();
  }
  get experiences() {
    return this.read.experiences();
  }
  get totalMonths() {
    return this.read.totalMonths();
  }
  get claims() {
    return this.read.claims();
  }
  get language() {
    return this.read.language();
  }
  get occupations() {
    return this.read.occupations();
  }
}

function readSkills(text: string, folded: string, catalogs: EngineCatalogs): CandidateSkill[] {
  const awareness = new Map<number, boolean>();
  // "Résidents en perte d'autonomie": the people cared for, not the candidate.
  return catalogs.skills.findMentions(text).filter((m) => !othersQuality(folded, m.start, m.end)).map((m) => {
    const before = folded.slice(Math.max(0, m.start - 50), m.start);
    const lineBefore = before.slice(before.lastIndexOf('\n') + 1);
    // Several skills share a line: read its "sensibilisation", "badge"… once.
    const lineStart = folded.lastIndexOf('\n', m.start - 1) + 1;
    let aware = awareness.get(lineStart);
    if (aware === undefined) awareness.set(lineStart, (aware = AWARENESS.test(lineOf(folded, m.start))));
    return {
      ...m,
      negated: negatedAt(folded, m.start, m.end),
      // The cheap word test rules most mentions out before the end-anchored pattern runs.
      level: aware
        ? 'awareness'
        : (KNOWLEDGE_WORD.test(lineBefore) && KNOWLEDGE_BEFORE.test(lineBefore)) || KNOWLEDGE_AFTER.test(folded.slice(m.end, m.end + 25))
          ? 'knowledge'
          : null,
    };
  });
}

function readDiplomas(text: string, folded: string, catalogs: EngineCatalogs): Array<DiplomaMention & { inProgress: boolean }> {
  return catalogs.findDiplomas(text).map((d) => {
    const lineEnd = folded.indexOf('\n', d.end);
    const around = folded.slice(d.start, lineEnd < 0 ? folded.length : lineEnd);
    return { ...d, inProgress: IN_PROGRESS.test(around) };
  });
}

function readExperiences(folded: string, now: Date, starts: SectionStart[], diplomas: DiplomaMention[]): DatedBlock[] {
  return datedBlocks(folded, now).filter((b) => {
    if (NOT_WORK.test(firstLine(b.folded))) return false;
    const section = sectionAt(starts, b.start);
    if (section === 'education') return false;
    if (section === 'experience') return true;
    // Without headings: a dated line naming a diploma is schooling, not work.
    return !diplomas.some((d) => d.start >= b.start && d.start < Math.min(b.end, b.start + 200));
  });
}

function datedBlocks(folded: string, now: Date): DatedBlock[] {
  const ranges = findDateRanges(folded);
  const blocks: DatedBlock[] = [];
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i];
    const lineStart = folded.lastIndexOf('\n', r.index) + 1;
    const next = ranges[i + 1];
    const end = next ? Math.max(r.index + r.length, folded.lastIndexOf('\n', next.index) + 1) : Math.min(folded.length, r.index + 1500);
    // A range inside a sentence ("de 2015 à 2018 j'ai…") heads the rest of its line too.
    const block = folded.slice(lineStart, end);
    blocks.push({ range: r, months: rangeMonths(r, now), internship: INTERNSHIP.test(firstLine(block)), start: lineStart, end, folded: block });
  }
  return blocks;
}

