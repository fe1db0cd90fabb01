/**
 * The parse-duration histogram, measured around the two ports the parser endpoints and the V2
 * jobs call, so that both are timed alike and neither knows about metrics: `parse` and `photo`,
 * plus the steps the parser reports with its outcome (`read`, `ocr`, `fields`: they run in a
 * worker, which times them itself).
 */
import type { PhotoFinder } from '../photos/photo-finder.js';
import type { ParseStep as PipelineStep, ResumeParser } from '../parsing/resume-parser.js';
import type { Metrics } from './create-metrics.js';

export function timeParseSteps(ports: { parser: ResumeParser; photos: PhotoFinder }, metrics: Pick<Metrics, 'parseStep'>): { parser: ResumeParser; photos: PhotoFinder } {
  const secondsSince = (started: number) => (performance.now() - started) / 1000;
  return {
    parser: {
      async parse(bytes, options) {
        const started = performance.now();
        // A document refused by its reader, or judged not a resume, comes back without its type.
        let format = 'unknown';
        try {
          const outcome = await ports.parser.parse(bytes, options);
          if (outcome.kind === 'parsed') {
            format = outcome.documentType;
            for (const [step, seconds] of Object.entries(outcome.steps ?? {})) metrics.parseStep({ format, step: step as PipelineStep, seconds });
          }
          return outcome;
        } finally {
          metrics.parseStep({ format, step: 'parse', seconds: secondsSince(started) });
        }
      },
      close: () => ports.parser.close(),
    },
    photos: {
      async find(input, options) {
        const started = performance.now();
        try {
          return await ports.photos.find(input, options);
        } finally {
          metrics.parseStep({ format: input.type, step: 'photo', seconds: secondsSince(started) });
        }
      },
      close: () => ports.photos.close(),
    },
  };
}
