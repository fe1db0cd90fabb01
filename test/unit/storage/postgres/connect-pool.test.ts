import { describe, expect, it } from 'vitest';
import { connectPool } from '../../../../src/storage/postgres/connect-pool.js';

describe('connectPool', () => {
  it('survives an idle connection the server ends: the pool reports it as a warning, not an unhandled error', async () => {
    // No connection is opened: the pool is lazy, and the error is the one pg emits for an idle client.
    const pool = connectPool({ url: 'postgres://127.0.0.1:1/none', schema: 'public' });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      expect(() => pool.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.some((w) => w.includes('terminating connection due to administrator command'))).toBe(true);
    } finally {
      process.off('warning', onWarning);
      await pool.end();
    }
  });
});
