/**
 * The main module of a pool's child process (workers/process-pool.ts): loads the worker module
 * named by its argument, says it is ready, then runs one task per message and answers it. Exits
 * when the parent's IPC channel closes, so no child outlives the service. A task may report
 * progress before its answer (the worker module's second argument): `{ progress }` messages.
 */
const moduleUrl = process.argv[2];
if (!moduleUrl || !process.send) throw new Error('process-entry runs as a child of a process pool');
const worker = (await import(moduleUrl)) as { default: (task: unknown, progress: (value: unknown) => void) => unknown };
const progress = (value: unknown) => {
  process.send!({ progress: value });
};

process.on('disconnect', () => process.exit(0));
process.on('message', (message: { task: unknown }) => {
  void (async () => {
    try {
      process.send!({ ok: true, result: await worker.default(message.task, progress) });
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      process.send!({ ok: false, error: { name: e.name, message: e.message } });
    }
  })();
});
process.send({ ready: true });
