/**
 * Features of a line from the reference catalogs the pipeline already loads (parsing-catalogs.ts):
 * first names, places, organisation and school words, job titles (ROME), diplomas, skills and
 * languages. Long lines are sentences: only the cheap lookups run on them, which keeps a two-page
 * resume within a few milliseconds.
 */
import type { ParsingCatalogs } from '../parsing-catalogs.js';
import { COMPANY_WORDS, SCHOOL_WORDS } from '../organisation-words.js';
import type { ResumeLine } from '../resume-document.js';
import { bucket } from './line-text-features.js';

/** Lines longer than this many characters get only the cheap lookups. */
const SHORT_LINE = 90;
/** Places, diplomas and job titles stand on short lines (a head line, an address): the costly
 * lookups (0.1–0.2 ms a line each) run only there. */
const HEAD_WORDS = 7;

export function lineCatalogFeatures(line: ResumeLine, catalogs: ParsingCatalogs, lang: 'fr' | 'en'): string[] {
  const f: string[] = [];
  const { text, folded } = line;
  if (COMPANY_WORDS.test(folded)) f.push('org:company');
  if (SCHOOL_WORDS.test(folded)) f.push('org:school');
  if (/\b(?:h\/f|f\/h|\(h\/f\))\b|\b(?:cdi|cdd|stage|internship|interim|alternance|freelance|contract|apprentissage)\b/.test(folded)) f.push('contract');
  if (text.length > SHORT_LINE) return f;

  const tokens = text.split(/[\s,|/()]+/).filter((t) => /^\p{Lu}/u.test(t));
  const first = tokens[0];
  if (first && catalogs.names.isFirstName(first)) {
    f.push('fn:first');
    const capitalised = text.split(/\s+/).filter((t) => t !== '');
    if (capitalised.length >= 2 && capitalised.length <= 4 && capitalised.every((t) => /^\p{Lu}/u.test(t))) f.push('fn:person');
  }
  if (tokens.some((t) => catalogs.names.isLastName(t))) f.push('fn:last');

  const words = text.split(/\s+/).length;
  const skills = catalogs.skills.findMentions(text).length;
  if (skills > 0) f.push(`skills:${bucket(skills, [1, 2, 4])}`);
  const languages = catalogs.languages.findLanguageMentions(text).length;
  if (languages > 0) f.push(`langs:${bucket(languages, [1, 2])}`);
  if (words > HEAD_WORDS) return f;

  const places = catalogs.geo.findLocationMentions(text, { prefer: lang === 'fr' ? 'FR' : 'GB', lang });
  if (places.length > 0) {
    f.push('geo', `geo:${places[0]!.evidence}`);
    const covered = places.reduce((n, p) => n + p.text.length, 0);
    if (covered >= text.replace(/[^\p{L}\d]/gu, '').length * 0.6) f.push('geo:most');
  }
  if (catalogs.diplomas.findDiplomas(text).length > 0) f.push('diploma');
  if (!/\d{3}|@/.test(text)) {
    const job = catalogs.rome.predictRomeJobs(text, 1)[0];
    if (job) f.push(`job:${bucket(job.score, [0.8, 0.9])}`);
  }
  return f;
}
