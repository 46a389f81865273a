import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { expectDataMatches } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';

// Before an article is taken down the console lists what links to it: here a seeded banner
// (/article-detail/1), a layout draft's 跳转页面 to it, and a message's link added in a draft.

type Doc = { id: string; body: Array<{ id: string } & Record<string, unknown>> } & Record<string, unknown>;

describe.each(testDatabases())('links to a content item on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('inbound-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the banners, layouts and messages whose links open the article, and nothing for another one', async () => {
    const start = (await t.ops('GET', '/layouts/channel-home.3', editor)).json().data as { document: Doc; revision: number };
    const document: Doc = {
      ...start.document,
      body: start.document.body.map((node) =>
        node.id === 'section-case' ? { ...node, on: { more: [{ action: 'navigate', route: 'article-detail', params: { id: 1 } }] } } : node,
      ),
    };
    expect((await t.ops('PUT', '/layouts/channel-home.3/draft', editor, { document, base_revision: start.revision })).statusCode).toBe(200);
    const created = await t.ops('POST', '/content/messages', editor, { title: '指南速递', link: '/article-detail/1?from=msg' });
    expect(created.statusCode, created.body).toBe(200);
    const messageId = (created.json().data as { id: number }).id;

    const answer = await t.ops('GET', '/items/article/1/inbound-links', editor);
    expect(answer.statusCode, answer.body).toBe(200);
    expectDataMatches('schemas/ops/ops-inbound-links.json', answer.json());
    const list = answer.json().data.list as Array<Record<string, unknown>>;
    expect(list).toContainEqual(
      expect.objectContaining({
        target: 'layout',
        id: 'channel-home.3',
        state: 'draft',
        node_id: 'section-case',
        place: expect.stringContaining('节点 section-case（分区）的事件 more'),
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        target: 'content',
        id: 'banners',
        state: 'published',
        place: expect.stringMatching(/^轮播图「指南解读专栏」\(#\d+\)的跳转链接$/),
      }),
    );
    expect(list).toContainEqual({
      target: 'content',
      id: 'messages',
      state: 'draft',
      record_id: messageId,
      place: `消息「指南速递」(#${messageId})的跳转链接（草稿）`,
    });

    const none = (await t.ops('GET', '/items/article/99999999/inbound-links', editor)).json().data.list;
    expect(none).toEqual([]);
    expect((await t.ops('GET', '/items/article/1/inbound-links', null)).statusCode).toBe(401);
  });
});
