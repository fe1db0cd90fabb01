/** Credentials: diplomas by EQF level and field, languages by CEFR level, driving licences, certificates. */
import { fold } from '../../../text/fold.js';
import type { CandidateProfile } from '../analyze-candidate.js';
import { cefrRank, type EngineCatalogs } from '../engine-catalogs.js';
import type { Requirement } from '../requirement.js';
import { licenseSatisfies } from '../find/find-licenses.js';
import { habilitationCodes, habilitationLevel } from '../find/find-certifications.js';
import { isStateDiploma } from '../find/find-requirements.js';
import { fieldVariants } from '../find/field-synonyms.js';
import { acronyms, containsPhrase, contentTerms, coverage, namedNumbers } from '../find/terms.js';
import { lapsedAfter, negatedAt } from '../find/negation.js';
import { CEFR_ADJECTIVE, EQF_FRENCH, quote, years } from '../french/french-words.js';
import { bestLine, grade, lineAt, type Grade } from './grade.js';

/** Degrees named by an acronym: in "Master MEEF" the acronym that is none of these names the field. */
const DEGREE_NAMES = new Set(['MASTER', 'BTS', 'DUT', 'BUT', 'CAP', 'BEP', 'BAC', 'MBA', 'DEUG', 'DEUST', 'DESS', 'DEA', 'LICENCE', 'BACHELOR', 'MSC', 'BSC', 'PHD', 'DEC', 'AEC', 'CFC', 'HND', 'HNC', 'NVQ', 'BTEC', 'BEPC', 'CQP', 'DAEU', 'MST', 'LMD', 'DNB', 'HDR', 'BBA', 'MPHIL', 'MENG', 'BENG', 'LLB', 'LLM']);

export function evaluateDiploma(req: Extract<Requirement, { kind: 'diploma' }>, p: CandidateProfile): Grade {
  const done = p.diplomas.filter((d) => !d.inProgress);
  // "en comptabilité, gestion, économie ou droit public": any one of the fields.
  // "Master MEEF": the acronym after the degree's own name is its field.
  const speciality = req.field ? null : (req.surface.match(/\b[A-Z]{3,}\b/g) ?? []).find((a) => !DEGREE_NAMES.has(a)) ?? null;
  const field = req.field ?? speciality;
  const fields = field ? fold(field).split(/\s*(?:,|\bou\b|\bor\b|\/)\s*/).filter((f) => f.length >= 2) : [];
  const fieldOk = (d: { start: number }) => {
    if (fields.length === 0) return true;
    // The diploma's line and the next one ("MSc, University of Example\nComputer Science").
    const lineEnd = p.text.indexOf('\n', d.start);
    const nextEnd = lineEnd < 0 ? -1 : p.text.indexOf('\n', lineEnd + 1);
    const line = fold(lineAt(p.text, d.start)) + ' ' + fold(p.text.slice(d.start, nextEnd < 0 ? d.start + 200 : Math.min(nextEnd, d.start + 200)));
    return fields.some((f) => fieldVariants(f).some((v) => containsPhrase(line, v) >= 0) || coverage(contentTerms(f), line) >= 0.5);
  };
  const need = EQF_FRENCH[req.eqf] ?? `niveau ${req.eqf}`;
  if (req.student) {
    // Asked under way (an internship, a work-study contract): a diploma in progress meets it; years of work after a finished one contradict it.
    const studying = p.diplomas.find((d) => d.inProgress && d.eqf >= req.eqf - 1);
    if (studying) return grade(fieldOk(studying) ? 'ideal' : 'potential', `Le CV montre une formation en cours : ${quote(lineAt(p.text, studying.start))}.`);
    if (p.totalMonths >= 24) return grade('not_valid', `Le poste s'adresse à un(e) étudiant(e) ; le CV montre un parcours déjà diplômé, avec environ ${years(Math.round(p.totalMonths / 6) / 2)} d'expérience.`);
  }
  const best = done.reduce<(typeof done)[number] | null>((a, d) => (a === null || d.eqf > a.eqf || (d.eqf === a.eqf && fieldOk(d) && !fieldOk(a)) ? d : a), null);
  // A regulated profession's diploma ("IBODE") is that one: another state diploma of the same level ("IADE") does not stand
  // for it; one of a higher level ("DE infirmier" for "DE aide-soignant") is read by level below.
  if (req.regulated) {
    const held = done.find((d) => d.key !== undefined && req.regulated!.includes(d.key));
    if (held) return grade('ideal', `Le CV mentionne le diplôme demandé : ${quote(lineAt(p.text, held.start))}.`);
    const other = done.find((d) => d.key !== undefined && isStateDiploma(d.key) && d.eqf === req.eqf);
    if (other) return grade('not_valid', `Le CV mentionne un autre diplôme d'État (${other.text.trim()}) que celui demandé (${req.surface}) : ${quote(lineAt(p.text, other.start))}.`);
  }
  const atLevel = done.filter((d) => d.eqf >= req.eqf);
  const matching = atLevel.find(fieldOk);
  if (matching) return grade('ideal', `Le CV mentionne un diplôme de niveau suffisant : ${quote(lineAt(p.text, matching.start))}.`);
  if (atLevel.length > 0) {
    return grade('potential', `Le CV mentionne un diplôme du niveau demandé (${need}) dans un autre domaine que ${field} : ${quote(lineAt(p.text, atLevel[0].start))}.`);
  }
  const pending = p.diplomas.find((d) => d.inProgress && d.eqf >= req.eqf);
  if (pending) return grade('potential', `Le diplôme demandé (${need}) est en cours d'obtention : ${quote(lineAt(p.text, pending.start))}.`);
  if (!best) return schoolingGrade(req, p, need) ?? grade('not_mentioned', `Le CV ne mentionne pas de diplôme permettant de vérifier le niveau demandé (${need}).`);
  if (best.eqf === req.eqf - 1) {
    return grade('potential', `Le plus haut diplôme du CV est d'un niveau inférieur au niveau demandé (${need}) : ${quote(lineAt(p.text, best.start))}.`);
  }
  return grade('not_valid', `Le plus haut diplôme du CV est nettement inférieur au niveau demandé (${need}) : ${quote(lineAt(p.text, best.start))}.`);
}

/** A place of higher education named without the degree ("Moscow State University, Faculty of Mechanics", "Université Laval"). */
const HIGHER_EDUCATION = /\b(?:universit(?:y|e|at|a|aria)|college\s+of|faculty\s+of|facult[ey]\s+(?:de|des|d')|institute\s+of|institut\s+(?:universitaire|national|superieur|polytechnique|d'etudes)|polytechni(?:que|c)|ecole\s+(?:superieure|normale|nationale|d'ingenieurs?|de\s+commerce|centrale)|business\s+school|haute\s+ecole|hochschule|iut|insa|cegep|sciences\s+po)\b/u;
/** Secondary school only: a level below any higher-education diploma. */
const SECONDARY_SCHOOL = /\b(?:high\s+school|secondary\s+school|lycee|college\s+(?:d'enseignement\s+general|secondaire)|ecole\s+secondaire|diplome\s+d'etudes\s+secondaires|gcses?|a[-\s]levels?|o[-\s]levels?|matric(?:ulation)?|senior\s+certificate|brevet\s+des\s+colleges)\b/u;

/**
 * No diploma the catalog reads, but the resume's schooling says something a recruiter reads: a
 * university named without its degree is partial evidence of a higher-education level (to be
 * checked); secondary school alone, asked a diploma of higher education, falls short. Lines of the
 * education section only, or the whole resume when it has none.
 */
function schoolingGrade(req: Extract<Requirement, { kind: 'diploma' }>, p: CandidateProfile, need: string): Grade | null {
  const lines: Array<{ at: number; folded: string }> = [];
  let at = 0;
  for (const line of p.folded.split('\n')) {
    lines.push({ at, folded: line });
    at += line.length + 1;
  }
  const inEducation = lines.filter((l) => p.sectionAt(l.at) === 'education');
  const read = inEducation.length > 0 ? inEducation : lines;
  // A named place ("Moscow State University"), not a heading word alone ("University").
  const higher = read.find((l) => HIGHER_EDUCATION.test(l.folded) && l.folded.trim().split(/\s+/).length >= 2);
  if (higher && req.eqf >= 5) return grade('potential', `Le CV mentionne des études supérieures sans préciser le diplôme obtenu ; le niveau demandé est ${need} : ${quote(lineAt(p.text, higher.at))}.`);
  const secondary = read.find((l) => SECONDARY_SCHOOL.test(l.folded));
  if (secondary && !higher && req.eqf >= 5) return grade('not_valid', `Le CV ne montre qu'une scolarité secondaire, en deçà du niveau demandé (${need}) : ${quote(lineAt(p.text, secondary.at))}.`);
  return null;
}

/** A language asked without a level means a working level (B2): what a recruiter would assume. */
const DEFAULT_LANGUAGE_LEVEL = 'B2' as const;

export function evaluateLanguage(req: Extract<Requirement, { kind: 'language' }>, p: CandidateProfile, catalogs: EngineCatalogs): Grade {
  const name = catalogs.languageNameFr(req.code);
  const mentions = p.languages.filter((l) => l.code === req.code);
  const negated = mentions.find((l) => l.negated);
  const positive = mentions.filter((l) => !l.negated);
  const required = req.level ?? DEFAULT_LANGUAGE_LEVEL;
  const wanted = req.level ? `${CEFR_ADJECTIVE[req.level]}${req.level === 'native' ? '' : ` (${req.level})`}` : `professionnel (${DEFAULT_LANGUAGE_LEVEL})`;
  if (positive.length === 0) {
    if (negated) return grade('not_valid', `Le CV indique ne pas parler ${name} : ${quote(lineAt(p.text, negated.start))}.`);
    // A whole resume written in the language shows a fluent level ("courant", C1): what recruiters read
    // in it; a native speaker's, it does not tell.
    if (p.language === req.code) {
      return cefrRank(required) <= cefrRank('C1')
        ? grade('ideal', `Le CV est rédigé en ${name.replace(/^l'/, '')}, ce qui montre un niveau ${cefrRank(required) > cefrRank('B2') ? 'courant' : 'professionnel'}.`)
        : grade('potential', `Le CV ne précise pas de niveau en ${name}, mais il est rédigé dans cette langue ; le niveau attendu est ${wanted}.`);
    }
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

export function evaluateLicense(req: Extract<Requirement, { kind: 'license' }>, p: CandidateProfile): Grade {
  const lapsed = p.licenses.find((l) => l.lapsed && !l.negated && l.categories.some((c) => licenseSatisfies(c, req.category)));
  if (lapsed) return grade('not_valid', `Le CV indique un permis qui n'est plus valide : ${quote(lineAt(p.text, lapsed.start))}.`);
  const held = p.licenses.filter((l) => !l.negated && !l.inProgress && !l.lapsed);
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

const RENEWING = /\b(?:renewal\s+(?:course\s+)?(?:booked|scheduled|planned|in\s+progress)|renewing|recyclage\s+(?:prevu|programme|en\s+cours|planifie)|en\s+cours\s+de\s+renouvellement|renouvellement\s+(?:prevu|en\s+cours))\b/u;

export function evaluateCertification(req: Extract<Requirement, { kind: 'certification' }>, p: CandidateProfile): Grade {
  const wanted = fold(req.name);
  const all = p.certifications.map((c) => ({ ...c, lapsed: lapsedAfter(p.folded, c.end), negated: negatedAt(p.folded, c.start, c.end) }));
  const refused = all.find((c) => c.negated && (c.family === req.family || sameCertificate(fold(c.name), wanted)));
  if (refused) return grade('not_valid', `Le CV indique ne pas détenir ${req.name} : ${quote(lineAt(p.text, refused.start))}.`);
  const held = all.filter((c) => !c.negated);
  const same = held.filter((c) => c.family === req.family);
  // "Habilitations électriques (B1V, BR, BC)" asked, "Habilitation électrique H0B0" held: a
  // non-electrician's clearance, below the level asked.
  if (req.codes && req.codes.length > 0 && same.length > 0) {
    const asked = Math.min(...req.codes.map(habilitationLevel));
    const lines = same.map((c) => lineAt(p.text, c.start));
    const perLine = lines.map((l) => habilitationCodes(fold(l)));
    const codes = perLine.flat();
    if (codes.length > 0 && Math.max(...codes.map(habilitationLevel)) < asked) {
      return grade('not_valid', `Le CV indique une habilitation d'un niveau inférieur à celui demandé (${req.codes.map((c) => c.toUpperCase()).join(', ')}) : ${quote(lines[0]!)}.`);
    }
    // "B1V-BR" asked, "B1V, BR, H0B0" held: every code asked is there, however written.
    const at = perLine.findIndex((held) => req.codes!.every((c) => held.includes(c)));
    if (at >= 0 && !same[at]!.lapsed) return grade('ideal', `Le CV mentionne ${same[at]!.name} : ${quote(lines[at]!)}.`);
  }
  const exact = same.find((c) => sameCertificate(fold(c.name), wanted));
  if (exact && !exact.lapsed) return grade('ideal', `Le CV mentionne ${exact.name} : ${quote(lineAt(p.text, exact.start))}.`);
  if (exact) {
    // Expired, but its renewal under way ("renewal course booked", "recyclage prévu"): partly met.
    const line = lineAt(p.text, exact.start);
    return RENEWING.test(fold(line))
      ? grade('potential', `Le CV mentionne ${exact.name}, expiré mais en cours de renouvellement : ${quote(line)}.`)
      : grade('not_valid', `Le CV mentionne ${exact.name}, qui n'est plus valide : ${quote(line)}.`);
  }
  const asSkill = p.skills.find((m) => m.skill.id === req.family && !m.negated);
  if (asSkill) return grade('ideal', `Le CV mentionne ${asSkill.text} : ${quote(lineAt(p.text, asSkill.start))}.`);
  const at = containsPhrase(p.folded, wanted);
  if (at >= 0) {
    if (negatedAt(p.folded, at, at + wanted.length)) return grade('not_valid', `Le CV indique ne pas détenir ${req.name} : ${quote(lineAt(p.text, at))}.`);
    return grade('ideal', `Le CV mentionne ${req.name} : ${quote(lineAt(p.text, at))}.`);
  }
  if (same.length > 0) {
    return grade('potential', `Le CV mentionne ${same[0].name}, proche de ${req.name} demandé : ${quote(lineAt(p.text, same[0].start))}.`);
  }
  // Written another way ("Registered Nurse, California Board … active (license …)").
  const line = bestLine(p, contentTerms(req.name), acronyms(req.name));
  // Its number is part of its name: "ISO 9001" is not "ISO 14001".
  if (line && line.coverage >= 0.75 && namedNumbers(req.name).every((n) => containsPhrase(fold(line.text), n) >= 0)) {
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

