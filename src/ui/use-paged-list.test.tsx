import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_EVENT } from '../runtime/widget-api';
import { ListFooter } from './list-footer';
import { usePagedList, type PagedListInput } from './use-paged-list';

function NameList({ props, emit }: { props: PagedListInput<string>; emit: (event: string) => unknown }) {
  const { items, empty, footer } = usePagedList(props, emit);
  return (
    <section>
      {empty && <p>没有更多了</p>}
      <ul>
        {items.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <ListFooter {...footer} />
    </section>
  );
}

/** Plays the runtime's paged data entry: keeps the loaded pages and appends the next on load-more. */
function Feed({ fetchPage, lastPage }: { fetchPage: (page: number) => Promise<string[]>; lastPage: number }) {
  const [pages, setPages] = useState<string[][]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const emit = (event: string) => {
    if (event !== LOAD_MORE_EVENT) return;
    setLoading(true);
    setError(false);
    fetchPage(pages.length + 1)
      .then(
        (page) => setPages((loaded) => [...loaded, page]),
        () => setError(true),
      )
      .finally(() => setLoading(false));
  };
  const props = { items: pages.flat(), hasMore: pages.length < lastPage, loading, error };
  return <NameList props={props} emit={emit} />;
}

const names = (page: number) => [`第${page}页-甲`, `第${page}页-乙`];
const shownNames = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

/** Stands in for the browser's IntersectionObserver: `scrollToEnd` brings every watched sentinel into view. */
function installFakeObserver() {
  const watching = new Set<{ callback: IntersectionObserverCallback; el: Element }>();
  class FakeObserver {
    private entry?: { callback: IntersectionObserverCallback; el: Element };
    constructor(private callback: IntersectionObserverCallback) {}
    observe(el: Element) {
      this.entry = { callback: this.callback, el };
      watching.add(this.entry);
    }
    disconnect() {
      if (this.entry) watching.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watching,
    scrollToEnd() {
      for (const { callback, el } of [...watching])
        act(() => callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('usePagedList', () => {
  it('appends each page as the end scrolls into view and stops after the last page', async () => {
    const observer = installFakeObserver();
    const fetchPage = vi.fn(async (page: number) => names(page));
    render(<Feed fetchPage={fetchPage} lastPage={3} />);

    for (const page of [1, 2, 3]) {
      // The page's items and the end of its loading arrive in separate renders; the sentinel is watched again only after both.
      await waitFor(() => expect(observer.watching.size).toBe(1));
      observer.scrollToEnd();
      await screen.findByText(`第${page}页-乙`);
    }
    expect(shownNames()).toEqual([...names(1), ...names(2), ...names(3)]);
    expect(screen.getByText('已到底部')).toBeTruthy();

    observer.scrollToEnd();
    expect(observer.watching.size).toBe(0);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('offers 加载更多 without IntersectionObserver, and it is gone at the last page', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Feed fetchPage={async (page) => names(page)} lastPage={2} />);

    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('第1页-甲');
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('第2页-甲');
    expect(shownNames()).toEqual([...names(1), ...names(2)]);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('keeps the loaded items after a failed page, shows 加载失败，点击重试 and retries that page', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetchPage = vi.fn(async (page: number) => names(page));
    // Page 1 arrives, the first try of page 2 fails.
    fetchPage.mockImplementationOnce(async (page) => names(page)).mockRejectedValueOnce(new Error('offline'));
    render(<Feed fetchPage={fetchPage} lastPage={2} />);

    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('第1页-甲');
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await userEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));

    await screen.findByText('第2页-乙');
    expect(fetchPage.mock.calls).toEqual([[1], [2], [2]]);
    expect(shownNames()).toEqual([...names(1), ...names(2)]);
    expect(screen.queryByRole('button', { name: '加载失败，点击重试' })).toBeNull();
  });

  it('reports an empty list only once nothing is loading and nothing more will come', () => {
    const { rerender } = render(<NameList props={{ items: [], hasMore: false, loading: true }} emit={vi.fn()} />);
    expect(screen.queryByText('没有更多了')).toBeNull();
    expect(screen.getByText('加载中…')).toBeTruthy();
    rerender(<NameList props={{ items: [], hasMore: false }} emit={vi.fn()} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByText('已到底部')).toBeNull();
  });
});
