import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWidgetRegistry } from '../runtime/render/widget-registry';
import { defineWidget, type WidgetRenderProps } from '../runtime/widget-api';
import { createSectionRenderer, renderSections } from './first-screen-ssr';

const meta = { version: 1, events: [] };
type Props = { text?: string; src?: string };

const note = defineWidget<Props>({
  type: 'note',
  meta,
  component: ({ props }: WidgetRenderProps<Props>) => createElement('p', { className: 'note' }, props.text),
});
const picture = defineWidget<Props>({
  type: 'picture',
  meta,
  // Loaded lazily, as most of the app's widgets are.
  load: async () => ({ default: ({ props }: WidgetRenderProps<Props>) => createElement('img', { src: props.src, alt: '' }) }),
});
const browserOnly = defineWidget<Props>({
  type: 'browser-only',
  meta,
  component: () => createElement('p', null, String((globalThis as unknown as { window: { innerWidth: number } }).window.innerWidth)),
});
const nothing = defineWidget<Props>({ type: 'nothing', meta, component: () => null });
const phoneForm = defineWidget<Props>({
  type: 'phone-form',
  meta,
  component: () => createElement('label', null, '手机号', createElement('input', { type: 'tel' })),
});

const renderer = createSectionRenderer(createWidgetRegistry([note, picture, browserOnly, nothing, phoneForm]));
const route = { params: {}, query: {} };

/** A page of a note ('一'), the widget `middle`, and a note ('三'), drawn. */
const drawBetweenNotes = (middle: string) =>
  renderer.renderSections({
    layout: {
      id: 'page',
      body: [
        { id: 'a', widget: 'note', props: { text: '一' } },
        { id: 'b', widget: middle },
        { id: 'c', widget: 'note', props: { text: '三' } },
      ],
    },
    data: {},
    route,
  });

describe('the first screen drawn on the server by the runtime', () => {
  it('draws bound, lazily loaded widgets in the runtime wrapper, and names the first eager picture', async () => {
    const sections = await renderer.renderSections({
      layout: {
        id: 'page',
        body: [
          { id: 'a', widget: 'note', bind: { text: '$data.page.title' } },
          { id: 'b', widget: 'picture', bind: { src: '$data.page.cover' } },
          { id: 'c', widget: 'note', when: { path: '$data.page.missing', op: 'nonempty' } },
          { id: 'd', widget: 'nothing' },
        ],
      },
      data: { page: { title: '<b>标题</b>', cover: '/media/a.png?x=1&y=2' } },
      route,
    });
    expect(sections.nodes).toBe(4);
    expect(sections.html).toContain('<div class="sdui-node" style="display:contents" data-node-id="a"><!--$--><p class="note">&lt;b&gt;标题&lt;/b&gt;</p>');
    expect(sections.html).toContain('<img src="/media/a.png?x=1&amp;y=2" alt=""/>');
    // A section whose condition fails, or that draws nothing, needs no CSS.
    expect(sections.types).toEqual(['note', 'picture']);
    expect(sections.image).toBe('/media/a.png?x=1&y=2');
    // React's own image hints stay out of the sections (the page preloads its picture in <head>).
    expect(sections.html).not.toContain('<link');
  });

  it('stops at a widget that cannot draw on the server, leaving it and what follows to the app', async () => {
    const sections = await drawBetweenNotes('browser-only');
    expect(sections.nodes).toBe(1);
    expect(sections.types).toEqual(['note']);
    expect(sections.html).not.toContain('三');
  });

  it('leaves a section with a form control to the app, so nothing typed before the app starts is lost', async () => {
    const sections = await drawBetweenNotes('phone-form');
    expect(sections.nodes).toBe(1);
    expect(sections.html).not.toContain('<input');
    expect(sections.html).not.toContain('三');
  });

  it("is the app's registry in the bundle: a real widget draws", async () => {
    const sections = await renderSections({
      layout: { id: 'article-detail', body: [{ id: 'h', widget: 'detail-header', bind: { title: '$data.d.title' } }] },
      data: { d: { title: '标题' } },
      route,
    });
    expect(sections.html).toContain('<h1 class="w-detail-header__title" aria-label="标题">标题</h1>');
  });

  describe('without async context', () => {
    afterEach(() => vi.restoreAllMocks());

    // An AsyncLocalStorage's first use turns on async hooks for the whole server process, for good: every
    // later request then pays for them on each promise and tick, not only the pages drawn here.
    it('draws a page without entering an AsyncLocalStorage', async () => {
      const entered = [vi.spyOn(AsyncLocalStorage.prototype, 'run'), vi.spyOn(AsyncLocalStorage.prototype, 'enterWith')];
      const sections = await drawBetweenNotes('picture');
      expect(sections.nodes).toBe(3);
      expect(entered.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    });
  });
});
