import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { projectRoot } from '../../catalogs/data-dir.js';
import { ApiError } from '../../errors/api-error.js';

/**
 * `GET /console/`: the web console (docs/console.md), static files built by
 * `scripts/build-console.ts` into dist/console/. Not an API operation, so not an ApiRoute: it
 * has no route definition, stays out of the OpenAPI document, and the access guard lets it
 * through without a key (the page asks for one and sends it with its own calls).
 *
 * Only flat file names of the three kinds the build writes are served, read from the one
 * folder: no path, no dot segment, no other extension can reach the disk. Files are read on
 * each request (they are small), so a rebuild shows without a restart, and a service started
 * without a build still starts and says what to do.
 */
export interface ConsoleOptions {
  /** Where the built console is; default `<project>/dist/console`. */
  assetsDir?: string;
  /** RECRUIT_PUBLIC_URL: `face_url` photos may come from this origin. */
  publicUrl?: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};
/** Lower-case kebab names, as the build writes them. */
const ASSET_NAME = /^[a-z0-9][a-z0-9-]*\.(?:html|css|js)$/;

export const CONSOLE_NOT_BUILT = 'The web console is not built. Run `npm run build`, then reload this page.\n';

export function defaultConsoleDir(): string {
  return join(projectRoot(), 'dist', 'console');
}

/**
 * Scripts, styles and API calls from this service only, no inline code; images also from the
 * public URL, which `face_url` links are built from.
 */
export function consoleSecurityPolicy(publicUrl?: string): string {
  let imageOrigin = '';
  try {
    if (publicUrl) imageOrigin = ` ${new URL(publicUrl).origin}`;
  } catch {
    // An unusable public URL: photos then load from this origin only.
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self'${imageOrigin}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function consoleRoutes(app: FastifyInstance, options: ConsoleOptions = {}): void {
  const assetsDir = options.assetsDir ?? defaultConsoleDir();
  const policy = consoleSecurityPolicy(options.publicUrl);

  // On every console answer, errors included.
  const secure = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-cache');
    return payload;
  };

  const send = async (reply: FastifyReply, name: string): Promise<FastifyReply> => {
    if (!ASSET_NAME.test(name)) throw new ApiError('NOT_FOUND');
    const contentType = CONTENT_TYPES[extname(name)]!;
    try {
      return reply.type(contentType).send(await readFile(join(assetsDir, name)));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (!(await isFile(join(assetsDir, 'index.html')))) return reply.code(404).type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT);
    throw new ApiError('NOT_FOUND');
  };

  // Relative, so the page's relative links resolve under /console/ behind a prefix too.
  app.get('/console', { onSend: secure }, async (_request, reply) => reply.redirect('console/', 301));
  app.get('/console/', { onSend: secure }, async (_request, reply) => send(reply, 'index.html'));
  app.get('/console/:file', { onSend: secure }, async (request, reply) => send(reply, (request.params as { file: string }).file));
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
