/**
 * The types of the TypeScript client, generated from the OpenAPI document the service serves:
 * `npm run generate:client` writes packages/client/src/generated/api-types.ts, which is
 * committed. test/client/generated-types.test.ts regenerates it in memory and fails when the
 * committed file is stale, so an API change that forgets to regenerate fails `npm test`.
 *
 * The document comes from the app itself (GET /openapi.json through `inject`, no socket), built
 * on throwaway in-memory dependencies and a fixed environment: what the client is typed from is
 * exactly what the service answers, whoever runs the script and wherever.
 *
 * Emitted: the component schemas (the two error bodies), per operation its request body (JSON
 * or multipart parts), path parameters, 2xx answer and error bodies, enums as string-literal
 * unions; the table of operations (method, path, access, body kinds) the client is driven by;
 * and the errors the document names in its examples, so the client can tell which one it got.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/load-config.js';
import { assembleDeps, createLogger } from '../src/deps.js';
import type { Engine } from '../src/engines/engine.js';
import type { OpenApiDocument, OpenApiOperation } from '../src/openapi/build-openapi-document.js';
import type { ResumeParser } from '../src/parsing/resume-parser.js';
import { noPhotoFinder } from '../src/photos/photo-finder.js';
import { openMemoryBlobStore } from '../src/storage/memory/memory-blob-store.js';
import { openSqliteStore } from '../src/storage/sqlite/sqlite-store.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_TYPES_PATH = join(ROOT, 'packages/client/src/generated/api-types.ts');

type Schema = Record<string, unknown> | boolean;

/** The document as GET /openapi.json serves it, without listening on a port. */
export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  // A fixed environment: the document must not depend on the shell that runs the script.
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const unused = (): never => {
    throw new Error('building the OpenAPI document calls neither the engine nor the parser');
  };
  const engine: Engine = { name: 'none', version: 'none', extractCriteria: async () => unused(), evaluateCandidate: async () => unused() };
  const parser: ResumeParser = { parse: async () => unused(), close: async () => undefined };
  const store = openSqliteStore({ memory: true });
  const deps = assembleDeps({ config, logger: createLogger(config), store, engine, parser, blobs: openMemoryBlobStore(), photos: noPhotoFinder });
  const app = buildApp(deps);
  try {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}: ${res.body}`);
    return res.json() as OpenApiDocument;
  } finally {
    await app.close();
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------
// JSON Schema → TypeScript

/** A rendered type; `compound` when it needs parentheses before `[]`; a union keeps its members. */
interface Ts {
  text: string;
  compound: boolean;
  members?: string[];
}

const atom = (text: string): Ts => ({ text, compound: false });

/** A flat union without repeats: `oneOf [A, B]` next to `A` gives `A | B`. */
function union(members: Ts[]): Ts {
  const texts = [...new Set(members.flatMap((m) => m.members ?? [m.text]))];
  if (texts.length === 0) return atom('never');
  if (texts.length === 1) return members.find((m) => m.text === texts[0]) ?? atom(texts[0]);
  return { text: texts.join(' | '), compound: true, members: texts };
}

function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  return JSON.stringify(value);
}

/** A string literal, in single quotes unless the text has one and no double quote. */
function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

function docComment(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** Where a schema sits: a multipart body types `format: binary` as a file part. */
interface Context {
  multipart: boolean;
}

function refName(ref: string): string {
  const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
  if (!match) throw new Error(`unsupported $ref ${ref}`);
  return pascalCase(match[1]);
}

function render(schema: Schema, indent: string, context: Context): Ts {
  if (schema === true) return atom('unknown');
  if (schema === false) return atom('never');
  if (typeof schema.$ref === 'string') return atom(refName(schema.$ref));
  if ('const' in schema) return atom(literal(schema.const));
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => atom(literal(value))));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return union((schema[key] as Schema[]).map((member) => render(member, indent, context)));
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((member) => render(member, indent, context));
    return { text: parts.map((p) => (p.compound ? `(${p.text})` : p.text)).join(' & '), compound: parts.length > 1 };
  }
  if (Array.isArray(schema.type)) return union((schema.type as string[]).map((type) => render({ ...schema, type }, indent, context)));
  switch (schema.type) {
    case 'string':
      return atom(context.multipart && schema.format === 'binary' ? 'BinaryPart' : 'string');
    case 'number':
    case 'integer':
      return atom('number');
    case 'boolean':
      return atom('boolean');
    case 'null':
      return atom('null');
    case 'array':
      return renderArray(schema, indent, context);
    case 'object':
      return renderObject(schema, indent, context);
    case undefined:
      return schema.properties ? renderObject(schema, indent, context) : atom('unknown');
    default:
      throw new Error(`unsupported schema type ${JSON.stringify(schema.type)}`);
  }
}

function renderArray(schema: Record<string, unknown>, indent: string, context: Context): Ts {
  if (Array.isArray(schema.prefixItems)) {
    return atom(`[${(schema.prefixItems as Schema[]).map((item) => render(item, indent, context).text).join(', ')}]`);
  }
  if (schema.items === undefined) return atom('unknown[]');
  const item = render(schema.items as Schema, indent, context);
  return atom(item.compound ? `Array<${item.text}>` : `${item.text}[]`);
}

function renderObject(schema: Record<string, unknown>, indent: string, context: Context): Ts {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const extra = schema.additionalProperties as Schema | undefined;
  const names = Object.keys(properties);
  if (names.length === 0) {
    if (extra === false) return atom('Record<string, never>');
    return atom(`Record<string, ${extra === undefined || extra === true ? 'unknown' : render(extra, indent, context).text}>`);
  }
  const inner = `${indent}  `;
  const lines = names.map((name) => {
    const property = properties[name];
    const doc = typeof property === 'object' ? docComment(property.description, inner) : '';
    return `${doc}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${render(property, inner, context).text};\n`;
  });
  // A typed index signature would have to admit every declared property's type: `unknown` is
  // the only honest one.
  if (extra !== undefined && extra !== false) lines.push(`${inner}[key: string]: unknown;\n`);
  return atom(`{\n${lines.join('')}${indent}}`);
}

function pascalCase(name: string): string {
  return name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _sep: string, letter: string) => letter.toUpperCase());
}

/** `export interface` for an object type, else `export type`. */
function declaration(name: string, type: Ts, doc: string): string {
  const body = type.text.startsWith('{\n') ? `export interface ${name} ${type.text}\n` : `export type ${name} = ${type.text};\n`;
  return `${docComment(doc, '')}${body}`;
}

// ---------------------------------------------------------------------------------------------
// The document → the module

interface OperationEntry {
  id: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function operationsOf(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (typeof operation.operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      entries.push({ id: operation.operationId, method: method.toUpperCase(), path, operation });
    }
  }
  return entries;
}

type BodyKind = 'json' | 'text' | 'binary';

function bodyKindOf(contentType: string): BodyKind {
  if (contentType === 'application/json' || contentType.endsWith('+json')) return 'json';
  if (contentType.startsWith('text/')) return 'text';
  return 'binary';
}

function successOf(entry: OperationEntry): { status: string; contentType: string; schema: Schema | undefined } {
  const statuses = Object.keys(entry.operation.responses).filter((status) => /^2\d\d$/.test(status)).sort();
  if (statuses.length === 0) throw new Error(`${entry.id} documents no 2xx answer`);
  const content = entry.operation.responses[statuses[0]].content ?? {};
  const [contentType] = Object.keys(content);
  return { status: statuses[0], contentType: contentType ?? 'application/json', schema: contentType ? (content[contentType].schema as Schema | undefined) : undefined };
}

function responseType(success: ReturnType<typeof successOf>): Ts {
  const kind = bodyKindOf(success.contentType);
  if (kind === 'text') return atom('string');
  if (kind === 'binary') return atom('Blob');
  return success.schema === undefined ? atom('unknown') : render(success.schema, '', { multipart: false });
}

interface RequestShape {
  kind: 'json' | 'multipart' | null;
  schema: Schema | undefined;
}

function requestOf(entry: OperationEntry): RequestShape {
  const body = entry.operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
  if (!body?.content) return { kind: null, schema: undefined };
  if (body.content['multipart/form-data']) return { kind: 'multipart', schema: body.content['multipart/form-data'].schema };
  if (body.content['application/json']) return { kind: 'json', schema: body.content['application/json'].schema };
  throw new Error(`${entry.id}: unsupported request content ${Object.keys(body.content).join(', ')}`);
}

function pathParamsOf(entry: OperationEntry): string[] {
  const parameters = (entry.operation.parameters ?? []) as { name: string; in: string }[];
  return parameters.filter((p) => p.in === 'path').map((p) => p.name);
}

function binaryPartsOf(schema: Schema | undefined): string[] {
  if (typeof schema !== 'object') return [];
  return Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)
    .filter(([, part]) => part.format === 'binary')
    .map(([name]) => name);
}

interface NamedError {
  kind: string;
  status: number;
  error: string;
  code: string | null;
}

/** Every error example of the document whose body has the error shape (`error` string). */
function namedErrorsOf(entries: OperationEntry[]): NamedError[] {
  const seen = new Map<string, NamedError>();
  for (const entry of entries) {
    for (const [status, response] of Object.entries(entry.operation.responses)) {
      if (!/^[45]\d\d$/.test(status)) continue;
      for (const [kind, example] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
        const value = example.value as Record<string, unknown> | undefined;
        if (typeof value?.error !== 'string') continue;
        const named = { kind, status: Number(status), error: value.error, code: typeof value.code === 'string' ? value.code : null };
        seen.set(`${named.kind} ${named.status} ${named.error}`, named);
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.status - b.status || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}

/** The source of packages/client/src/generated/api-types.ts for a document. */
export function generateClientTypes(document: OpenApiDocument): string {
  const entries = operationsOf(document);
  const info = document.info as { title: string; version: string };
  const components = ((document.components as { schemas?: Record<string, Schema> } | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const out: string[] = [];
  out.push(
    `/**\n * Generated by scripts/generate-client-types.ts from the OpenAPI document of ${info.title} ${info.version}.\n * Do not edit: change the API, then run \`npm run generate:client\` (a test fails while this file is stale).\n */\n`,
    `\n/** The API version (OpenAPI \`info.version\`) these types describe. */\nexport const API_VERSION = ${quote(info.version)};\n`,
    '\n/** A file part of a multipart request: its bytes (a Node.js Buffer is a Uint8Array) or a Blob/File. */\nexport type BinaryPart = Blob | Uint8Array;\n',
  );

  out.push('\n// Component schemas\n');
  for (const [name, schema] of Object.entries(components)) {
    out.push('\n', declaration(pascalCase(name), render(schema, '', { multipart: false }), typeof schema === 'object' ? String(schema.description ?? '') : ''));
  }

  const table: string[] = [];
  const typeMap: string[] = [];
  for (const entry of entries) {
    const name = pascalCase(entry.id);
    const { operation } = entry;
    const title = `${entry.method} ${entry.path}: ${String(operation.summary ?? entry.id)}`;
    out.push(`\n// ${entry.id}: ${entry.method} ${entry.path}\n`);

    const pathParams = pathParamsOf(entry);
    if (pathParams.length > 0) {
      out.push('\n', declaration(`${name}PathParams`, atom(`{\n${pathParams.map((p) => `  ${propertyKey(p)}: string;\n`).join('')}}`), `Path parameters of ${entry.method} ${entry.path}.`));
    }
    const request = requestOf(entry);
    const requestName = request.kind === 'multipart' ? `${name}Parts` : request.kind === 'json' ? `${name}Request` : null;
    if (requestName) {
      const what = request.kind === 'multipart' ? 'Parts of the multipart/form-data body' : 'JSON body';
      out.push('\n', declaration(requestName, request.schema === undefined ? atom('unknown') : render(request.schema, '', { multipart: request.kind === 'multipart' }), `${what} of ${title}`));
    }
    const success = successOf(entry);
    out.push('\n', declaration(`${name}Response`, responseType(success), `Answer ${success.status} (${success.contentType}) of ${title}`));

    const errorStatuses = Object.keys(operation.responses).filter((status) => /^[45]\d\d$/.test(status));
    const errorBodies = errorStatuses.flatMap((status) => {
      const schema = operation.responses[status].content?.['application/json']?.schema as Schema | undefined;
      return schema === undefined ? [] : [render(schema, '', { multipart: false })];
    });
    out.push('\n', declaration(`${name}ErrorStatus`, errorStatuses.length ? union(errorStatuses.map(atom)) : atom('never'), `Error statuses ${entry.id} documents.`));
    out.push('\n', declaration(`${name}ErrorBody`, errorBodies.length ? union(errorBodies) : atom('never'), `Error bodies ${entry.id} documents.`));

    table.push(
      `${docComment(title, '  ')}  ${entry.id}: {\n` +
        `    method: ${quote(entry.method)},\n` +
        `    path: ${quote(entry.path)},\n` +
        `    access: ${quote(String(operation['x-access'] ?? 'key'))},\n` +
        `    pathParams: [${pathParams.map(quote).join(', ')}],\n` +
        `    request: ${request.kind === null ? 'null' : quote(request.kind)},\n` +
        `    binaryParts: [${binaryPartsOf(request.schema).map(quote).join(', ')}],\n` +
        `    response: ${quote(bodyKindOf(success.contentType))},\n` +
        `  },\n`,
    );
    typeMap.push(
      `  ${entry.id}: {\n` +
        `    pathParams: ${pathParams.length ? `${name}PathParams` : 'never'};\n` +
        `    request: ${requestName ?? 'never'};\n` +
        `    response: ${name}Response;\n` +
        `    errorStatus: ${name}ErrorStatus;\n` +
        `    errorBody: ${name}ErrorBody;\n` +
        `  };\n`,
    );
  }

  out.push(
    '\n// Operations\n',
    '\n/** How the client calls an operation. */\n',
    'export interface OperationSpec {\n',
    "  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';\n",
    '  readonly path: string;\n',
    '  /** `public`: no key; `key`: a key, no credit; `billed`: a key and 1 credit per successful call. */\n',
    "  readonly access: 'public' | 'key' | 'billed';\n",
    '  readonly pathParams: readonly string[];\n',
    "  readonly request: 'json' | 'multipart' | null;\n",
    '  /** The multipart parts sent as files. */\n',
    '  readonly binaryParts: readonly string[];\n',
    "  readonly response: 'json' | 'text' | 'binary';\n",
    '}\n',
    '\n/** Every operation of the document, by operationId, in the document\'s order. */\n',
    `export const OPERATIONS = {\n${table.join('')}} as const satisfies Record<string, OperationSpec>;\n`,
    '\nexport type OperationId = keyof typeof OPERATIONS;\n',
    '\n/** The types of each operation: path parameters, request body, answer, error statuses and bodies. */\n',
    `export interface OperationTypes {\n${typeMap.join('')}}\n`,
  );

  const errors = namedErrorsOf(entries);
  out.push(
    '\n// Errors\n',
    '\n/** An error the document names (its example name): status, exact `error` message and body `code`. */\n',
    'export interface NamedError {\n  readonly kind: string;\n  readonly status: number;\n  readonly error: string;\n  readonly code: string | null;\n}\n',
    '\n/** Every named error of the document, by status then name. */\n',
    `export const NAMED_ERRORS = [\n${errors
      .map((e) => `  { kind: ${quote(e.kind)}, status: ${e.status}, error: ${quote(e.error)}, code: ${e.code === null ? 'null' : quote(e.code)} },\n`)
      .join('')}] as const satisfies readonly NamedError[];\n`,
    '\nexport type ErrorKind = (typeof NAMED_ERRORS)[number][\'kind\'];\n',
  );
  return out.join('');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const source = generateClientTypes(await loadOpenApiDocument());
  writeFileSync(CLIENT_TYPES_PATH, source);
  console.log(`wrote ${CLIENT_TYPES_PATH.slice(ROOT.length + 1)} (${source.length} characters)`);
}
