import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadDetail, PagedContent } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { and, eq } from 'drizzle-orm';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { downloadEmailRequests, downloads, footprints, users } from '../../db/schema/index';
import { CERTIFICATION_REQUIRED_MESSAGE, DAILY_MAIL_LIMIT_MESSAGE } from './downloads.routes';

/** The validation answer names the field and says what is wrong with it. */
const INVALID_EMAIL_MESSAGE_PATTERN = /email .*邮箱/;

describe.each(testDatabases())('downloads on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('listDownloadCategories lists the categories in order', async () => {
    const response = await get('/course/api/download/category');
    expectEndpointData('listDownloadCategories', response.json());
    expect(response.json().data.list.map((c: { title: string }) => c.title)).toEqual(['临床指南', '专家共识', '诊疗手册', '图解流程']);
  });

  describe('listDownloads', () => {
    it('pages all downloads newest first, with type, counts and the favourite state', async () => {
      const response = await get('/course/api/download/list?page=1&pageSize=10');
      expectEndpointData('listDownloads', response.json());
      const page = response.json().data as PagedContent;
      expect(page).toMatchObject({ page: 1, total: 24, total_page: 3 });
      expect(page.list.every((d) => d.origin_type === 9 && (d.type === 1 || d.type === 3))).toBe(true);
      expect(page.list.every((d) => typeof d.download_count === 'number' && typeof d.view_count === 'number' && d.is_favorite === 0)).toBe(true);
      const dates = page.list.map((d) => d.created_at!);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await get('/course/api/download/list?page=3')).json().data.list).toHaveLength(4);
    });

    it('marks the rows the viewer has favourited, after a reload too; a guest sees none', async () => {
      const viewer = await signIn(t.database, '13800000604');
      const first = ((await get('/course/api/download/list?page=1&pageSize=10')).json().data as PagedContent).list[1];
      const toggled = await t.app.inject({ url: `/course/api/download/favorite/${first.origin_id}`, headers: viewer.headers });
      expect(toggled.statusCode, toggled.body).toBe(200);
      const mine = (await t.app.inject({ url: '/course/api/download/list?page=1&pageSize=10', headers: viewer.headers })).json().data as PagedContent;
      expectEndpointData('listDownloads', { code: 0, message: 'ok', data: mine });
      expect(mine.list.filter((d) => d.is_favorite === 1).map((d) => d.origin_id)).toEqual([first.origin_id]);
      const detail = await t.app.inject({ url: `/course/api/download/detail/${first.origin_id}`, headers: viewer.headers });
      expect(detail.json().data.is_favorite).toBe(1);
      const guest = (await get('/course/api/download/list?page=1&pageSize=10')).json().data as PagedContent;
      expect(guest.list.every((d) => d.is_favorite === 0)).toBe(true);
    });

    it('filters by category and by a literal title keyword', async () => {
      const guides = (await get('/course/api/download/list?category_id=1&pageSize=50')).json().data as PagedContent;
      expect(guides.total).toBe(6);
      const all = (await get('/course/api/download/list?category_id=0&pageSize=50')).json().data as PagedContent;
      expect(all.total).toBe(24);
      const title = guides.list[0].title;
      const keyword = encodeURIComponent(title.slice(2, 8));
      const found = (await get(`/course/api/download/list?title=${keyword}`)).json().data as PagedContent;
      expect(found.list.map((d) => d.title)).toContain(title);
      expect(found.list.every((d) => d.title.includes(title.slice(2, 8)))).toBe(true);
      const none = (await get('/course/api/download/list?title=%25_%25')).json().data as PagedContent;
      expect(none).toMatchObject({ list: [], total: 0 });
      expect((await get('/course/api/download/list?page=99999')).json().data.list).toEqual([]);
    });

    it('refuses bad input with a clear message', async () => {
      expectRefusal(await get(`/course/api/download/list?title=${'x'.repeat(500)}`), 400, /title/);
      expectRefusal(await get('/course/api/download/list?category_id=x'), 400, /category_id/);
      expectRefusal(await get('/course/api/download/list?page=1e12'), 400, /page/);
      expectRefusal(await get('/course/api/download/list?pageSize=1000'), 400, /pageSize/);
    });
  });

  describe('getDownloadDetail', () => {
    it('answers an image-text item with sanitised content and its category', async () => {
      const list = (await get('/course/api/download/list?pageSize=50')).json().data as PagedContent;
      const imageText = list.list.find((d) => d.type === 3)!;
      const response = await get(`/course/api/download/detail/${imageText.id}`);
      expectEndpointData('getDownloadDetail', response.json());
      const detail = response.json().data as DownloadDetail;
      expect(detail).toMatchObject({ id: imageText.id, type: 3, title: imageText.title, is_favorite: 0, isDownload: false });
      expect(detail.content).toContain('<p>');
      expect(detail.category?.name).toBeTruthy();
      const file = list.list.find((d) => d.type === 1)!;
      const fileDetail = (await get(`/course/api/download/detail/${file.id}`)).json().data as DownloadDetail;
      expect(fileDetail.link).toMatch(/\.pdf$/);
    });

    it('strips scripts and event handlers from stored HTML', async () => {
      const { downloads } = await import('../../db/schema/index');
      const { eq } = await import('drizzle-orm');
      await t.database.db
        .update(downloads)
        .set({ content: '<p onclick="x()">正文</p><script>alert(1)</script><img src="javascript:alert(1)">' })
        .where(eq(downloads.id, 24));
      const detail = (await get('/course/api/download/detail/24')).json().data as DownloadDetail;
      // The image without a usable source goes whole (the one allow-list: html/rich-html.ts).
      expect(detail.content).toBe('<p>正文</p>');
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expectRefusal(await get('/course/api/download/detail/424242'), 404, '内容不存在');
      expectRefusal(await get('/course/api/download/detail/abc'), 400, /id/);
    });
  });

  describe('updateDownloadCount', () => {
    it('counts one more download per viewer (here: per guest address) per window', async () => {
      const count = (remoteAddress: string) => t.app.inject({ url: '/course/api/download/download/2', remoteAddress });
      const before = ((await get('/course/api/download/detail/2')).json().data as DownloadDetail).download_count;
      const response = await count('198.51.100.51');
      expectEndpointData('updateDownloadCount', response.json());
      expect(response.json().data).toEqual({ id: 2, download_count: before + 1 });
      expect((await count('198.51.100.52')).json().data.download_count).toBe(before + 2);
      expect((await count('198.51.100.52')).json().data).toEqual({ id: 2, download_count: before + 2 });
    });

    it('leaves a download footprint (type 9) for the signed-in viewer, and an anonymous one for a guest', async () => {
      const viewer = await signIn(t.database, '13800000603');
      await t.app.inject({ method: 'GET', url: '/course/api/download/download/3', headers: viewer.headers });
      await get('/course/api/download/download/3');
      const rows = await t.database.db
        .select()
        .from(footprints)
        .where(and(eq(footprints.type, 9), eq(footprints.targetId, 3)));
      expect(rows.filter((r) => r.userId === viewer.userId)).toHaveLength(1);
      expect(rows.filter((r) => r.userId === null).length).toBeGreaterThanOrEqual(1);
      const [file] = await t.database.db.select({ title: downloads.title }).from(downloads).where(eq(downloads.id, 3));
      expect(rows[0]).toMatchObject({ type: 9, contentType: 9, title: file!.title });
      // No footprint for a download that does not exist.
      await get('/course/api/download/download/424243');
      expect(await t.database.db.select().from(footprints).where(eq(footprints.targetId, 424243))).toEqual([]);
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expectRefusal(await get('/course/api/download/download/424242'), 404, '内容不存在');
      expectRefusal(await get('/course/api/download/download/-5'), 400, /id/);
    });
  });
});

describe.each(testDatabases())('sendDownloadEmail on %s', (kind) => {
  let t: TestApp;
  let certified: SignedIn;
  let uncertified: SignedIn;
  let clock = Date.parse('2026-03-02T02:00:00Z');
  const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/course/api/download/email', payload, headers });
  const requestsOf = (userId: number) => t.database.db.select().from(downloadEmailRequests).where(eq(downloadEmailRequests.userId, userId));

  beforeAll(async () => {
    t = await openTestApp(kind, { config: { downloadMailsPerDay: 3 }, authTestHooks: { now: () => clock } });
    certified = await signIn(t.database, '13800000601', clock);
    uncertified = await signIn(t.database, '13800000602', clock);
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, certified.userId));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the request for the caller and hands it to the mail provider', async () => {
    const response = await send({ id: 1, email: 'doctor@example.com' }, certified.headers);
    expect(response.statusCode).toBe(200);
    expectEndpointData('sendDownloadEmail', response.json());
    const data = response.json().data as { id: number; queued: boolean };
    expect(data.queued).toBe(true);
    const [row] = await t.database.db.select().from(downloadEmailRequests).where(eq(downloadEmailRequests.id, data.id));
    expect(row).toMatchObject({ downloadId: 1, userId: certified.userId, email: 'doctor@example.com', status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('accepts exactly one address: lists, spaces and malformed addresses are refused and nothing is queued', async () => {
    const before = (await requestsOf(certified.userId)).length;
    const refused = [
      'a@example.com,b@example.com',
      'a@example.com, b@example.com',
      'a@example.com;b@example.com',
      'a@example.com b@example.com',
      'a@b@example.com',
      ' doctor@example.com',
      'not an email',
      'doctor@',
      '@example.com',
      'doctor@localhost',
      'doctor@example.com\n',
    ];
    for (const email of refused) expectRefusal(await send({ id: 1, email }, certified.headers), 400, INVALID_EMAIL_MESSAGE_PATTERN);
    expect(await requestsOf(certified.userId)).toHaveLength(before);
  });

  it('needs a session and a certified user', async () => {
    expectRefusal(await send({ id: 1, email: 'a@b.cn' }), 401);
    expectRefusal(await send({ id: 1, email: 'a@b.cn' }, uncertified.headers), 403, CERTIFICATION_REQUIRED_MESSAGE);
    expect(await requestsOf(uncertified.userId)).toEqual([]);
  });

  it('refuses bad input without a 500', async () => {
    expectRefusal(await send({ id: 1 }, certified.headers), 400, /email/);
    expectRefusal(await send({ id: 1, email: '' }, certified.headers), 400, /email/);
    expectRefusal(await send({ id: 1, email: '   ' }, certified.headers), 400, /email/);
    expectRefusal(await send({ id: 1, email: `${'x'.repeat(200)}@example.com` }, certified.headers), 400, /email/);
    expectRefusal(await send({ id: 'x', email: 'a@b.cn' }, certified.headers), 400, /id/);
    expectRefusal(await send({ id: 99999, email: 'a@b.cn' }, certified.headers), 404);
  });

  it('sends at most the daily number of mails per account (China calendar day), even when the requests race', async () => {
    let doctor = await signIn(t.database, '13800000604', clock);
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, doctor.userId));
    // Ten at once against a limit of 3: exactly three are queued.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send({ id: 1, email: `d${i}@example.com` }, doctor.headers)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) expectRefusal(refused, 429, DAILY_MAIL_LIMIT_MESSAGE);
    expect(await requestsOf(doctor.userId)).toHaveLength(3);
    // Still the same day in China (02:00Z = 10:00 +08:00; 15:59Z = 23:59 +08:00).
    clock = Date.parse('2026-03-02T15:59:00Z');
    // Access tokens live two hours: sign in again at the new time.
    doctor = await signIn(t.database, '13800000604', clock);
    const other = await signIn(t.database, '13800000601', clock);
    expectRefusal(await send({ id: 2, email: 'later@example.com' }, doctor.headers), 429, DAILY_MAIL_LIMIT_MESSAGE);
    expect(await requestsOf(doctor.userId)).toHaveLength(3);
    // Another account is not affected.
    expect((await send({ id: 2, email: 'other@example.com' }, other.headers)).statusCode).toBe(200);
    // The next day in China the account may send again.
    clock = Date.parse('2026-03-02T16:00:00Z');
    doctor = await signIn(t.database, '13800000604', clock);
    expect((await send({ id: 2, email: 'next-day@example.com' }, doctor.headers)).statusCode).toBe(200);
    expect(await requestsOf(doctor.userId)).toHaveLength(4);
  });
});
