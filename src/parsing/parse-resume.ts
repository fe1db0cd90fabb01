/**
 * The resume pipeline (STYLE principle 1): read the document → lines → sections → fields →
 * derived fields → the spec 2.1 answer. Each step is a function of its own file; this one only
 * puts them in order and gathers their warnings.
 */
import { readDocument } from '../documents/read-document.js';
import type { EmbeddedImage, ReadLimits, ReadResult } from '../documents/types.js';
import { buildResumeDocument } from './build-resume-document.js';
import { buildProfile } from './build-profile.js';
import { judgeResume } from './judge-resume.js';
import { parsingCatalogs } from './parsing-catalogs.js';
import type { ParsedResume } from './parsed-resume.js';
import type { ImagesRead, ParseOptions, ParseOutcome } from './resume-parser.js';
import { resumeText } from './resume-text.js';
import { withDocumentMemo } from '../text/document-memo.js';

/** Warnings of the reader that mean an optional step was skipped (spec 2.1 `upstream_status`). */
const PARTIAL = /OCR skipped|left out|only the first/i;

export async function parseResume(
  bytes: Uint8Array,
  options: Partial<ParseOptions> = {},
  limits?: Partial<ReadLimits>,
  onImagesRead?: (read: ImagesRead) => void,
): Promise<ParseOutcome> {
  const started = performance.now();
  const read = await readDocument(bytes, limits);
  const readSeconds = (performance.now() - started) / 1000;
  onImagesRead?.({ documentType: read.type, images: photoImages(read) });
  const outcome = parseRead(read, options);
  return outcome.kind === 'parsed' ? { ...outcome, steps: { ...outcome.steps, read: readSeconds } } : outcome;
}

/** The steps after reading: a document already read (by the OCR lane of parsing/pool) → the answer. */
export function parseRead(read: ReadResult, options: Partial<ParseOptions> = {}): ParseOutcome {
  return withDocumentMemo(() => parseReadOnce(read, options));
}

function parseReadOnce(read: ReadResult, options: Partial<ParseOptions>): ParseOutcome {
  const started = performance.now();
  const now = options.now ? new Date(options.now) : new Date();
  const catalogs = parsingCatalogs();
  const doc = buildResumeDocument(read);
  const profile = buildProfile(doc, catalogs, now);
  const judgement = judgeResume({
    doc,
    hasName: profile.info_candidate.full_name !== null,
    hasEmail: profile.info_candidate.email !== null,
    hasPhone: profile.info_candidate.phone_number !== null,
    experiences: profile.work_experiences.filter((e) => e.start_date !== null || e.end_date !== null).length,
    educations: profile.educations.filter((e) => e.start_date !== null || e.end_date !== null).length,
    skills: profile.skills.length,
    languages: profile.languages.length,
  });
  if (!judgement.isResume) return { kind: 'not-a-resume', reason: judgement.reason };

  const readerWarnings = read.warnings.filter((w) => PARTIAL.test(w));
  const warnings = [...readerWarnings, ...profile.warnings];
  const resume: ParsedResume = {
    status: 'success',
    ...(readerWarnings.length > 0 || profile.partial ? { upstream_status: 'partial' as const } : {}),
    request_id: options.requestId ?? '',
    warnings,
    errors: [],
    info_resume: {
      application_id: options.applicationId ?? null,
      date_parsing: now.toISOString().slice(0, 19),
      language: doc.language.toUpperCase(),
      url: null,
      face_url: null,
      face_url_expires_at: null,
      text: resumeText(doc.text, read.links, read.annotations),
    },
    info_candidate: profile.info_candidate,
    work_experiences: profile.work_experiences,
    educations: profile.educations,
    rome_jobs: profile.rome_jobs,
    languages: profile.languages,
    skills: profile.skills,
    certifications: profile.certifications,
    interests: profile.interests,
  };
  return { kind: 'parsed', resume, documentType: read.type, images: photoImages(read), photo: null, steps: { fields: (performance.now() - started) / 1000 } };
}

/** The images the photo step searches: the first two pages' (a photo is on the first page), at most 8. */
function photoImages(read: ReadResult): EmbeddedImage[] {
  return read.images.filter((i) => i.page <= 1).slice(0, 8);
}
