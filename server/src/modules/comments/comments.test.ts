import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentList, ReactionState } from '../../../../contract/generated/schema-types';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { comments, pointRules, pointsLedger, users } from '../../db/schema/index';
import { runMigrationFile } from '../../testing/layout-migration';
import { beijingDay } from '../points/points.service';
import { COMMENT_MESSAGES } from './comments.routes';

describe.each(testDatabases())('comments on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let certified: SignedIn;
  let other: SignedIn;
  let incomplete: SignedIn;
  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { now: () => clock } });
    certified = await signIn(t.database, '13800000001', clock);
    other = await signIn(t.database, '13800000003', clock);
    incomplete = await signIn(t.database, '13800000002', clock);
  });
  afterAll(async () => {
    await t?.close();
  });
  const list = async (contentId: number, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `/course/api/comments?content_id=${contentId}&comment_type=2&pageSize=999`, headers });
    expectEndpointData('listComments', response.json());
    return response.json().data as CommentList;
  };
  const post = (payload: Record<string, unknown>, who: SignedIn | null, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      payload,
      headers: { ...(who ? who.headers : {}), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const rowsWithText = async (content: string) =>
    await t.database.db.select({ id: comments.id, userId: comments.userId }).from(comments).where(eq(comments.content, content));
  const commentAwards = async (who: SignedIn, id: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, who.userId), like(pointsLedger.idempotencyKey, `comment:${who.userId}:%:comment-${id}`)))
    )[0].n;
  const balance = async (who: SignedIn) => (await t.database.db.select({ point: users.point }).from(users).where(eq(users.id, who.userId)))[0].point;
  const firstArticle = async () => {
    const rows = (await list(1)).list;
    return { id: 1, rows };
  };

  it('lists comments with replies and reply names', async () => {
    const { rows } = await firstArticle();
    expect(rows.length).toBeGreaterThan(0);
    const thread = rows.find((c) => c.children.length > 0)!;
    expect(thread.children[0].reply_name).not.toBe('');
    expect(thread.children[0].comment_id).toBe(thread.id);
  });

  it('posts plain text and a reply; the text comes back as typed (inert)', async () => {
    clock += 10_000;
    const text = '<img src=x onerror=alert(1)> 很有帮助';
    const created = await post({ content_id: 1, comment_type: 2, content: text }, certified);
    expectEndpointData('createComment', created.json());
    const id = (created.json().data as { id: number }).id;
    clock += 10_000;
    const reply = await post({ content_id: 1, comment_type: 2, content: '同意', comment_id: id, to_user_id: 0 }, other);
    expect(reply.json().code).toBe(0);
    const mine = (await list(1)).list.find((c) => c.id === id)!;
    expect(mine.content).toBe(text);
    expect(mine.children.map((c) => [c.content, c.reply_name])).toEqual([['同意', mine.name]]);
  });

  it('addresses a reply only to someone in the same thread: anyone else is refused with a clear error and nothing stored', async () => {
    clock += 10_000;
    const top = await post({ content_id: 1, comment_type: 2, content: `楼主 ${kind}` }, certified);
    const threadId = (top.json().data as { id: number }).id;
    clock += 10_000;
    expect((await post({ content_id: 1, comment_type: 2, content: `跟帖 ${kind}`, comment_id: threadId }, other)).json().code).toBe(0);
    // A stranger: a user who exists (so their real name would be printed) but never wrote here.
    const stranger = await signIn(t.database, '13800000014', clock);
    const outsiderText = `点名外人 ${kind}`;
    clock += 10_000;
    expectRefusal(
      await post({ content_id: 1, comment_type: 2, content: outsiderText, comment_id: threadId, to_user_id: stranger.userId }, certified),
      400,
      COMMENT_MESSAGES.notInThread,
    );
    expectRefusal(
      await post({ content_id: 1, comment_type: 2, content: outsiderText, comment_id: threadId, to_user_id: 99999999 }, certified),
      400,
      COMMENT_MESSAGES.notInThread,
    );
    expect(await rowsWithText(outsiderText)).toEqual([]);
    // Someone who replied in the thread, and the thread's author, may be addressed.
    const toReplier = `回复跟帖的人 ${kind}`;
    expect((await post({ content_id: 1, comment_type: 2, content: toReplier, comment_id: threadId, to_user_id: other.userId }, certified)).json().code).toBe(0);
    clock += 10_000;
    expect(
      (await post({ content_id: 1, comment_type: 2, content: `回复楼主 ${kind}`, comment_id: threadId, to_user_id: certified.userId }, other)).json().code,
    ).toBe(0);
    const thread = (await list(1)).list.find((c) => c.id === threadId)!;
    const otherName = thread.children.find((c) => c.user_id === other.userId)!.name;
    expect(thread.children.map((c) => [c.content, c.reply_name])).toEqual([
      [`跟帖 ${kind}`, thread.name],
      [toReplier, otherName],
      [`回复楼主 ${kind}`, thread.name],
    ]);
  });

  it('refuses guests, uncertified users, empty, too long, too fast and unknown targets without a 5xx', async () => {
    clock += 10_000;
    expectRefusal(await post({ content_id: 1, comment_type: 2, content: 'hi' }, null), 401);
    expectRefusal(await post({ content_id: 1, comment_type: 2, content: 'hi' }, incomplete), 403, COMMENT_MESSAGES.notCertified);
    expectRefusal(await post({ content_id: 1, comment_type: 2, content: '   ' }, certified), 400, COMMENT_MESSAGES.empty);
    expectRefusal(await post({ content_id: 1, comment_type: 2, content: 'x'.repeat(5001) }, certified), 400);
    expectRefusal(await post({ content_id: 99999999, comment_type: 2, content: 'hi' }, certified), 404);
    expectRefusal(await post({ content_id: 1, comment_type: 9, content: 'hi' }, certified), 400);
    expectRefusal(await post({ content_id: 'abc', comment_type: 2, content: 'hi' }, certified), 400);
    expectRefusal(await post({ content_id: 1, comment_type: 2, content: 'hi', comment_id: 99999999 }, certified), 404, COMMENT_MESSAGES.noComment);
    expect((await post({ content_id: 1, comment_type: 2, content: 'x'.repeat(5000) }, certified)).json().code).toBe(0);
    expectRefusal(await post({ content_id: 1, comment_type: 2, content: '再来一条' }, certified), 429, COMMENT_MESSAGES.tooFast);
    const badList = await t.app.inject('/course/api/comments?content_id=1&comment_type=2&pageSize=100000');
    expectRefusal(badList, 400);
    expectRefusal(await t.app.inject('/course/api/comments?content_id=99999999&comment_type=2'), 404);
  });

  it('toggles a comment like once per user, with the viewer state in the list', async () => {
    const target = (await list(1)).list[0];
    const like = (who: SignedIn | null) => t.app.inject({ url: `/course/api/comment/like/${target.id}`, headers: who ? who.headers : {} });
    expectRefusal(await like(null), 401);
    const on = await like(certified);
    expectEndpointData('toggleCommentLike', on.json());
    const state = on.json().data as ReactionState;
    expect(state.count).toBe(target.like_count + (target.isLike ? -1 : 1));
    expect((await list(1, certified.headers)).list[0].isLike).toBe(state.active);
    // Another user's state is their own.
    expect((await list(1, other.headers)).list[0].isLike).toBe(target.isLike);
    expect(((await like(certified)).json().data as ReactionState).count).toBe(target.like_count);
    expectRefusal(await t.app.inject({ url: '/course/api/comment/like/99999999', headers: certified.headers }), 404);
    expectRefusal(await t.app.inject({ url: '/course/api/comment/like/abc', headers: certified.headers }), 400);
  });

  describe('points and the interval', () => {
    const commentRule = async () => (await t.database.db.select().from(pointRules).where(eq(pointRules.key, 'comment')))[0];

    it('stores one of several different posts sent at once; the others are too fast, and one award is paid', async () => {
      clock += 10_000;
      const { value } = await commentRule();
      const before = await balance(certified);
      const texts = [0, 1, 2, 3].map((i) => `同时发送 ${i} ${kind}`);
      const answers = await Promise.all(texts.map((content) => post({ content_id: 1, comment_type: 2, content }, certified)));
      const stored = answers.filter((a) => a.json().code === 0);
      expect(stored).toHaveLength(1);
      for (const refused of answers.filter((a) => a.json().code !== 0)) expectRefusal(refused, 429, COMMENT_MESSAGES.tooFast);
      const id = (stored[0].json().data as { id: number }).id;
      const rows = (await Promise.all(texts.map(rowsWithText))).flat();
      expect(rows.map((r) => r.id)).toEqual([id]);
      expect(await commentAwards(certified, id)).toBe(1);
      expect(await balance(certified)).toBe(before + value);
    });

    it("stores a comment but pays nothing once the day's comment awards reach the rule's limit", async () => {
      clock += 10_000;
      const rule = await commentRule();
      const day = beijingDay(clock);
      const [{ n: paidToday }] = await t.database.db
        .select({ n: count() })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, other.userId), like(pointsLedger.idempotencyKey, `comment:${other.userId}:${day}:%`)));
      await t.database.db.update(pointRules).set({ dailyLimit: paidToday }).where(eq(pointRules.key, 'comment'));
      try {
        const before = await balance(other);
        const answer = await post({ content_id: 1, comment_type: 2, content: `到达上限 ${kind}` }, other);
        const id = (answer.json().data as { id: number }).id;
        expect((await rowsWithText(`到达上限 ${kind}`)).map((r) => r.id)).toEqual([id]);
        expect(await commentAwards(other, id)).toBe(0);
        expect(await balance(other)).toBe(before);
      } finally {
        await t.database.db.update(pointRules).set({ dailyLimit: rule.dailyLimit }).where(eq(pointRules.key, 'comment'));
      }
    });

    it('keeps the interval across the upgrade that moved the last comment time onto the user row', async () => {
      clock += 10_000;
      expect((await post({ content_id: 1, comment_type: 2, content: `升级前 ${kind}` }, other)).json().code).toBe(0);
      // As before the upgrade: the time is only in the comments.
      await t.database.db.update(users).set({ lastCommentAt: null }).where(eq(users.id, other.userId));
      await runMigrationFile(t, '0025_comment_interval.sql');
      expectRefusal(await post({ content_id: 1, comment_type: 2, content: `升级后 ${kind}` }, other), 429, COMMENT_MESSAGES.tooFast);
      expect(await rowsWithText(`升级后 ${kind}`)).toEqual([]);
    });
  });

  describe('retrying a post with an Idempotency-Key', () => {
    it('returns the first comment again: one row, one award, no 429 even within the interval', async () => {
      clock += 10_000;
      const key = 'draft-0001-retry';
      const text = `重试不重复 ${kind}`;
      const before = await balance(other);
      const first = await post({ content_id: 1, comment_type: 2, content: text }, other, key);
      expectEndpointData('createComment', first.json());
      const id = (first.json().data as { id: number }).id;
      const afterFirst = await balance(other);
      expect(afterFirst).toBeGreaterThan(before);
      // The answer was lost; the person taps 发送 again at once (well inside the 5 s interval).
      clock += 1_000;
      const again = await post({ content_id: 1, comment_type: 2, content: text }, other, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ code: 0, data: { id } });
      expect((await rowsWithText(text)).map((r) => r.id)).toEqual([id]);
      expect(await commentAwards(other, id)).toBe(1);
      expect(await balance(other)).toBe(afterFirst);
      // The interval still guards a genuinely new comment (a new key).
      expectRefusal(await post({ content_id: 1, comment_type: 2, content: '另一条' }, other, 'draft-0002-other'), 429, COMMENT_MESSAGES.tooFast);
    });

    it('refuses the same key for a different comment with 409 and stores nothing', async () => {
      clock += 10_000;
      const key = 'draft-0003-mismatch';
      const first = await post({ content_id: 1, comment_type: 2, content: `原文 ${kind}` }, other, key);
      const id = (first.json().data as { id: number }).id;
      clock += 10_000;
      expectRefusal(await post({ content_id: 1, comment_type: 2, content: `改过的 ${kind}` }, other, key), 409, COMMENT_MESSAGES.keyReused);
      expectRefusal(await post({ content_id: 2, comment_type: 2, content: `原文 ${kind}` }, other, key), 409, COMMENT_MESSAGES.keyReused);
      expectRefusal(await post({ content_id: 1, comment_type: 2, content: `原文 ${kind}`, comment_id: id }, other, key), 409, COMMENT_MESSAGES.keyReused);
      expect(await rowsWithText(`改过的 ${kind}`)).toEqual([]);
      expect((await rowsWithText(`原文 ${kind}`)).map((r) => r.id)).toEqual([id]);
    });

    it('refuses a malformed key with 400 before storing anything', async () => {
      clock += 10_000;
      const text = `坏的请求标识 ${kind}`;
      for (const bad of ['short', 'x'.repeat(65), 'has space inside', '含中文的请求标识符号', 'semi;colon-key']) {
        expectRefusal(await post({ content_id: 1, comment_type: 2, content: text }, other, bad), 400, COMMENT_MESSAGES.badKey);
      }
      expect(await rowsWithText(text)).toEqual([]);
      // Nothing stored, so the interval does not hold back the corrected post.
      expect((await post({ content_id: 1, comment_type: 2, content: text }, other, 'x'.repeat(64))).json().code).toBe(0);
    });

    it("treats another user's identical key as their own post", async () => {
      clock += 10_000;
      const key = 'shared-key-12345';
      const text = `同一个标识 ${kind}`;
      const mine = await post({ content_id: 1, comment_type: 2, content: text }, certified, key);
      const theirs = await post({ content_id: 1, comment_type: 2, content: text }, other, key);
      expect([mine.json().code, theirs.json().code]).toEqual([0, 0]);
      const ids = [(mine.json().data as { id: number }).id, (theirs.json().data as { id: number }).id];
      expect(ids[0]).not.toBe(ids[1]);
      expect((await rowsWithText(text)).map((r) => [r.id, r.userId]).sort()).toEqual(
        [
          [ids[0], certified.userId],
          [ids[1], other.userId],
        ].sort(),
      );
    });

    it('stores parallel retries of one post once', async () => {
      clock += 10_000;
      const text = `并发重试 ${kind}`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post({ content_id: 1, comment_type: 2, content: text }, certified, 'parallel-key-0001')),
      );
      const ids = answers.map((a) => (a.json().data as { id: number }).id);
      expect(new Set(ids).size).toBe(1);
      expect((await rowsWithText(text)).map((r) => r.id)).toEqual([ids[0]]);
    });
  });
});
