/** The V2 job queue in memory: the second adapter of the job port, for tests. */
import type { JobStore, ParseJob } from '../../jobs/job-store.js';

export function openMemoryJobStore(): JobStore {
  const jobs = new Map<string, ParseJob>();
  const due = (j: ParseJob, now: string) => (j.status === 'queued' || j.status === 'delivering') && j.dueAt <= now;
  return {
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
      Object.assign(jobs.get(id)!, { status: 'delivering', payload, dueAt: now });
    },
    async attempted(id, { delivered, retryAt, error }) {
      const j = jobs.get(id)!;
      j.attempts++;
      j.status = delivered ? 'done' : retryAt === null ? 'failed' : 'delivering';
      if (retryAt !== null) j.dueAt = retryAt;
      j.error = error;
    },
    async failed(id, error) {
      Object.assign(jobs.get(id)!, { status: 'failed', error });
    },
    async get(id) {
      const j = jobs.get(id);
      return j ? { ...j } : null;
    },
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
  };
}
