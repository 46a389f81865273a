import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema/index';
import { openOpsApp, type OpsTestApp } from '../modules/ops/ops-test-kit';
import { expectRefusal } from '../testing/schema-assert';
import { testDatabases } from '../testing/test-database';

// Links that open nothing cannot go live: the held-back documents, exactly as filed, are refused by
// the layout gate (publish, validate, schedule) and by home content's publish, each problem naming its place.

type Node = { id: string; widget: string; on?: Record<string, unknown[]> } & Record<string, unknown>;
type Doc = { id: string; body: Node[] } & Record<string, unknown>;
type Problem = { path: string; node_id: string | null; kind: string; message: string; reason?: string };

const ID = 'channel-home.3';

describe.each(testDatabases())('the link gate on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  let publisher: { cookie: string };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('link-editor', 'editor');
    publisher = await t.signInAs('link-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a layout whose actions go to no page, lack or mistype an id, name missing content or a javascript: address', async () => {
    const start = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { document: Doc; revision: number };
    const [published] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.publishState, 1)).limit(1);
    const actions = [
      { action: 'navigate', route: 'no-such-route' },
      { action: 'navigate', route: 'article-detail' },
      { action: 'navigate', route: 'channel-more', params: { id: 'abc', origin_type: 4 } },
      { action: 'open-link', url: '/no-such-page-xyz' },
      { action: 'open-link', url: '/article-detail/99999999' },
      { action: 'open-link', url: 'javascript:alert(1)' },
      // Fine: a published article, a bound id, an https address.
      { action: 'navigate', route: 'article-detail', params: { id: published.id } },
      { action: 'navigate', route: 'article-detail', params: { id: '$event.id' } },
      { action: 'open-link', url: 'https://example.com/x' },
    ];
    const broken: Doc = {
      ...start.document,
      body: start.document.body.map((node) => (node.id === 'section-case' ? { ...node, on: { more: actions } } : node)),
    };
    const saved = (await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: broken, base_revision: start.revision })).json().data as { revision: number };

    const refused = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: saved.revision });
    expectRefusal(refused, 422, '布局校验未通过，不能发布');
    const at = `/body/${broken.body.findIndex((node) => node.id === 'section-case')}/on/more`;
    const step = (i: number, name: string, arg: string, label: string) =>
      `节点 section-case（分区）的事件 more 第 ${i} 个动作 ${name} 的参数 ${arg}（${label}）：`;
    const problems = (refused.json().data.problems as Problem[]).filter((p) => p.kind === 'link' || p.kind === 'link-item');
    expect(problems.map(({ path, kind: k, message }) => ({ path, kind: k, message }))).toEqual([
      { path: `${at}/0/route`, kind: 'link', message: `${step(1, 'navigate', 'route', '目标页面')}没有名为 "no-such-route" 的页面` },
      { path: `${at}/1/route`, kind: 'link', message: `${step(2, 'navigate', 'route', '目标页面')}页面「资讯详情」缺少参数「编号」` },
      {
        path: `${at}/2/params/id`,
        kind: 'link',
        message: `节点 section-case（分区）的事件 more 第 3 个动作 navigate 的参数 params（页面参数）：页面「更多」的参数「编号」必须是数字，现在是 "abc"`,
      },
      { path: `${at}/3/url`, kind: 'link', message: `${step(4, 'open-link', 'url', '链接')}没有这个页面：/no-such-page-xyz` },
      { path: `${at}/5/url`, kind: 'link', message: `${step(6, 'open-link', 'url', '链接')}不允许的链接类型 javascript:，只能是站内页面或 https:// 网址` },
      { path: `${at}/4/url`, kind: 'link-item', message: `${step(5, 'open-link', 'url', '链接')}指向的资讯 99999999 不存在` },
    ]);
    expect(problems.every((p) => p.node_id === 'section-case')).toBe(true);
    // The console's live check says the same, and a schedule is refused for the same reasons.
    const checked = (await t.ops('POST', `/layouts/${ID}/validate`, editor, { document: broken })).json().data.problems as Problem[];
    expect(checked.filter((p) => p.kind === 'link' || p.kind === 'link-item')).toEqual(problems);
    const at2030 = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await t.ops('POST', '/schedules', publisher, { target_type: 'layout', target: ID, revision: saved.revision, publish_at: at2030 });
    expect(scheduled.statusCode, scheduled.body).toBe(422);
    // Nothing went live.
    const live = (await t.app.inject(`/layout/api/layouts/${ID}?fallback=channel-home`)).json().data as Doc;
    expect(live.id).toBe('channel-home');
  });

  it('refuses publishing banners and messages that link nowhere or have no picture, naming each record and field', async () => {
    const create = async (kindName: string, body: object) => {
      const response = await t.ops('POST', `/content/${kindName}`, editor, body);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }).id;
    };
    const nowhere = await create('banners', { title: '无此页', img: '/media/uploads/a.png', target_url: '/no-such-page-xyz' });
    const missing = await create('banners', { title: '无此文', img: '/media/uploads/a.png', target_url: '/article-detail/99999999' });
    const script = await create('banners', { title: '脚本', img: '/media/uploads/a.png', target_url: 'javascript:alert(1)' });
    const blank = await create('banners', { title: '无图', img: ' ', target_url: '/course-list' });
    const refused = await t.ops('POST', '/content/banners/publish', publisher);
    expectRefusal(refused, 422, '首页内容校验未通过，不能发布');
    expect(refused.json().data.problems).toEqual([
      { id: nowhere, field: 'target_url', message: `轮播图「无此页」(#${nowhere})的跳转链接：没有这个页面：/no-such-page-xyz` },
      { id: script, field: 'target_url', message: `轮播图「脚本」(#${script})的跳转链接：不允许的链接类型 javascript:，只能是站内页面或 https:// 网址` },
      { id: blank, field: 'img', message: `轮播图「无图」(#${blank})的图片不能为空` },
      { id: missing, field: 'target_url', message: `轮播图「无此文」(#${missing})的跳转链接指向的资讯 99999999 不存在` },
    ]);
    const home = (await t.app.inject('/course/api/home')).json().data as { banners: Array<{ id: number }> };
    expect(home.banners.some((b) => [nowhere, missing, script, blank].includes(b.id))).toBe(false);

    const message = await create('messages', { title: '更多', link: '/channel-more/abc/4' });
    const refusedMessage = await t.ops('POST', '/content/messages/publish', publisher);
    expectRefusal(refusedMessage, 422);
    expect(refusedMessage.json().data.problems).toEqual([
      { id: message, field: 'link', message: `消息「更多」(#${message})的跳转链接：页面「更多」的参数「编号」必须是数字，现在是 "abc"` },
    ]);
    // A module's entries name content of the module's type unless they say their own: each must be published.
    const module = await create('recommend-modules', {
      layout: 1,
      module_type: 3,
      module_name: '短视频精选',
      items: [{ origin_id: 99999998 }, { origin_type: 1, origin_id: 99999997 }],
    });
    const refusedModule = await t.ops('POST', '/content/recommend-modules/publish', publisher);
    expectRefusal(refusedModule, 422);
    expect(refusedModule.json().data.problems.map((problem: { message: string }) => problem.message)).toEqual([
      `推荐模块「短视频精选」(#${module})的第 1 条内容指向的短视频 99999998 不存在`,
      `推荐模块「短视频精选」(#${module})的第 2 条内容指向的课程 99999997 不存在`,
    ]);

    // Fixed, it publishes.
    expect((await t.ops('PUT', `/content/messages/${message}`, editor, { title: '更多', link: '/channel-more/1/4' })).statusCode).toBe(200);
    const published = await t.ops('POST', '/content/messages/publish', publisher);
    expect(published.statusCode, published.body).toBe(200);
  });
});
