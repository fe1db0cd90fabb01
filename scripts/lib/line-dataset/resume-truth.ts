/**
 * What a labelled source tells about one resume, in one form for every source (our golden
 * expected JSON, the realistic corpus's truth.json): the values the aligner looks for in the
 * document's lines. Strings as written in the truth; matching folds them.
 */

export interface TruthEntry {
  title: string | null;
  organisation: string | null;
  /** 'YYYY' or 'YYYY-MM' (the day, when written, is dropped). */
  start: string | null;
  end: string | null;
  place: string | null;
}

export interface ResumeTruth {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emails: string[];
  phones: string[];
  urls: string[];
  headline: string | null;
  city: string | null;
  postalCode: string | null;
  experiences: TruthEntry[];
  educations: TruthEntry[];
  skills: string[];
  languages: string[];
  certifications: string[];
  interests: string[];
}

/** '2019-01-01' → '2019-01'; '2019' stays; null and '' → null. */
export function truthDate(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return /^\d{4}(?:-\d{2})?/.exec(value)?.[0] ?? null;
}

export function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function strings(value: unknown, key?: string): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => str(key && v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : v)).filter((v): v is string => v !== null);
}
