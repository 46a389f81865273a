import { describe, expect, it } from 'vitest';
import { PosterBusyError, PosterDrawingPool } from './poster-pool';

const input = (title: string) => ({ title, coverFile: null, shareUrl: 'https://m.example.com/article-detail/1?source_type=1' });

describe('poster drawing pool', () => {
  it('draws on a worker thread, refuses beyond its queue at once, and keeps working afterwards', async () => {
    const pool = new PosterDrawingPool({ workers: 1, queueMax: 1, jobTimeoutMs: 60_000 });
    try {
      const first = pool.draw(input('一'));
      const second = pool.draw(input('二'));
      await expect(pool.draw(input('三'))).rejects.toBeInstanceOf(PosterBusyError);
      expect(pool.pending).toBe(2);
      for (const png of await Promise.all([first, second])) expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(pool.pending).toBe(0);
      expect((await pool.draw(input('四'))).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await pool.close();
    }
  });

  it('gives up a drawing that takes too long and replaces its thread', async () => {
    const pool = new PosterDrawingPool({ workers: 1, queueMax: 4, jobTimeoutMs: 1 });
    try {
      // 1 ms is less than any drawing (the thread is still starting): each one times out on its own thread.
      const results = await Promise.allSettled([pool.draw(input('慢')), pool.draw(input('也慢'))]);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect(String((result as PromiseRejectedResult).reason)).toMatch(/longer than 1 ms/);
      }
      expect(pool.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('fails waiting drawings when closed', async () => {
    const pool = new PosterDrawingPool({ workers: 1, queueMax: 4, jobTimeoutMs: 60_000 });
    const drawing = pool.draw(input('一'));
    const waiting = pool.draw(input('二'));
    const outcomes = Promise.allSettled([drawing, waiting]);
    await pool.close();
    for (const outcome of await outcomes) expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/closed/);
    await expect(pool.draw(input('三'))).rejects.toThrow('closed');
  });
});
