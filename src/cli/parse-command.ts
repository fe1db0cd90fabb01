import { MAX_CANDIDATES } from '../http/schemas/json-endpoint-schemas.js';
import { STDIN_ARGUMENT } from './read-input.js';
import { isHelpTopic } from './usage.js';

/** `--json` (one line, the default) or `--pretty` (indented). */
export type OutputFormat = 'json' | 'pretty';

/** The commands that run the service's pipeline in process: no store, no key, no credit. */
export type PipelineCommand =
  | { name: 'parse'; file: string; format: OutputFormat }
  | { name: 'criteria'; job: string; format: OutputFormat }
  | { name: 'match'; job: string; cv: string; format: OutputFormat }
  | { name: 'rank'; job: string; cvs: string[]; format: OutputFormat };

const PIPELINE_COMMANDS: readonly string[] = ['parse', 'criteria', 'match', 'rank'] satisfies PipelineCommand['name'][];

export function isPipelineCommand(command: Command): command is PipelineCommand {
  return PIPELINE_COMMANDS.includes(command.name);
}

const HELP_FLAGS: readonly string[] = ['--help', '-h'];

/** A `recruit` command line, parsed. */
export type Command =
  | { name: 'help'; topic?: string }
  | PipelineCommand
  | { name: 'keys create'; credits: number }
  | { name: 'keys rotate'; key: string }
  | { name: 'keys revoke'; key: string }
  | { name: 'credits add'; key: string; amount: number }
  | { name: 'credits show'; key: string }
  | { name: 'files purge'; olderThanDays: number | null };

/** Thrown for a command line that does not parse; the CLI prints it with the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseCommand(argv: readonly string[]): Command {
  const [group, action, ...rest] = argv;
  if (group === undefined || HELP_FLAGS.includes(group)) return { name: 'help' };
  if (group === 'help') return action === undefined ? { name: 'help' } : { name: 'help', topic: helpTopic(action) };
  if (argv.some((arg) => HELP_FLAGS.includes(arg))) return { name: 'help', topic: helpTopic(group) };
  if (PIPELINE_COMMANDS.includes(group)) return parsePipelineCommand(group as PipelineCommand['name'], argv.slice(1));
  const command = `${group} ${action ?? ''}`.trim();
  switch (command) {
    case 'keys create':
      return { name: command, credits: parseCreditsOption(rest) };
    case 'keys rotate':
    case 'keys revoke':
    case 'credits show':
      return { name: command, key: exactlyOne(rest, 'KEY') };
    case 'credits add': {
      if (rest.length !== 2) throw new UsageError('credits add takes KEY and N');
      return { name: command, key: rest[0], amount: parseCount(rest[1], 1, 'N') };
    }
    case 'files purge':
      return { name: command, olderThanDays: parseAge(rest) };
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

function helpTopic(word: string): string {
  if (!isHelpTopic(word)) throw new UsageError(`unknown command: ${word}`);
  return word;
}

function parsePipelineCommand(name: PipelineCommand['name'], args: readonly string[]): PipelineCommand {
  let format: OutputFormat = 'json';
  const files: string[] = [];
  for (const arg of args) {
    if (arg === '--json' || arg === '--pretty') format = arg === '--json' ? 'json' : 'pretty';
    else if (arg.startsWith('-') && arg !== STDIN_ARGUMENT) throw new UsageError(`${name}: unknown option ${arg}`);
    else files.push(arg);
  }
  // Standard input can be read once.
  if (files.filter((file) => file === STDIN_ARGUMENT).length > 1) throw new UsageError(`${name}: only one file can be - (standard input)`);
  switch (name) {
    case 'parse':
      return { name, file: exactlyOne(files, 'FILE'), format };
    case 'criteria':
      return { name, job: exactlyOne(files, 'JOB'), format };
    case 'match':
      if (files.length !== 2) throw new UsageError('match takes JOB and CV');
      return { name, job: files[0], cv: files[1], format };
    case 'rank': {
      const [job, ...cvs] = files;
      if (job === undefined || cvs.length === 0) throw new UsageError('rank takes JOB and 1 to 10 CV files');
      if (cvs.length > MAX_CANDIDATES) {
        throw new UsageError(`rank takes at most ${MAX_CANDIDATES} CV files, the rank endpoint's limit (got ${cvs.length}): pre-filter them, or score each one with recruit match against the same JOB`);
      }
      const repeated = cvs.find((cv, i) => cvs.indexOf(cv) !== i);
      // The CV argument is the candidate id of the answer: each must name one candidate.
      if (repeated !== undefined) throw new UsageError(`rank: ${repeated} is given twice`);
      return { name, job, cvs, format };
    }
  }
}

function parseCreditsOption(args: readonly string[]): number {
  if (args.length === 0) return 0;
  if (args.length === 1 && args[0].startsWith('--credits=')) return parseCount(args[0].slice('--credits='.length), 0, '--credits');
  if (args.length === 2 && args[0] === '--credits') return parseCount(args[1], 0, '--credits');
  throw new UsageError('keys create takes only --credits N');
}

function parseAge(args: readonly string[]): number | null {
  if (args.length === 0) return null;
  const value = args.length === 1 && args[0].startsWith('--older-than=') ? args[0].slice('--older-than='.length) : args[0] === '--older-than' && args.length === 2 ? args[1] : undefined;
  const m = value === undefined ? null : /^(\d+)d?$/.exec(value);
  if (!m) throw new UsageError('files purge takes only --older-than Nd (a number of days, e.g. 30d)');
  return Number(m[1]);
}

function exactlyOne(args: readonly string[], name: string): string {
  if (args.length !== 1) throw new UsageError(`expected exactly one ${name}`);
  return args[0];
}

function parseCount(text: string | undefined, min: number, name: string): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(text ?? '')}`);
  }
  return value;
}
