/**
 * `recruit parse | criteria | match | rank`: the service's pipeline in this process, for batch
 * jobs and shell pipelines. Each command prints the body its endpoint answers, built by the
 * functions the routes call (the parser port, extractCriteria, matchCandidate, rankCandidates)
 * after the same input checks, with the engine the server would pick. What belongs to the
 * server is left out: no store (so no key, no credit, and `url`/`face_url` null, as nothing is
 * kept to link to, hence no photo step either), no webhook, no 60 s gateway deadline.
 *
 * Work runs on this thread (the in-process parser, the engine without its thread pool): one
 * command is one short job, and a pool's start-up would cost more than it saves. Whatever was
 * started (an OCR worker, the engine's connections) is closed before returning, so that the
 * process ends when the command does.
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config/config.js';
import { createEngine, createLogger } from '../deps.js';
import { decodeText } from '../documents/read-txt.js';
import { DocumentError } from '../documents/types.js';
import { EngineFailure, type Engine } from '../engines/engine.js';
import { ApiError } from '../errors/api-error.js';
import { MAX_UPLOAD_BYTES } from '../http/routes/parse-resume-route.js';
import { ParsedResumeSchema } from '../http/schemas/parsed-resume-schema.js';
import { readTextField } from '../http/validation/field-checks.js';
import { extractCriteria } from '../matching/extract-criteria.js';
import { matchCandidate } from '../matching/match-candidate.js';
import { rankCandidates } from '../matching/rank-candidates.js';
import type { RankCandidate } from '../matching/types.js';
import type { ParsedResume } from '../parsing/parsed-resume.js';
import type { ParseOutcome, ResumeParser } from '../parsing/resume-parser.js';
import { CommandFailure } from './command-failure.js';
import type { CliIo } from './main.js';
import type { OutputFormat, PipelineCommand } from './parse-command.js';
import { inputName, readInput, type InputLimit } from './read-input.js';

/** Spec 8: what the parser endpoint takes (the upload limit, applied to the file itself). */
const RESUME_INPUT: InputLimit = { maxBytes: MAX_UPLOAD_BYTES, tooLarge: 'UPLOAD_TOO_LARGE' };

/**
 * Past this a job file cannot hold a job_text of 50,000 characters (4 bytes each at most in
 * UTF-8) but for blank space: it is refused before it is read.
 */
const JOB_INPUT: InputLimit = { maxBytes: 1024 * 1024, tooLarge: 'JOB_TEXT_TOO_LONG' };

export async function runPipelineCommand(command: PipelineCommand, config: Config, io: CliIo): Promise<void> {
  const tools = new Tools(config, io);
  try {
    io.stdout.write(`${formatAnswer(await answer(command, tools, io), command.format)}\n`);
  } finally {
    await tools.close();
  }
}

/** The endpoint's answer for the command; inputs are all read and checked before the engine starts. */
async function answer(command: PipelineCommand, tools: Tools, io: CliIo): Promise<unknown> {
  switch (command.name) {
    case 'parse':
      return parseResumeFile(command.file, tools, io);
    case 'criteria': {
      const jobText = await readJobText(command.job, io);
      const engine = await tools.engine();
      return { matching_criteria: await engineStep(() => extractCriteria(engine, jobText)) };
    }
    case 'match': {
      const jobText = await readJobText(command.job, io);
      const candidateText = await readCandidateText(command.cv, tools, io);
      const engine = await tools.engine();
      // What a client of the service does: extract-criteria, then job-candidate with those criteria.
      const criteria = await engineStep(() => extractCriteria(engine, jobText));
      return engineStep(() => matchCandidate(engine, { jobText, candidateText, criteria }));
    }
    case 'rank': {
      const jobText = await readJobText(command.job, io);
      const candidates: RankCandidate[] = [];
      // As validateRankCandidatesRequest: trimmed, no length limit (spec 8 sets none for candidates).
      for (const cv of command.cvs) candidates.push({ id: cv, candidate_text: (await parseResumeFile(cv, tools, io)).info_resume.text.trim() });
      const engine = await tools.engine();
      return { rankings: await engineStep(() => rankCandidates(engine, { jobText, candidates })) };
    }
  }
}

function formatAnswer(value: unknown, format: OutputFormat): string {
  return format === 'pretty' ? JSON.stringify(value, null, 2) : JSON.stringify(value);
}

/** The parser and the engine, started on first use only (a `parse` needs no engine, a `criteria` no parser). */
class Tools {
  private parserStarted: Promise<ResumeParser> | null = null;
  private engineStarted: Promise<Engine> | null = null;

  constructor(
    private readonly config: Config,
    private readonly io: CliIo,
  ) {}

  parser(): Promise<ResumeParser> {
    this.parserStarted ??= import('../parsing/create-in-process-parser.js').then((m) => m.createInProcessParser());
    return this.parserStarted;
  }

  /** The server's choice of engine (deps.ts), on this thread; its logs go to stderr, stdout is the answer's. */
  engine(): Promise<Engine> {
    this.engineStarted ??= createEngine(
      { ...this.config, engineThreads: 0 },
      createLogger(this.config, { write: (line: string) => void this.io.stderr.write(line) }),
    );
    return this.engineStarted;
  }

  async close(): Promise<void> {
    const engine = await this.engineStarted?.catch(() => null);
    await engine?.close?.();
    const parser = await this.parserStarted?.catch(() => null);
    if (!parser) return;
    await parser.close();
    // The readers start a tesseract worker on the first scanned page; it is the parser's to end.
    const { closeSharedOcrService } = await import('../documents/ocr/shared-ocr-service.js');
    await closeSharedOcrService();
  }
}

/**
 * The answer of POST /api/v3/parser for the file, as parse-resume-route.ts builds it: the parser
 * port, the document errors of spec 7.1, the judgement "not a resume", then the same schema check
 * of the result.
 */
async function parseResumeFile(file: string, tools: Tools, io: CliIo): Promise<ParsedResume> {
  const subject = inputName(file);
  const bytes = await readInput(file, io.stdin, RESUME_INPUT);
  if (bytes.length === 0) throw CommandFailure.of('INVALID_FILE', subject);
  const parser = await tools.parser();
  let outcome: ParseOutcome;
  try {
    outcome = await parser.parse(bytes, { requestId: randomUUID(), applicationId: null, now: new Date().toISOString() });
  } catch (error) {
    if (error instanceof DocumentError) throw CommandFailure.of(error.code, subject, { cause: error });
    // What the service's reader threads answer for a reader that failed (ReaderFailure 'crashed').
    throw CommandFailure.of('PARSER_FAILED', subject, { cause: error, detail: error instanceof Error ? error.message : String(error) });
  }
  if (outcome.kind === 'not-a-resume') throw CommandFailure.of('DOCUMENT_NOT_A_RESUME', subject, { detail: outcome.reason });
  const checked = ParsedResumeSchema.safeParse(outcome.resume);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw CommandFailure.of('PARSER_FAILED', subject, { detail: `invalid result at ${issue?.path.join('.')}: ${issue?.message}` });
  }
  return outcome.resume;
}

/** A job description: a text file decoded as the TXT reader decodes one, then the endpoints' job_text check. */
async function readJobText(file: string, io: CliIo): Promise<string> {
  const bytes = await readInput(file, io.stdin, JOB_INPUT);
  return checkedText(file, 'job_text', decodeText(bytes).text);
}

/** A resume as the match endpoint takes it: the text of its parse (`info_resume.text`), checked as candidate_text. */
async function readCandidateText(file: string, tools: Tools, io: CliIo): Promise<string> {
  const resume = await parseResumeFile(file, tools, io);
  return checkedText(file, 'candidate_text', resume.info_resume.text);
}

/** The endpoints' check of a text field (spec 7.2: required, not blank, at most 50,000 characters), trimmed. */
function checkedText(file: string, field: 'job_text' | 'candidate_text', text: string): string {
  try {
    return readTextField({ [field]: text }, field);
  } catch (error) {
    if (error instanceof ApiError) throw CommandFailure.of(error.code, inputName(file), { cause: error });
    throw error;
  }
}

/** An engine that failed after its own retries (and fallback): the service's 502 message, with the reason. */
async function engineStep<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineFailure) throw CommandFailure.of('AI_PROCESSING_FAILED', null, { cause: error, detail: error.message });
    throw error;
  }
}
