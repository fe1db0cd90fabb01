import type { FastifyInstance } from 'fastify';

export interface RunningServer {
  /** `http://host:port` the server listens on. */
  url: string;
  /** Graceful shutdown; idempotent. */
  shutdown(reason: string): Promise<void>;
}

/**
 * Listens, and knows how to stop well: stop accepting connections, let in-flight requests
 * finish (Fastify's close waits for them and closes idle keep-alive sockets), and only then
 * release the resources they use — the store — so no request loses its database mid-call.
 */
export async function serve(
  app: FastifyInstance,
  options: { port: number; host: string; releaseResources: () => Promise<void> },
): Promise<RunningServer> {
  const url = await app.listen({ port: options.port, host: options.host });
  let stopping: Promise<void> | undefined;
  return {
    url,
    shutdown(reason) {
      stopping ??= (async () => {
        app.log.info({ reason }, 'shutting down: finishing in-flight requests');
        // close() drops the connections idle at that moment; a keep-alive connection whose
        // request finishes later would hold the server open until the client lets it go. Sweep
        // those as they become idle.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
          await options.releaseResources();
        }
        app.log.info('shut down');
      })();
      return stopping;
    },
  };
}
