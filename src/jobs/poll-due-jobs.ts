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
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      while (!stopping && running.size < options.concurrency) {
        const job = await leases.claim(iso(), new Date(options.now().getTime() + LEASE_MS).toISOString());
        if (!job) return;
        const work = run(job).catch(options.onError);
        running.add(work);
        // A finished step often makes the next one due at once (parsed → deliver): look now.
        void work.finally(() => {
          running.delete(work);
          poll();
        });
      }
    } finally {
      ticking = false;
    }
  };
  const ready = leases.releaseLeases(iso()).then((n) => {
    if (n > 0) options.onResumed?.(n);
  });
  const poll = () => void ready.then(tick).catch(options.onError);
  const timer = setInterval(poll, POLL_MS);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
