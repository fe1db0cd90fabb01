/**
 * Criteria extraction of the built-in engine: offer → segments (by section) → requirements per
 * segment with the weight its wording gives → merged duplicates → French labels and rationales.
 */
import { fold } from '../../text/fold.js';
import { splitIntoSegments, type SectionKind } from '../../text/find-sections.js';
import type { Weight } from '../../matching/types.js';
import type { ExtractedCriterion } from '../engine.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import type { FoundRequirement, Requirement } from './requirement.js';
import { findRequirements } from './find/find-requirements.js';
import { decide, findMarkers, markersForSpan, type Marker, type WeightDecision } from './find/weight-wording.js';
import { criterionLabel, criterionRationale } from './french/criterion-wording.js';
import { cleanJobTitle, occupationTerms, occupationTitle } from '../../matching/title-fit.js';
import { contentTerms, stem } from './find/terms.js';

/** More criteria than this dilute an evaluation; the least important are dropped. */
export const MAX_CRITERIA = 15;

/** Sections whose requirements are not the candidate's (the company, what it offers). */
const IGNORED: ReadonlySet<SectionKind> = new Set(['company', 'benefits']);

/** "Vous savez…", "Vous maîtrisez…", "You have…": what the candidate is asked to bring. */
const ADDRESSES_CANDIDATE = /^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*(?:vous\s+(?:savez|ma[iî]trisez|poss[ée]dez|disposez|justifiez|[êe]tes\s+(?:titulaire|dipl[ôo]m[ée]|capable|autonome|rigoureu|motiv|organis|dot[ée])|avez\s+(?:une?\s+)?(?:exp[ée]rience|dipl[ôo]me|connaissance|ma[iî]trise|formation|permis))|titulaire\s+d|you\s+(?:have|bring|hold|are\s+(?:fluent|able|experienced|skilled)))/iu;

/** Sections that show an offer is organised under headings. */
const STRUCTURING: ReadonlySet<SectionKind> = new Set(['profile', 'required', 'bonus', 'missions']);

/** Soft skills are claimed more than proven: a few are enough, and they weigh 1 unless the offer insists. */
const MAX_SOFT_SKILLS = 3;

/**
 * "Vous respecterez la PSSI", "dans le respect des procédures qualité", "must comply with GDPR":
 * rules the employee will follow, not something a candidate shows. Boilerplate, no criterion.
 */
const COMPLIANCE = /(?:respecter|respecterez|respectera|respecte|respectant|dans\s+le\s+respect|conformement|conformite\s+(?:a|avec)|se\s+conformer|vous\s+conformer|adhere\s+to|adherence\s+to|comply|compliance\s+with|abide\s+by|in\s+accordance\s+with|soumis\s+(?:a|au)|tenu\s+(?:a|au)\s+secret)\b[^,;.:\n]{0,50}$/u;

/**
 * "A company that provides data and portfolio products", "They provide APIs to manage the
 * portfolio", "Notre société commercialise des logiciels SaaS": what the employer sells, not what
 * the candidate brings. A skill named after such a phrase in its sentence is no criterion.
 */
const SELLS = /\b(?:company|firm|business|startup|societe|entreprise|groupe|group|editeur|cabinet|they|we|nous|il|elle)\s+(?:that\s+|qui\s+|which\s+)?(?:also\s+)?(?:provides?|offers?|sells?|serves?|markets?|specialises?|specializes?|fournit|fournissons|propose|proposons|commercialise|commercialisons|vend|vendons|edite|editons)\b/u;

/** The sentence of `folded` around `at`, up to `at`. */
function sentenceBefore(folded: string, at: number): string {
  const start = Math.max(folded.lastIndexOf('.', at - 1), folded.lastIndexOf('!', at - 1), folded.lastIndexOf('?', at - 1), folded.lastIndexOf('\n', at - 1)) + 1;
  return folded.slice(start, at);
}

const SECTION_DEFAULT: Partial<Record<SectionKind, WeightDecision>> = {
  required: { weight: 3, isMandatory: true, marker: null },
  bonus: { weight: 1, isMandatory: false, marker: null },
};
const DEFAULT: WeightDecision = { weight: 2, isMandatory: false, marker: null };

/** Priority when the list is cut: what a resume proves best first; the profile before the missions. */
const KIND_ORDER: Record<Requirement['kind'], number> = { experience: 0, diploma: 1, license: 2, certification: 3, language: 4, skill: 5, text: 6 };

interface Candidate {
  requirement: Requirement;
  key: string;
  weight: Weight;
  isMandatory: boolean;
  marker: Marker | null;
  section: SectionKind;
  passage: string;
  /** Where the requirement stands in the passage. */
  span: { start: number; end: number };
  position: number;
}

export function extractJobCriteria(jobText: string, catalogs: EngineCatalogs): ExtractedCriterion[] {
  const found: Candidate[] = [];
  const segments = splitIntoSegments(jobText, 'job');
  // With headings, the text before the first one is the title and a pitch: only the title's
  // skills and the unambiguous requirements of the pitch count.
  const structured = segments.some((s) => s.isHeading && STRUCTURING.has(s.section));
  const title = segments.find((s) => !s.isHeading);
  const jobTitle = title && title.start === segments[0].start ? cleanJobTitle(title.text.split('\n')[0]) || null : null;
  const titleStems = new Set(jobTitle ? occupationTerms(jobTitle).filter((t) => !TITLE_HEADS.has(t)).map(stem) : []);
  let heading = '';
  /** Keys of the skills the job's own work names (its missions, its pitch): see `coreOfTheWork`. */
  const workKeys = new Set<string>();
  for (const segment of segments) {
    if (segment.isHeading) {
      heading = fold(segment.text);
      continue;
    }
    // "Rémunération : …" then "Vous savez dépoussiérer, nettoyer…": a sentence addressed to the candidate's abilities is a requirement wherever it stands.
    if (IGNORED.has(segment.section) && !ADDRESSES_CANDIDATE.test(segment.text)) continue;
    const preamble = structured && segment.section === 'other' && segment !== title;
    const folded = fold(segment.text);
    const hits = findMarkers(folded);
    const fallback = SECTION_DEFAULT[segment.section] ?? DEFAULT;
    const firstOfSegment = found.length;
    for (const f of withDurationUnderHeading(heading, folded, withLeadingLanguage(segment.text, findRequirements(segment.text, catalogs), catalogs))) {
      const r = f.requirement;
      if ((preamble || segment.section === 'missions') && r.kind === 'skill' && r.skills.some((s) => s.type !== 'Soft skill')) {
        for (const s of r.skills) if (s.type !== 'Soft skill') workKeys.add(`skill:${s.id}`);
        workKeys.add(keyOf(r));
      }
      // Words of the offer, not its requirements: the pitch's, a compliance clause's, what the employer sells.
      if ((r.kind === 'skill' || r.kind === 'text') && (preamble || COMPLIANCE.test(folded.slice(Math.max(0, f.start - 70), f.start)) || SELLS.test(sentenceBefore(folded, f.start)))) continue;
      const worded = decide(markersForSpan(folded, hits, f.start), fallback);
      // A duty is not a requirement: "Work with QA to align understanding of requirements", "Vous
      // devrez assurer le suivi…" say what the job does, not what the candidate must already hold.
      const decision = segment.section === 'missions' && worded.marker === 'strong' && !ADDRESSES_CANDIDATE.test(segment.text) ? DEFAULT : worded;
      let weight = decision.weight;
      let requirement = f.requirement;
      if (requirement.kind === 'skill') {
        if (requirement.skills.every((s) => s.type === 'Soft skill')) {
          if (decision.marker !== 'strong') weight = 1;
        } else if (decision.marker !== 'weak' && requirement.expert) weight = 3; // "solide maîtrise": the job's core
      }
      if (requirement.kind === 'experience') {
        // A stated number of years is the job's core (weight 3); as a minimum, a hard requirement too.
        if (requirement.years !== null && decision.marker !== 'weak') weight = 3;
        // "5 ans d'expérience sur un poste similaire", "5 years of experience": experience in the job offered.
        if (requirement.domain === null && jobTitle) {
          const role = occupationTitle(jobTitle);
          requirement = { ...requirement, domain: role, domainSkills: catalogs.skills.findMentions(role).map((m) => m.skill), role: true };
        }
      }
      // What the job's title names ("Aide ménager" → "entretien ménager", "Chargé d'études transport" → "études d'offre de transport") is its core.
      if (decision.marker !== 'weak' && weight < 3 && namesTheJob(requirement, segment.text.slice(f.start, f.end), titleStems)) weight = 3;
      found.push({
        requirement,
        key: keyOf(requirement),
        weight: weight as Weight,
        isMandatory: decision.isMandatory,
        marker: decision.marker,
        section: segment.section,
        passage: segment.text,
        span: { start: f.start, end: f.end },
        position: segment.start + f.start,
      });
    }
    // A product the catalog does not know weighs like the tools listed beside it ("solide maîtrise de … Hastus et Power BI").
    const here = found.slice(firstOfSegment);
    for (const c of here) {
      if (c.requirement.kind !== 'text' || !c.requirement.product) continue;
      const near = here.filter((o) => o.requirement.kind === 'skill' && Math.abs(o.position - c.position) <= 40);
      if (near.length > 0) c.weight = Math.max(c.weight, ...near.map((o) => o.weight)) as Weight;
    }
  }
  coreOfTheWork(found, workKeys);
  let soft = 0;
  const merged = mergeDuplicates(found).filter((c) => {
    if (c.requirement.kind !== 'skill' || !c.requirement.skills.every((s) => s.type === 'Soft skill')) return true;
    return ++soft <= MAX_SOFT_SKILLS;
  });
  const kept = merged
    .slice()
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        KIND_ORDER[a.requirement.kind] - KIND_ORDER[b.requirement.kind] ||
        (a.section === 'missions' ? 1 : 0) - (b.section === 'missions' ? 1 : 0) ||
        a.position - b.position,
    )
    .slice(0, MAX_CRITERIA);
  // Criteria come back in descending weight, in the offer's order within a weight.
  return kept
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((c) => ({
      label: criterionLabel(c.requirement, catalogs),
      weight: c.weight,
      is_mandatory: c.isMandatory,
      rationale: criterionRationale(c.marker, c.section, c.passage, c.span),
    }));
}

/**
 * A skill the profile asks for that the job's own work also names ("Concevoir des pipelines ELT"
 * in the missions, "Expérience dans la création de pipelines ELT" in the profile; "manipulation de
 * données (SQL)" in the pitch, "Maîtrise du langage SQL" in the skills) is what the job is made
 * of: weight 3, as a recruiter reads it, unless the offer words it as a plus.
 */
function coreOfTheWork(found: Candidate[], workKeys: ReadonlySet<string>): void {
  for (const c of found) {
    if (c.weight !== 2 || c.marker === 'weak' || c.section === 'missions' || c.section === 'bonus') continue;
    const r = c.requirement;
    const keys = r.kind === 'experience' && r.domain && !r.role ? r.domainSkills.map((s) => `skill:${s.id}`) : [c.key];
    if (keys.some((k) => workKeys.has(k))) c.weight = 3;
  }
}

/** Words of titles that name a rank, not an activity. */
const TITLE_HEADS = new Set(['charge', 'chargee', 'technicien', 'technicienne', 'responsable', 'assistant', 'assistante', 'agent', 'agente', 'chef', 'manager', 'directeur', 'directrice', 'specialiste', 'specialist', 'consultant', 'consultante', 'ingenieur', 'ingenieure', 'engineer', 'analyst', 'analyste', 'officer', 'coordinateur', 'coordinatrice', 'operateur', 'operatrice', 'employe', 'employee', 'aide', 'level', 'software', 'developer', 'developpeur', 'developpeuse', 'data']);

function namesTheJob(r: Requirement, surface: string, titleStems: ReadonlySet<string>): boolean {
  if (titleStems.size === 0 || r.kind === 'language' || r.kind === 'license' || r.kind === 'diploma') return false;
  if (r.kind === 'skill' && r.skills.every((s) => s.type === 'Soft skill')) return false;
  const words = r.kind === 'experience' && r.domain && !r.role ? r.domain : surface;
  return contentTerms(words).some((t) => titleStems.has(stem(t)));
}

/** "Expérience professionnelle : 12 mois dans un poste similaire": a duration under an experience label is years of experience. */
function withDurationUnderHeading(heading: string, folded: string, found: FoundRequirement[]): FoundRequirement[] {
  if (!/experience/.test(heading) || found.some((f) => f.requirement.kind === 'experience')) return found;
  const m = /^\s*(?:(?:minimum|au\s+moins|at\s+least)\s+)?(\d{1,2})\s*\+?\s*(mois|months?|ans|annees?|years?)\b/iu.exec(folded);
  if (!m) return found;
  const years = /^mo/.test(m[2]) ? Number(m[1]) / 12 : Number(m[1]);
  if (!(years > 0 && years <= 40)) return found;
  return [{ requirement: { kind: 'experience', years, domain: null, domainSkills: [] }, start: m.index + m[0].length - m[0].trimStart().length, end: m.index + m[0].length }, ...found];
}

/**
 * "German is a bonus", "Espagnol apprécié": a bullet that starts with a language's name is about
 * that language, even without the level words the catalog needs elsewhere.
 */
function withLeadingLanguage(text: string, found: FoundRequirement[], catalogs: EngineCatalogs): FoundRequirement[] {
  const m = /^[\s•·▪◦‣●○■□✓✔➢➤►▸\-*–—>]*(\p{Lu}\p{Ll}+)\b/u.exec(text);
  if (!m) return found;
  const start = m[0].length - m[1].length;
  const end = m[0].length;
  if (found.some((f) => start < f.end && end > f.start)) return found;
  const code = catalogs.languageCodeOf(m[1]);
  if (!code) return found;
  const level = catalogs.cefrFromText(text.slice(end, end + 60));
  return [{ requirement: { kind: 'language', code, level, surface: m[1] }, start, end }, ...found];
}

function keyOf(r: Requirement): string {
  switch (r.kind) {
    case 'skill':
      return `skill:${r.skills.map((s) => s.id).sort().join('|')}`;
    case 'experience':
      return `experience:${r.domain ? fold(r.domain) : ''}`;
    case 'diploma':
      return 'diploma';
    case 'language':
      return `language:${r.code}`;
    case 'license':
      return `license:${r.category}`;
    case 'certification':
      return `certification:${fold(r.name)}`;
    case 'text':
      return `text:${r.terms.join(' ')}`;
  }
}

/**
 * One criterion per requirement: the strongest mention wins its weight and quote; an experience
 * without a number of years ("Expérience en comptabilité") absorbs the skill criterion of the same
 * domain, which would say the same thing twice.
 */
function mergeDuplicates(found: Candidate[]): Candidate[] {
  const byKey = new Map<string, Candidate>();
  for (const c of found) {
    const prev = byKey.get(c.key);
    if (!prev) {
      byKey.set(c.key, { ...c });
      continue;
    }
    // The strongest mention wins; at equal weight, the one the offer words as a requirement ("Maîtrise indispensable de Python") over a mission.
    const worded = c.weight === prev.weight && c.marker !== null && prev.marker === null;
    if (c.weight > prev.weight || worded || (c.requirement.kind === 'diploma' && prev.requirement.kind === 'diploma' && c.weight === prev.weight && c.requirement.eqf > prev.requirement.eqf)) {
      byKey.set(c.key, { ...c, position: prev.position, isMandatory: prev.isMandatory || c.isMandatory });
    } else {
      prev.isMandatory = prev.isMandatory || c.isMandatory;
      // A diploma named twice keeps the higher level at equal weight ("Bac+3 minimum, idéalement Bac+5" keeps Bac+3 by weight).
    }
  }
  // "Python ou Django" in a title says nothing the separate Python and Django criteria do not.
  const single = new Set([...byKey.values()].filter((c) => c.requirement.kind === 'skill' && c.requirement.skills.length === 1).map((c) => c.key.slice(6)));
  const out = [...byKey.values()].filter(
    (c) => !(c.requirement.kind === 'skill' && c.requirement.skills.length > 1 && c.requirement.skills.every((s) => single.has(s.id))),
  );
  const experiences = out.filter((c) => c.requirement.kind === 'experience');
  return out.filter((c) => {
    if (c.requirement.kind !== 'skill') return true;
    const ids = c.requirement.skills.map((s) => s.id);
    const absorber = experiences.find(
      (e) => e.requirement.kind === 'experience' && e.requirement.years === null && e.requirement.domainSkills.length > 0 && ids.every((id) => e.requirement.kind === 'experience' && e.requirement.domainSkills.some((s) => s.id === id)),
    );
    if (!absorber) return true;
    if (c.weight > absorber.weight) {
      absorber.weight = c.weight;
      absorber.marker = c.marker;
    }
    absorber.isMandatory = absorber.isMandatory || c.isMandatory;
    return false;
  });
}
