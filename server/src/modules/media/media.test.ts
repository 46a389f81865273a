import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoPlayInfo } from '../../../../contract/generated/schema-types';
import { courses, mediaFiles, studyProgress, users } from '../../db/schema';
import { LIVE_ACCESS } from '../lives/live-access';
import { signIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { saveProgress } from './media.repository';
import { VIDEO_NOT_FOUND } from './media.routes';
import { checkPasswordRequest } from '../../testing/check-password';

describe.each(testDatabases())('video info and progress on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('getVideoInfo', () => {
    it('answers the local MP4 and HLS files with their duration', async () => {
      const mp4 = (await get('/course/api/video/info/sample-mp4')).json();
      expectEndpointData('getVideoInfo', mp4);
      const info = mp4.data as VideoPlayInfo;
      expect(info.PlayInfoList.PlayInfo[0]).toMatchObject({ Format: 'mp4', PlayURL: '/media/videos/sample.mp4' });
      expect(info.VideoBase.Duration).toBeGreaterThan(0);
      const hls = (await get('/course/api/video/info/sample-hls')).json().data as VideoPlayInfo;
      expect(hls.PlayInfoList.PlayInfo.map((p) => p.Format)).toContain('m3u8');
      expect(hls.PlayInfoList.PlayInfo.find((p) => p.Format === 'm3u8')!.PlayURL).toBe('/media/videos/sample-hls/index.m3u8');
    });

    it("plays a locked item's own video only with the item's pass; a video an open item also plays stays open", async () => {
      const db = t.database.db;
      const [locked] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.needPassword, 1), eq(courses.type, 1)))
        .orderBy(courses.id)
        .limit(1);
      const [sample] = await db.select().from(mediaFiles).where(eq(mediaFiles.videoId, 'sample-mp4'));
      const { id: _id, ...copy } = sample;
      await db.insert(mediaFiles).values({ ...copy, videoId: 'locked-only-video' });
      await db.update(courses).set({ videoId: 'locked-only-video' }).where(eq(courses.id, locked.id));
      const refused = await get('/course/api/video/info/locked-only-video');
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual(LIVE_ACCESS.password);
      // Only a signed-in user may check a watch password; the pass is then the item's, not the user's.
      const viewer = await signIn(t.database, '13800000003');
      const pass = (await t.app.inject(checkPasswordRequest(`id=${locked.id}&password=1234&type=1`, viewer.headers))).json().data.pass as string;
      const opened = await t.app.inject({ url: '/course/api/video/info/locked-only-video', headers: { 'x-content-pass': pass } });
      expectEndpointData('getVideoInfo', opened.json());
      expect((await get('/course/api/video/info/sample-mp4')).json().code).toBe(0);
    });

    it('answers an unknown video with code 500 and a message, never an HTTP 5xx', async () => {
      const response = await get('/course/api/video/info/no-such-video');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 500, message: VIDEO_NOT_FOUND.message });
    });

    it('refuses malformed video ids', async () => {
      expectRefusal(await get(`/course/api/video/info/${'a'.repeat(65)}`), 400, /video_id/);
      expectRefusal(await get('/course/api/video/info/bad%20id'), 400, /video_id/);
      expectRefusal(await get('/course/api/video/info/..%2F..%2Fetc'), 400, /video_id/);
    });
  });

  describe('recordProgress', () => {
    it('accepts a guest report without storing it', async () => {
      const response = await get('/course/api/progress?content_id=39&progress=50&type=1');
      expectEndpointData('recordProgress', response.json());
      expect(response.json().data).toEqual({ saved: false });
    });

    it('validates every field strictly', async () => {
      expectRefusal(await get('/course/api/progress?progress=50&type=1'), 400, /content_id/);
      expectRefusal(await get('/course/api/progress?content_id=39&progress=101&type=1'), 400, /progress/);
      expectRefusal(await get('/course/api/progress?content_id=39&progress=-1&type=1'), 400, /progress/);
      expectRefusal(await get('/course/api/progress?content_id=39&progress=12.5&type=1'), 400, /progress/);
      expectRefusal(await get('/course/api/progress?content_id=39&progress=abc&type=1'), 400, /progress/);
      expectRefusal(await get('/course/api/progress?content_id=39&progress=50&type=6'), 400, /type/);
      expectRefusal(await get('/course/api/progress?content_id=99999999999&progress=50&type=1'), 400, /content_id/);
    });

    it('stores one row per user and item, the latest report winning', async () => {
      const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
      const at = (progress: number) => ({ userId: user.id, targetType: 1, targetId: 39, progress, positionS: progress * 6, durationS: 600, finished: false });
      const bound = { firstCreditS: 30, slackS: 2 };
      expect(await saveProgress(t.database.db, at(30), 10, bound)).toBe(10);
      // Claimed again at once: the clock allows only the slack.
      expect(await saveProgress(t.database.db, at(80), 10, bound)).toBeLessThanOrEqual(2);
      const rows = await t.database.db.select().from(studyProgress).where(eq(studyProgress.userId, user.id));
      expect(rows.filter((r) => r.targetId === 39 && r.targetType === 1).map((r) => [r.progress, r.positionS])).toEqual([[80, 480]]);
    });
  });
});

describe('HLS files are served with the types players expect', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('m3u8 and m4s', async () => {
    const playlist = await t.app.inject('/media/videos/sample-hls/index.m3u8');
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const segment = await t.app.inject('/media/videos/sample-hls/segment-00.m4s');
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect((await t.app.inject('/media/videos/sample.mp4')).headers['content-type']).toBe('video/mp4');
  });
});
