/** A `recruit` command line, parsed. */
export type Command =
  | { name: 'help' }
  | { name: 'keys create'; credits: number }
  | { name: 'keys rotate'; key: string }
  | { name: 'keys revoke'; key: string }
  | { name: 'credits add'; key: string; amount: number }
  | { name: 'credits show'; key: string }
  | { name: 'files purge'; olderThanDays: number | null };

export const USAGE = `Usage: recruit <command>

  keys create [--credits N]   create an account holding N credits (default 0) and its first key;
                              the key is printed once, alone on the last line
  keys rotate KEY             issue a new key on KEY's account and revoke KEY at once;
                              the new key is printed alone on the last line
  keys revoke KEY             revoke KEY at once
  credits add KEY N           add N credits to KEY's account; prints the new balance last
  credits show KEY            print the balance of KEY's account
  files purge [--older-than 30d]
                              delete stored originals and photos older than that (all of them
                              without the option), and every expired temporary photo

The CLI uses the server's environment (RECRUIT_DATA_DIR, …) and works while the server runs.`;

/** Thrown for a command line that does not parse; the CLI prints it with the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseCommand(argv: readonly string[]): Command {
  const [group, action, ...rest] = argv;
  if (group === undefined || ['help', '--help', '-h'].includes(group)) return { name: 'help' };
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
