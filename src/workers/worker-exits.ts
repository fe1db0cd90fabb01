/**
 * Where the pools say that a worker died and will be replaced (a crash, a heap limit, or a
 * document past its deadline, whose worker is killed): a `node:diagnostics_channel` channel, so
 * that the pools need no reference to whatever counts them (the metrics of an app instance
 * subscribe and unsubscribe themselves). Publishing to a channel nobody listens to costs nothing.
 */
import diagnosticsChannel from 'node:diagnostics_channel';

export const WORKER_EXIT_CHANNEL = 'recruit:worker-exit';

export interface WorkerExit {
  /** The worker module's name, e.g. `parse-worker`. */
  pool: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function publishWorkerExit(exit: WorkerExit): void {
  diagnosticsChannel.channel(WORKER_EXIT_CHANNEL).publish(exit);
}

/** Calls `listener` on each worker exit until the returned function is called. */
export function onWorkerExit(listener: (exit: WorkerExit) => void): () => void {
  const handler = (message: unknown) => listener(message as WorkerExit);
  diagnosticsChannel.subscribe(WORKER_EXIT_CHANNEL, handler);
  return () => void diagnosticsChannel.unsubscribe(WORKER_EXIT_CHANNEL, handler);
}
