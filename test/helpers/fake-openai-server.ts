/**
 * A scripted OpenAI-compatible server on 127.0.0.1 for the model engine's tests: it records each
 * request and answers from a queue of replies (then from `otherwise`), with delays, bad bodies,
 * 429/500 statuses and connection resets on demand. Never a network service.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; messages: { role: string; content: string }[]; response_format?: unknown; temperature?: number };
}

export type Reply =
  /** A completion whose message content is `content` (a string, or an object sent as JSON). */
  | { content: unknown; finishReason?: string; delayMs?: number }
  | { status: number; body?: string; headers?: Record<string, string>; delayMs?: number }
  | { reset: true };

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request. */
  script: Reply[];
  /** The reply once the script is used up. */
  otherwise: (request: RecordedRequest) => Reply;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const fake: Omit<FakeOpenAiServer, 'baseUrl' | 'close'> = {
    requests: [],
    script: [],
    otherwise: () => ({ status: 500, body: '{"error":{"message":"no scripted reply"}}' }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = { path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') };
      fake.requests.push(recorded);
      const reply = fake.script.shift() ?? fake.otherwise(recorded);
      if ('reset' in reply) {
        req.socket.destroy();
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        if ('content' in reply) {
          const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: reply.finishReason ?? 'stop' }] }));
        } else {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
          res.end(reply.body ?? '{}');
        }
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeOpenAiServer;
}
