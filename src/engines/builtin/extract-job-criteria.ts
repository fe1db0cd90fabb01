/**
 * Criteria extraction of the built-in engine: offer → segments (by section, with the headings
 * offers write in their own words: extract/with-loose-headings.ts) → requirements per segment with
 * the weight its wording gives (and, failing a catalog, in the offer's words:
 * extract/described-requirement.ts) → the job's core (extract/core-of-the-job.ts) → merged
 * duplicates (extract/merge-duplicates.ts) → the list cut → French labels and rationales.
 */
import { fold } from '../../text/fold.js';
import { splitIntoSegments, type SectionKind } from '../../text/find-sections.js';
import type { Weight } from '../../matching/types.js';
import type { ExtractedCriterion } from '../engine.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import type { Requirement } from './requirement.js';
import { findRequirements } from './find/find-requirements.js';
import { decide, findMarkers, markersForSpan, type WeightDecision } from './find/weight-wording.js';
import { criterionLabel, criterionRationale } from './french/criterion-wording.js';
import { quote } from './french/french-words.js';
import { cleanJobTitle, jobTitleOf, occupationTitle } from '../../matching/title-fit.js';
import { GENERIC_STEMS, contentTerms, stem } from './find/terms.js';
import { ADDRESSES_CANDIDATE, REQUIREMENT_SECTIONS, isKnowHow, isSoft, keyOf, type Candidate } from './extract/candidate.js';
import { coreOfTheWork, coreWhenNoneMarked, experienceOfTheJob, frenchRole, namesTheJob, titleStemsOf } from './extract/core-of-the-job.js';
import { clausesOf, describedRequirement, doingList, wordedRequirement } from './extract/described-requirement.js';
import { mergeDuplicates } from './extract/merge-duplicates.js';
import { missionRequirement } from './extract/mission-requirement.js';
import { withDurationUnderHeading, withLeadingLanguage } from './extract/requirements-from-context.js';
import { withLooseHeadings } from './extract/with-loose-headings.js';

/** More criteria than this dilute an evaluation; the least important are dropped. */
export const MAX_CRITERIA = 15;

/** Sections whose requirements are not the candidate's (the company, what it offers). */
const IGNORED: ReadonlySet<SectionKind> = new Set(['company', 'benefits']);

/** Sections that show an offer is organised under headings. */
const STRUCTURING: ReadonlySet<SectionKind> = new Set(['profile', 'required', 'bonus', 'missions']);

/** Requirements in the offer's own words are read loosely in a resume: a few, the first the offer states, are enough. */
const MAX_DESCRIBED = 5;

/** The job's duties read as criteria (extract/mission-requirement.ts): its first few, the main ones. */
const MAX_MISSIONS = 3;

/** Soft skills are claimed more than proven: a few are enough, and they weigh 1 unless the offer insists. */
const MAX_SOFT_SKILLS = 3;

/**
 * "Vous respecterez la PSSI", "dans le respect des procédures qualité", "must comply with GDPR":
 * rules the employee will follow, not something a candidate shows. Boilerplate, no criterion.
 */
const COMPLIANCE = /(?:respecter|respecterez|respectera|respecte|respectant|dans\s+le\s+respect|conformement|conformite\s+(?:a|avec)|se\s+conformer|vous\s+conformer|adhere\s+to|adherence\s+to|comply|compliance\s+with|abide\s+by|in\s+accordance\s+with|soumis\s+(?:a|au)|tenu\s+(?:a|au)\s+secret)\b[^,;.:\n]{0,90}$/u;

/**
 * "(en collaboration avec la) Direction des Systèmes d'Information", "le département des services
 * informatiques": a part of the employer named after its trade, not a requirement ("au service du
 * marketing" is no department).
 */
const DEPARTMENT = /(?:^|[^\p{L}])(?<!(?:^|[^\p{L}])au\s)(?:direction|departement|service|pole|division)\s+(?:des|du|de\s+la|de\s+l'|d')\s*$/u;

/**
 * "Vous rejoindrez une équipe composée de Data Scientists, UX Designer, Product Manager…", "you will
 * join a team of data engineers": who the colleagues are, not what the candidate brings.
 */
const TEAM = /\b(?:equipe|team|squad)s?\b[^.;:]{0,60}\b(?:(?:composee?s?|constituee?s?)\s+(?:(?:de|des|du)(?![\p{L}])|d['’])|(?:made\s+up|composed|consisting)\s+of\b|(?:of|de)\s+\d+)(?:(?!\b(?:vous|you|tu|votre|your)\b)[^.;])*$/u;

/**
 * "A company that provides data and portfolio products", "They provide APIs to manage the
 * portfolio", "Notre société commercialise des logiciels SaaS": what the employer sells, not what
 * the candidate brings. A skill named after such a phrase in its sentence is no criterion.
 */
const SELLS = /\b(?:company|firm|business|startup|societe|entreprise|groupe|group|editeur|cabinet|they|we|nous|il|elle)\s+(?:that\s+|qui\s+|which\s+)?(?:also\s+)?(?:provides?|offers?|sells?|serves?|markets?|specialises?|specializes?|fournit|fournissons|propose|proposons|commercialise|commercialisons|vend|vendons|edite|editons)\b/u;

/**
 * "Monter en compétences sur différentes technologies (AWS, Terraform…)", "vous serez formé à SAP",
 * "you will learn Kubernetes": what the job will teach, not what the candidate must bring.
 */
const LEARNS = /(?:monter\s+en\s+competences?\s+(?:sur|en)|(?:vous\s+serez|tu\s+seras|serez|seras)\s+forme(?:e|\(e\))?s?\s+(?:a|aux|sur)|vous\s+formerons\s+(?:a|aux|sur)|you\s+will\s+(?:learn|be\s+trained)|we\s+will\s+train)\b[^.;!?]{0,100}$/u;

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

/** Diplomas of general secondary school, which name no trade ("Bac pro", "CAP" do). */
const GENERAL_DIPLOMA = /^(?!.*\b(?:pro|professionnel|technologique)\b).*\b(?:bac|baccalaureat|high\s+school|ged|secondary|general\s+education)\b/u;

/** Priority when the list is cut: what a resume proves best first; the profile before the missions. */
const KIND_ORDER: Record<Requirement['kind'], number> = { experience: 0, diploma: 1, license: 2, certification: 3, language: 4, skill: 5, text: 6 };

/** Headings of personal qualities: what is listed under them is a soft skill, whatever its words. */
const SOFT_HEADING = /(?:soft\s+skills|comportement|savoir[- ]etre|qualites|personal\s+(?:skills|qualities)|interpersonal)/u;

/** Verbs any duty may open with, that name no work of their own. */
const DUTY_VERBS = new Set(['gerer', 'realiser', 'effectuer', 'assurer', 'mettre', 'suivre', 'faire', 'piloter', 'developper', 'concevoir']);

/** Lines of a missions section, sentences elsewhere: the places a duty is written. */
const DUTY_PIECE = /[^\n]+/g;
const SENTENCE = /[^.!?\n]+(?:[.!?](?=\s|$)|$)/g;

/**
 * The duties a segment states (its lines under a missions heading; its sentences that say "Vous
 * assurerez…" elsewhere), as criteria of weight 2 named by the work; a duty whose words are the
 * catalog requirements found in it ("Développer en Python") adds nothing to them.
 */
function missionsOf(segment: { text: string; section: SectionKind; start: number }, found: ReadonlyArray<{ start: number; end: number }>): Candidate[] {
  const inMissions = segment.section === 'missions';
  const out: Candidate[] = [];
  for (const m of segment.text.matchAll(inMissions ? DUTY_PIECE : SENTENCE)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].trimEnd().length;
    const requirement = missionRequirement(segment.text.slice(start, end), inMissions);
    if (!requirement || requirement.kind !== 'text') continue;
    const inside = found.filter((f) => f.start >= start && f.end <= end).map((f) => fold(segment.text.slice(f.start, f.end)));
    // The duty's own words: not the catalog's names found in it, nor its generic verb ("Gérer les flux JSON / XML").
    const own = requirement.head.filter((t) => !inside.some((s) => s.includes(t)) && !GENERIC_STEMS.has(stem(t)) && !DUTY_VERBS.has(t));
    if (own.length < 2) continue;
    out.push({
      requirement,
      key: keyOf(requirement),
      weight: 2,
      isMandatory: false,
      marker: null,
      section: segment.section,
      passage: segment.text,
      span: { start, end },
      position: segment.start + start,
      fromWork: true,
      why: `Une mission du poste, qu'un recruteur vérifie dans le parcours : ${quote(segment.text.slice(start, end).trim())}.`,
    });
  }
  return out;
}

/**
 * "Connaissances en cartographie (QGIS)", "Visual Basic (VBA)": one thing asked, made precise by the
 * one name in parentheses, not two criteria. The first keeps the second as its precision (the label
 * says "Connaissance de cartographie (QGIS)", which matching reads as QGIS, or cartographie in part).
 */
function withPrecisions(found: Candidate[]): void {
  for (let i = 0; i < found.length; i++) {
    const a = found[i];
    const b = found.find((o) => o !== a && o.passage === a.passage && o.span.start > a.span.end && /^\s*\(\s*$/u.test(a.passage.slice(a.span.end, o.span.start)) && /^\s*\)/u.test(a.passage.slice(o.span.end)));
    if (!b || a.requirement.kind !== 'skill' || b.requirement.kind !== 'skill' || a.requirement.skills.length !== 1 || b.requirement.skills.length !== 1) continue;
    a.precision = b.passage.slice(b.span.start, b.span.end).trim();
    a.weight = Math.max(a.weight, b.weight) as Weight;
    a.isMandatory = a.isMandatory || b.isMandatory;
    const j = found.indexOf(b);
    found.splice(j, 1);
    if (j < i) i--;
  }
}

/**
 * "FIMO ou FCO à jour", "CACES R489 or R485": either certificate, one criterion ("Certification FIMO ou
 * FCO", read back as alternatives), not two mandatory ones.
 */
function withCertificateAlternatives(found: Candidate[]): void {
  for (let i = 0; i < found.length; i++) {
    const a = found[i];
    if (a.requirement.kind !== 'certification') continue;
    const b = found.find((o) => o !== a && o.requirement.kind === 'certification' && o.passage === a.passage && o.span.start > a.span.end && /^\s*(?:ou|or|\/)\s*$/iu.test(a.passage.slice(a.span.end, o.span.start)));
    if (!b || b.requirement.kind !== 'certification') continue;
    a.requirement = { ...a.requirement, name: `${a.requirement.name} ou ${b.requirement.name}` };
    a.key = keyOf(a.requirement);
    a.span = { start: a.span.start, end: b.span.end };
    a.weight = Math.max(a.weight, b.weight) as Weight;
    a.isMandatory = a.isMandatory || b.isMandatory;
    found.splice(found.indexOf(b), 1);
    i--;
  }
}

export function extractJobCriteria(jobText: string, catalogs: EngineCatalogs): ExtractedCriterion[] {
  const found: Candidate[] = [];
  const segments = withLooseHeadings(jobText, splitIntoSegments(jobText, 'job'), catalogs);
  // With headings, the text before the first one is the title and a pitch: only the title's
  // skills and the unambiguous requirements of the pitch count.
  // A heading in the offer's own words counts only when it opens the profile: a short line read as
  // "missions" ("Rôle clé…") is a weaker sign than a heading find-sections knows, and taking it
  // for one would silence a whole pitch that may hold the requirements.
  const structured = segments.some((s) => s.isHeading && STRUCTURING.has(s.section) && (!s.loose || REQUIREMENT_SECTIONS.has(s.section)));
  const title = segments.find((s) => !s.isHeading);
  const jobTitle = title && title.start === segments[0].start ? cleanJobTitle(title.text.split('\n')[0]) || null : null;
  const titleStems = titleStemsOf(jobTitle);
  let heading = '';
  /** Keys of the skills the job's own work names (its missions, its pitch): see `coreOfTheWork`. */
  const workKeys = new Set<string>();
  /** Stems of each line of the job's own work, for requirements in the offer's words. */
  const workLines: Array<Set<string>> = [];
  const missions: Candidate[] = [];
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
    const underSoftHeading = SOFT_HEADING.test(heading);
    const requirements = withDurationUnderHeading(heading, folded, withLeadingLanguage(segment.text, findRequirements(segment.text, catalogs), catalogs));
    if (segment.section === 'missions' || preamble) workLines.push(new Set(contentTerms(segment.text).map(stem)));
    // "Savoir appliquer des règles financières et faire du suivi budgétaire": a requirement the
    // catalogs do not name is asked in the offer's words.
    // In a sentence that also names catalog skills, each clause that names none is read the same
    // way ("…sous Linux et Windows, et possédez de solides bases en réseau (modèle OSI, VLAN)").
    const asked = REQUIREMENT_SECTIONS.has(segment.section) || ADDRESSES_CANDIDATE.test(segment.text);
    const clauses = asked ? clausesOf(segment.text) : [];
    const spans: Array<{ start: number; end: number; list?: string }> = requirements.length === 0 ? clauses : clauses.filter((c) => c.start > 0 && !requirements.some((f) => f.start < c.end && f.end > c.start));
    // "Vous savez dépoussiérer, nettoyer, ranger et repasser ?": a list of things to do the catalog knows only in part is one requirement in words.
    const absorbed = new Set<number>();
    for (const clause of requirements.length === 0 ? [] : clauses) {
      const known = requirements.map((f) => ({ start: f.start, end: f.end, tool: !isKnowHow(f.requirement) }));
      const list = doingList(segment.text, clause, known);
      if (!list) continue;
      for (const i of list.absorbed) absorbed.add(i);
      spans.push({ ...clause, list: list.wording });
    }
    if (absorbed.size > 0) requirements.splice(0, requirements.length, ...requirements.filter((_, i) => !absorbed.has(i)));
    for (const span of spans) {
      const described = span.list ? wordedRequirement(span.list) : describedRequirement(segment.text.slice(span.start, span.end));
      if (!described) continue;
      const decision = decide(markersForSpan(folded, hits, span.start), fallback);
      const soft = underSoftHeading;
      // What the job's title names is its core, in the offer's words too ("solides bases en réseau" for an "Administrateur système et réseaux").
      const core = !soft && decision.marker !== 'weak' && decision.weight < 3 && namesTheJob(described, segment.text.slice(span.start, span.end), titleStems);
      found.push({
        requirement: described,
        key: keyOf(described),
        weight: soft ? 1 : core ? 3 : decision.weight,
        isMandatory: decision.isMandatory,
        marker: decision.marker,
        section: segment.section,
        passage: segment.text,
        span,
        position: segment.start + span.start,
        ...(soft ? { soft } : {}),
      });
    }
    for (const f of requirements) {
      const r = f.requirement;
      if ((preamble || segment.section === 'missions') && r.kind === 'skill' && r.skills.some((s) => s.type !== 'Soft skill')) {
        for (const s of r.skills) if (s.type !== 'Soft skill') workKeys.add(`skill:${s.id}`);
        workKeys.add(keyOf(r));
      }
      // Words of the offer, not its requirements: the pitch's, a compliance clause's, what the employer sells.
      // The pitch's words are not requirements, except what names the job itself ("vous êtes en
      // charge des études liées au réseau de transport" under "Chargé d'études transport").
      const pitch = preamble && !namesTheJob(r, segment.text.slice(f.start, f.end), titleStems);
      if (r.kind === 'skill' || r.kind === 'text') {
        const sentence = sentenceBefore(folded, f.start);
        if (pitch || COMPLIANCE.test(folded.slice(Math.max(0, f.start - 120), f.start)) || SELLS.test(sentence) || LEARNS.test(sentence) || TEAM.test(sentence.slice(-300))) continue;
        if (segment !== title && DEPARTMENT.test(folded.slice(Math.max(0, f.start - 40), f.start))) continue;
      }
      const worded = decide(markersForSpan(folded, hits, f.start), fallback);
      // A duty is not a requirement: "Work with QA to align understanding of requirements", "Vous
      // devrez assurer le suivi…" say what the job does, not what the candidate must already hold.
      const decision = segment.section === 'missions' && worded.marker === 'strong' && !ADDRESSES_CANDIDATE.test(segment.text) ? DEFAULT : worded;
      let weight = decision.weight;
      let requirement = f.requirement;
      if (requirement.kind === 'skill') {
        if (requirement.skills.every((s) => s.type === 'Soft skill') || underSoftHeading) {
          // A quality is checked in an interview, not in a resume: even "indispensable", it is no core of the job.
          weight = decision.marker === 'strong' || decision.isMandatory ? 2 : 1;
        } else if (decision.marker !== 'weak' && requirement.expert) weight = 3; // "solide maîtrise": the job's core
      }
      if (requirement.kind === 'text' && underSoftHeading && decision.marker !== 'strong') weight = 1;
      if (requirement.kind === 'experience') {
        // A stated number of years is the job's core (weight 3); as a minimum, a hard requirement too.
        if (requirement.years !== null && decision.marker !== 'weak') weight = 3;
        // "5 ans d'expérience sur un poste similaire", "5 years of experience": experience in the job offered.
        if (requirement.domain === null && jobTitle) {
          const role = frenchRole(occupationTitle(jobTitle), catalogs);
          requirement = { ...requirement, domain: role, domainSkills: catalogs.skills.findMentions(role).map((m) => m.skill), role: true };
        } else if (requirement.role && requirement.domain) {
          // "3+ years experience as a warehouse supervisor": the job in French words.
          const role = frenchRole(requirement.domain, catalogs);
          if (role !== requirement.domain) requirement = { ...requirement, domain: role, domainSkills: catalogs.skills.findMentions(role).map((m) => m.skill) };
        }
      }
      // "High school diploma or GED required": a general diploma of secondary school is a floor the
      // offer sets, mandatory as worded, not the job's core; a trade's own diploma ("CAP cuisine") is.
      if (requirement.kind === 'diploma' && requirement.eqf <= 4 && !requirement.field && GENERAL_DIPLOMA.test(fold(requirement.surface)) && weight === 3) weight = 2;
      // "Stage de fin d'études", "en alternance": being enrolled is what makes the contract possible, the gate of the offer.
      let mandatory = decision.isMandatory;
      if (requirement.kind === 'diploma' && requirement.student && decision.marker !== 'weak') {
        weight = 3;
        mandatory = true;
      }
      // What the job's title names ("Aide ménager" → "entretien ménager", "Chargé d'études transport" → "études d'offre de transport") is its core.
      // (Not what a "Desirable" / "Atouts" heading lists: a plus stays a plus.)
      if (decision.marker !== 'weak' && segment.section !== 'bonus' && weight < 3 && namesTheJob(requirement, segment.text.slice(f.start, f.end), titleStems)) weight = 3;
      // A tool the title names ("Software Developer - .Net", "Développeur Java") is the job's core.
      if (segment === title && decision.marker !== 'weak' && requirement.kind === 'skill' && requirement.skills.every((s) => s.type === 'Software skill')) weight = 3;
      found.push({
        requirement,
        key: keyOf(requirement),
        weight: weight as Weight,
        isMandatory: mandatory,
        marker: decision.marker,
        section: segment.section,
        passage: segment.text,
        span: { start: f.start, end: f.end },
        position: segment.start + f.start,
        fromWork: (segment.section === 'missions' || preamble) && decision.marker === null && !ADDRESSES_CANDIDATE.test(segment.text),
        ...(underSoftHeading && (requirement.kind === 'skill' || requirement.kind === 'text') ? { soft: true } : {}),
      });
    }
    if (!underSoftHeading && !REQUIREMENT_SECTIONS.has(segment.section)) missions.push(...missionsOf(segment, requirements.map((f) => ({ start: f.start, end: f.end }))));
    // A product the catalog does not know weighs like the tools listed beside it ("solide maîtrise de … Hastus et Power BI").
    const here = found.slice(firstOfSegment);
    for (const c of here) {
      if (c.requirement.kind !== 'text' || !c.requirement.product) continue;
      const near = here.filter((o) => o.requirement.kind === 'skill' && Math.abs(o.position - c.position) <= 40);
      if (near.length > 0) c.weight = Math.max(c.weight, ...near.map((o) => o.weight)) as Weight;
    }
  }
  coreOfTheWork(found, workKeys, workLines);
  withPrecisions(found);
  withCertificateAlternatives(found);
  let soft = 0;
  let described = 0;
  const merged = mergeDuplicates(found).filter((c) => {
    if (c.requirement.kind === 'text' && c.requirement.wording && !c.soft && ++described > MAX_DESCRIBED) return false;
    if (!isSoft(c.requirement) && !c.soft) return true;
    return ++soft <= MAX_SOFT_SKILLS;
  });
  coreWhenNoneMarked(merged);
  const duties = missions.filter((m) => !merged.some((c) => c.key === m.key)).slice(0, MAX_MISSIONS);
  // A know-how named only inside a duty kept whole ("Vous réalisez le déploiement de solutions
  // domotiques…") is said by the duty, in its context; a product named there (Power BI, Windows) stays a criterion of its own.
  // The job's core said inside a duty gives the duty its weight ("…, lettrage des comptes de tiers").
  for (let i = merged.length - 1; i >= 0; i--) {
    const c = merged[i];
    const r = c.requirement;
    // A name (Power BI, IFRS 9, RGPD) is written with capitals; know-how in lower case, but for the
    // capital that opens a line ("Rapprochements bancaires, suivi de la trésorerie…").
    const words = c.passage.slice(c.span.start, c.span.end);
    const opensLine = /(?:^|\n)[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*$/u.test(c.passage.slice(0, c.span.start));
    if (r.kind !== 'skill' || /\p{Lu}/u.test(opensLine ? words.slice(1) : words)) continue;
    const duty = duties.find((d) => d.passage === c.passage && c.span.start >= d.span.start && c.span.end <= d.span.end);
    if (!duty) continue;
    duty.weight = Math.max(duty.weight, c.weight) as Weight;
    duty.isMandatory = duty.isMandatory || c.isMandatory;
    merged.splice(i, 1);
  }
  merged.push(...duties);
  const ofTheJob = title && jobTitleOf(jobText) ? experienceOfTheJob(merged, jobTitle, title.text.split('\n')[0], fold(jobText), catalogs) : null;
  if (ofTheJob) merged.push(ofTheJob);
  const kept = merged
    .slice()
    // The core first; then what the offer asks of the candidate before what its work names in passing.
    .sort(
      (a, b) =>
        (b.weight === 3 ? 1 : 0) - (a.weight === 3 ? 1 : 0) ||
        (a.fromWork ? 1 : 0) - (b.fromWork ? 1 : 0) ||
        b.weight - a.weight ||
        KIND_ORDER[a.requirement.kind] - KIND_ORDER[b.requirement.kind] ||
        a.position - b.position,
    )
    .slice(0, MAX_CRITERIA);
  // Criteria come back in descending weight, in the offer's order within a weight.
  return kept
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((c) => ({
      label: criterionLabel(c.requirement, catalogs) + (c.precision ? ` (${c.precision})` : ''),
      weight: c.weight,
      is_mandatory: c.isMandatory,
      rationale: c.why ?? criterionRationale(c.marker, c.section, c.passage, c.span),
    }));
}

