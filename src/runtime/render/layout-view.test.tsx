import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { renderNode } from '../../test-utils/render-node';
import type { ActionServices } from '../actions/action-context';
import { makeStore } from '../state/make-store';
import { LayoutView } from './layout-view';
import { RuntimeProvider } from './runtime-context';

const item = (id: number, title: string) => ({ id, origin_id: id, origin_type: 13, type: 1, title });

function pagedServer(totalPages: number) {
  const requested: string[] = [];
  const fetch = (async (url: string) => {
    requested.push(url);
    const page = Number(new URL(url).searchParams.get('page'));
    const data = { list: [item(page * 10 + 1, `第${page}页的专题`)], page, total_page: totalPages };
    return new Response(JSON.stringify({ code: 0, message: 'ok', data }));
  }) as typeof globalThis.fetch;
  return { fetch, requested };
}

const feedDoc: LayoutDocument = {
  schemaVersion: 1,
  id: 'test-feed',
  data: { feed: { endpoint: 'listContentSelect', args: { pageSize: 1 }, paged: true } },
  body: [
    { id: 'headline', widget: 'section', props: { title: '热门专题', showMore: false } },
    { id: 'mystery', widget: 'no-such-widget', props: {} },
    {
      id: 'feed',
      widget: 'content-list',
      bind: { items: '$data.feed.list', hasMore: '$data.feed.hasMore', loading: '$data.feed.loading', error: '$data.feed.error' },
      on: { select: [{ action: 'navigate-by-origin', item: '$event' }] },
    },
  ],
};

describe('layout rendering through the runtime', () => {
  it('renders everything else when a node names an unknown widget, and reports it', async () => {
    const view = await renderNode(undefined, { doc: feedDoc, fetch: pagedServer(1).fetch });
    expect(await screen.findByText('第1页的专题')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /热门专题/ })).toBeTruthy();
    expect(view.reports()).toContainEqual(expect.objectContaining({ kind: 'unknown-widget', nodeId: 'mystery' }));
    expect(screen.queryByText(/未知组件/)).toBeNull();
  });

  it('shows a visible fallback for the unknown widget in the operator preview', async () => {
    await renderNode(undefined, { doc: feedDoc, fetch: pagedServer(1).fetch, preview: true });
    expect(await screen.findByText(/未知组件 no-such-widget/)).toBeTruthy();
  });

  it('loads the next page on load-more until total_page, then shows 已到底部', async () => {
    const server = pagedServer(2);
    const originalObserver = globalThis.IntersectionObserver;
    // No IntersectionObserver in jsdom: content-list falls back to a 加载更多 button that emits load-more.
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    try {
      await renderNode(undefined, { doc: feedDoc, fetch: server.fetch });
      await screen.findByText('第1页的专题');
      await userEvent.click(await screen.findByRole('button', { name: '加载更多' }));
      expect(await screen.findByText('第2页的专题')).toBeTruthy();
      expect(await screen.findByText('已到底部')).toBeTruthy();
      expect(server.requested.map((url) => new URL(url).searchParams.get('page'))).toEqual(['1', '2']);
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = originalObserver;
    }
  });

  it('a refetch-data action reloads the cached answer the nodes show, and an open overlay stays open meanwhile', async () => {
    let version = 0;
    const fetch = (async () => {
      version += 1;
      const data = { list: [item(1, version === 1 ? '旧的专题' : '新的专题')], page: 1, total_page: 1 };
      return new Response(JSON.stringify({ code: 0, message: 'ok', data }));
    }) as typeof globalThis.fetch;
    const doc: LayoutDocument = {
      ...feedDoc,
      body: [
        {
          id: 'feed',
          widget: 'content-list',
          bind: { items: '$data.feed.list', hasMore: '$data.feed.hasMore', loading: '$data.feed.loading' },
          on: {
            select: [
              { action: 'set-overlay', name: 'picked' },
              { action: 'refetch-data', data: ['feed'] },
            ],
          },
        },
      ],
      overlays: [
        {
          id: 'picked',
          widget: 'section',
          when: { path: '$state.overlay.picked', op: 'truthy' },
          bind: { title: '$state.overlay.picked.title' },
          props: { showMore: false },
        },
      ],
    };
    await renderNode(undefined, { doc, fetch });
    await userEvent.click(await screen.findByRole('button', { name: /旧的专题/ }));
    expect(await screen.findByText('新的专题')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /旧的专题/ })).toBeNull();
    expect(screen.getByRole('heading', { name: /旧的专题/ })).toBeTruthy();
    expect(version).toBe(2);
  });

  it('taps through an item to the route its origin_type names', async () => {
    const view = await renderNode(undefined, { doc: feedDoc, fetch: pagedServer(1).fetch });
    await userEvent.click(await screen.findByRole('button', { name: /第1页的专题/ }));
    await waitFor(() => expect(view.location()).toBe('/topic-detail/11'));
  });

  it('hides nodes whose `when` is false and repeats nodes over arrays', async () => {
    const doc: LayoutDocument = {
      schemaVersion: 1,
      id: 'test-repeat',
      data: { home: { endpoint: 'getHome' } },
      body: [
        { id: 'hidden', widget: 'section', props: { title: '不该出现' }, when: { path: '$data.home.messages.length', op: 'gt', value: 0 } },
        { id: 'modules', widget: 'section', repeat: '$data.home.recommend', bind: { title: '$item.module_name' } },
      ],
    };
    const home = {
      banners: [],
      position_type_1: [],
      position_type_2: [],
      messages: [],
      articles: [],
      recommend: [
        { id: 1, layout: 1, module_type: 1, module_name: '精品课程', module_data: [] },
        { id: 2, layout: 3, module_type: 4, module_name: '热门直播', module_data: [] },
      ],
    };
    const fetch = (async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: home }))) as typeof globalThis.fetch;
    await renderNode(undefined, { doc, fetch });
    expect(await screen.findByRole('heading', { name: /精品课程/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /热门直播/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('不该出现')).toBeNull());
  });
});

describe('props checks in the operator preview', () => {
  const doc: LayoutDocument = {
    schemaVersion: 1,
    id: 'test-props',
    body: [
      { id: 'broken', widget: 'section', props: { title: 42 } },
      { id: 'fine', widget: 'section', props: { title: '正常的栏目' } },
    ],
  };

  it('shows the node with bad static props as a visible box naming the problem, and the rest normally', async () => {
    const view = await renderNode(undefined, { doc, preview: true });
    expect(await screen.findByText(/属性无效/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /正常的栏目/ })).toBeTruthy();
    expect(view.reports()).toContainEqual(expect.objectContaining({ kind: 'invalid-props', nodeId: 'broken' }));
  });
});

describe('lazily loaded widgets through the runtime', () => {
  async function slowRegistry(load: (gate: Promise<void>) => Promise<{ default: (p: { props: { title?: string } }) => ReactElement }>) {
    const { defineWidget } = await import('../widget-api');
    const { createWidgetRegistry } = await import('./widget-registry');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = defineWidget<{ title?: string }>({ type: 'slow-card', meta: { version: 1, events: [] }, load: () => load(gate) });
    const { widgetDefinitions } = await import('../../../widgets/index');
    return { registry: createWidgetRegistry([...widgetDefinitions, slow]), release };
  }
  const doc: LayoutDocument = {
    schemaVersion: 1,
    id: 'lazy',
    body: [
      { id: 'slow', widget: 'slow-card', props: { title: '延迟加载' } },
      { id: 'fast', widget: 'section', props: { title: '马上显示' } },
    ],
  };

  it("shows the body once every widget's code is here, so a widget below never shows first and then jumps down", async () => {
    const { registry, release } = await slowRegistry(async (gate) => {
      await gate;
      return { default: ({ props }) => <p>{`慢组件：${props.title ?? ''}`}</p> };
    });
    await renderNode(undefined, { doc, registry, renderBeforeWidgetsLoad: true });
    expect(screen.queryByRole('heading', { name: /马上显示/ })).toBeNull();
    release();
    expect(await screen.findByText('慢组件：延迟加载')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /马上显示/ })).toBeTruthy();
  });

  it('does not wait for the code of an overlay only an action opens, and fetches it after the first render', async () => {
    let asked = 0;
    const { registry } = await slowRegistry(async () => {
      asked += 1;
      await new Promise(() => undefined); // never arrives in this test
      throw new Error('unreachable');
    });
    const withResult: LayoutDocument = {
      schemaVersion: 1,
      id: 'lazy-overlay',
      body: [{ id: 'fast', widget: 'section', props: { title: '马上显示' } }],
      overlays: [{ id: 'result', widget: 'slow-card', when: { path: '$state.overlay.booked', op: 'truthy' } }],
    };
    await renderNode(undefined, { doc: withResult, registry, renderBeforeWidgetsLoad: true });
    expect(await screen.findByRole('heading', { name: /马上显示/ })).toBeTruthy();
    await waitFor(() => expect(asked).toBe(1));
  });

  it("still shows the page when a widget's code fails to load", async () => {
    const { registry, release } = await slowRegistry(async (gate) => {
      await gate;
      throw new Error('chunk failed');
    });
    await renderNode(undefined, { doc, registry, renderBeforeWidgetsLoad: true });
    release();
    expect(await screen.findByRole('heading', { name: /马上显示/ })).toBeTruthy();
  });

  it("re-renders a changed layout in place, showing the one before until a new widget's code is here", async () => {
    const { registry, release } = await slowRegistry(async (gate) => {
      await gate;
      return { default: ({ props }) => <p>{`慢组件：${props.title ?? ''}`}</p> };
    });
    const runtime = { registry, actions: {} as ActionServices, preview: false, report: () => undefined };
    const store = makeStore({ notify: () => undefined, onUnauthorized: () => undefined });
    const route = { params: {}, query: {} };
    const before: LayoutDocument = { schemaVersion: 1, id: 'live', body: [{ id: 'kept', widget: 'section', props: { title: '一直在' } }] };
    const after: LayoutDocument = { ...before, body: [{ id: 'new', widget: 'slow-card', props: { title: '新区块' } }, ...before.body] };
    const screenFor = (doc: LayoutDocument) => (
      <Provider store={store}>
        <RuntimeProvider value={runtime}>
          <LayoutView doc={doc} route={route} />
        </RuntimeProvider>
      </Provider>
    );
    let view!: RenderResult;
    await act(async () => {
      view = render(screenFor(before));
    });
    const kept = await screen.findByRole('heading', { name: /一直在/ });
    await act(async () => view.rerender(screenFor(after)));
    // The new widget's code is not here yet: the page goes on showing what it showed, never a blank body.
    expect(screen.getByRole('heading', { name: /一直在/ })).toBe(kept);
    expect(screen.queryByText(/慢组件/)).toBeNull();
    release();
    expect(await screen.findByText('慢组件：新区块')).toBeTruthy();
    // The node that stayed is the same element: re-rendered in place, not mounted again.
    expect(screen.getByRole('heading', { name: /一直在/ })).toBe(kept);
  });
});

describe('what operators change on a live page', () => {
  it('does not draw a node an operator hid, nor its children', async () => {
    const doc: LayoutDocument = {
      schemaVersion: 1,
      id: 'test-hidden',
      body: [
        {
          id: 'gone',
          widget: 'section',
          hidden: true,
          props: { title: '已隐藏的栏目' },
          children: [{ id: 'inside', widget: 'section', props: { title: '里面的' } }],
        },
        { id: 'kept', widget: 'section', props: { title: '照常显示' } },
      ],
    };
    await renderNode(undefined, { doc });
    expect(await screen.findByRole('heading', { name: /照常显示/ })).toBeTruthy();
    expect(screen.queryByText(/已隐藏的栏目/)).toBeNull();
    expect(screen.queryByText(/里面的/)).toBeNull();
  });
});
