/**
 * The consumer of the single-process adapters (memory, SQLite): polls the table for due jobs,
 * claiming each with a lease (its due time pushed past the longest step), so a job whose process
 * died is due again once the lease has run out, or at once when the next process starts.
 */
import type { ConsumeOptions, JobConsumer, LeasedJobs, ParseJob } from './job-store.js';

/** A job untouched this long after its claim is taken up again (its process died). */
const LEASE_MS = 10 * 60_000;
const POLL_MS = 250;

export function pollDueJobs(leases: LeasedJobs, run: (job: ParseJob) => Promise<void>, options: ConsumeOptions): JobConsumer {
  let stopping = false;
  const running = new Set<Promise<void>>();
  const iso = () => options.now().toISOString();
  const tick = async () => {
    while (!stopping && running.size < options.concurrency) {
      const job = await leases.claim(iso(), new Date(options.now().getTime() + LEASE_MS).toISOString());
      if (!job) return;
      const work = run(job).catch(options.onError);
      running.add(work);
      void work.finally(() => running.delete(work));
    }
  };
  const ready = leases.releaseLeases(iso()).then((n) => {
    if (n > 0) options.onResumed?.(n);
  });
  const timer = setInterval(() => void ready.then(tick).catch(options.onError), POLL_MS);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
