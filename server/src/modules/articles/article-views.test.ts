import { describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { createArticleViews } from './article-views';

/** A stand-in database: one article row whose view_count the flush statement adds to. */
function fakeDb(options: { fail?: () => boolean } = {}) {
  const state = { viewCount: 10, writes: 0, release: undefined as (() => void) | undefined, hold: false };
  const db = {
    async execute(query: SQL) {
      if (options.fail?.()) throw new Error('database away');
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      // The VALUES list holds (id, n) pairs; this fake has one article, so add every n.
      const { params } = new PgDialect().sqlToQuery(query);
      for (let i = 1; i < params.length; i += 2) state.viewCount += Number(params[i]);
      state.writes += 1;
      return { rows: [] };
    },
  } as unknown as Db;
  const row = () => ({ id: 1, viewCount: state.viewCount });
  return { db, state, row };
}

describe('article views', () => {
  it('shows every reader their own visit and writes the views in one statement', async () => {
    const { db, state, row } = fakeDb();
    const views = createArticleViews(db, { flushMs: 60_000 });
    const first = await views.read(
      async () => row(),
      () => true,
    );
    const second = await views.read(
      async () => row(),
      () => true,
    );
    expect([first.viewCount, second.viewCount]).toEqual([11, 12]);
    expect(state.writes).toBe(0);
    await views.flush();
    expect(state).toMatchObject({ viewCount: 12, writes: 1 });
    expect(
      (
        await views.read(
          async () => row(),
          () => true,
        )
      ).viewCount,
    ).toBe(13);
    await views.close();
    expect(state.viewCount).toBe(13);
  });

  it('does not count a view the caller refuses (wrong content type)', async () => {
    const { db, state, row } = fakeDb();
    const views = createArticleViews(db, { flushMs: 60_000 });
    expect(
      (
        await views.read(
          async () => row(),
          () => false,
        )
      ).viewCount,
    ).toBe(10);
    expect(
      (
        await views.read(
          async () => undefined,
          () => true,
        )
      ).row,
    ).toBeUndefined();
    await views.close();
    expect(state.writes).toBe(0);
  });

  it('never lets a flush overlap a read, so a count is neither lost nor doubled', async () => {
    const { db, state, row } = fakeDb();
    const views = createArticleViews(db, { flushMs: 60_000 });
    await views.read(
      async () => row(),
      () => true,
    );
    let finishLoad!: () => void;
    const slow = views.read(
      async () => {
        await new Promise<void>((resolve) => (finishLoad = resolve));
        return row();
      },
      () => true,
    );
    await Promise.resolve();
    // The flush waits for the slow read; a read arriving meanwhile waits for the flush.
    state.hold = true;
    const flushed = views.flush();
    const later = views.read(
      async () => row(),
      () => true,
    );
    finishLoad();
    expect((await slow).viewCount).toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.writes).toBe(0);
    state.hold = false;
    state.release?.();
    await flushed;
    expect(state.viewCount).toBe(12);
    expect((await later).viewCount).toBe(13);
    await views.close();
    expect(state.viewCount).toBe(13);
  });

  it('keeps the views of a failed flush for the next one', async () => {
    let failing = true;
    const { db, state, row } = fakeDb({ fail: () => failing });
    const views = createArticleViews(db, { flushMs: 60_000 });
    await views.read(
      async () => row(),
      () => true,
    );
    await expect(views.flush()).rejects.toThrow('database away');
    expect(
      (
        await views.read(
          async () => row(),
          () => true,
        )
      ).viewCount,
    ).toBe(12);
    failing = false;
    await views.close();
    expect(state.viewCount).toBe(12);
  });
});
