/**
 * Years of experience, in a domain or in all: the resume's own figure first, else its dated roles
 * in that domain (internships and leaves left out); a stated lack of experience contradicts.
 */
import { fold } from '../../../text/fold.js';
import { unionMonths } from '../../../text/dates.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import type { Requirement } from '../requirement.js';
import { fieldVariants } from '../find/field-synonyms.js';
import { GENERIC_STEMS, containsPhrase, contentTerms, coverage, stem } from '../find/terms.js';
import { de, duration, lowerFirst, que, quote, years, yearsRange } from '../french/french-words.js';
import { withTranslations } from '../find/translations.js';
import { grade, lineAt, type Grade } from './grade.js';
import { namesStack, stackOffset, vendorStack } from './vendor-stacks.js';

/**
 * Past the top of a range by more than this, a profile is of another level than the job's
 * ("1 à 4 ans" asked, 8 held): plausible, but a recruiter checks why the candidate wants it.
 */
const OVER_RANGE_YEARS = 2;

const NO_EXPERIENCE = /(?:aucune|pas\s+(?:d'|encore\s+d'|de\s+reelle\s+)|sans)\s*experience|\bno\s+(?:prior\s+|previous\s+|professional\s+|hands-on\s+)?experience|\bnever\s+worked|\bdebutante?\b|\bjeune\s+diplomee?\b|\brecent\s+graduate\b|\bentry[-\s]level\b/gu;

/** Words of a domain that name a kind of role or activity found in every trade, not the trade itself. */
const GENERIC_WORK_WORDS = new Set(
  ('gestion management manager managers engineer engineers engineering ingenieur ingenieure ingenieurs ingenierie code codes coding ' +
    'developer developers developpeur developpeuse developpeurs analyst analyste consultant consultante responsable charge chargee ' +
    'technicien technicienne assistant assistante specialist specialiste agent officer operator operateur operatrice expert experte ' +
    'lead chef poste role position metier travail job').split(' '),
);

export function evaluateExperience(req: Extract<Requirement, { kind: 'experience' }>, p: CandidateProfile): Grade {
  const domain = req.domain;
  // Each word with its French or English translation: "vente" finds "Sales associate".
  const terms = domain ? contentTerms(domain).map(withTranslations) : [];
  // A field's other names stand for a domain that is that field ("logistique" for "transport"),
  // not for a longer one that merely contains one of its words ("études d'offre de transport").
  const variants = domain && terms.length <= 2 ? fieldVariants(fold(domain)).filter((v) => v !== fold(domain)) : [];
  const domainIds = new Set(req.domainSkills.map((s) => s.id));
  // Words of the domain that name a trade, not a kind of role found in every one ("engineer", "management", "code");
  // the distinctive ones are not words every line of work holds either ("projet", "travail").
  const specific = terms.filter((t) => !t.split('|').some((w) => GENERIC_WORK_WORDS.has(w)));
  const distinctive = specific.filter((t) => !t.split('|').some((w) => GENERIC_STEMS.has(stem(w))));
  const stack = vendorStack(terms);
  // The parts of a one-of list, each by its distinctive words ("ou similaire" names nothing).
  const alternatives = domain ? oneOf(domain).map((part) => contentTerms(part).map(withTranslations).filter((t) => !t.split('|').some((w) => GENERIC_WORK_WORDS.has(w) || GENERIC_STEMS.has(stem(w))))) : [];
  const inDomain = (folded: string, from: number, to: number): boolean => {
    if (!domain) return true;
    if (stack) return namesStack(stack, folded);
    // A skill of the domain in the block, and for a domain of three words or more, some of its own words too.
    if (domainIds.size > 0 && p.skills.some((m) => !m.negated && domainIds.has(m.skill.id) && m.start >= from && m.start < to) && (terms.length <= 2 || coverage(terms, folded) >= 0.34)) return true;
    // Variants by stem, so that "développeur" also finds "développeuse".
    if (variants.some((v) => coverage(contentTerms(v), folded) === 1)) return true;
    // Two words or fewer must all be there ("gestion de la paie" is not any "gestion"); on one line of the
    // block, so that "études" in one sentence and "offre" in another do not make "études d'offre".
    if (terms.length === 0) return false;
    const need = terms.length <= 2 ? 1 : 0.6;
    // A share of the words that leaves out every specific one ("chargée … cheffe de projet" for "chargé de projets administratifs") is not the domain.
    const named = (line: string) => coverage(terms, line) >= need && (distinctive.length === 0 || coverage(distinctive, line) > 0);
    if (coverage(terms, folded) >= need && folded.split('\n').some(named)) return true;
    // "analyse statistique, reporting ou tableaux de bord": one of the things listed is the domain.
    return alternatives.some((alt) => alt.length > 0 && folded.split('\n').some((line) => coverage(alt, line) >= (alt.length <= 2 ? 1 : 0.6)));
  };
  const what = domain ? (req.role ? ` en tant ${que(lowerFirst(domain))}` : ` en ${domain}`) : '';

  // "Aucune expérience en bloc opératoire", "Paie : pas d'expérience pratique".
  for (const negation of p.folded.matchAll(NO_EXPERIENCE)) {
    // The negation's own clause: from a little before it to the end of its sentence.
    const from = Math.max(p.folded.lastIndexOf('\n', negation.index) + 1, negation.index - 40);
    const after = p.folded.slice(negation.index + negation[0].length, negation.index + negation[0].length + 80);
    const to = negation.index + negation[0].length + (/[.;\n]/.exec(after)?.index ?? after.length);
    if (domain ? inDomain(p.folded.slice(from, to), from, to) : p.totalMonths === 0) {
      return grade('not_valid', `Le CV indique ne pas avoir d'expérience${what} : ${quote(lineAt(p.text, negation.index))}.`);
    }
  }

  const work = p.experiences.filter((b) => !b.internship);
  // A job held is named by its head lines: when some roles' titles name the job asked, those are its
  // years, not the duties of others ("aide aux soins en binôme avec l'équipe aide-soignante" is no
  // year as an aide-soignant); when no title names it, the duties say it.
  const described = work.filter((b) => inDomain(b.folded, b.start, b.end));
  const titled = req.role ? described.filter((b) => inDomain(roleHead(b.folded), b.start, b.end)) : [];
  // The job asked held under another title or in another language ("Staff Nurse" for "infirmier en
  // soins généraux"): its ROME fiche among the occupations of the resume's dated roles, before
  // duties that merely share its words.
  const held = titled.length === 0 && req.romeJob ? p.occupations.flatMap((o) => o.jobs).filter((j) => j.code === req.romeJob && j.months > 0) : [];
  // (Summed per role read; never more than the whole dated career, which counts overlaps once.)
  const sameJob = held.length > 0 ? { months: Math.min(held.reduce((sum, j) => sum + j.months, 0), p.totalMonths), title: held[0]!.title } : undefined;
  const blocks = titled.length > 0 ? titled : sameJob ? [] : described;
  // Overlapping periods (two part-time jobs) count once.
  const months = domain ? unionMonths(blocks.map((b) => b.range), p.now) : p.totalMonths;
  const claims = p.claims.filter((c) => (domain ? c.domain !== null && inDomain(fold(c.domain), c.domainStart, c.domainEnd) : c.domain === null));
  // The resume's own figure ("2 ans d'expérience en cabinet") is what it states; dates are a fallback.
  const claimed = claims.length > 0 ? Math.max(...claims.map((c) => c.years ?? 0)) : null;
  const have = claimed ?? (sameJob ? sameJob.months : months) / 12;
  const sameJobAt = sameJob ? containsPhrase(p.folded, fold(sameJob.title)) : -1;
  const evidence = claimed !== null ? lineAt(p.text, claims[0].start) : blocks[0] ? lineAt(p.text, blocks[0].range.index) : sameJobAt >= 0 ? lineAt(p.text, sameJobAt) : null;
  const cite = evidence ? ` : ${quote(evidence)}` : '';
  const about = `${claimed !== null ? '' : 'environ '}${years(Math.round(have * 2) / 2)} d'expérience${what}`;

  // Years asked, and the whole dated career (internships aside) is under half of them: too short
  // whatever its domain ("5 ans" asked, an internship and a year of work held).
  const total = Math.max(p.totalMonths / 12, ...p.claims.filter((c) => c.domain === null).map((c) => c.years ?? 0));
  if (have === 0 && req.years !== null && p.experiences.length > 0 && total < req.years / 2) {
    const at = work[0] ?? p.experiences[0];
    return grade('not_valid', `Le CV ne montre qu'environ ${years(Math.round(total * 2) / 2)} d'expérience professionnelle au total, bien en deçà des ${duration(req.years)} demandés${what} : ${quote(lineAt(p.text, at.range.index))}.`);
  }
  // "Data engineer" asked, "Big Data Developer" held: half the domain's words on a role's line is
  // nearby experience, when they hold its specific word; "engineer", "management" or "code" alone
  // are in every trade ("Machine Learning Engineer", "Cold chain management", "code reviews").
  if (have === 0 && domain && terms.length >= 2 && specific.length > 0) {
    for (const b of work) {
      const line = b.folded.split('\n').find((l) => coverage(terms, l) >= 0.5 && coverage(specific, l) > 0);
      if (line) {
        const at = b.start + b.folded.indexOf(line);
        return grade('potential', `Le CV montre une expérience proche ${de(domain)}, sans la nommer : ${quote(lineAt(p.text, at))}.`);
      }
    }
  }
  if (have === 0) {
    const anywhere = domain ? p.experiences.some((b) => inDomain(b.folded, b.start, b.end)) || inDomain(p.folded, 0, p.text.length) : p.experiences.length > 0;
    if (anywhere) {
      const at = !domain ? p.experiences[0].start : stack ? stackOffset(stack, p.folded) : firstDomainOffset(p, domainIds, variants, terms);
      return grade('potential', `Le CV évoque ${domain ?? 'une expérience'} sans expérience professionnelle datée${at >= 0 ? ` : ${quote(lineAt(p.text, at))}` : ''}.`);
    }
    return grade('not_mentioned', `Le CV ne mentionne pas d'expérience${what}.`);
  }
  if (req.years === null) return grade('ideal', `Le CV montre ${about}${cite}.`);
  const need = duration(req.years);
  if (req.yearsMax && have > req.yearsMax + OVER_RANGE_YEARS) {
    return grade('potential', `Le CV montre ${about}, bien au-delà des ${yearsRange(req.years, req.yearsMax)} visés : un profil plus expérimenté que le poste${cite}.`);
  }
  if (have >= req.years - 0.25) return grade('ideal', `Le CV montre ${about}, pour ${req.yearsMax ? yearsRange(req.years, req.yearsMax) : need} demandés${cite}.`);
  if (have >= req.years / 2) return grade('potential', `Le CV montre ${about}, moins que les ${need} demandés${cite}.`);
  return grade('not_valid', `Le CV ne montre que ${about}, bien en deçà des ${need} demandés${cite}.`);
}

/** A dated block's head: its lines up to the first bullet or duties heading, four at most. */
function roleHead(folded: string): string {
  const head: string[] = [];
  for (const line of folded.split('\n')) {
    if (head.length >= 4 || (head.length > 0 && /^\s*(?:[•·▪◦‣●○■□✓✔➢➤►▸*>–—-]|(?:missions?|taches|responsabilites|activites|duties|responsibilities|key\s+achievements)\b)/u.test(line))) break;
    head.push(line);
  }
  return head.join('\n');
}

function firstDomainOffset(p: CandidateProfile, ids: Set<string>, variants: string[], terms: string[]): number {
  const m = p.skills.find((s) => ids.has(s.skill.id));
  if (m) return m.start;
  for (const v of variants) {
    const at = containsPhrase(p.folded, v);
    if (at >= 0) return at;
  }
  for (const t of terms) {
    for (const alt of t.split('|')) {
      const at = containsPhrase(p.folded, alt);
      if (at >= 0) return at;
    }
  }
  return -1;
}

/** "analyse statistique, reporting ou tableaux de bord de pilotage" → its three parts; nothing when the domain is no one-of list. */
function oneOf(domain: string): string[] {
  if (!/\s(?:ou|or)\s/iu.test(domain)) return [];
  const parts = domain.split(/\s*,\s*|\s+(?:ou|or)\s+/iu).map((x) => x.trim()).filter((x) => x !== '');
  return parts.length >= 2 ? parts : [];
}
