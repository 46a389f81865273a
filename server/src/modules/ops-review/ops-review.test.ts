import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem, OpsReview, OpsReviewList, OpsSchedules } from '../../../../contract/generated/schema-types';
import { opsAuditLog } from '../../db/schema/index';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };
type Doc = { id: string; body: Array<{ id: string }> } & Record<string, unknown>;
const LAYOUT = 'channel-home.1';

describe.each(testDatabases())('review before publish on %s', (kind) => {
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;
  let publisher2: Cookie;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown, status = 200) => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return (status === 200 ? response.json().data : response.json()) as T;
  };
  const refused = (method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload: unknown, status: number) =>
    call<{ message: string }>(method, url, who, payload, status).then((answer) => answer.message);
  const layout = () => call<{ document: Doc; revision: number; published_revision: number | null }>('GET', `/layouts/${LAYOUT}`, editor);
  /** The editor saves the layout with its first two sections swapped: a new draft revision. */
  const editLayout = async () => {
    const { document, revision } = await layout();
    const body = [document.body[1], document.body[0], ...document.body.slice(2)];
    return (await call<{ revision: number }>('PUT', `/layouts/${LAYOUT}/draft`, editor, { document: { ...document, body }, base_revision: revision })).revision;
  };
  const submit = (targetType: string, target: string, who = editor, note?: string) =>
    call<OpsReview>('POST', '/reviews', who, { target_type: targetType, target, ...(note ? { note } : {}) });
  const decide = (id: number, body: object, who = publisher, status = 200) => call<OpsReview>('POST', `/reviews/${id}/decision`, who, body, status);
  const audits = async (action: string) => (await t.database.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, action))).map((row) => row.target);

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('review-editor', 'editor');
    publisher = await t.signInAs('review-publisher', 'publisher');
    publisher2 = await t.signInAs('review-publisher-2', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a layout: submitted, sent back with a comment, fixed and resubmitted, approved only as the publisher saw it', async () => {
    // Seeded published layout; the editor's change is a draft they may not publish themselves.
    const first = await editLayout();
    expect(await refused('POST', `/layouts/${LAYOUT}/publish`, editor, { revision: first }, 403)).toBe(
      '编辑的修改需要发布者审核：请点「提交审核」，审核通过后发布',
    );
    const submitted = await submit('layout', LAYOUT, editor, '调整了版块顺序');
    expect(submitted).toMatchObject({ state: 'pending', draft_ref: String(first), note: '调整了版块顺序', submitted_by: 'review-editor', stale: false });

    const queue = await call<OpsReviewList>('GET', '/reviews', publisher);
    expect(queue.review_required).toBe(true);
    expect(queue.pending).toBe(1);
    expect(queue.list.map((r) => r.id)).toEqual([submitted.id]);

    // Editors do not decide; a rejection needs a comment.
    expect(await refused('POST', `/reviews/${submitted.id}/decision`, editor, { decision: 'approve', draft_ref: String(first) }, 403)).toBe(
      '只有发布者可以审核',
    );
    expect(await refused('POST', `/reviews/${submitted.id}/decision`, publisher, { decision: 'reject', draft_ref: String(first), comment: '  ' }, 400)).toBe(
      '退回时必须填写审核意见',
    );
    const rejected = await decide(submitted.id, { decision: 'reject', draft_ref: String(first), comment: '病例不要放在最上面' });
    expect(rejected).toMatchObject({ state: 'rejected', reviewer: 'review-publisher', comment: '病例不要放在最上面' });
    // A second decision on the same request is refused, naming who decided.
    expect(await refused('POST', `/reviews/${submitted.id}/decision`, publisher2, { decision: 'approve', draft_ref: String(first) }, 409)).toBe(
      '该审核已由 review-publisher 退回，不能再次处理',
    );
    // The editor sees the comment on the layout until they resubmit.
    const notice = await call<OpsReviewList>('GET', `/reviews?target_type=layout&target=${LAYOUT}`, editor);
    expect(notice.list).toEqual([expect.objectContaining({ state: 'rejected', comment: '病例不要放在最上面' })]);
    expect((await layout()).published_revision).not.toBe(first);

    // Fixed and resubmitted: a new request pinned to the new revision.
    const second = await editLayout();
    const again = await submit('layout', LAYOUT);
    expect(again.id).not.toBe(submitted.id);
    expect(again.draft_ref).toBe(String(second));

    // An edit after the submission: the queue marks it, an approval is refused, nothing is published.
    const third = await editLayout();
    const stale = (await call<OpsReviewList>('GET', '/reviews', publisher)).list.find((r) => r.id === again.id)!;
    expect(stale).toMatchObject({ stale: true, current_ref: String(third) });
    expect(await refused('POST', `/reviews/${again.id}/decision`, publisher, { decision: 'approve', draft_ref: String(second) }, 409)).toBe(
      '提交审核后草稿又有改动，不能按审核时的内容发布；请退回，让编辑重新提交',
    );
    expect((await layout()).published_revision).not.toBe(second);

    // Resubmitted (the pending request refreshed): an approval of what the publisher saw before is refused too.
    const refreshed = await submit('layout', LAYOUT);
    expect(refreshed).toMatchObject({ id: again.id, draft_ref: String(third) });
    expect(await refused('POST', `/reviews/${again.id}/decision`, publisher, { decision: 'approve', draft_ref: String(second) }, 409)).toBe(
      '编辑已重新提交，审核的内容已变化；请重新打开查看后再决定',
    );
    const approved = await decide(again.id, { decision: 'approve', draft_ref: String(third) });
    expect(approved).toMatchObject({ state: 'approved', reviewer: 'review-publisher', schedule_id: null });
    expect(await layout()).toMatchObject({ revision: third, published_revision: third });
    // The app serves it.
    const served = (await t.app.inject(`/layout/api/layouts/${LAYOUT}?fallback=channel-home`)).json().data as Doc;
    expect(served.body.map((n) => n.id)).toEqual((await layout()).document.body.map((n) => n.id));
    expect(await audits('review.submit')).toContain(`layout:${LAYOUT}`);
    expect(await audits('review.reject')).toContain(`layout:${LAYOUT}`);
    expect(await audits('review.approve')).toContain(`layout:${LAYOUT}`);
    expect((await call<OpsReviewList>('GET', '/reviews', publisher)).pending).toBe(0);
  });

  it('two publishers approving at once: exactly one wins', async () => {
    const revision = await editLayout();
    const review = await submit('layout', LAYOUT);
    const answers = await Promise.all(
      [publisher, publisher2].map((who) => t.ops('POST', `/reviews/${review.id}/decision`, who, { decision: 'approve', draft_ref: String(revision) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await layout()).published_revision).toBe(revision);
  });

  it('home content: the draft as submitted is published on approval; a later edit makes it stale', async () => {
    const word = await call<{ id: number }>('POST', '/content/hot-words', editor, { title: '审核热词' });
    expect(await refused('POST', '/content/hot-words/publish', editor, undefined, 403)).toMatch(/提交审核/);
    const review = await submit('content', 'hot-words');
    await call('PUT', `/content/hot-words/${word.id}`, editor, { title: '审核热词（改）' });
    expect(await refused('POST', `/reviews/${review.id}/decision`, publisher, { decision: 'approve', draft_ref: review.draft_ref }, 409)).toMatch(/又有改动/);
    const resubmitted = await submit('content', 'hot-words');
    expect(resubmitted.draft_ref).not.toBe(review.draft_ref);
    await decide(review.id, { decision: 'approve', draft_ref: resubmitted.draft_ref });
    expect((await call<{ pending: boolean }>('GET', '/content/hot-words/draft', editor)).pending).toBe(false);
    // With no draft left, the console lists the live words.
    const live = await call<{ list: Array<{ title: string }> }>('GET', '/content/hot-words', editor);
    expect(live.list.map((w) => w.title)).toContain('审核热词（改）');
  });

  it('an item: approved for later is scheduled; approved now is published', async () => {
    const article = await call<OpsItem>('POST', '/items/article', editor, {
      fields: { title: '审核中的文章', summary: '摘要', author: '重症医学科', content: '<p>正文</p>' },
    });
    const target = `article:${article.id}`;
    const review = await submit('item', target);
    expect(review.title).toBe('审核中的文章');
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await decide(review.id, { decision: 'approve', draft_ref: review.draft_ref, publish_at: publishAt });
    expect(scheduled.schedule_id).toEqual(expect.any(Number));
    const schedules = await call<OpsSchedules>('GET', '/schedules', publisher);
    expect(schedules.list.find((s) => s.id === scheduled.schedule_id)).toMatchObject({ target_type: 'item', target, status: 'pending' });
    expect((await call<OpsItem>('GET', `/items/article/${article.id}`, editor)).state).toBe('draft');

    const other = await call<OpsItem>('POST', '/items/article', editor, {
      fields: { title: '马上发布的文章', summary: '摘要', author: '重症医学科', content: '<p>正文</p>' },
    });
    const now = await submit('item', `article:${other.id}`);
    await decide(now.id, { decision: 'approve', draft_ref: now.draft_ref });
    expect(await call<OpsItem>('GET', `/items/article/${other.id}`, editor)).toMatchObject({ state: 'published', has_draft: false });
    expect(await audits('item.publish')).toContain(`article:${other.id} 马上发布的文章`);
  });

  it('refuses unknown targets and requests, and a submission with nothing to publish', async () => {
    expect(await refused('POST', '/reviews', editor, { target_type: 'layout', target: 'no-such-layout' }, 404)).toBe('布局不存在');
    expect(await refused('POST', '/reviews', editor, { target_type: 'content', target: 'no-such-kind' }, 404)).toBe('没有这种首页内容');
    expect(await refused('POST', '/reviews', editor, { target_type: 'item', target: 'article:99999999' }, 404)).toBe('内容不存在');
    expect(await refused('POST', '/reviews', editor, { target_type: 'item', target: 'article' }, 400)).toBe('内容的格式应为 类型:编号');
    expect(await refused('POST', '/reviews', editor, { target_type: 'page', target: 'x' }, 400)).toBeTruthy();
    // The layout was just published: there is nothing to review.
    expect(await refused('POST', '/reviews', editor, { target_type: 'layout', target: LAYOUT }, 409)).toBe('没有待发布的修改，无需提交审核');
    expect(await refused('POST', '/reviews/999999/decision', publisher, { decision: 'reject', draft_ref: '1', comment: '不行' }, 404)).toBe('审核请求不存在');
    expect(await refused('GET', '/reviews', { cookie: '' }, undefined, 401)).toBeTruthy();
  });
});

describe.each(testDatabases())('review not required (OPS_REVIEW_REQUIRED=0) on %s', (kind) => {
  let t: OpsTestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('an editor publishes their own work directly, not another operator’s', async () => {
    t = withOpsHelpers(await openTestApp(kind, { config: { opsReviewRequired: false } }));
    const editor = await t.signInAs('solo-editor', 'editor');
    const other = await t.signInAs('other-editor', 'editor');
    const save = async (who: Cookie) => {
      const current = (await t.ops('GET', `/layouts/${LAYOUT}`, who)).json().data as { document: Doc; revision: number };
      const body = [current.document.body[1], current.document.body[0], ...current.document.body.slice(2)];
      const saved = await t.ops('PUT', `/layouts/${LAYOUT}/draft`, who, { document: { ...current.document, body }, base_revision: current.revision });
      return (saved.json().data as { revision: number }).revision;
    };
    expect((await t.ops('GET', '/reviews', editor)).json().data.review_required).toBe(false);
    const mine = await save(editor);
    const published = await t.ops('POST', `/layouts/${LAYOUT}/publish`, editor, { revision: mine });
    expect(published.statusCode, published.body).toBe(200);
    const theirs = await save(other);
    const refusal = await t.ops('POST', `/layouts/${LAYOUT}/publish`, editor, { revision: theirs });
    expect(refusal.statusCode).toBe(403);
    expect(refusal.json().message).toBe('只能直接发布自己保存的修改；他人的修改请提交审核');
    // Home content and items: the editor's own drafts.
    await t.ops('POST', '/content/hot-words', editor, { title: '小团队热词' });
    expect((await t.ops('POST', '/content/hot-words/publish', editor)).statusCode).toBe(200);
    const article = (
      await t.ops('POST', '/items/article', editor, { fields: { title: '小团队文章', summary: '摘要', author: '重症医学科', content: '<p>正文</p>' } })
    ).json().data as OpsItem;
    const item = await t.ops('POST', `/items/article/${article.id}/publish`, editor);
    expect(item.statusCode, item.body).toBe(200);
  });
});
