/**
 * The client's generated types stay in step with the API: regenerated in memory from the
 * document the service serves, they must equal the committed file. A change to a route, a
 * schema or the error catalog that forgets `npm run generate:client` fails here. And the
 * package compiles on its own, as it is published: fetch-only, no Node.js types, no dependency.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/openapi/build-openapi-document.js';
import { CLIENT_TYPES_PATH, generateClientTypes, loadOpenApiDocument } from '../../scripts/generate-client-types.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ROOT = join(import.meta.dirname, '../..');
const CLIENT = join(ROOT, 'packages/client');

describe('client types generated from the OpenAPI document', () => {
  let t: TestApp;
  let served: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    served = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the committed packages/client/src/generated/api-types.ts is up to date (else run `npm run generate:client`)', async () => {
    const expected = generateClientTypes(await loadOpenApiDocument());
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8'), 'stale generated client types: run `npm run generate:client` and commit the result').toBe(expected);
  });

  it('the generator reads the same document as the service serves', async () => {
    expect(generateClientTypes(await loadOpenApiDocument())).toBe(generateClientTypes(served));
  });

  it('types enums as string-literal unions and names every operation', () => {
    const source = generateClientTypes(served);
    expect(source).toContain("match_status: 'ideal' | 'potential' | 'not_mentioned' | 'not_valid';");
    for (const methods of Object.values(served.paths)) {
      for (const operation of Object.values(methods)) expect(source).toMatch(new RegExp(`^  ${String(operation.operationId)}: \\{$`, 'm'));
    }
  });
});

describe('the client package', () => {
  it('has no runtime dependency and imports nothing outside its sources', () => {
    const manifest = JSON.parse(readFileSync(join(CLIENT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    const files = readdirSync(join(CLIENT, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      const imports = [...readFileSync(join(CLIENT, 'src', file), 'utf8').matchAll(/\bfrom '([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((specifier) => !specifier.startsWith('./')), file).toEqual([]);
    }
  });

  it('compiles on its own with `tsc -p packages/client` (DOM and ES2023 libraries, no Node.js types)', async () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    await expect(promisify(execFile)(process.execPath, [tsc, '-p', CLIENT, '--noEmit'], { cwd: ROOT })).resolves.toBeDefined();
  }, 60_000);
});
