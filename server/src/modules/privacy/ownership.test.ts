import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lives, questionnaireAnswers, userUploads } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

/**
 * Ownership gaps not covered by the module tests (history, favourites, bookings and follows: personal;
 * points: points; comments: comments): profile, questionnaire answers, uploads and the data export
 * belong to the token's user only, and no header or argument names another user.
 */
describe.each(testDatabases())('per-user data ownership on %s', (kind) => {
  let t: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    t = await openTestApp(kind);
    a = await signIn(t.database, '13800000023');
    b = await signIn(t.database, '13870000201');
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, who: SignedIn, extra: Record<string, string> = {}) => t.app.inject({ url, headers: { ...who.headers, ...extra } });

  it('profile and user info are the token’s user whatever x-user-id says', async () => {
    for (const url of ['/user/api/profile', '/user/oauth/userinfo']) {
      const mine = await get(url, b, { 'x-user-id': String(a.userId) });
      expect(mine.statusCode, url).toBe(200);
      expect(mine.body, url).not.toContain('13800000023');
      const theirs = await get(url, a);
      expect(theirs.body, url).toContain('13800000023');
    }
  });

  it('a questionnaire answered by A is not answered for B, and B’s export holds none of A’s answers', async () => {
    const [live] = await t.database.db
      .select({ id: lives.id, questionnaireId: lives.questionnaireId })
      .from(lives)
      .where(isNotNull(lives.questionnaireId))
      .limit(1);
    if (!live) return; // no seeded live with a questionnaire in this build
    await t.database.db
      .insert(questionnaireAnswers)
      .values({ questionnaireId: live.questionnaireId!, liveId: live.id, userId: a.userId, answers: [{ name: '姓名', text: 'A 的答案' }] })
      .onConflictDoNothing();
    const forB = await get(`/live/api/questionnaire/${live.id}`, b);
    if (forB.json().code === 0) expect((forB.json().data as { answered: boolean }).answered).toBe(false);
    const forA = await get(`/live/api/questionnaire/${live.id}`, a);
    if (forA.json().code === 0) expect((forA.json().data as { answered: boolean }).answered).toBe(true);
    const exportB = await get('/user/api/privacy/export', b);
    expect(exportB.body).not.toContain('A 的答案');
    const exportA = await get('/user/api/privacy/export', a);
    expect(exportA.body).toContain('A 的答案');
  });

  it('uploads are listed only in their owner’s export; deleting B leaves A’s uploads', async () => {
    await t.database.db
      .insert(userUploads)
      .values({ userId: a.userId, url: '/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', mime: 'image/png', size: 10 });
    expect((await get('/user/api/privacy/export', b)).body).not.toContain('aaaaaaaaaaaaaaaa');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/user/api/account?confirm=${encodeURIComponent('注销')}`, headers: b.headers });
    expect(deleted.json().code).toBe(0);
    expect((await get('/user/api/privacy/export', a)).body).toContain('aaaaaaaaaaaaaaaa');
    expect((await get('/user/oauth/userinfo', a)).statusCode).toBe(200);
  });
});
