/**
 * The console's route (src/http/routes/console-route.ts): built files served with their type
 * and the Content-Security-Policy, nothing else reachable, a helpful answer without a build, and
 * no key asked and no OpenAPI operation added in the real app.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError, handleNotFound } from '../../src/http/error-handler.js';
import { CONSOLE_NOT_BUILT, consoleRoutes } from '../../src/http/routes/console-route.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SECRET = 'do-not-serve-me';

async function appServing(assetsDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  consoleRoutes(app, { assetsDir, publicUrl: 'https://recruit.example.com' });
  await app.ready();
  return app;
}

describe('GET /console with a build', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'recruit-console-'));
    const assets = join(root, 'console');
    mkdirSync(join(assets, 'nested'), { recursive: true });
    writeFileSync(join(assets, 'index.html'), '<!doctype html><title>console</title><script type="module" src="main.js"></script>');
    writeFileSync(join(assets, 'main.js'), 'export {};');
    writeFileSync(join(assets, 'console.css'), 'body{}');
    writeFileSync(join(assets, 'notes.txt'), SECRET);
    writeFileSync(join(assets, 'nested', 'inner.js'), SECRET);
    writeFileSync(join(root, 'secret.js'), SECRET);
    writeFileSync(join(root, 'package.json'), SECRET);
    app = await appServing(assets);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('redirects /console to /console/ with a relative location', async () => {
    const res = await app.inject({ method: 'GET', url: '/console' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('console/');
  });

  it.each([
    ['/console/', 'text/html; charset=utf-8', 'console</title>'],
    ['/console/index.html', 'text/html; charset=utf-8', 'console</title>'],
    ['/console/main.js', 'text/javascript; charset=utf-8', 'export {};'],
    ['/console/console.css', 'text/css; charset=utf-8', 'body{}'],
  ])('serves %s as %s with the security headers', async (url, type, content) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body).toContain(content);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' https://recruit.example.com");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    '/console/..%2Fsecret.js',
    '/console/..%2fpackage.json',
    '/console/%2e%2e%2fsecret.js',
    '/console/..%5Csecret.js',
    '/console/../secret.js',
    '/console/./../package.json',
    '/console/nested/inner.js',
    '/console/nested%2Finner.js',
    '/console/notes.txt',
    '/console/.main.js',
    '/console/MAIN.JS',
    '/console/main.js%00.css',
    '/console/missing.js',
  ])('refuses %s with the 404 body', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET);
    expect(res.json()).toStrictEqual({ error: 'Not Found' });
  });
});

describe('GET /console without a build', () => {
  it('answers 404 with a short message telling to run npm run build', async () => {
    const app = await appServing(join(tmpdir(), 'recruit-console-never-built'));
    try {
      for (const url of ['/console/', '/console/main.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.body).toBe(CONSOLE_NOT_BUILT);
        expect(res.body).toContain('npm run build');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      }
    } finally {
      await app.close();
    }
  });
});

describe('the console in the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs no API key (built or not) and carries the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/' });
    expect([200, 404]).toContain(res.statusCode);
    if (res.statusCode === 404) expect(res.body).toBe(CONSOLE_NOT_BUILT);
    else expect(res.body).toContain('<script type="module" src="main.js">');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('is not an API operation: absent from the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/console'))).toEqual([]);
  });
});
