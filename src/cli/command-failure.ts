import { ERROR_CATALOG, type ErrorCode, type ErrorSpec } from '../errors/error-catalog.js';

/**
 * Why a command that runs the pipeline failed, printed on one stderr line with exit code 1.
 * `subject` names the input at fault (a file, or `standard input`), null when none is.
 */
export class CommandFailure extends Error {
  readonly subject: string | null;

  constructor(message: string, subject: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CommandFailure';
    this.subject = subject;
  }

  /**
   * The error the service answers for this input: the spec's code (the parser's wire code where
   * it has one, e.g. `PARSER_UNAVAILABLE`) and the catalog's exact message, so that a script can
   * tell the same cases apart as an HTTP client does. `detail` is ours, for the person at the shell.
   */
  static of(code: ErrorCode, subject: string | null, options: { cause?: unknown; detail?: string } = {}): CommandFailure {
    const spec: ErrorSpec = ERROR_CATALOG[code];
    const detail = options.detail ? ` (${options.detail})` : '';
    return new CommandFailure(`${spec.wireCode ?? code}: ${spec.message}${detail}`, subject, { cause: options.cause });
  }

  /** The stderr line, e.g. `recruit: cv.pdf: DOCUMENT_UNREADABLE: The document could not be read. …`. */
  line(): string {
    return `recruit: ${this.subject === null ? '' : `${this.subject}: `}${this.message}\n`;
  }
}
