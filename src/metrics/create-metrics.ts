/**
 * The Prometheus metrics of one app instance (GET /metrics), on a registry of its own: tests build
 * several apps in one process, and prom-client's global registry would refuse a second metric of
 * the same name. The only module importing prom-client; the rest of the code records through the
 * narrow `Metrics` interface.
 *
 * Labels are bounded on purpose: a route is its pattern (`/files/:key`), never the URL; a format
 * is one of the document types; an operation is a route's operationId.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobStore } from '../jobs/job-store.js';
import { onWorkerExit } from '../workers/worker-exits.js';
import type { ParseStep as PipelineStep } from '../parsing/resume-parser.js';

/**
 * The parser's steps as the endpoints run them: `parse` (reading and parsing, one worker task, the
 * whole of it), `photo` (the face search), and the pipeline's own steps the parser reports with its
 * outcome (`read`, `ocr`, `fields`).
 */
export type ParseStep = 'parse' | 'photo' | PipelineStep;

export interface Metrics {
  /** Content-Type of `expose()`: the Prometheus text format 0.0.4. */
  readonly contentType: string;
  /** Every metric, in the text exposition format. */
  expose(): Promise<string>;
  /** One answered HTTP request; `route` is the route's pattern, or `unmatched`. */
  httpResponse(input: { method: string; route: string; status: number; seconds: number }): void;
  /** One step of one parse; `format` is the detected document type, or `unknown` when the document failed before it was known. */
  parseStep(input: { format: string; step: ParseStep; seconds: number }): void;
  /** Credits taken by a debit that applied (not one refused, nor a repeat of a V2 job's debit). */
  creditsCharged(operation: string, amount: number): void;
  /** Stops listening to worker exits. */
  close(): void;
}

/** 5 ms to the parser's 145 s deadline: the JSON endpoints answer in tens of ms, scans in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 145];

export function createMetrics(sources: { jobs: Pick<JobStore, 'depth'> }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: 'recruit_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status code.', labelNames: ['method', 'route', 'status'] as const, registers });
  const latency = new Histogram({
    name: 'recruit_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const parseSteps = new Histogram({
    name: 'recruit_parse_duration_seconds',
    help: 'Duration of a parse step (V3 and V2 parsers), by detected format and step: parse (reading and parsing, on a parser worker, its wait for one included), read (reading the document), ocr (a scan read with OCR, in the OCR lane), fields (lines to fields) or photo (face search).',
    labelNames: ['format', 'step'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const credits = new Counter({ name: 'recruit_credits_charged_total', help: 'Credits debited for successful billed calls, by operation.', labelNames: ['operation'] as const, registers });
  const restarts = new Counter({
    name: 'recruit_worker_restarts_total',
    help: 'Parser worker processes that died (crash, memory limit, or killed at the deadline) and are replaced, by worker module.',
    labelNames: ['pool'] as const,
    registers,
  });
  new Gauge({
    name: 'recruit_v2_queue_depth',
    help: 'V2 parse jobs not finished, by state: queued (waiting to be parsed, or being parsed) or delivering (result waiting for its webhook delivery, retries included).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        const depth = await sources.jobs.depth();
        this.set({ state: 'queued' }, depth.queued);
        this.set({ state: 'delivering' }, depth.delivering);
      } catch {
        // A queue that cannot be counted leaves the gauge without samples rather than failing the
        // whole scrape; GET /readyz names it.
      }
    },
  });
  const stopListening = onWorkerExit((exit) => restarts.inc({ pool: exit.pool }));

  return {
    contentType: registry.contentType,
    expose: () => registry.metrics(),
    httpResponse({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    parseStep({ format, step, seconds }) {
      parseSteps.observe({ format, step }, seconds);
    },
    creditsCharged(operation, amount) {
      credits.inc({ operation }, amount);
    },
    close: stopListening,
  };
}
