import type { EngineCatalogs } from '../engine-catalogs.js';
import type { FoundRequirement } from '../requirement.js';

/** "Expérience professionnelle : 12 mois dans un poste similaire": a duration under an experience label is years of experience. */
export function withDurationUnderHeading(heading: string, folded: string, found: FoundRequirement[]): FoundRequirement[] {
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
export function withLeadingLanguage(text: string, found: FoundRequirement[], catalogs: EngineCatalogs): FoundRequirement[] {
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
