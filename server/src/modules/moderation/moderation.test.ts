import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentList, LiveChatList, LiveChatMessage } from '../../../../contract/generated/schema-types';
import { commentReports, comments, opsAuditLog, sensitiveWords } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { join, liveSocket } from '../live-chat/chat-test-helpers';
import { REMOVED_TEXT } from './moderation-messages';

/** An article anyone may open, and a live whose room the test doctors may take part in. */
const ARTICLE = 1;
const LIVE = 578;

describe.each(testDatabases())('community moderation on %s', (kind) => {
  let t: OpsTestApp;
  let clock = Date.now();
  let author: SignedIn;
  let reader: SignedIn;
  let publisher: { cookie: string };
  let editor: { cookie: string };
  beforeAll(async () => {
    t = withOpsHelpers(await openTestApp(kind, { authTestHooks: { now: () => clock } }));
    author = await signIn(t.database, '13800000001', clock);
    reader = await signIn(t.database, '13800000003', clock);
    publisher = await t.signInAs('moderation-publisher', 'publisher');
    editor = await t.signInAs('moderation-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each post a little later: one comment per doctor every few seconds. */
  const post = (who: SignedIn, content: string, extra: Record<string, unknown> = {}) => {
    clock += 10_000;
    return t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      payload: { content_id: ARTICLE, comment_type: 2, content, ...extra },
      headers: who.headers,
    });
  };
  const thread = async (who: SignedIn | null) => {
    const response = await t.app.inject({ url: `/course/api/comments?content_id=${ARTICLE}&comment_type=2&pageSize=999`, headers: who ? who.headers : {} });
    expectEndpointData('listComments', response.json());
    return response.json().data as CommentList;
  };
  const chat = (who: SignedIn, message: string) =>
    t.app.inject({ method: 'POST', url: '/live/api/chat', payload: { live_id: LIVE, message }, headers: who.headers });
  const chatList = async (who: SignedIn) => (await t.app.inject({ url: `/live/api/chat/${LIVE}`, headers: who.headers })).json().data as LiveChatList;
  const addWord = (word: string, action: 'refuse' | 'hold', who = publisher) => t.ops('POST', '/moderation/words', who, { word, action });
  const decide = (id: number, action: string, reason = '', who = publisher, kindOf: 'comment' | 'chat' = 'comment') =>
    t.ops('POST', '/moderation/texts/action', who, { kind: kindOf, id, action, reason });
  const idOf = (response: { json(): { data: { id: number } } }) => response.json().data.id;
  const textsWith = async (query: string) =>
    (await t.ops('GET', `/moderation/texts?${query}`, editor)).json().data as {
      list: { id: number; kind: string; state: string; reports: number }[];
      total: number;
    };
  const audited = async (action: string) => (await t.database.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, action))).length;

  it('refuses a comment with a refusing word, however it is spaced, widened or cased, and stores nothing', async () => {
    expect((await addWord('Ｆｕｌｌ 敏感词', 'refuse')).json().data.word).toBe('full敏感词');
    for (const text of ['这里有 full敏感词 哦', '这里有 Ｆ Ｕ Ｌ Ｌ 敏 感 词', '这里有f.u.l.l.敏\u200b感词']) {
      const refused = await post(author, text);
      expect(refused.json().code).toBe(400);
      expect(refused.json().message).toBe('内容含有敏感词「full敏感词」，请修改后再发送');
      expect(await t.database.db.select().from(comments).where(eq(comments.content, text))).toEqual([]);
    }
  });

  it('holds a comment with a holding word: only its author sees it (审核中) until an operator approves it; the count follows', async () => {
    await addWord('待审词', 'hold');
    const before = (await thread(reader)).total;
    const held = await post(author, `含待审词的评论 ${kind}`);
    expect(held.json()).toMatchObject({ code: 0, message: '内容已提交，审核通过后其他人可见', data: { moderation: 'held' } });
    const id = idOf(held);
    expect((await thread(reader)).list.some((c) => c.id === id)).toBe(false);
    expect((await thread(reader)).total).toBe(before);
    expect((await thread(author)).list.find((c) => c.id === id)).toMatchObject({ moderation: 'held', content: `含待审词的评论 ${kind}` });
    // Nobody can reply to it or report it while held.
    expect((await post(reader, '回复', { comment_id: id })).statusCode).toBe(404);

    expect((await textsWith('state=held&kind=comment')).list.map((x) => x.id)).toContain(id);
    const approved = await decide(id, 'approve', '', editor);
    expect(approved.json().data).toEqual({ kind: 'comment', id, state: 'visible' });
    const after = await thread(reader);
    expect(after.list.find((c) => c.id === id)?.moderation).toBeUndefined();
    expect(after.total).toBe(before + 1);
    expect(await audited('moderation.approve')).toBeGreaterThan(0);
  });

  it('deletes a comment with a reason: gone for others with its replies and from the count; the author sees 已被管理员删除', async () => {
    const id = idOf(await post(author, `将被删除的评论 ${kind}`));
    await post(reader, '一条回复', { comment_id: id });
    const before = (await thread(reader)).total;

    expect((await decide(id, 'delete', '')).json().message).toBe('请填写处理原因');
    const byEditor = await decide(id, 'delete', '广告', editor);
    expect(byEditor.statusCode).toBe(403);
    expect((await decide(id, 'delete', '广告')).json().data.state).toBe('deleted');

    const after = await thread(reader);
    expect(after.list.some((c) => c.id === id)).toBe(false);
    expect(after.total).toBe(before - 2);
    const own = (await thread(author)).list.find((c) => c.id === id);
    expect(own).toMatchObject({ content: REMOVED_TEXT, moderation: 'removed' });
    // Deleting twice, or approving a deleted comment, is refused and changes nothing.
    expect((await decide(id, 'approve')).statusCode).toBe(409);
    expect((await decide(999_999_999, 'hide', '测试')).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(opsAuditLog)
      .where(eq(opsAuditLog.target, `comment:${id}`));
    expect(entry).toMatchObject({ action: 'moderation.delete', operatorName: 'moderation-publisher', detail: expect.objectContaining({ reason: '广告' }) });
  });

  it('an editor hides and restores a comment; the count follows both ways', async () => {
    const id = idOf(await post(author, `将被隐藏的评论 ${kind}`));
    const before = (await thread(reader)).total;
    expect((await decide(id, 'hide', '离题', editor)).json().data.state).toBe('hidden');
    expect((await thread(reader)).total).toBe(before - 1);
    expect((await decide(id, 'restore', '', editor)).json().data.state).toBe('visible');
    expect((await thread(reader)).total).toBe(before);
  });

  it('mutes a doctor for days and bans them: comments and chat are refused saying until when; lifting lets them post', async () => {
    const muted = await t.ops('POST', '/moderation/users/mute', publisher, { user_id: author.userId, action: 'mute', days: 7, reason: '刷屏' });
    expect(muted.json().data.muted_until).toBe(new Date(clock + 7 * 86_400_000).toISOString());
    expect((await t.ops('POST', '/moderation/users/mute', editor, { user_id: author.userId, action: 'lift' })).statusCode).toBe(403);

    const refused = await post(author, `禁言中的评论 ${kind}`);
    expect(refused.json().code).toBe(403);
    expect(refused.json().message).toMatch(/^您已被禁言至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间），期间不能发表评论或聊天$/);
    expect(
      await t.database.db
        .select()
        .from(comments)
        .where(eq(comments.content, `禁言中的评论 ${kind}`)),
    ).toEqual([]);
    const chatRefused = await chat(author, '禁言中的聊天');
    expect(chatRefused.json()).toMatchObject({ code: 403 });
    expect(chatRefused.json().message).toContain('您已被禁言至');

    await t.ops('POST', '/moderation/users/mute', publisher, { user_id: author.userId, action: 'ban', reason: '违规' });
    expect((await post(author, '封禁中的评论')).json().message).toBe('您已被禁止发言，如有疑问请联系客服');

    await t.ops('POST', '/moderation/users/mute', publisher, { user_id: author.userId, action: 'lift' });
    expect((await post(author, `解除后的评论 ${kind}`)).json().code).toBe(0);
    expect(await audited('moderation.mute')).toBe(1);
    expect(await audited('moderation.ban')).toBe(1);
    expect(await audited('moderation.unmute')).toBe(1);
  });

  it('holds a chat message out of the room; refuses one with a refusing word', async () => {
    await addWord('聊天禁词', 'refuse');
    expect((await chat(reader, '说个 聊 天 禁 词')).json()).toMatchObject({ code: 400, message: '内容含有敏感词「聊天禁词」，请修改后再发送' });
    const held = await chat(reader, `聊天里的待审词 ${kind}`);
    expect(held.json()).toMatchObject({ code: 0, data: { message: { moderation: 'held' } } });
    const id = idOf(held);
    expect((await chatList(author)).list.some((m) => m.id === id)).toBe(false);
    expect((await chatList(reader)).list.find((m) => m.id === id)?.moderation).toBe('held');
    // A room left open receives the approved message at once, as if it had just been sent.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const room = liveSocket(t.app);
    try {
      expect(await join(room, { live_id: LIVE })).toMatchObject({ code: 0 });
      const arrived = new Promise<LiveChatMessage>((resolve) => {
        room.on('messages', (batch: LiveChatMessage[]) => {
          const found = batch.find((m) => m.id === id);
          if (found) resolve(found);
        });
      });
      expect((await decide(id, 'approve', '', editor, 'chat')).json().data.state).toBe('visible');
      const pushed = await arrived;
      expect(pushed.message).toBe(`聊天里的待审词 ${kind}`);
      expect(pushed.moderation).toBeUndefined();
    } finally {
      room.disconnect();
    }
    expect((await chatList(author)).list.some((m) => m.id === id)).toBe(true);
    expect((await textsWith('kind=chat&q=聊天里的待审词')).list.map((x) => x.id)).toEqual([id]);
  });

  it('lets a doctor report a comment once; the report reaches the queue with its count until handled', async () => {
    const id = idOf(await post(author, `被举报的评论 ${kind}`));
    const report = (who: SignedIn | null, reason = 'spam') =>
      t.app.inject({ method: 'POST', url: '/course/api/comment/report', payload: { id, reason }, headers: who ? who.headers : {} });
    expect((await report(null)).statusCode).toBe(401);
    expect((await report(reader, 'nonsense')).statusCode).toBe(400);
    expect((await report(reader)).json()).toMatchObject({ code: 0, message: '举报成功，我们会尽快处理' });
    const again = await report(reader, 'abuse');
    expect(again.json().code).toBe(409);
    expect(again.json().message).toBe('您已举报过这条评论');
    expect(await t.database.db.select().from(commentReports).where(eq(commentReports.commentId, id))).toHaveLength(1);

    expect((await textsWith('state=reported')).list.find((x) => x.id === id)?.reports).toBe(1);
    await decide(id, 'dismiss', '', editor);
    expect((await textsWith('state=reported')).list.some((x) => x.id === id)).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: '/course/api/comment/report', payload: { id: 999_999_999, reason: 'spam' }, headers: author.headers })).json()
        .code,
    ).toBe(404);
  });

  it('lists recent text by words, user and time, paged; refuses bad filters and bad words clearly', async () => {
    const page = await t.ops('GET', `/moderation/texts?user_id=${author.userId}&pageSize=2&page=1`, editor);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.list).toHaveLength(2);
    expect(page.json().data.total).toBeGreaterThan(2);
    const future = new Date(clock + 3_600_000).toISOString();
    expect((await textsWith(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await t.ops('GET', '/moderation/texts?pageSize=1000', editor)).statusCode).toBe(400);
    expect((await t.ops('GET', '/moderation/texts', null)).statusCode).toBe(401);

    expect((await addWord(' ，。 ', 'refuse')).json().message).toBe('敏感词去掉空格和标点后不能为空');
    expect((await addWord('长'.repeat(33), 'refuse')).json().message).toBe('敏感词不能超过 32 个字');
    expect((await addWord('编辑不能加', 'hold', editor)).statusCode).toBe(403);
    const listed = (await t.ops('GET', '/moderation/words?q=待审', editor)).json().data;
    expect(listed.list.map((w: { word: string }) => w.word)).toEqual(['待审词']);
    const removed = await t.ops('POST', '/moderation/words/delete', publisher, { id: listed.list[0].id });
    expect(removed.statusCode).toBe(200);
    expect(await t.database.db.select().from(sensitiveWords).where(eq(sensitiveWords.word, '待审词'))).toEqual([]);
    // The change applies to the very next post.
    expect((await post(author, `不再待审词 ${kind}`)).json().data.moderation).toBeUndefined();
    expect(await audited('moderation.word-delete')).toBe(1);
  });
});
