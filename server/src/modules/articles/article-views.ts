import type { Db } from '../../db/database';
import { addArticleViews } from './articles.repository';

/**
 * Article view counting without a write per read. A detail read used to run its own
 * `UPDATE articles SET view_count = view_count + 1` (a commit, and under load every reader of a popular
 * article queueing for the same row lock); views are now added up in the process and written in one
 * statement every `flushMs` (and when the app closes).
 *
 * The reader still sees their own visit, exactly: the row read and the snapshot of this process's
 * unwritten views happen inside `read()`, which never overlaps a flush (a flush waits for the reads in
 * progress and holds new ones back for its one statement), so a view is counted either in the row or in
 * the snapshot, never both and never neither. Views counted by other API processes show once they flush
 * (within `flushMs`).
 */
export interface ArticleViews {
  /**
   * Reads the row through `load` and, when `counts(row)` says so (e.g. the viewer's first view in the
   * window), counts one view; answers the row and
   * the view count to show (the row's count plus this process's views not yet written, this one included).
   */
  read<R extends { id: number; viewCount: number }>(
    load: () => Promise<R | undefined>,
    counts: (row: R) => boolean | Promise<boolean>,
  ): Promise<{ row: R | undefined; viewCount: number }>;
  /** Writes the views counted so far (also runs on its own every `flushMs`). */
  flush(): Promise<void>;
  /** Final flush; stops the timer. */
  close(): Promise<void>;
}

export interface ArticleViewsOptions {
  flushMs?: number;
  onError?: (error: unknown) => void;
  /**
   * Called with the articles whose views were just written, before any read runs again: a row kept from
   * before the write must not be read again (its count and the emptied snapshot would miss those views).
   */
  onWritten?: (ids: number[]) => void;
}

export function createArticleViews(db: Db, options: ArticleViewsOptions = {}): ArticleViews {
  const flushMs = options.flushMs ?? 1000;
  const pending = new Map<number, number>();
  let reading = 0;
  let readsDone: (() => void) | undefined;
  /** Set while a flush runs: reads wait for it. */
  let flushing: Promise<void> | undefined;

  async function flushOnce(): Promise<void> {
    // Let the reads in progress finish (their snapshot must match what the database holds).
    if (reading > 0) await new Promise<void>((resolve) => (readsDone = resolve));
    if (pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    try {
      await addArticleViews(db, batch);
      options.onWritten?.(batch.map(([id]) => id));
    } catch (error) {
      // Kept for the next flush; nothing is lost while the database is away.
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      throw error;
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing;
    if (pending.size === 0) return Promise.resolve();
    const run = flushOnce().finally(() => {
      flushing = undefined;
    });
    flushing = run;
    return run;
  }

  const timer = setInterval(() => {
    flush().catch((error: unknown) => options.onError?.(error));
  }, flushMs);
  timer.unref();

  return {
    async read(load, counts) {
      while (flushing) await flushing.catch(() => undefined);
      reading += 1;
      try {
        const row = await load();
        if (!row) return { row, viewCount: 0 };
        if (!(await counts(row))) return { row, viewCount: row.viewCount + (pending.get(row.id) ?? 0) };
        const mine = (pending.get(row.id) ?? 0) + 1;
        pending.set(row.id, mine);
        return { row, viewCount: row.viewCount + mine };
      } finally {
        reading -= 1;
        if (reading === 0 && readsDone) {
          const done = readsDone;
          readsDone = undefined;
          done();
        }
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      while (flushing) await flushing.catch(() => undefined);
      await flush();
    },
  };
}
