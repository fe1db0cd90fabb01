/** The V2 job queue in memory: the second adapter of the job port, for tests. */
import type { JobStore, LeasedJobs, ParseJob } from '../../jobs/job-store.js';
import { pollDueJobs } from '../../jobs/poll-due-jobs.js';

export function openMemoryJobStore(): JobStore & LeasedJobs {
  const jobs = new Map<string, ParseJob>();
  const due = (j: ParseJob, now: string) => (j.status === 'queued' || j.status === 'delivering') && j.dueAt <= now;
  const store: JobStore & LeasedJobs = {
    async enqueue(j) {
      if (jobs.has(j.id)) throw new Error(`job ${j.id} exists`);
      jobs.set(j.id, { ...j, status: 'queued', payload: null, attempts: 0, dueAt: j.createdAt, error: null });
    },
    async claim(now, leaseUntil) {
      const next = [...jobs.values()].filter((j) => due(j, now)).sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.createdAt.localeCompare(b.createdAt))[0];
      if (!next) return null;
      next.dueAt = leaseUntil;
      return { ...next };
    },
    async parsed(id, payload, now) {
      const j = jobs.get(id);
      if (j?.status !== 'queued') return false;
      Object.assign(j, { status: 'delivering', payload, dueAt: now });
      return true;
    },
    async attempted(id, { attempt, delivered, retryAt, error }) {
      const j = jobs.get(id);
      if (j?.status !== 'delivering' || j.attempts !== attempt) return false;
      j.attempts++;
      j.status = delivered ? 'done' : retryAt === null ? 'failed' : 'delivering';
      if (retryAt !== null) j.dueAt = retryAt;
      j.error = error;
      return true;
    },
    async failed(id, error) {
      const j = jobs.get(id);
      if (j?.status !== 'queued') return false;
      Object.assign(j, { status: 'failed', error });
      return true;
    },
    async get(id) {
      const j = jobs.get(id);
      return j ? { ...j } : null;
    },
    async depth() {
      const all = [...jobs.values()];
      return { queued: all.filter((j) => j.status === 'queued').length, delivering: all.filter((j) => j.status === 'delivering').length };
    },
    async ping() {},
    async releaseLeases(now) {
      let n = 0;
      for (const j of jobs.values()) {
        if ((j.status === 'queued' || j.status === 'delivering') && j.dueAt > now) {
          j.dueAt = now;
          n++;
        }
      }
      return n;
    },
    consume(run, options) {
      return pollDueJobs(store, run, options);
    },
  };
  return store;
}
