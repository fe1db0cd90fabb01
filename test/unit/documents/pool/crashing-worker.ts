// A stand-in read worker for the pool tests: crashes its thread on "crash", hangs on "hang",
// otherwise delegates to the real worker.
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
  return read(task);
}
