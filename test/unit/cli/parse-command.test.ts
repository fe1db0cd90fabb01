import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from '../../../src/cli/parse-command.js';

describe('parseCommand', () => {
  it.each([
    [[], { name: 'help' }],
    [['--help'], { name: 'help' }],
    [['keys', 'create'], { name: 'keys create', credits: 0 }],
    [['keys', 'create', '--credits', '25'], { name: 'keys create', credits: 25 }],
    [['keys', 'create', '--credits=7'], { name: 'keys create', credits: 7 }],
    [['keys', 'rotate', 'K'], { name: 'keys rotate', key: 'K' }],
    [['keys', 'revoke', 'K'], { name: 'keys revoke', key: 'K' }],
    [['credits', 'add', 'K', '3'], { name: 'credits add', key: 'K', amount: 3 }],
    [['credits', 'show', 'K'], { name: 'credits show', key: 'K' }],
  ])('parses %j', (argv, command) => {
    expect(parseCommand(argv)).toStrictEqual(command);
  });

  it.each([
    [['keys']],
    [['keys', 'delete', 'K']],
    [['keys', 'create', '--credits']],
    [['keys', 'create', '--credits', '-1']],
    [['keys', 'create', '--credits', '1.5']],
    [['keys', 'create', '--bonus', '1']],
    [['keys', 'rotate']],
    [['keys', 'rotate', 'A', 'B']],
    [['credits', 'add', 'K']],
    [['credits', 'add', 'K', '0']],
    [['credits', 'add', 'K', 'ten']],
    [['credits', 'show']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});
