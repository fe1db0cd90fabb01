/**
 * Where the built catalogs live: `<project>/data`. Resolved from this module's location (not the
 * working directory) by walking up to the folder holding package.json, so it works from `src/`
 * (tsx, vitest) and from `dist/src/` after tsc alike.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function projectRoot(): string {
  if (cached !== undefined) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return (cached = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('catalogs: no package.json found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export function defaultDataDir(): string {
  return join(projectRoot(), 'data');
}
