import { describe, expect, it } from 'vitest';
import { openTestDatabase, bothTestDatabases } from '../testing/test-database';
import { openDatabase } from './database';
import { createJobLock, runWithStartupLock } from './job-lock';

describe.each(bothTestDatabases())('job lock on %s', (kind) => {
  it('lets one runner at a time through and frees the lock afterwards (and after a failure)', async () => {
    const database = await openTestDatabase(kind);
    // A second "process": its own pool on the same database (PGlite: the same instance, one process).
    const other = kind === 'postgres' ? await openDatabase({ url: (database.pool!.options as { connectionString: string }).connectionString }) : database;
    try {
      const first = createJobLock(database);
      const second = createJobLock(other);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const holding = new Promise<void>((resolve) => (entered = resolve));
      const running = first.runExclusive('test-job', async () => {
        entered();
        await held;
        return 'first';
      });
      // The first runner is inside its job, so it holds the lock (no guess at how long taking it needs).
      await holding;
      // Same job name elsewhere: skipped while held (PGlite: the in-process guard of this lock object).
      const skipped =
        kind === 'postgres' ? await second.runExclusive('test-job', async () => 'second') : await first.runExclusive('test-job', async () => 'second');
      expect(skipped).toBeUndefined();
      expect(await second.runExclusive('another-job', async () => 'other')).toBe('other');
      release();
      expect(await running).toBe('first');
      expect(await second.runExclusive('test-job', async () => 'second')).toBe('second');
      await expect(second.runExclusive('test-job', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await first.runExclusive('test-job', async () => 'after failure')).toBe('after failure');
      expect(await runWithStartupLock(database, async () => 'started')).toBe('started');
    } finally {
      if (other !== database) await other.close();
      await database.close();
    }
  });
});
