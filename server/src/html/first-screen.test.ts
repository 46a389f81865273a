import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainDataRequest, renderFirstScreen, type LayoutShape } from './first-screen';

const layoutFile = (name: string) => JSON.parse(readFileSync(new URL(`../../../layouts/${name}.layout.json`, import.meta.url), 'utf8')) as LayoutShape;
const article = layoutFile('article-detail');
const route = { params: { id: '7' }, query: {} };
const shell = { withHome: true, withTabs: false };

const detail = {
  title: '高血压：年度研究进展盘点<script>alert(1)</script>——一份写给基层医生的三十四字以上的很长很长的标题',
  created_at: '2025-05-31 08:00:00',
  view_count: 35_200,
  content:
    '<h3>要点</h3><p>围绕常见误区展开。</p><img src="/course/api/image-proxy?url=https%3A%2F%2Fa.example%2Fx.png&amp;w=1" width="640" height="360"><p>二</p>',
  parent: { id: 3, title: '安心心血管"专栏', desc: '本讲结合典型病例', logo: '/media/covers/c.svg', is_subscribe: 0, origin_type: 9 },
  need_password: 0,
};

describe('first screen drawn by the server', () => {
  it("asks for the main record at the app's own URL, with the address's arguments", () => {
    expect(mainDataRequest(article, { params: { id: '7' }, query: { content_type: '2' } })).toEqual({
      name: 'detail',
      url: '/course/api/article/detail/7?content_type=2',
    });
    expect(mainDataRequest(article, { params: {}, query: {} })).toBeUndefined();
    // Arguments that need loaded data or app state are only known once the app runs.
    expect(mainDataRequest({ data: { d: { endpoint: 'getArticleDetail', main: true, args: { id: '$state.x' } } } }, route)).toBeUndefined();
  });

  it('draws the back button, the title cut as the widget cuts it, the meta, the parent column and the body, escaped', () => {
    const screen = renderFirstScreen(article, route, { name: 'detail', data: detail }, shell)!;
    expect(screen.types).toEqual(['back-button', 'detail-header', 'parent-column', 'rich-text']);
    const { html } = screen;
    expect(html).toMatch(/^<div id="first-screen" data-nodes="4"><div class="app-frame"><main class="app-main app-main--with-home">/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('aria-label="高血压：年度研究进展盘点&lt;script&gt;alert(1)&lt;/script&gt;');
    // 34 characters, counted by code point, then …
    expect(html).toContain('>高血压：年度研究进展盘点&lt;script&gt;alert(1)&lt;/scri…</h1>');
    expect(html).toContain('<time datetime="2025-05-31">2025-05-31</time><span class="w-detail-header__views">3.5万阅读</span>');
    expect(html).toContain('aria-label="所属专栏：安心心血管&quot;专栏"');
    expect(html).toContain('>+关注</button>');
    // The body is the answer's (already sanitised) HTML, pictures with their sizes.
    expect(html).toContain(`<article class="w-rich-text" aria-label="正文">${detail.content}</article>`);
    // Its first picture is the address the browser asks for (entities undone), to preload.
    expect(screen.image).toBe('/course/api/image-proxy?url=https%3A%2F%2Fa.example%2Fx.png&w=1');
  });

  it('leaves out sections whose condition fails, and a parent column that is not there', () => {
    const screen = renderFirstScreen(article, route, { name: 'detail', data: { ...detail, parent: null, content: '' } }, shell)!;
    expect(screen.types).toEqual(['back-button', 'detail-header']);
    expect(screen.image).toBeUndefined();
  });

  it('draws nothing when a password dialog would cover the page, or the record is missing', () => {
    expect(renderFirstScreen(article, route, { name: 'detail', data: { ...detail, need_password: 1 } }, shell)).toBeUndefined();
    expect(renderFirstScreen(article, route, { name: 'detail', data: undefined }, shell)).toBeUndefined();
    expect(renderFirstScreen(article, route, { name: 'detail', data: { title: '' } }, shell)).toBeUndefined();
  });

  it('stops at the first section it cannot draw: another widget, one for some audiences only, or one bound to app state', () => {
    const body = article.body as Array<Record<string, unknown>>;
    const withBefore = (node: Record<string, unknown>) => ({ ...article, body: [...body.slice(0, 2), node, ...body.slice(2)] });
    const draw = (layout: LayoutShape) => renderFirstScreen(layout, route, { name: 'detail', data: detail }, shell)?.types;
    expect(draw(withBefore({ id: 'x', widget: 'banner-carousel', bind: { items: '$data.detail.recommend' } }))).toBeUndefined();
    expect(draw(withBefore({ id: 'x', widget: 'rich-text', audiences: ['doctors'], bind: { html: '$data.detail.content' } }))).toBeUndefined();
    expect(draw(withBefore({ id: 'x', widget: 'rich-text', bind: { html: '$state.note' } }))).toBeUndefined();
    // A hidden section is not on the page at all.
    expect(draw(withBefore({ id: 'x', widget: 'banner-carousel', hidden: true }))).toEqual(['back-button', 'detail-header', 'parent-column', 'rich-text']);
  });

  it('draws the other details that share the shape', () => {
    const activity = layoutFile('activity-detail');
    const data = { title: '活动', content: '<p>正文</p>', created_at: '2025-01-01' };
    expect(renderFirstScreen(activity, route, { name: mainDataRequest(activity, route)!.name, data }, shell)?.types).toContain('rich-text');
    const download = layoutFile('download-detail');
    expect(renderFirstScreen(download, route, { name: mainDataRequest(download, route)!.name, data }, shell)?.types).toEqual(
      expect.arrayContaining(['back-button', 'detail-header']),
    );
  });
});
