/**
 * One requirement against one candidate profile → a status and a French explanation quoting the
 * resume. ideal: clearly met; potential: partly or indirectly met (a related skill of the same
 * catalog group, a lower level, fewer years); not_mentioned; not_valid: contradicted (a negation,
 * or a level or duration stated below the requirement).
 */
import { fold } from '../../text/fold.js';
import { unionMonths } from '../../text/dates.js';
import type { CriterionGrade, MatchStatus } from '../../matching/types.js';
import type { CandidateProfile } from './analyze-candidate.js';
import { cefrRank, type EngineCatalogs } from './engine-catalogs.js';
import type { Requirement } from './requirement.js';
import { licenseSatisfies } from './find/find-licenses.js';
import { fieldVariants } from './find/field-synonyms.js';
import { containsPhrase, contentTerms, coverage } from './find/terms.js';
import { CEFR_ADJECTIVE, EQF_FRENCH, capitalize, list, quote, years } from './french/french-words.js';
import { skillName } from './french/criterion-wording.js';

type Grade = CriterionGrade;
const grade = (match_status: MatchStatus, match_explanation: string): Grade => ({ match_status, match_explanation });

/** The line of the resume around an offset, for quoting. */
export function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const endNl = text.indexOf('\n', offset);
  return text.slice(start, endNl < 0 ? text.length : endNl);
}

export function evaluateRequirement(req: Requirement, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  switch (req.kind) {
    case 'skill':
      return evaluateSkill(req, p, catalogs);
    case 'experience':
      return evaluateExperience(req, p);
    case 'diploma':
      return evaluateDiploma(req, p);
    case 'language':
      return evaluateLanguage(req, p, catalogs);
    case 'license':
      return evaluateLicense(req, p);
    case 'certification':
      return evaluateCertification(req, p);
    case 'text':
      return evaluateText(req, p);
  }
}

function evaluateSkill(req: Extract<Requirement, { kind: 'skill' }>, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  const ids = new Set(req.skills.map((s) => s.id));
  const names = list(req.skills.map((s, i) => skillName(s, req.surface[i], catalogs)), 'ou');
  const direct = p.skills.filter((m) => ids.has(m.skill.id));
  const positive = direct.filter((m) => !m.negated);
  if (positive.length > 0) {
    const best = positive.find((m) => m.level === null) ?? positive[0];
    if (req.level === 'mastery' && best.level === 'knowledge') {
      return grade('potential', `Le CV n'indique que des notions de ${best.text} : ${quote(lineAt(p.text, best.start))}.`);
    }
    return grade('ideal', `Le CV mentionne ${best.text} : ${quote(lineAt(p.text, best.start))}.`);
  }
  // The catalog may not spot an ambiguous word in running text; the criterion's own words can.
  for (const surface of req.surface) {
    const at = containsPhrase(p.folded, fold(surface).trim());
    if (at >= 0 && surface.trim().length >= 2) {
      return grade('ideal', `Le CV mentionne ${surface.trim()} : ${quote(lineAt(p.text, at))}.`);
    }
  }
  if (direct.length > 0) {
    return grade('not_valid', `Le CV indique le contraire : ${quote(lineAt(p.text, direct[0].start))}.`);
  }
  const related = p.skills.find(
    (m) => !m.negated && m.skill.type !== 'Soft skill' && req.skills.some((s) => s.type === m.skill.type && catalogs.skills.related(s, m.skill)),
  );
  if (related) {
    return grade('potential', `Le CV ne cite pas ${names} mais une compétence proche, ${related.text} : ${quote(lineAt(p.text, related.start))}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${names}.`);
}

const NO_EXPERIENCE = /(?:aucune|pas\s+d'|sans)\s+experience|\bno\s+(?:prior\s+|previous\s+|professional\s+)?experience|\bnever\s+worked|\bdebutante?\b|\bjeune\s+diplomee?\b|\brecent\s+graduate\b|\bentry[-\s]level\b/u;

function evaluateExperience(req: Extract<Requirement, { kind: 'experience' }>, p: CandidateProfile): Grade {
  const domain = req.domain;
  const variants = domain ? fieldVariants(fold(domain)) : [];
  const terms = domain ? contentTerms(domain) : [];
  const domainIds = new Set(req.domainSkills.map((s) => s.id));
  const inDomain = (folded: string, from: number, to: number): boolean => {
    if (!domain) return true;
    if (domainIds.size > 0 && p.skills.some((m) => !m.negated && domainIds.has(m.skill.id) && m.start >= from && m.start < to)) return true;
    if (variants.some((v) => v !== fold(domain) && containsPhrase(folded, v) >= 0)) return true;
    return terms.length > 0 && coverage(terms, folded) >= (terms.length <= 2 ? 0.5 : 0.6);
  };
  const what = domain ? ` en ${domain}` : '';

  // Explicit negation of experience in the domain.
  const negation = NO_EXPERIENCE.exec(p.folded);
  if (negation) {
    const line = lineAt(p.text, negation.index);
    if (!domain || inDomain(fold(line), negation.index, negation.index + line.length)) {
      if (p.totalMonths === 0 || domain) return grade('not_valid', `Le CV indique ne pas avoir d'expérience${what} : ${quote(line)}.`);
    }
  }

  const blocks = p.experiences.filter((b) => inDomain(b.folded, b.start, b.end));
  // Overlapping periods (two part-time jobs) count once.
  const months = domain ? unionMonths(blocks.map((b) => b.range), p.now) : p.totalMonths;
  const claims = p.claims.filter((c) => (domain ? c.domain !== null && inDomain(fold(c.domain), c.domainStart, c.domainEnd) : c.domain === null));
  const claimed = Math.max(0, ...claims.map((c) => c.years ?? 0));
  const have = Math.max(months / 12, claimed);
  const evidence = claims.length > 0 && claimed >= months / 12 ? lineAt(p.text, claims[0].start) : blocks[0] ? lineAt(p.text, blocks[0].range.index) : null;
  const about = `environ ${years(Math.round(have * 2) / 2)} d'expérience${what}`;

  if (have === 0) {
    if (domain && inDomain(p.folded, 0, p.text.length)) {
      const at = firstDomainOffset(p, domainIds, variants, terms);
      return grade('potential', `Le CV évoque ${domain} sans expérience datée${at >= 0 ? ` : ${quote(lineAt(p.text, at))}` : ''}.`);
    }
    return grade('not_mentioned', `Le CV ne mentionne pas d'expérience${what}.`);
  }
  if (req.years === null) return grade('ideal', `Le CV montre ${about}${evidence ? ` : ${quote(evidence)}` : ''}.`);
  const need = years(req.years);
  if (have >= req.years - 0.25) {
    return grade('ideal', `Le CV montre ${about}, pour ${need} demandés${evidence ? ` : ${quote(evidence)}` : ''}.`);
  }
  if (have >= req.years / 2) {
    return grade('potential', `Le CV montre ${about}, moins que les ${need} demandés${evidence ? ` : ${quote(evidence)}` : ''}.`);
  }
  return grade('not_valid', `Le CV ne montre qu'${about}, bien en deçà des ${need} demandés${evidence ? ` : ${quote(evidence)}` : ''}.`);
}

function firstDomainOffset(p: CandidateProfile, ids: Set<string>, variants: string[], terms: string[]): number {
  const m = p.skills.find((s) => ids.has(s.skill.id));
  if (m) return m.start;
  for (const v of variants) {
    const at = containsPhrase(p.folded, v);
    if (at >= 0) return at;
  }
  for (const t of terms) {
    const at = containsPhrase(p.folded, t);
    if (at >= 0) return at;
  }
  return -1;
}

function evaluateDiploma(req: Extract<Requirement, { kind: 'diploma' }>, p: CandidateProfile): Grade {
  const done = p.diplomas.filter((d) => !d.inProgress);
  const fieldOk = (d: { start: number }) => {
    if (!req.field) return true;
    const line = fold(lineAt(p.text, d.start)) + ' ' + fold(p.text.slice(d.start, d.start + 200));
    const variants = fieldVariants(fold(req.field));
    return variants.some((v) => containsPhrase(line, v) >= 0) || coverage(contentTerms(req.field), line) >= 0.5;
  };
  const need = EQF_FRENCH[req.eqf] ?? `niveau ${req.eqf}`;
  const best = done.reduce<(typeof done)[number] | null>((a, d) => (a === null || d.eqf > a.eqf || (d.eqf === a.eqf && fieldOk(d) && !fieldOk(a)) ? d : a), null);
  const atLevel = done.filter((d) => d.eqf >= req.eqf);
  const matching = atLevel.find(fieldOk);
  if (matching) return grade('ideal', `Le CV mentionne un diplôme de niveau suffisant : ${quote(lineAt(p.text, matching.start))}.`);
  if (atLevel.length > 0) {
    return grade('potential', `Le CV mentionne un diplôme du niveau demandé (${need}) dans un autre domaine que ${req.field} : ${quote(lineAt(p.text, atLevel[0].start))}.`);
  }
  const pending = p.diplomas.find((d) => d.inProgress && d.eqf >= req.eqf);
  if (pending) return grade('potential', `Le diplôme demandé (${need}) est en cours d'obtention : ${quote(lineAt(p.text, pending.start))}.`);
  if (!best) return grade('not_mentioned', `Le CV ne mentionne pas de diplôme permettant de vérifier le niveau demandé (${need}).`);
  if (best.eqf === req.eqf - 1) {
    return grade('potential', `Le plus haut diplôme du CV est d'un niveau inférieur au niveau demandé (${need}) : ${quote(lineAt(p.text, best.start))}.`);
  }
  return grade('not_valid', `Le plus haut diplôme du CV est nettement inférieur au niveau demandé (${need}) : ${quote(lineAt(p.text, best.start))}.`);
}

function evaluateLanguage(req: Extract<Requirement, { kind: 'language' }>, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  const name = catalogs.languageNameFr(req.code);
  const mentions = p.languages.filter((l) => l.code === req.code);
  const negated = mentions.find((l) => l.negated);
  const positive = mentions.filter((l) => !l.negated);
  const wanted = req.level ? `${CEFR_ADJECTIVE[req.level]}${req.level === 'native' ? '' : ` (${req.level})`}` : '';
  if (positive.length === 0) {
    if (negated) return grade('not_valid', `Le CV indique ne pas parler ${name} : ${quote(lineAt(p.text, negated.start))}.`);
    if (p.language === req.code) {
      return grade('potential', `Le CV ne précise pas de niveau en ${name}, mais il est rédigé dans cette langue.`);
    }
    return grade('not_mentioned', `Le CV ne mentionne pas ${name}.`);
  }
  const leveled = positive.filter((l) => l.level !== null);
  const best = leveled.reduce<(typeof leveled)[number] | null>((a, l) => (a === null || cefrRank(l.level!) > cefrRank(a.level!) ? l : a), null);
  const evidence = quote(lineAt(p.text, (best ?? positive[0]).start));
  if (!req.level) return grade('ideal', `Le CV mentionne ${name} : ${evidence}.`);
  if (!best) {
    return cefrRank(req.level) <= cefrRank('B1')
      ? grade('ideal', `Le CV mentionne ${name} : ${evidence}.`)
      : grade('potential', `Le CV mentionne ${name} sans préciser de niveau ; le niveau demandé est ${wanted} : ${evidence}.`);
  }
  const gap = cefrRank(req.level === 'native' ? 'C2' : req.level) - cefrRank(best.level === 'native' ? 'C2' : best.level!);
  const has = best.level === 'native' ? 'langue maternelle' : `${best.level}`;
  if (gap <= 0) return grade('ideal', `Le CV indique un niveau ${has} en ${name}, pour ${wanted} demandé : ${evidence}.`);
  if (gap === 1) return grade('potential', `Le CV indique un niveau ${has} en ${name}, un cran sous le niveau ${wanted} demandé : ${evidence}.`);
  return grade('not_valid', `Le CV indique un niveau ${has} en ${name}, nettement inférieur au niveau ${wanted} demandé : ${evidence}.`);
}

function evaluateLicense(req: Extract<Requirement, { kind: 'license' }>, p: CandidateProfile): Grade {
  const held = p.licenses.filter((l) => !l.negated && !l.inProgress);
  const ok = held.find((l) => l.categories.some((c) => licenseSatisfies(c, req.category)));
  if (ok) return grade('ideal', `Le CV mentionne le permis demandé : ${quote(lineAt(p.text, ok.start))}.`);
  const pending = p.licenses.find((l) => l.inProgress && l.categories.some((c) => licenseSatisfies(c, req.category)));
  if (pending) return grade('potential', `Le permis ${req.category} est en cours d'obtention : ${quote(lineAt(p.text, pending.start))}.`);
  const none = p.licenses.find((l) => l.negated && (l.categories.includes('ANY') || l.categories.some((c) => licenseSatisfies(c, req.category))));
  if (none) return grade('not_valid', `Le CV indique ne pas avoir le permis ${req.category} : ${quote(lineAt(p.text, none.start))}.`);
  if (held.length > 0) {
    const cats = [...new Set(held.flatMap((l) => l.categories))].join(', ');
    return grade('not_valid', `Le CV ne mentionne que le permis ${cats}, pas le permis ${req.category} demandé : ${quote(lineAt(p.text, held[0].start))}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas de permis ${req.category}.`);
}

function evaluateCertification(req: Extract<Requirement, { kind: 'certification' }>, p: CandidateProfile): Grade {
  const wanted = fold(req.name);
  const same = p.certifications.filter((c) => c.family === req.family);
  const exact = same.find((c) => categoriesCover(fold(c.name), wanted));
  if (exact) return grade('ideal', `Le CV mentionne ${exact.name} : ${quote(lineAt(p.text, exact.start))}.`);
  const asSkill = p.skills.find((m) => m.skill.id === req.family && !m.negated);
  if (asSkill) return grade('ideal', `Le CV mentionne ${asSkill.text} : ${quote(lineAt(p.text, asSkill.start))}.`);
  const at = containsPhrase(p.folded, wanted);
  if (at >= 0) return grade('ideal', `Le CV mentionne ${req.name} : ${quote(lineAt(p.text, at))}.`);
  if (same.length > 0) {
    return grade('potential', `Le CV mentionne ${same[0].name}, proche de ${req.name} demandé : ${quote(lineAt(p.text, same[0].start))}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${req.name}.`);
}

/** "caces r489 cat. 1, 3 et 5" covers "caces r489 cat. 3". */
function categoriesCover(held: string, wanted: string): boolean {
  const cats = (s: string) => new Set((/cat\.\s*(.*)$/.exec(s)?.[1] ?? '').split(/\s*(?:,|et|\/|-|&)\s*/).filter(Boolean));
  const w = cats(wanted);
  if (w.size === 0) return true;
  const h = cats(held);
  return [...w].every((c) => h.has(c));
}

const NEGATION_NEAR = /(?:\bsans\b|\bpas\s+(?:de|d')|\baucune?\b|\bno\b|\bnot\b|\bnever\b|\bwithout\b)/u;

function evaluateText(req: Extract<Requirement, { kind: 'text' }>, p: CandidateProfile): Grade {
  const terms = req.terms;
  const what = req.terms.join(' ');
  if (terms.length === 0) return grade('not_mentioned', `Le CV ne permet pas d'évaluer ce critère.`);
  let bestLine = '';
  let bestCoverage = 0;
  for (const line of p.text.split('\n')) {
    if (line.trim().length === 0) continue;
    const c = coverage(terms, fold(line));
    if (c > bestCoverage) {
      bestCoverage = c;
      bestLine = line;
    }
  }
  if (bestCoverage >= 0.75) {
    if (NEGATION_NEAR.test(fold(bestLine))) return grade('not_valid', `Le CV indique le contraire : ${quote(bestLine)}.`);
    return grade('ideal', `Le CV en fait mention : ${quote(bestLine)}.`);
  }
  if (bestCoverage >= 0.5 || coverage(terms, p.folded) >= 0.6) {
    return grade('potential', `Le CV en parle en partie${bestLine ? ` : ${quote(bestLine)}` : ''}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${capitalize(what).toLowerCase()}.`);
}
