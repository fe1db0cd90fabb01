/**
 * Which part of an experience's head lines is the job title and which the company, as tables of
 * [feature, weight] (STYLE principle 4, after open-resume's feature sets). The title is the part
 * with the best title score; the company the best of the rest by company score.
 */
import { fold } from '../text/fold.js';
import { namesNothing, type HeadPart } from './entry-parts.js';
import { EMPLOYMENT_TERMS } from './head-lines.js';
import { COMPANY_WORDS, ROLE_WORDS } from './organisation-words.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';

export interface RoleContext {
  parts: readonly HeadPart[];
  catalogs: ParsingCatalogs;
}

type Feature = [(part: HeadPart, ctx: RoleContext) => boolean, number];

/**
 * "Customer Adviser (part-time, whilst at university)": a remark in parentheses is no part of the
 * name; "Exemple BTP (groupe Exemple Construction)" names a group, with capitals, and stays.
 */
export const LOWER_CASE_REMARK = /\((?![^()]*\b\p{Lu})[^()]*\)/u;
const LOWER_CASE_REMARKS = new RegExp(LOWER_CASE_REMARK.source, 'gu');
const named = (p: HeadPart) => fold(p.text.replace(LOWER_CASE_REMARKS, ' '));
/** "SOLVAY S.A.", "Exemple N.V.": a legal form written with dots. */
const DOTTED_LEGAL_FORM = /\b(?:s\.a|s\.a\.s|s\.a\.r\.l|n\.v|b\.v|s\.r\.l|s\.p\.a|pvt)\.?(?=\s|,|$)/;
export const namesOrganisation = (p: HeadPart) => COMPANY_WORDS.test(named(p)) || DOTTED_LEGAL_FORM.test(p.folded);
/** A role written as such (a role word, no organisation word), not a catalog's guess. */
const namesRole = (p: HeadPart) => ROLE_WORDS.test(named(p)) && !namesOrganisation(p);
export const looksLikeJob = (p: HeadPart, ctx: RoleContext) => namesRole(p) || ctx.catalogs.rome.predictRomeJobs(p.text, 1).length > 0;
/**
 * A name whose head noun is a role word: the last word in English ("Bank Staff Nurse (Mental
 * Health)"), the first in a short French title ("Chef d'atelier adjoint", "Chef de groupe sûreté passagers"); not a phrase in lower case.
 */
const roleHeadNoun = (p: HeadPart) => {
  if (!/^\p{Lu}/u.test(p.text)) return false;
  // "Departmental Head: Foundation Phase (PL2)": the name before a colon, its speciality after.
  const name = p.text.replace(/\s*\([^()]*\)\s*$/u, '').replace(/^([^:]{3,40}):\s.*$/u, '$1');
  const words = fold(name).split(/\s+/);
  const last = /([\p{L}-]+)\W*$/u.exec(words[words.length - 1] ?? '')?.[1] ?? '';
  return ROLE_WORDS.test(last) || HEAD_NOUN_ROLES.test(last) || (words.length <= 6 && ROLE_WORDS.test(words[0]!) && /^(?:de|du|des|d['’]\S+)$/.test(words[1] ?? ''));
};
/** Head nouns that name a role only as a title's last word ("Department Head", "Team Lead"), not anywhere ("Head Office"). */
const HEAD_NOUN_ROLES = /^(?:head|lead|chief)$/;
/** Several words opening in lower case: a description, not a name. */
const describes = (p: HeadPart) => /^\p{Ll}/u.test(p.text) && /\s/.test(p.text);
/** Not alone on its line: "Title, Company, City" rather than "Title⇥City". */
const sharesLine = (p: HeadPart, ctx: RoleContext) => ctx.parts.some((q) => q !== p && q.line === p.line);
const someOtherNotBold = (p: HeadPart, ctx: RoleContext) => ctx.parts.some((q) => q !== p && !q.bold);

export const TITLE_FEATURES: Feature[] = [
  // "Infirmière (CDI)": the contract label goes with the title, never with the employer.
  [(p) => p.contract !== null, 3],
  // "CDI" alone over "Comptable": the label is the title only when no other part reads as a job.
  [(p, ctx) => p.contractOnly === true && ctx.parts.some((q) => q !== p && looksLikeJob(q, ctx)), -6],
  [(p) => p.role === 'title', 4],
  [(p) => p.role === 'company', -4],
  [looksLikeJob, 2],
  // "Bank Staff Nurse (Mental Health)": a role word as the head noun names a role, whatever word
  // of an organisation stands before it.
  [(p) => namesOrganisation(p) && !roleHeadNoun(p), -3],
  [roleHeadNoun, 2],
  // A bold line over plain ones is the title in stacked layouts.
  [(p, ctx) => p.bold && someOtherNotBold(p, ctx), 0.5],
  // "Company — City" / "Title · dates": the title shares the line of the dates.
  [(p, ctx) => p.onDatesLine && ctx.parts.some((q) => !q.onDatesLine), 0.5],
  // "Title, Company, City": a part just before the place is the employer.
  // Alone on its line ("Customer Assistant⇥Leeds"), the place says nothing of the part.
  [(p, ctx) => p.beforePlace && sharesLine(p, ctx), -1],
  // "Headingley, Leeds" on a line of its own: one word before a town is a district, not a role.
  [(p, ctx) => p.beforePlace && !/\s/.test(p.text.trim()) && !looksLikeJob(p, ctx), -1],
  [(p, ctx) => p === ctx.parts[0], 0.5],
  // "VILLE DE EXEMPLE — Service des travaux publics" over "Mécanicien…": what follows an employer's
  // name on its line is its department when the role has a line of its own.
  [(p, ctx) => !p.first && ctx.parts.some((q) => q.line === p.line && q.first && namedLikeEmployer(q)) && ctx.parts.some((q) => q.line !== p.line && aloneOnLine(q, ctx)), -1.5],
  // "EXEMPLE REVENUE SERVICE (ERS) – Abuja⇥dates" / "Corps Member – Tax Unit": a name in capitals
  // over a line in mixed case is the employer; so is one before a part in mixed case on its line
  // ("NORTHWIND ROBOTICS | Controls Software Co-op").
  [(p, ctx) => p.first && inCapitals(p.text) && ctx.parts.some((q) => q !== p && !inCapitals(q.text) && (q.line !== p.line || !q.beforePlace && /\p{Lu}.*\s/u.test(q.text))), -1],
];

export const COMPANY_FEATURES: Feature[] = [
  [(p) => p.role === 'company', 4],
  [(p) => p.role === 'title', -4],
  [namesOrganisation, 3],
  [(p) => p.beforePlace, 1],
  // "Title, Department⇥dates" / "Employer Ltd (Brand)": the employer has a line of its own.
  [(p, ctx) => aloneOnLine(p, ctx) && ctx.parts.some((q) => q.line !== p.line && !aloneOnLine(q, ctx)), 1],
  // "EXEMPLE BTP" / "Agence Provence – Marseille" / "Conducteur de travaux — 2019 – …": the name in
  // capitals above the role is the employer, the other line its branch.
  // Not a code after the title on its line ("HGV Class 1 Driver – ADR").
  [(p) => !p.onDatesLine && p.first && inCapitals(p.text), 4],
  [(p) => p.contract !== null, -3],
  [looksLikeJob, -1],
  // Neither title nor place: a short word list is more likely a sector than an employer.
  [(p) => p.text.length > 80, -2],
  // "Conduite des travaux de gros œuvre d'une tour résidentielle…": a phrase, not a name.
  [(p) => p.text.split(/\s+/).length > 8, -2],
  // "Hôtel Exemple, Lausanne · restaurant gastronomique": words in lower case describe the
  // employer; a name is written with a capital.
  [describes, -3],
  // "Stage – Service comptabilité, Comptoir Exemple (CFM), Fès": a department before another name on
  // its line is the employer's department, not the employer.
  [(p, ctx) => DEPARTMENT.test(p.folded) && ctx.parts.some((q) => q !== p && q.line === p.line && q.role === null && /^\p{Lu}/u.test(q.text) && !DEPARTMENT.test(q.folded) && !looksLikeJob(q, ctx)), -3],
  // "Retail Assistant – Christmas casual" over "Example Threads, Parramatta": the terms of the
  // employment after the title, not an employer.
  [(p) => EMPLOYMENT_TERMS.test(p.folded) && p.text.split(/\s+/).length <= 4 && !namesOrganisation(p), -3],
  // "Currently" / "employed": a table's "reason for leaving" cell, wrapped.
  [(p) => /^(?:currently|presently|still|employed|current|actuellement|toujours)(?:\s+(?:employed|working|en poste))?$/.test(p.folded), -6],
];

/** A department's name (folded): "Service comptabilité", "Département RH", "Finance Department". */
const DEPARTMENT = /^(?:service|departement|department|dept|pole|unite|division)\b|\bdepartment$/;

const aloneOnLine = (p: HeadPart, ctx: RoleContext) => ctx.parts.every((q) => q.line !== p.line || q === p);
export const inCapitals = (text: string) => text === text.toUpperCase() && /\p{Lu}{3}/u.test(text);
/** A part written as an employer's name: organisation words or capitals. */
export const namedLikeEmployer = (p: HeadPart) => namesOrganisation(p) || inCapitals(p.text);

export function score(part: HeadPart, ctx: RoleContext, features: readonly Feature[]): number {
  return features.reduce((sum, [test, weight]) => (test(part, ctx) ? sum + weight : sum), 0);
}

/** The title and company parts of an experience's head; either may be missing. */
export function titleAndCompany(ctx: RoleContext): { title: HeadPart | null; company: HeadPart | null } {
  const { parts } = ctx;
  if (parts.length === 0) return { title: null, company: null };
  // A table's employer cell alone (its title column read elsewhere): an employer without a title.
  if (parts.every((p) => p.role === 'company')) return { title: null, company: parts[0]! };
  const chosen = best(parts, (p) => score(p, ctx, TITLE_FEATURES));
  const qualifier = roleQualifier(chosen, ctx);
  const rest = parts.filter((p) => p !== chosen && p !== qualifier);
  const title = qualifier === null ? chosen : { ...chosen, text: `${chosen.text} – ${qualifier.text}`, folded: `${chosen.folded} - ${qualifier.folded}` };
  // A lone part left that scores as a job is not an employer (a second title line).
  const company = rest.length === 0 ? null : best(rest, (p) => score(p, ctx, COMPANY_FEATURES));
  if (!company || score(company, ctx, COMPANY_FEATURES) <= -1) return { title, company: null };
  return { title, company: wholeEmployerLine(company, title, ctx) };
}

/**
 * "Électricien N3P2 – chef d'équipe – Eiffage Énergie Systèmes": a role in lower case right after
 * the title on its line, a few words, qualifies the title ("Electrician – team leader"); null when there is none.
 */
function roleQualifier(title: HeadPart, ctx: RoleContext): HeadPart | null {
  const next = ctx.parts[ctx.parts.indexOf(title) + 1];
  if (next === undefined || next.line !== title.line || next.role !== null || title.role !== null) return null;
  return /^\p{Ll}/u.test(next.text) && next.text.split(/\s+/).length <= 4 && namesRole(next) ? next : null;
}

/**
 * "Clinique Exemple — Site Nord, Lyon" on a line of its own: the employer and its site or
 * department together, places set aside (but a name in capitals first is the name alone). Not on the title's line, where the other parts are the
 * title's ("Engineer – Maintenance").
 */
function wholeEmployerLine(company: HeadPart, title: HeadPart, ctx: RoleContext): HeadPart {
  if (company.line === title.line || company.role !== null) return company;
  // Up to a description in lower case or a figure ("… · restaurant gastronomique, brigade de 14", "· agroalimentaire, 420 salariés").
  const all = ctx.parts.filter((p) => p.line === company.line);
  // ("Department of Climate Change, Energy, the Environment and Water": "the …" goes on with the name.)
  const cut = all.findIndex((p) => namesNothing(p.text) && !/^(?:the|and|of|for|de|du|des|la|le|les|et)\s/.test(p.text));
  const line = cut < 0 ? all : all.slice(0, cut);
  if (!line.includes(company)) return company;
  // (A role written there, not a catalog's guess: "Energy" is a job's name to the catalog.)
  if (line.length < 2 || line.some((p) => p.role !== null || p.contract !== null || namesRole(p))) return company;
  // "EXEMPLE BTP — Agence Provence": the name in capitals is the employer, the rest its branch.
  const capitals = line.filter((p) => p.text === p.text.toUpperCase() && /\p{Lu}{3}/u.test(p.text));
  if (capitals.length === 1 && line[0] === capitals[0]) return capitals[0]!;
  const text = line.map((p) => p.text).join(' — ');
  return { ...company, text, folded: line.map((p) => p.folded).join(' - ') };
}

/** Highest score; the earliest part on ties. */
function best(parts: readonly HeadPart[], scoreOf: (p: HeadPart) => number): HeadPart {
  let top = parts[0]!;
  let topScore = scoreOf(top);
  for (const p of parts.slice(1)) {
    const s = scoreOf(p);
    if (s > topScore) {
      top = p;
      topScore = s;
    }
  }
  return top;
}
