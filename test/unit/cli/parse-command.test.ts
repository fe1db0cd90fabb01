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
    [['parse', 'cv.pdf'], { name: 'parse', file: 'cv.pdf', format: 'json' }],
    [['parse', '--pretty', '-'], { name: 'parse', file: '-', format: 'pretty' }],
    [['criteria', 'job.txt', '--json'], { name: 'criteria', job: 'job.txt', format: 'json' }],
    [['match', 'job.txt', 'cv.docx', '--pretty'], { name: 'match', job: 'job.txt', cv: 'cv.docx', format: 'pretty' }],
    [['rank', '-', 'a.pdf', 'b.txt'], { name: 'rank', job: '-', cvs: ['a.pdf', 'b.txt'], format: 'json' }],
    [['rank', 'job.txt', ...Array.from({ length: 10 }, (_, i) => `cv${i}.pdf`)], { name: 'rank', job: 'job.txt', cvs: Array.from({ length: 10 }, (_, i) => `cv${i}.pdf`), format: 'json' }],
    [['help'], { name: 'help' }],
    [['help', 'rank'], { name: 'help', topic: 'rank' }],
    [['parse', '--help'], { name: 'help', topic: 'parse' }],
    [['match', 'job.txt', '-h'], { name: 'help', topic: 'match' }],
    [['keys', 'create', '--help'], { name: 'help', topic: 'keys' }],
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
    [['parse']],
    [['parse', 'a.pdf', 'b.pdf']],
    [['parse', 'cv.pdf', '--yaml']],
    [['criteria']],
    [['match', 'job.txt']],
    [['match', '-', '-']],
    [['rank', 'job.txt']],
    [['rank', 'job.txt', 'a.pdf', 'a.pdf']],
    [['rank', 'job.txt', ...Array.from({ length: 11 }, (_, i) => `cv${i}.pdf`)]],
    [['help', 'frobnicate']],
    [['frobnicate', '--help']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});
