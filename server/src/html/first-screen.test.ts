import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenRenderer, FirstScreenRequest } from '../../../contract/boot/first-screen-renderer';
import { appFirstScreenRenderer } from '../testing/app-first-screen-renderer';
import { createFirstScreenDrawer, planFirstScreen, type LayoutShape } from './first-screen';

const layoutFile = (name: string) => JSON.parse(readFileSync(new URL(`../../../layouts/${name}.layout.json`, import.meta.url), 'utf8')) as LayoutShape;
const article = layoutFile('article-detail');
const home = layoutFile('home-new');
const channel = layoutFile('channel-home');
const route = { params: { id: '7' }, query: {} };
const shell = { withHome: true, withTabs: false };
const tabs = { withHome: false, withTabs: true };

const detail = {
  title: '高血压：年度研究进展盘点<script>alert(1)</script>——一份写给基层医生的三十四字以上的很长很长的标题',
  created_at: '2025-05-31 08:00:00',
  view_count: 35_200,
  content:
    '<h3>要点</h3><p>围绕常见误区展开。</p><img src="/course/api/image-proxy?url=https%3A%2F%2Fa.example%2Fx.png&amp;w=1" width="640" height="360"><p>二</p>',
  parent: { id: 3, title: '安心心血管"专栏', desc: '本讲结合典型病例', logo: '/media/covers/c.svg', is_subscribe: 0, origin_type: 9 },
  need_password: 0,
};

const homeAnswer = {
  hot_words: [{ id: 1, title: '高血压', content_type: 2, link: '' }],
  banners: [
    { id: 1, title: '第一张', img: '/media/banners/1.png', target_url: '' },
    { id: 2, title: '第二张', img: '/media/banners/2.png', target_url: '' },
  ],
  position_type_1: [{ id: 1, title: '直播', img: '/media/icons/live.png', link: '/live-list' }],
  messages: [],
  recommend: [],
};
const channelsAnswer = { list: [{ id: 2, name: '心血管' }], total: 1 };

/** Answers by URL, counting the reads; an unknown URL is a failed read. */
function answers(byUrl: Record<string, unknown>) {
  const reads: string[] = [];
  return {
    reads,
    load: async (url: string) => {
      reads.push(url);
      return byUrl[url] ?? null;
    },
  };
}

describe('what the server may draw of a first screen', () => {
  it("reads an article's main record at the app's own URL, and stops at the first node reading more", () => {
    const plan = planFirstScreen(article, { params: { id: '7' }, query: { content_type: '2' } })!;
    expect(plan.loads).toEqual([{ name: 'detail', url: '/course/api/article/detail/7?content_type=2' }]);
    // The share poster reads an entry whose arguments need loaded data: it and everything after it are the app's.
    expect(plan.nodes.map((node) => node.id)).toEqual(['visit', 'back', 'header', 'parent', 'body']);
    // Without the address's id there is no record to draw.
    expect(planFirstScreen(article, { params: {}, query: {} })).toBeUndefined();
    expect(planFirstScreen({ data: { d: { endpoint: 'getArticleDetail', main: true, args: { id: '$state.x' } } }, body: [] }, route)).toBeUndefined();
  });

  it('reads only answers that are the same for every viewer on home and channel pages, with a bounded number of reads', () => {
    const homePlan = planFirstScreen(home, { params: {}, query: {} })!;
    expect(homePlan.loads.map(({ name }) => name)).toEqual(['home', 'channels']);
    // The live carousel marks the viewer's own bookings: the app draws it and what follows.
    expect(homePlan.nodes.map((node) => node.id)).toEqual(['search', 'channel-tabs', 'banners', 'entrances', 'messages']);
    const channelPlan = planFirstScreen(channel, { params: {}, query: { channel: '2' } })!;
    expect(channelPlan.loads).toEqual([
      { name: 'home', url: '/course/api/home' },
      { name: 'channels', url: '/course/api/channel?origin_type=0&pageSize=999' },
      { name: 'sections', url: '/course/api/channel/2/home' },
    ]);
    expect(channelPlan.nodes).toHaveLength(8);
    const body = home.body as Array<Record<string, unknown>>;
    const withFirst = (node: Record<string, unknown>) => planFirstScreen({ ...home, body: [node, ...body] }, { params: {}, query: {} });
    expect(withFirst({ id: 'x', widget: 'rich-text', bind: { html: '$state.note' } })).toBeUndefined();
    expect(withFirst({ id: 'x', widget: 'rich-text', audiences: ['doctors'], bind: { html: '$data.home.x' } })).toBeUndefined();
    // A section whose child reads app state is the app's, children included.
    expect(withFirst({ id: 'x', widget: 'section', children: [{ id: 'y', widget: 'rich-text', bind: { html: '$state.note' } }] })).toBeUndefined();
    // A hidden section is not on the page at all.
    expect(withFirst({ id: 'x', widget: 'rich-text', hidden: true, bind: { html: '$state.note' } })?.nodes).toHaveLength(5);
  });
});

describe('a first screen drawn with the real widgets', () => {
  let renderer: FirstScreenRenderer;
  beforeAll(async () => {
    renderer = await appFirstScreenRenderer();
  });

  it("draws the article's back button, title (cut as the widget cuts it), meta, parent column and body, escaped, its picture to preload", async () => {
    const { load, reads } = answers({ '/course/api/article/detail/7': detail });
    const screen = (await createFirstScreenDrawer(renderer, load)(article, route, shell))!;
    expect(reads).toEqual(['/course/api/article/detail/7']);
    expect(screen.types).toEqual(['back-button', 'detail-header', 'parent-column', 'rich-text']);
    const { html } = screen;
    expect(html).toMatch(/^<div id="first-screen" data-nodes="5"><div class="app-frame"><main class="app-main app-main--with-home">/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('aria-label="高血压：年度研究进展盘点&lt;script&gt;alert(1)&lt;/script&gt;');
    // 34 characters, counted by code point, then …
    expect(html).toContain('>高血压：年度研究进展盘点&lt;script&gt;alert(1)&lt;/scri…</h1>');
    expect(html).toContain('<span class="w-detail-header__views">3.5万<!-- -->阅读</span>');
    expect(html).toContain('aria-label="所属专栏：安心心血管&quot;专栏"');
    expect(html).toContain('>+关注</button>');
    // Each node in the runtime's own box-less wrapper, the body the answer's (already sanitised) HTML.
    expect(html).toContain(
      `<div class="sdui-node" style="display:contents" data-node-id="body"><!--$--><article class="w-rich-text" aria-label="正文">${detail.content}</article>`,
    );
    // Its first eager picture is the address the browser asks for (entities undone); the lazy parent logo is not it.
    expect(screen.image).toBe('/course/api/image-proxy?url=https%3A%2F%2Fa.example%2Fx.png&w=1');
  });

  it('leaves out sections whose condition fails, and draws nothing where a password dialog would cover the page or the record is missing', async () => {
    const draw = (data: unknown) => createFirstScreenDrawer(renderer, answers({ '/course/api/article/detail/7': data }).load)(article, route, shell);
    const bare = await draw({ ...detail, parent: null, content: '' });
    expect(bare?.types).toEqual(['back-button', 'detail-header']);
    expect(bare?.image).toBeUndefined();
    expect(await draw({ ...detail, need_password: 1 })).toBeUndefined();
    expect(await draw(null)).toBeUndefined();
    // A back button alone is not a first screen.
    expect(await draw({ title: '' })).toBeUndefined();
  });

  it('draws the home page up to the first section that needs the viewer, its first banner as the picture to preload', async () => {
    const { load } = answers({ '/course/api/home': homeAnswer, '/course/api/channel?origin_type=0&pageSize=999': channelsAnswer });
    const screen = (await createFirstScreenDrawer(renderer, load)(home, { params: {}, query: {} }, tabs))!;
    expect(screen.html).toContain('<main class="app-main app-main--with-tabs">');
    expect(screen.types).toEqual(['search-bar', 'channel-tabs', 'banner-carousel', 'icon-grid']);
    expect(screen.html).toContain('data-node-id="banners"');
    expect(screen.html).not.toContain('data-node-id="live-preview"');
    expect(screen.image).toBe('/media/banners/1.png');
  });

  it("draws a channel's sections with their children, and stops where an answer failed", async () => {
    const sections = { live: { count: 1, list: [{ id: 5, title: '一场直播', cover_img: '/media/l.png', origin_type: 4 }] }, course: { count: 0, list: [] } };
    const byUrl = { '/course/api/home': homeAnswer, '/course/api/channel?origin_type=0&pageSize=999': channelsAnswer };
    const draw = (extra: Record<string, unknown>) =>
      createFirstScreenDrawer(renderer, answers({ ...byUrl, ...extra }).load)(channel, { params: {}, query: { channel: '2' } }, tabs);
    const screen = (await draw({ '/course/api/channel/2/home': sections }))!;
    expect(screen.types).toEqual(['search-bar', 'channel-tabs', 'section', 'content-list']);
    expect(screen.html).toContain('一场直播');
    const failed = (await draw({}))!;
    expect(failed.types).toEqual(['search-bar', 'channel-tabs']);
  });

  it('draws a page once per layout document and address while its answers are the same', async () => {
    const requests: FirstScreenRequest[] = [];
    const counting: FirstScreenRenderer = { renderSections: (request) => (requests.push(request), renderer.renderSections(request)) };
    let answer: unknown = detail;
    const draw = createFirstScreenDrawer(counting, async () => answer);
    const first = await draw(article, route, shell);
    expect(await draw(article, route, shell)).toBe(first);
    expect(requests).toHaveLength(1);
    await draw(article, { params: { id: '8' }, query: {} }, shell);
    answer = { ...detail, title: '新标题' };
    expect((await draw(article, route, shell))?.html).toContain('新标题');
    expect(requests).toHaveLength(3);
  });

  it('keeps the static shell, never an error page, when the renderer fails', async () => {
    const broken: FirstScreenRenderer = { renderSections: () => Promise.reject(new Error('no DOM here')) };
    expect(await createFirstScreenDrawer(broken, async () => detail)(article, route, shell)).toBeUndefined();
  });
});
