/**
 * The photo thread yields the cores: on Linux it lowers its own nice value (a thread's own there),
 * so that the parses of a busy service go first; the rest of the process keeps its priority.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createPooledPhotoFinder } from '../../../src/photos/pool/create-pooled-photo-finder.js';

const threadNices = (): number[] =>
  readdirSync('/proc/self/task').map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));

describe.runIf(process.platform === 'linux')('the photo thread', () => {
  it('runs at nice 10, the process at its own priority', async () => {
    const finder = createPooledPhotoFinder();
    try {
      expect(await finder.find({ type: 'txt', images: [], originalBytes: new Uint8Array(0) })).toBeNull();
      expect(threadNices()).toContain(10);
      expect(getPriority()).toBe(0);
    } finally {
      await finder.close();
    }
  }, 60_000);
});
