import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentListProps } from '../../contract/generated/widgets/content-list.props';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { LOAD_MORE_EVENT } from '../../src/runtime/widget-api';
import { renderNode } from '../../src/test-utils/render-node';
import { ContentList } from './content-list';
import example from './content-list.example.json';

const node = example as LayoutNode;
const items = (example.props.items ?? []) as NonNullable<ContentListProps['items']>;

function renderList(props: ContentListProps) {
  const emit = vi.fn();
  const view = render(<ContentList props={props} emit={emit} nodeId="feed" preview={false} />);
  return { emit, ...view };
}

/** A controllable stand-in: jsdom has no IntersectionObserver. */
function installFakeObserver() {
  const watching: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(private readonly cb: IntersectionObserverCallback) {}
    observe() {
      watching.push(this.cb);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watching,
    showSentinel() {
      for (const cb of watching) {
        act(() => cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content-list', () => {
  it('shows the title, cut titles, badges and 已到底部 when everything is loaded', async () => {
    await renderNode(node);
    expect(screen.getByRole('heading', { name: '内容精选' })).toBeTruthy();
    const cards = screen.getAllByRole('button', { name: /./ });
    expect(cards).toHaveLength(3);
    // 18 characters then …
    expect(screen.getByText('慢性阻塞性肺疾病急性加重期的规范化诊…')).toBeTruthy();
    expect(screen.getByText('课程')).toBeTruthy();
    expect(screen.getByText('预告')).toBeTruthy();
    expect(screen.getByText('1.3万观看')).toBeTruthy();
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('offers 已关注 per row when asked (my-focus) and emits follow with the item', async () => {
    const followed = { ...items[0], is_subscribe: 1 };
    const { emit } = renderList({ items: [followed], showFollow: true });
    await userEvent.click(screen.getByRole('button', { name: `已关注 ${followed.title}` }));
    expect(emit).toHaveBeenCalledWith('follow', followed);
    renderList({ items: [followed] });
    expect(screen.getAllByRole('button', { name: /已关注/ })).toHaveLength(1);
  });

  it('opens a card by its origin type', async () => {
    const view = await renderNode(node);
    await userEvent.click(screen.getByRole('button', { name: items[1].title }));
    await waitFor(() => expect(view.location()).toMatch(/^\/live-detail\/\d+/));
  });

  it('asks for the next page when the bottom becomes visible', () => {
    const observer = installFakeObserver();
    const { emit } = renderList({ items, hasMore: true, loading: false });
    observer.showSentinel();
    expect(emit).toHaveBeenCalledWith(LOAD_MORE_EVENT);
    expect(screen.queryByText('已到底部')).toBeNull();
  });

  it('does not ask again while a page is loading, and shows 加载中…', () => {
    const observer = installFakeObserver();
    const { emit } = renderList({ items, hasMore: true, loading: true });
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(observer.watching).toHaveLength(0);
    observer.showSentinel();
    expect(emit).not.toHaveBeenCalled();
  });

  it('offers a 加载更多 button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { emit } = renderList({ items, hasMore: true, loading: false });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(emit).toHaveBeenCalledWith(LOAD_MORE_EVENT);
  });

  it('with paging "button" pages only when 查看更多 is tapped (study zone), never on scroll', async () => {
    const observer = installFakeObserver();
    const { emit, rerender } = renderList({ items, hasMore: true, loading: false, paging: 'button' });
    expect(observer.watching).toHaveLength(0);
    observer.showSentinel();
    expect(emit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith(LOAD_MORE_EVENT);
    // While the page loads, and once everything is loaded, the button is gone.
    rerender(<ContentList props={{ items, hasMore: true, loading: true, paging: 'button' }} emit={emit} nodeId="feed" preview={false} />);
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    rerender(<ContentList props={{ items, hasMore: false, loading: false, paging: 'button' }} emit={emit} nodeId="feed" preview={false} />);
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('retries after an error', async () => {
    const { emit } = renderList({ items, hasMore: true, loading: false, error: true });
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(emit).toHaveBeenCalledWith(LOAD_MORE_EVENT);
  });

  it('shows the empty state when there is nothing at all', () => {
    renderList({ items: [], hasMore: false, loading: false });
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.getByText('先看看其他内容吧！')).toBeTruthy();
    expect(screen.queryByText('已到底部')).toBeNull();
  });

  it('offers 返回首页 from the empty state, which a layout maps to home', async () => {
    const view = await renderNode(
      { ...node, props: { ...node.props, items: [] }, on: { home: [{ action: 'navigate', route: 'home-new' }] } },
      { path: '/channel-more/1/4' },
    );
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('emits select with the tapped item', async () => {
    const { emit } = renderList({ items, hasMore: false });
    await userEvent.click(screen.getByRole('button', { name: items[2].title }));
    expect(emit).toHaveBeenCalledWith('select', items[2]);
  });
});
