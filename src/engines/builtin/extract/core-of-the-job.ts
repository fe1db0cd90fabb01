/** What a job is made of: the requirements that weigh 3 though the offer's wording does not say so. */
import type { Requirement } from '../requirement.js';
import { GENERIC_STEMS, contentTerms, stem } from '../find/terms.js';
import { occupationTerms, occupationTitle, oneGender } from '../../../matching/title-fit.js';
import type { EngineCatalogs } from '../engine-catalogs.js';
import { clearAppellation } from '../occupation/job-occupation.js';
import { fold } from '../../../text/fold.js';
import { de, lowerFirst, quote } from '../french/french-words.js';
import { ADDRESSES_CANDIDATE, REQUIREMENT_SECTIONS, isSoft, type Candidate } from './candidate.js';

/**
 * A skill the profile asks for that the job's own work also names ("Concevoir des pipelines ELT"
 * in the missions, "Expérience dans la création de pipelines ELT" in the profile; "manipulation de
 * données (SQL)" in the pitch, "Maîtrise du langage SQL" in the skills) is what the job is made
 * of: weight 3, as a recruiter reads it, unless the offer words it as a plus.
 */
export function coreOfTheWork(found: Candidate[], workKeys: ReadonlySet<string>, workLines: ReadonlyArray<ReadonlySet<string>>): void {
  for (const c of found) {
    if (c.weight !== 2 || c.marker === 'weak' || c.section === 'missions' || c.section === 'bonus') continue;
    const r = c.requirement;
    if (r.kind === 'text' && r.wording) {
      // In the offer's words: a line of the work that says the same thing ("suivi … budgétaire", "services financiers").
      const own = contentTerms(r.wording).map(stem).filter((t) => !GENERIC_STEMS.has(t));
      if (workLines.some((line) => own.filter((t) => line.has(t)).length >= 2)) c.weight = 3;
      continue;
    }
    const keys = r.kind === 'experience' && r.domain && !r.role ? r.domainSkills.map((s) => `skill:${s.id}`) : [c.key];
    if (keys.some((k) => workKeys.has(k))) c.weight = 3;
  }
}

/**
 * Words of a title that say the level asked, and the years a recruiter reads in them: "sénior",
 * "senior" about five years of the trade, "confirmé", "expérimenté", "experienced" about three.
 */
const SENIORITY: ReadonlyArray<[RegExp, number]> = [
  [/\bsenior\b/u, 5],
  [/\b(?:confirme|experimente|experienced)(?:\(?e\)?)?s?\b/u, 3],
];

/** The years a title's level word asks, with the word as written; null without one. */
export function seniorityOf(title: string): { years: number; word: string } | null {
  const folded = fold(title);
  for (const [re, years] of SENIORITY) {
    const m = re.exec(folded);
    if (m) return { years, word: title.slice(m.index, m.index + m[0].length) };
  }
  return null;
}

/**
 * Every job has a core. When the offer's wording marks nothing as essential and asks the candidate
 * for one trade skill only ("Vous savez dépoussiérer, nettoyer, ranger et repasser ?" is all an
 * home-help offer asks), that skill is it. When it lists several side by side ("Vous maîtrisez
 * SQL, êtes à l'aise sous Linux et Windows…"), none stands out: picking the first would be a
 * guess. Soft skills, languages and what the offer calls a plus never are the core.
 */
export function coreWhenNoneMarked(merged: Candidate[]): void {
  const trade = (c: Candidate) => (c.requirement.kind === 'skill' || c.requirement.kind === 'text' || c.requirement.kind === 'experience') && !isSoft(c.requirement) && !c.soft;
  if (merged.some((c) => c.weight === 3 && trade(c))) return;
  const asked = merged.filter((c) => trade(c) && c.marker !== 'weak' && c.section !== 'bonus' && (REQUIREMENT_SECTIONS.has(c.section) || ADDRESSES_CANDIDATE.test(c.passage)));
  if (asked.length === 1) asked[0].weight = 3;
}

/** Words of titles that name a rank, not an activity. */
export const TITLE_HEADS = new Set(['charge', 'chargee', 'technicien', 'technicienne', 'responsable', 'assistant', 'assistante', 'agent', 'agente', 'chef', 'manager', 'directeur', 'directrice', 'specialiste', 'specialist', 'consultant', 'consultante', 'ingenieur', 'ingenieure', 'engineer', 'analyst', 'analyste', 'officer', 'coordinateur', 'coordinatrice', 'operateur', 'operatrice', 'employe', 'employee', 'aide', 'level', 'software', 'developer', 'developpeur', 'developpeuse', 'data']);

/** Words of activity that many titles share ("Chargé d'études et analyses statistiques"): they name no job by themselves. */
const GENERIC_TITLE_STEMS = new Set(
  ['etude', 'etudes', 'analyse', 'analyses', 'gestion', 'installation', 'appui', 'pilotage', 'projet', 'projets', 'administratif', 'administratifs', 'administrative', 'administration', 'support', 'suivi', 'conseil', 'developpement', 'maintenance', 'methode', 'methodes', 'production', 'exploitation', 'operations', 'service', 'services', 'travaux'].map(stem),
);

/**
 * The stems that say which job a title names: its distinctive words ("statistiques" in "Chargé
 * d'études et analyses statistiques", so "analyses de performance" does not name it), or all its
 * words when every one is generic ("Chargé de projets administratifs").
 */
export function titleStemsOf(jobTitle: string | null): Set<string> {
  const stems = jobTitle ? occupationTerms(jobTitle).filter((t) => !TITLE_HEADS.has(t)).map(stem) : [];
  const distinctive = stems.filter((t) => !GENERIC_TITLE_STEMS.has(t));
  return new Set(distinctive.length > 0 ? distinctive : stems);
}

export function namesTheJob(r: Requirement, surface: string, titleStems: ReadonlySet<string>): boolean {
  if (titleStems.size === 0 || r.kind === 'language' || r.kind === 'license' || r.kind === 'diploma') return false;
  if (r.kind === 'skill' && r.skills.every((s) => s.type === 'Soft skill')) return false;
  const words = r.kind === 'experience' && r.domain && !r.role ? r.domain : surface;
  return contentTerms(words).some((t) => titleStems.has(stem(t)));
}

/**
 * The job offered in French words, for labels (spec 4.2 rule 3): a title in another language
 * ("Staff Nurse", "Warehouse Supervisor": none of its words in a French appellation) is said by
 * the ROME appellation it clearly names ("infirmier en soins généraux (IDE)", "responsable
 * d'entrepôt"); a French title, or one naming nothing clearly, stays as written. The label read
 * back finds the same fiche, and the fiche finds the job held in either language.
 */
export function frenchRole(title: string, catalogs: EngineCatalogs): string {
  const rome = catalogs.occupations?.rome();
  if (!rome) return title;
  // "Staff Nurse (Band 5)": the grade in brackets names no job.
  const bare = title.replace(/\s*\([^)]*\)/gu, '').trim();
  const words = contentTerms(bare).filter((w) => w.length >= 3);
  const french = rome.titleWords();
  if (words.length === 0 || words.some((w) => french.has(w))) return title;
  const job = clearAppellation(bare, rome);
  return job ? oneGender(job.jobLabel) : title;
}

/** An internship, an apprenticeship, a first job: experience of the trade is not what the offer asks. */
const NO_EXPERIENCE_ASKED = /\b(?:stage|stagiaire|internship|intern|alternance|alternant|apprenti(?:e|ssage)?|apprenticeship|graduate\s+programme?|debutante?s?\s+(?:accepte|bienvenu)|sans\s+experience|premier\s+emploi|entry[-\s]level|no\s+experience\s+(?:required|needed))\b/u;

/**
 * Every offer asks, in fact, for someone who has done the job: a recruiter reading "Vendeur (H/F)"
 * looks first for sales experience, though the offer never writes "expérience". When the offer
 * states no experience at all, the job offered as a domain ("Expérience en tant que vendeur") is a
 * criterion: the job's core (weight 3) when nothing else is and no diploma is asked, else weight 2.
 * Not for internships and apprenticeships, nor for a title that names no occupation.
 */
export function experienceOfTheJob(merged: Candidate[], jobTitle: string | null, titleText: string, foldedOffer: string, catalogs: EngineCatalogs): Candidate | null {
  // A text that asks nothing is no offer; a title must read as one (jobTitleOf: short, naming an occupation).
  if (!jobTitle || merged.length === 0 || titleStemsOf(jobTitle).size === 0) return null;
  // A first experience "est un plus" in a corner of the trade ("la vente textile") does not say the trade itself is not asked.
  if (merged.some((c) => (c.requirement.kind === 'experience' && c.weight >= 2) || (c.requirement.kind === 'diploma' && c.requirement.student))) return null;
  if (NO_EXPERIENCE_ASKED.test(foldedOffer)) return null;
  // The core when nothing else is, and the offer names no diploma (a diploma asked alone is the way into a trade, often a first job).
  const core = !merged.some((c) => (c.weight === 3 && !isSoft(c.requirement) && !c.soft && c.requirement.kind !== 'language') || c.requirement.kind === 'diploma');
  const role = frenchRole(occupationTitle(jobTitle), catalogs);
  // "Administrateur système et réseaux sénior": the level is part of the job offered.
  const level = seniorityOf(titleText);
  const requirement: Requirement = { kind: 'experience', years: level?.years ?? null, domain: role, domainSkills: catalogs.skills.findMentions(role).map((m) => m.skill), role: true };
  return {
    requirement,
    key: `experience:role`,
    weight: core ? 3 : 2,
    isMandatory: false,
    marker: null,
    section: 'other',
    passage: titleText,
    span: { start: 0, end: titleText.length },
    position: 0,
    why: `Le poste proposé est celui ${de(lowerFirst(role))} : ${quote(titleText)} ; avoir déjà fait ce métier est ce qu'un recruteur vérifie d'abord${level ? ` (« ${level.word} » : environ ${level.years} ans de métier, d'ordinaire)` : ''}.`,
  };
}
