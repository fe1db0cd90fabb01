/**
 * Schools and degrees written as two lists (West African forms: "Institutions attended with
 * dates" / "Educational qualifications obtained with dates"): one dated list of schools, one of
 * the qualifications they awarded, in the same order. Each list alone gives entries with a school
 * and no degree, or a degree and no school. When a run of the first kind and a run of the second
 * have as many entries and end the same years pairwise (a qualification is obtained the year its
 * school is left), they are one list of degrees: the degree and its end from the qualification,
 * the school, its start and place from the school.
 */
import { namesDegree } from './education-head-roles.js';
import type { Education } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';

const year = (date: string | null) => date?.slice(0, 4) ?? null;

export function pairSeparateLists(educations: Education[], catalogs: ParsingCatalogs): Education[] {
  const degreeNamed = (e: Education) => e.degree_title !== null && namesDegree(e.degree_title, catalogs);
  const schoolOnly = (e: Education) => e.school_name !== null && !degreeNamed(e);
  const degreeOnly = (e: Education) => e.school_name === null && degreeNamed(e);
  const runAt = (at: number, test: (e: Education) => boolean) => {
    let end = at;
    while (end < educations.length && test(educations[end]!)) end++;
    return end - at;
  };
  for (let at = 0; at < educations.length; at++) {
    for (const [first, second] of [[schoolOnly, degreeOnly], [degreeOnly, schoolOnly]] as const) {
      const n = runAt(at, first);
      if (n < 2 || runAt(at + n, second) < n) continue;
      const a = educations.slice(at, at + n);
      const b = educations.slice(at + n, at + 2 * n);
      const [schools, degrees] = first === schoolOnly ? [a, b] : [b, a];
      if (!schools.every((s, i) => year(s.end_date) !== null && year(s.end_date) === year(degrees[i]!.end_date))) continue;
      const paired = degrees.map((d, i): Education => ({
        ...d,
        school_name: schools[i]!.school_name,
        start_date: d.start_date ?? schools[i]!.start_date,
        location: schools[i]!.location,
      }));
      return [...educations.slice(0, at), ...paired, ...pairSeparateLists(educations.slice(at + 2 * n), catalogs)];
    }
  }
  return educations;
}
