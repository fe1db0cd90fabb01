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
import { acronyms, containsPhrase, contentTerms, coverage, negatedTerm } from './find/terms.js';
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
    const best = positive.find((m) => m.level === null) ?? positive.find((m) => m.level === 'knowledge') ?? positive[0];
    if (best.level === 'awareness') {
      return grade('potential', `Le CV ne montre qu'une initiation à ${best.text} : ${quote(lineAt(p.text, best.start))}.`);
    }
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
  // A skill written differently ("Encadrement d'une équipe de 12 compagnons"): all its words on one line.
  for (const s of req.skills) {
    const terms = contentTerms(catalogs.skills.label(s, p.language));
    if (terms.length < 2) continue;
    const line = bestLine(p, terms);
    if (line && line.coverage === 1) {
      return line.negated
        ? grade('not_valid', `Le CV indique le contraire : ${quote(line.text)}.`)
        : grade('ideal', `Le CV en fait mention : ${quote(line.text)}.`);
    }
  }
  const related = p.skills.find(
    (m) => !m.negated && m.skill.type !== 'Soft skill' && req.skills.some((s) => s.type === m.skill.type && catalogs.skills.related(s, m.skill)),
  );
  if (related) {
    return grade('potential', `Le CV ne cite pas ${names} mais une compétence proche, ${related.text} : ${quote(lineAt(p.text, related.start))}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${names}.`);
}

/** The line of the resume that covers the most of `terms`. */
function bestLine(p: CandidateProfile, terms: string[], acronymTerms: readonly string[] = []): { text: string; coverage: number; negated: boolean } | null {
  let best: { text: string; coverage: number; negated: boolean } | null = null;
  let offset = 0;
  for (const line of p.text.split('\n')) {
    const folded = p.folded.slice(offset, offset + line.length);
    offset += line.length + 1;
    if (line.trim().length === 0) continue;
    const c = coverage(terms, folded, acronymTerms);
    if (c > 0 && (!best || c > best.coverage)) best = { text: line, coverage: c, negated: negatedTerm(terms, folded) };
  }
  return best;
}

const NO_EXPERIENCE = /(?:aucune|pas\s+(?:d'|encore\s+d'|de\s+reelle\s+)|sans)\s*experience|\bno\s+(?:prior\s+|previous\s+|professional\s+|hands-on\s+)?experience|\bnever\s+worked|\bdebutante?\b|\bjeune\s+diplomee?\b|\brecent\s+graduate\b|\bentry[-\s]level\b/gu;

function evaluateExperience(req: Extract<Requirement, { kind: 'experience' }>, p: CandidateProfile): Grade {
  const domain = req.domain;
  const variants = domain ? fieldVariants(fold(domain)).filter((v) => v !== fold(domain)) : [];
  const terms = domain ? contentTerms(domain) : [];
  const domainIds = new Set(req.domainSkills.map((s) => s.id));
  const inDomain = (folded: string, from: number, to: number): boolean => {
    if (!domain) return true;
    if (domainIds.size > 0 && p.skills.some((m) => !m.negated && domainIds.has(m.skill.id) && m.start >= from && m.start < to)) return true;
    // Variants by stem, so that "développeur" also finds "développeuse".
    if (variants.some((v) => coverage(contentTerms(v), folded) === 1)) return true;
    // Two words or fewer must all be there ("gestion de la paie" is not any "gestion").
    return terms.length > 0 && coverage(terms, folded) >= (terms.length <= 2 ? 1 : 0.6);
  };
  const what = domain ? ` en ${domain}` : '';

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
  const blocks = work.filter((b) => inDomain(b.folded, b.start, b.end));
  // Overlapping periods (two part-time jobs) count once.
  const months = domain ? unionMonths(blocks.map((b) => b.range), p.now) : p.totalMonths;
  const claims = p.claims.filter((c) => (domain ? c.domain !== null && inDomain(fold(c.domain), c.domainStart, c.domainEnd) : c.domain === null));
  // The resume's own figure ("2 ans d'expérience en cabinet") is what it states; dates are a fallback.
  const claimed = claims.length > 0 ? Math.max(...claims.map((c) => c.years ?? 0)) : null;
  const have = claimed ?? months / 12;
  const evidence = claimed !== null ? lineAt(p.text, claims[0].start) : blocks[0] ? lineAt(p.text, blocks[0].range.index) : null;
  const cite = evidence ? ` : ${quote(evidence)}` : '';
  const about = `${claimed !== null ? '' : 'environ '}${years(Math.round(have * 2) / 2)} d'expérience${what}`;

  if (have === 0) {
    const anywhere = domain ? p.experiences.some((b) => inDomain(b.folded, b.start, b.end)) || inDomain(p.folded, 0, p.text.length) : p.experiences.length > 0;
    if (anywhere) {
      const at = domain ? firstDomainOffset(p, domainIds, variants, terms) : p.experiences[0].start;
      return grade('potential', `Le CV évoque ${domain ?? 'une expérience'} sans expérience professionnelle datée${at >= 0 ? ` : ${quote(lineAt(p.text, at))}` : ''}.`);
    }
    return grade('not_mentioned', `Le CV ne mentionne pas d'expérience${what}.`);
  }
  if (req.years === null) return grade('ideal', `Le CV montre ${about}${cite}.`);
  const need = years(req.years);
  if (have >= req.years - 0.25) return grade('ideal', `Le CV montre ${about}, pour ${need} demandés${cite}.`);
  if (have >= req.years / 2) return grade('potential', `Le CV montre ${about}, moins que les ${need} demandés${cite}.`);
  return grade('not_valid', `Le CV ne montre que ${about}, bien en deçà des ${need} demandés${cite}.`);
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

/** A language asked without a level means a working level (B2): what a recruiter would assume. */
const DEFAULT_LANGUAGE_LEVEL = 'B2' as const;

function evaluateLanguage(req: Extract<Requirement, { kind: 'language' }>, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  const name = catalogs.languageNameFr(req.code);
  const mentions = p.languages.filter((l) => l.code === req.code);
  const negated = mentions.find((l) => l.negated);
  const positive = mentions.filter((l) => !l.negated);
  const required = req.level ?? DEFAULT_LANGUAGE_LEVEL;
  const wanted = req.level ? `${CEFR_ADJECTIVE[req.level]}${req.level === 'native' ? '' : ` (${req.level})`}` : `professionnel (${DEFAULT_LANGUAGE_LEVEL})`;
  if (positive.length === 0) {
    if (negated) return grade('not_valid', `Le CV indique ne pas parler ${name} : ${quote(lineAt(p.text, negated.start))}.`);
    if (p.language === req.code) return grade('potential', `Le CV ne précise pas de niveau en ${name}, mais il est rédigé dans cette langue.`);
    return grade('not_mentioned', `Le CV ne mentionne pas ${name}.`);
  }
  const leveled = positive.filter((l) => l.level !== null);
  const best = leveled.reduce<(typeof leveled)[number] | null>((a, l) => (a === null || cefrRank(l.level!) > cefrRank(a.level!) ? l : a), null);
  const evidence = quote(lineAt(p.text, (best ?? positive[0]).start));
  if (!best) {
    return cefrRank(required) <= cefrRank('A2')
      ? grade('ideal', `Le CV mentionne ${name} : ${evidence}.`)
      : grade('potential', `Le CV mentionne ${name} sans préciser de niveau ; le niveau attendu est ${wanted} : ${evidence}.`);
  }
  const rank = (l: string) => cefrRank((l === 'native' ? 'C2' : l) as Parameters<typeof cefrRank>[0]);
  const gap = rank(required) - rank(best.level!);
  const has = best.level === 'native' ? 'langue maternelle' : `${best.level}`;
  if (gap <= 0) return grade('ideal', `Le CV indique un niveau ${has} en ${name}, pour ${wanted} attendu : ${evidence}.`);
  if (gap === 1) return grade('potential', `Le CV indique un niveau ${has} en ${name}, un cran sous le niveau ${wanted} attendu : ${evidence}.`);
  return grade('not_valid', `Le CV indique un niveau ${has} en ${name}, nettement inférieur au niveau ${wanted} attendu : ${evidence}.`);
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

/** "No HAZMAT endorsement", "Not yet licensed as …", "sans CACES". */
const NEGATED_BEFORE = /(?:\bsans|\bpas\s+(?:de|d'|du|encore)|\baucune?|\bno|\bnot(?:\s+yet)?|\bnever|\bwithout|\bnone)(?:\s+\S+){0,2}\s*$/u;

/** A certificate held once but no longer valid. */
const LAPSED = /^[^\n]{0,60}?\b(?:expired|expire|expiree|perime|perimee|lapsed|a\s+renouveler|to\s+be\s+renewed|not\s+renewed|non\s+renouvele)/u;

function evaluateCertification(req: Extract<Requirement, { kind: 'certification' }>, p: CandidateProfile): Grade {
  const wanted = fold(req.name);
  const all = p.certifications.map((c) => ({ ...c, lapsed: LAPSED.test(p.folded.slice(c.end)), negated: NEGATED_BEFORE.test(p.folded.slice(Math.max(0, c.start - 40, p.folded.lastIndexOf('\n', c.start - 1) + 1), c.start)) }));
  const refused = all.find((c) => c.negated && (c.family === req.family || sameCertificate(fold(c.name), wanted)));
  if (refused) return grade('not_valid', `Le CV indique ne pas détenir ${req.name} : ${quote(lineAt(p.text, refused.start))}.`);
  const held = all.filter((c) => !c.negated);
  const same = held.filter((c) => c.family === req.family);
  const exact = same.find((c) => sameCertificate(fold(c.name), wanted));
  if (exact && !exact.lapsed) return grade('ideal', `Le CV mentionne ${exact.name} : ${quote(lineAt(p.text, exact.start))}.`);
  if (exact) return grade('potential', `Le CV mentionne ${exact.name}, qui n'est plus à jour : ${quote(lineAt(p.text, exact.start))}.`);
  const asSkill = p.skills.find((m) => m.skill.id === req.family && !m.negated);
  if (asSkill) return grade('ideal', `Le CV mentionne ${asSkill.text} : ${quote(lineAt(p.text, asSkill.start))}.`);
  const at = containsPhrase(p.folded, wanted);
  if (at >= 0) {
    if (negatedTerm([wanted], p.folded)) return grade('not_valid', `Le CV indique ne pas détenir ${req.name} : ${quote(lineAt(p.text, at))}.`);
    return grade('ideal', `Le CV mentionne ${req.name} : ${quote(lineAt(p.text, at))}.`);
  }
  if (same.length > 0) {
    return grade('potential', `Le CV mentionne ${same[0].name}, proche de ${req.name} demandé : ${quote(lineAt(p.text, same[0].start))}.`);
  }
  // Written another way ("Registered Nurse, California Board … active (license …)").
  const line = bestLine(p, contentTerms(req.name), acronyms(req.name));
  if (line && line.coverage >= 0.75) {
    return line.negated
      ? grade('not_valid', `Le CV indique ne pas détenir ${req.name} : ${quote(line.text)}.`)
      : grade('ideal', `Le CV en fait mention : ${quote(line.text)}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${req.name}.`);
}

/**
 * Whether a held certificate is the one asked: same name, or the asked one is a prefix of it
 * ("AFGSU" asked, "AFGSU niveau 2" held), and its categories cover those asked ("CACES R489
 * cat. 1, 3 et 5" covers "cat. 3").
 */
function sameCertificate(held: string, wanted: string): boolean {
  const base = (s: string) => s.replace(/\s*cat\..*$/, '').trim();
  if (!(held === wanted || base(held) === base(wanted) || held.startsWith(`${wanted} `))) return false;
  const cats = (s: string) => new Set((/cat\.\s*(.*)$/.exec(s)?.[1] ?? '').split(/\s*(?:,|et|\/|-|&|a)\s*/).filter(Boolean));
  const w = cats(wanted);
  if (w.size === 0) return true;
  const h = cats(held);
  return [...w].every((c) => h.has(c));
}

function evaluateText(req: Extract<Requirement, { kind: 'text' }>, p: CandidateProfile): Grade {
  const { terms } = req;
  const what = terms.join(' ');
  if (terms.length === 0) return grade('not_mentioned', `Le CV ne permet pas d'évaluer ce critère.`);
  const line = bestLine(p, terms, req.acronyms);
  const folded = line ? fold(line.text) : '';
  const namesThere = req.names.every((n) => coverage([n], folded) === 1);
  // Acronyms ("PGCE", "QTS", "MVR") are specific enough to count double.
  const strong = req.acronyms.length > 0 && line !== null && req.acronyms.every((a) => coverage([a], folded, req.acronyms) === 1) && line.coverage >= 0.5;
  if (line && namesThere && (line.coverage >= 0.75 || strong)) {
    if (line.negated) return grade('not_valid', `Le CV indique le contraire : ${quote(line.text)}.`);
    return grade('ideal', `Le CV en fait mention : ${quote(line.text)}.`);
  }
  const head = req.head.length > 0 && req.head.length < terms.length ? bestLine(p, req.head) : null;
  if ((line && line.coverage >= 0.5) || (head && head.coverage === 1) || coverage(terms, p.folded) >= 0.6) {
    const shown = head && head.coverage === 1 ? head : line;
    return grade('potential', `Le CV en parle en partie${shown ? ` : ${quote(shown.text)}` : ''}.`);
  }
  return grade('not_mentioned', `Le CV ne mentionne pas ${capitalize(what).toLowerCase()}.`);
}
