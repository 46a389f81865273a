import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, shortVideos } from '../../db/schema/index';
import { listenOnLoopback } from '../../testing/loop-stall';
import type { TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { askShare, openPosterApp, posterBytes, posterFiles, queryOf, realTargets } from './poster-test-kit';

/** Room for about three posters (one with a drawn cover is about 150 KB), not for six. */
const POSTER_BUDGET = 450 * 1024;

describe.each(testDatabases())('share poster abuse on %s', (kind) => {
  describe('default limits', () => {
    let t: TestApp;
    let dataDir: string;
    let baseUrl: string;
    beforeAll(async () => {
      ({ t, dataDir } = await openPosterApp(kind));
      baseUrl = await listenOnLoopback(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses a made-up id or a content_type the item does not have, and draws nothing', async () => {
      const [course] = await realTargets(t, 1);
      const before = posterFiles(dataDir);
      const refused = [
        'type=2&content_id=99999999',
        `type=1&content_id=${course.id}&content_type=${course.contentType + 1}`,
        `type=1&content_id=${course.id}&content_type=99`,
        'type=4&content_id=2147483647&content_type=0',
      ];
      for (const query of refused) {
        const answer = await askShare(baseUrl, query);
        expect(answer, query).toMatchObject({ status: 200, code: -1, message: '内容不存在' });
      }
      expect(posterFiles(dataDir)).toEqual(before);
    });

    it('refuses a Host header that is not a plain host[:port] with 400, never a 500, and draws nothing', async () => {
      const [article] = (await realTargets(t, 1)).filter((target) => target.type === 2);
      const before = posterFiles(dataDir);
      for (const host of ['a b', 'a%zz', 'x.test:99999', '[::1', 'a.test/evil']) {
        const response = await t.app.inject({ url: `/course/api/share?${queryOf(article)}`, headers: { host } });
        expect(response.statusCode, host).toBe(400);
        expect(response.json(), host).toEqual({ code: 400, message: '请求错误: Host 无效' });
      }
      expect(posterFiles(dataDir)).toEqual(before);
    });

    it('keeps one file per item however often and however it is asked for', async () => {
      // A case (content_type 6): asked for with and without its content_type, still one poster.
      const [article] = await t.app.db.select({ id: articles.id }).from(articles).where(eq(articles.contentType, 6)).orderBy(asc(articles.id)).limit(1);
      const prefix = `2-${article.id}-`;
      const answers = await Promise.all([
        askShare(baseUrl, `type=2&content_id=${article.id}`),
        askShare(baseUrl, `type=2&content_id=${article.id}&content_type=6`),
        askShare(baseUrl, `type=2&content_id=${article.id}`),
      ]);
      expect(new Set(answers.map((answer) => answer.posterUrl)).size).toBe(1);
      expect(posterFiles(dataDir).filter((name) => name.startsWith(prefix))).toHaveLength(1);
    });

    it('draws the poster again when the title or the cover changes and removes the old one', async () => {
      const [target] = (await realTargets(t, 1, 10)).filter((item) => item.type === 2);
      const [otherCover] = await t.app.db.select({ coverImg: shortVideos.coverImg }).from(shortVideos).orderBy(asc(shortVideos.id)).limit(1);
      const prefix = `2-${target.id}-`;
      const first = await askShare(baseUrl, queryOf(target));
      expect(first.code).toBe(0);
      await t.app.db.update(articles).set({ title: '改过的标题：心衰管理新进展' }).where(eq(articles.id, target.id));
      const retitled = await askShare(baseUrl, queryOf(target));
      expect(retitled.posterUrl).not.toBe(first.posterUrl);
      expect(posterFiles(dataDir).filter((name) => name.startsWith(prefix))).toEqual([retitled.posterUrl!.split('/').pop()]);
      await t.app.db.update(articles).set({ coverImg: otherCover.coverImg }).where(eq(articles.id, target.id));
      const newCover = await askShare(baseUrl, queryOf(target));
      expect(newCover.posterUrl).not.toBe(retitled.posterUrl);
      expect(posterFiles(dataDir).filter((name) => name.startsWith(prefix))).toEqual([newCover.posterUrl!.split('/').pop()]);
      const served = await fetch(`${baseUrl}${newCover.posterUrl}`);
      expect(served.status).toBe(200);
      // Read to the end: an unread body keeps its connection busy, and closing the server waits for it.
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString('latin1'),
      ).toBe('PNG');
    });
  });

  it('keeps the poster folder within its disk budget by evicting the least recently used posters', async () => {
    const { t, dataDir } = await openPosterApp(kind, { cacheMaxBytes: POSTER_BUDGET });
    try {
      const baseUrl = await listenOnLoopback(t.app);
      const targets = await realTargets(t, 6);
      const names: string[] = [];
      for (const target of targets) {
        const answer = await askShare(baseUrl, queryOf(target));
        expect(answer.code).toBe(0);
        names.push(answer.posterUrl!.split('/').pop()!);
        // The first poster is asked for again and again, so it is never the least recently used.
        if (names.length > 1) expect((await askShare(baseUrl, queryOf(targets[0]))).posterUrl).toBe(`/media/posters/${names[0]}`);
        expect(posterBytes(dataDir)).toBeLessThanOrEqual(POSTER_BUDGET);
      }
      const kept = posterFiles(dataDir);
      expect(kept.length).toBeLessThan(targets.length);
      expect(kept).toContain(names[0]);
      expect(kept).toContain(names[names.length - 1]);
      // The ones gone are the oldest untouched ones.
      expect(kept).not.toContain(names[1]);
    } finally {
      await t.close();
    }
  });

  it('answers 503 busy with Retry-After when the drawing queue is full, and queues no more than its bound', async () => {
    const { t, dataDir } = await openPosterApp(kind, { workers: 1, queueMax: 2 });
    try {
      const baseUrl = await listenOnLoopback(t.app);
      const targets = await realTargets(t, 4);
      const answers = await Promise.all(targets.map((target) => askShare(baseUrl, queryOf(target))));
      const busy = answers.filter((answer) => answer.status === 503);
      const drawn = answers.filter((answer) => answer.code === 0);
      // One drawing at a time and two waiting: of 16 asked at once, at most 3 are drawn, the rest told to retry.
      expect(drawn.length).toBeGreaterThanOrEqual(1);
      expect(drawn.length).toBeLessThanOrEqual(3);
      expect(busy.length).toBe(targets.length - drawn.length);
      for (const answer of busy) expect(answer).toMatchObject({ code: 503, message: '服务繁忙，请稍后再试', retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
      expect(posterFiles(dataDir)).toHaveLength(drawn.length);
      // Once the queue has drained, a refused item is drawn on retry.
      const retried = await askShare(baseUrl, queryOf(targets[answers.findIndex((answer) => answer.status === 503)]));
      expect(retried.code).toBe(0);
    } finally {
      await t.close();
    }
  });
});
