/** A webhook receiver on loopback for the V2 tests: keeps every JSON body posted to it, in order. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookReceiver {
  url: string;
  bodies: Record<string, unknown>[];
  /** The `webhook-id` header of each body, in the same order. */
  ids: (string | undefined)[];
  /** The next body not yet taken by `next`, waiting for it if needed. */
  next(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function webhookReceiver(): Promise<WebhookReceiver> {
  const bodies: Record<string, unknown>[] = [];
  const ids: (string | undefined)[] = [];
  const waiters: ((b: Record<string, unknown>) => void)[] = [];
  let taken = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      bodies.push(body);
      ids.push(req.headers['webhook-id'] as string | undefined);
      waiters.shift()?.(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    bodies,
    ids,
    next: () => {
      const index = taken++;
      return index < bodies.length ? Promise.resolve(bodies[index]!) : new Promise((resolve) => waiters.push(resolve));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
