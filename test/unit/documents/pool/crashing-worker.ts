// A stand-in read worker for the pool tests: crashes its thread on "crash", hangs on "hang",
// dies of a segmentation fault on "segfault" (in a child process only: in a thread it would take
// the test runner with it), otherwise delegates to the real worker.
import { isMainThread } from 'node:worker_threads';
import read, { type ReadTask } from '../../../../src/documents/pool/read-worker.js';

export default async function (task: ReadTask): Promise<unknown> {
  const text = new TextDecoder().decode(task.bytes);
  if (text === 'crash') {
    setTimeout(() => {
      throw new Error('simulated reader crash');
    });
    return new Promise(() => undefined);
  }
  if (text === 'hang') return new Promise(() => undefined);
  if (text === 'segfault') {
    if (!isMainThread) throw new Error('segfault is simulated in child processes only');
    process.kill(process.pid, 'SIGSEGV');
    return new Promise(() => undefined);
  }
  return read(task);
}
