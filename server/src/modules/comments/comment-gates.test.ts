import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { countStatements } from '../../testing/statement-count';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { articles, comments, lives } from '../../db/schema/index';
import { LIVE_ACCESS } from '../lives/live-access';
import { checkPasswordRequest } from '../../testing/check-password';

/** Comments of an item are behind the item's own gate: its watch password, a live's white list. */
describe.each(testDatabases())('comment gates on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let listed: SignedIn;
  let outsider: SignedIn;
  const ids = { whiteListLive: 0, passwordLive: 0, lockedArticle: 0 };

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { now: () => clock } });
    // 13800000005 is on the seeded white lists; 13800000003 is a certified doctor who is not.
    listed = await signIn(t.database, '13800000005', clock);
    outsider = await signIn(t.database, '13800000003', clock);
    const rows = await t.database.db.select().from(lives);
    ids.whiteListLive = rows.find((r) => r.authType === 3 && r.liveStatus === 1)!.id;
    ids.passwordLive = rows.find((r) => r.authType === 2 && r.liveStatus === 1)!.id;
    ids.lockedArticle = (await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 1)).orderBy(articles.id))[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (commentType: number, contentId: number, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/course/api/comments?content_id=${contentId}&comment_type=${commentType}&pageSize=999`, headers });
  const post = (commentType: number, contentId: number, content: string, headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
    clock += 10_000;
    return t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      payload: { content_id: contentId, comment_type: commentType, content, ...extra },
      headers,
    });
  };
  const stored = async (content: string) => (await t.database.db.select({ id: comments.id }).from(comments).where(eq(comments.content, content))).length;
  const passFor = async (type: number, id: number) =>
    // A watch password is checked for a signed-in user only; the pass it gives is not tied to that user.
    (await t.app.inject(checkPasswordRequest(`id=${id}&password=1234&type=${type}`, outsider.headers))).json().data.pass as string;
  const refusedWith = (response: { statusCode: number; json(): unknown }, refusal: { code: number; message: string }) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: refusal.code, message: refusal.message });
  };

  it('a white-list live: someone refused in its chat can neither read nor post its comments (comment_type 4)', async () => {
    const text = `名单外的评论 ${kind}`;
    refusedWith(await list(4, ids.whiteListLive, outsider.headers), LIVE_ACCESS.whiteList);
    refusedWith(await list(4, ids.whiteListLive), LIVE_ACCESS.login);
    refusedWith(await post(4, ids.whiteListLive, text, outsider.headers), LIVE_ACCESS.whiteList);
    expect(await stored(text)).toBe(0);

    const mine = `名单内的评论 ${kind}`;
    expect((await post(4, ids.whiteListLive, mine, listed.headers)).json().code).toBe(0);
    const seen = await list(4, ids.whiteListLive, listed.headers);
    expectEndpointData('listComments', seen.json());
    expect(JSON.stringify(seen.json().data)).toContain(mine);
  });

  it('a password live: comments need its pass (or a remembered one)', async () => {
    const text = `没有密码的直播评论 ${kind}`;
    const fresh = await signIn(t.database, '13800000013', clock);
    refusedWith(await list(4, ids.passwordLive, fresh.headers), LIVE_ACCESS.password);
    refusedWith(await post(4, ids.passwordLive, text, fresh.headers), LIVE_ACCESS.password);
    expect(await stored(text)).toBe(0);
    const pass = { 'x-content-pass': await passFor(4, ids.passwordLive) };
    expect((await list(4, ids.passwordLive, { ...fresh.headers, ...pass })).json().code).toBe(0);
  });

  it('a password-locked article: comments are refused without the pass and fine with it; so is liking them', async () => {
    const text = `没有密码的文章评论 ${kind}`;
    refusedWith(await list(2, ids.lockedArticle), LIVE_ACCESS.password);
    refusedWith(await list(2, ids.lockedArticle, outsider.headers), LIVE_ACCESS.password);
    refusedWith(await post(2, ids.lockedArticle, text, outsider.headers), LIVE_ACCESS.password);
    expect(await stored(text)).toBe(0);
    // A pass for another item opens nothing here.
    const wrongPass = { 'x-content-pass': await passFor(4, ids.passwordLive) };
    refusedWith(await list(2, ids.lockedArticle, { ...outsider.headers, ...wrongPass }), LIVE_ACCESS.password);

    const pass = { 'x-content-pass': await passFor(2, ids.lockedArticle) };
    const mine = `有密码的文章评论 ${kind}`;
    // With its pass a locked item still takes the quick post, after its gate: the session lookup (the cache
    // is off in tests), the open-items try, the gate, the post. The locked transaction would send more.
    let answer: { code: number; data: { id: number } } | undefined;
    const statements = await countStatements(async () => {
      answer = (await post(2, ids.lockedArticle, mine, { ...outsider.headers, ...pass })).json();
    });
    expect(answer?.code).toBe(0);
    expect(statements).toBe(4);
    const id = answer!.data.id;
    const seen = await list(2, ids.lockedArticle, pass);
    expectEndpointData('listComments', seen.json());
    expect(seen.json().data.list.map((c: { id: number }) => c.id)).toContain(id);
    // Replies and likes of a locked item's comments are behind the same gate.
    refusedWith(await post(2, ids.lockedArticle, `回复 ${kind}`, outsider.headers, { comment_id: id }), LIVE_ACCESS.password);
    refusedWith(await t.app.inject({ url: `/course/api/comment/like/${id}`, headers: listed.headers }), LIVE_ACCESS.password);
    expect((await t.app.inject({ url: `/course/api/comment/like/${id}`, headers: { ...listed.headers, ...pass } })).json().code).toBe(0);
    const [row] = await t.database.db
      .select({ likes: comments.likeCount })
      .from(comments)
      .where(and(eq(comments.id, id)));
    expect(row.likes).toBe(1);
  });
});
