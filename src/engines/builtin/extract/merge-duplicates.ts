import type { Requirement } from '../requirement.js';
import { REQUIREMENT_SECTIONS, type Candidate } from './candidate.js';

/**
 * "Une première expérience en tant que Data Analyst …, d'une durée de 1 à 2 ans minimum": the same
 * experience named twice, once with its years; the kept mention keeps them.
 */
function withYearsOf(kept: Requirement, other: Requirement): Requirement {
  if (kept.kind !== 'experience' || other.kind !== 'experience' || kept.years !== null || other.years === null) return kept;
  return { ...kept, years: other.years, yearsMax: other.yearsMax };
}

/**
 * One criterion per requirement: the strongest mention wins its weight and quote; an experience
 * without a number of years ("Expérience en comptabilité") absorbs the skill criterion of the same
 * domain, which would say the same thing twice.
 */
export function mergeDuplicates(found: Candidate[]): Candidate[] {
  const byKey = new Map<string, Candidate>();
  for (const c of found) {
    const prev = byKey.get(c.key);
    if (!prev) {
      byKey.set(c.key, { ...c });
      continue;
    }
    // What the profile calls a plus stays a plus, whatever a mission names in passing
    // ("migration de PostgreSQL vers Snowflake" in the missions, "Snowflake apprécié" in the profile).
    const plus = (x: Candidate) => x.marker === 'weak' && REQUIREMENT_SECTIONS.has(x.section);
    if ((plus(c) && prev.fromWork) || (plus(prev) && c.fromWork)) {
      const keep = plus(c) ? c : prev;
      byKey.set(c.key, { ...keep, position: prev.position, isMandatory: keep.isMandatory });
      continue;
    }
    // The strongest mention wins; at equal weight, the one the offer words as a requirement ("Maîtrise indispensable de Python") over a mission.
    const worded = c.weight === prev.weight && c.marker !== null && prev.marker === null;
    if (c.weight > prev.weight || worded || (c.requirement.kind === 'diploma' && prev.requirement.kind === 'diploma' && c.weight === prev.weight && c.requirement.eqf > prev.requirement.eqf)) {
      byKey.set(c.key, { ...c, requirement: withYearsOf(c.requirement, prev.requirement), position: prev.position, isMandatory: prev.isMandatory || c.isMandatory });
    } else {
      prev.isMandatory = prev.isMandatory || c.isMandatory;
      prev.requirement = withYearsOf(prev.requirement, c.requirement);
      // A diploma named twice keeps the higher level at equal weight ("Bac+3 minimum, idéalement Bac+5" keeps Bac+3 by weight).
    }
  }
  // "Python ou Django" in a title says nothing the separate Python and Django criteria do not; "Windows
  // ou Office 365" (the examples of a duty) nothing that "Maîtrise de Windows", asked as much, does not:
  // whoever meets one alternative meets the criterion.
  const single = new Map<string, number>();
  for (const c of byKey.values()) if (c.requirement.kind === 'skill' && c.requirement.skills.length === 1) single.set(c.requirement.skills[0].id, Math.max(c.weight, single.get(c.requirement.skills[0].id) ?? 0));
  const out = [...byKey.values()].filter(
    (c) =>
      !(
        c.requirement.kind === 'skill' &&
        c.requirement.skills.length > 1 &&
        (c.requirement.skills.every((s) => single.has(s.id)) || c.requirement.skills.some((s) => (single.get(s.id) ?? 0) >= c.weight))
      ),
  );
  // "Junior Software Developer (1-4 years experience)" then "1 to 4 years of experience in software
  // development": the years in the job's title say nothing the requirement's own domain does not.
  const sameYears = (a: Requirement, b: Requirement) => a.kind === 'experience' && b.kind === 'experience' && a.years === b.years && (a.yearsMax ?? null) === (b.yearsMax ?? null);
  const ofTheRole = out.filter((c) => c.requirement.kind === 'experience' && c.requirement.role && out.some((o) => o !== c && o.requirement.kind === 'experience' && !o.requirement.role && o.requirement.domain && sameYears(o.requirement, c.requirement)));
  const experiences = out.filter((c) => c.requirement.kind === 'experience' && !ofTheRole.includes(c));
  return out.filter((c) => {
    if (ofTheRole.includes(c)) return false;
    if (c.requirement.kind !== 'skill') return true;
    const ids = c.requirement.skills.map((s) => s.id);
    // "Minimum of 2 years' experience in Java" then "Java, Spring": the years in Java say what "Maîtrise de Java" would, and more.
    const absorber = experiences.find((e) => {
      const r = e.requirement;
      if (r.kind !== 'experience' || r.domainSkills.length === 0 || !ids.every((id) => r.domainSkills.some((s) => s.id === id))) return false;
      return r.years === null || r.domainSkills.every((s) => ids.includes(s.id));
    });
    if (!absorber) return true;
    if (c.weight > absorber.weight) {
      absorber.weight = c.weight;
      absorber.marker = c.marker;
    }
    absorber.isMandatory = absorber.isMandatory || c.isMandatory;
    return false;
  });
}
