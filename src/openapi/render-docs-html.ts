import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from './build-openapi-document.js';

/**
 * A readable, self-contained HTML reference rendered from the OpenAPI document: no script, no
 * CDN, no download. Everything shown comes from the document, which comes from the code.
 */
export function renderDocsHtml(document: OpenApiDocument, options: { baseUrl: string }): string {
  const info = document.info as { title: string; version: string; description: string };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  const tags = [...new Set(operations.map(({ operation }) => (operation.tags as string[])[0]))];
  const body = [
    `<header><h1>${esc(info.title)}</h1><p class="meta">API version <code>${esc(info.version)}</code> · <a href="/openapi.json">openapi.json</a></p></header>`,
    `<section class="intro">${markdownish(info.description)}</section>`,
    `<nav><h2>Endpoints</h2><ul>${operations.map(({ path, method, operation }) => `<li><a href="#${esc(String(operation.operationId))}"><span class="m m-${method.toLowerCase()}">${method}</span> <code>${esc(path)}</code></a> ${esc(String(operation.summary))}</li>`).join('')}</ul></nav>`,
    ...tags.map(
      (tag) =>
        `<section><h2>${esc(tag)}</h2>${operations
          .filter(({ operation }) => (operation.tags as string[])[0] === tag)
          .map(({ path, method, operation }) => renderOperation(path, method, operation, options.baseUrl))
          .join('')}</section>`,
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} reference</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body></html>
`;
}

function renderOperation(path: string, method: string, operation: OpenApiOperation, baseUrl: string): string {
  const access = operation['x-access'] as string;
  const requestBody = operation.requestBody as { description: string; content: Record<string, { schema: JsonSchema; example: unknown }> } | undefined;
  const json = requestBody?.content['application/json'];
  const form = requestBody?.content['multipart/form-data'];
  const accessLine =
    access === 'public' ? 'No key, no credit.' : access === 'key' ? 'Needs <code>X-API-Key</code>; costs no credit.' : 'Needs <code>X-API-Key</code>; 1 credit per successful call.';
  return `<article id="${esc(String(operation.operationId))}">
<h3><span class="m m-${method.toLowerCase()}">${method}</span> <code>${esc(path)}</code></h3>
<p class="summary">${esc(String(operation.summary))}</p>
<p>${markdownish(String(operation.description))}</p>
<p class="access">${accessLine}</p>
${
  json
    ? `<h4>Request body</h4><p>${markdownish(requestBody.description)}</p>${fieldTable(json.schema)}<h4>Example</h4><pre>${esc(curlOf(method, path, baseUrl, access, json.example))}</pre>`
    : form
      ? `<h4>Request body</h4><p>${markdownish(requestBody.description)}</p>${fieldTable(form.schema)}<h4>Example</h4><pre>${esc(curlMultipartOf(path, baseUrl))}</pre>`
      : `<h4>Example</h4><pre>${esc(curlOf(method, path, baseUrl, access, undefined))}</pre>`
}
${Object.entries(operation.responses).map(([status, response]) => renderResponse(status, response)).join('')}
</article>`;
}

function renderResponse(status: string, response: OpenApiResponse): string {
  const [contentType, content] = Object.entries(response.content ?? {})[0] ?? [];
  if (status === '200') {
    const schema = content?.schema as JsonSchema | undefined;
    return `<h4>Response 200 <small>${esc(contentType ?? '')}</small></h4><p>${markdownish(response.description)}</p>${schema ? fieldTable(schema) : ''}${content?.example !== undefined ? `<pre>${esc(JSON.stringify(content.example, null, 2))}</pre>` : ''}`;
  }
  const headers = Object.keys(response.headers ?? {});
  const rows = Object.values(content?.examples ?? {})
    .map((example) => `<tr><td><code>${esc(JSON.stringify(example.value))}</code></td><td>${markdownish(example.summary)}</td></tr>`)
    .join('');
  return `<h4>Error ${esc(status)}${headers.length ? ` <small>with ${headers.map((h) => `<code>${esc(h)}</code>`).join(', ')}</small>` : ''}</h4><table><thead><tr><th>Body</th><th>When</th></tr></thead><tbody>${rows}</tbody></table>`;
}

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** The fields of an object schema, nested arrays of objects flattened as `field[].sub`. */
function fieldTable(schema: JsonSchema): string {
  const rows = fieldRows(schema, '');
  if (rows.length === 0) return '';
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function fieldRows(schema: JsonSchema, prefix: string): string[] {
  const rows: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name) ? 'yes' : 'no';
    const type = typeOf(field);
    rows.push(`<tr><td><code>${esc(prefix + name)}</code></td><td>${esc(type)}</td><td>${required}</td><td>${markdownish(rulesOf(field))}</td></tr>`);
    if (field.type === 'object') rows.push(...fieldRows(field, `${prefix}${name}.`));
    if (field.type === 'array' && field.items?.type === 'object') rows.push(...fieldRows(field.items, `${prefix}${name}[].`));
  }
  return rows;
}

/** "string", "string or null", "object[]", an enum's values' type, a constant. */
function typeOf(field: JsonSchema): string {
  if (field.anyOf) return field.anyOf.map(typeOf).join(' or ');
  if (Array.isArray(field.type)) return field.type.map((t) => (t === 'array' ? `${field.items ? typeOf(field.items) : 'any'}[]` : t)).join(' or ');
  if (field.type === 'array') return `${field.items ? typeOf(field.items) : 'any'}[]`;
  if (field.type) return String(field.type);
  if (field.const !== undefined) return JSON.stringify(field.const);
  if (field.enum) return typeof field.enum[0];
  return 'any';
}

function rulesOf(field: JsonSchema): string {
  const rules: string[] = [];
  if (field.description) rules.push(field.description);
  if (field.enum) rules.push(`One of ${field.enum.map((value) => `\`${String(value)}\``).join(', ')}.`);
  if (field.minimum !== undefined || field.maximum !== undefined) rules.push(`From ${field.minimum ?? '−∞'} to ${field.maximum ?? '∞'}.`);
  if (field.minItems !== undefined || field.maxItems !== undefined) rules.push(`${field.minItems ?? 0} to ${field.maxItems ?? 'any number of'} items.`);
  if (field.pattern === '\\S') rules.push('Not blank.');
  return rules.join(' ');
}

function curlOf(method: string, path: string, baseUrl: string, access: string, example: unknown): string {
  const lines = [`curl -sS${method === 'GET' ? '' : ` -X ${method}`} ${baseUrl}${path}`];
  if (access !== 'public') lines.push(`  -H "X-API-Key: $RECRUIT_API_KEY"`);
  if (example !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(example).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

function curlMultipartOf(path: string, baseUrl: string): string {
  return [`curl -sS -X POST ${baseUrl}${path}`, `  -H "X-API-Key: $RECRUIT_API_KEY"`, `  -F file=@resume.pdf`, `  -F application_id=app-123`].join(' \\\n');
}

/** Escapes, then renders `code` spans and paragraphs: all the markup our descriptions use. */
function markdownish(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => esc(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>'))
    .join('<br><br>');
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d232a;background:#fafbfc;margin:0}
main{max-width:980px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}h2{border-bottom:1px solid #d8dee4;padding-bottom:4px;margin-top:40px}
article{background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:4px 20px 16px;margin:20px 0}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f3f5;padding:1px 4px;border-radius:4px}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font:13px/1.4 ui-monospace,Menlo,monospace}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:14px}
th,td{border:1px solid #d8dee4;padding:4px 8px;text-align:left;vertical-align:top}th{background:#f6f8fa}
td code{word-break:break-word}.m{display:inline-block;min-width:44px;font:bold 12px ui-monospace,monospace;color:#fff;border-radius:4px;padding:2px 6px;text-align:center}
.m-get{background:#1f7a4d}.m-post{background:#1f5fbf}.meta,.access{color:#57606a}.summary{font-weight:600}
nav ul{list-style:none;padding:0}nav li{margin:4px 0}nav a{text-decoration:none}
`;
