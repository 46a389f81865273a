import { describe, expect, it } from 'vitest';
import { nextPageParam, toPagedValue } from './paging';

describe('paging (docs/product-rules.md#paging-and-lists)', () => {
  it('stops when page ≥ total_page', () => {
    expect(nextPageParam({ list: [1], total_page: 3 }, [], 2)).toBe(3);
    expect(nextPageParam({ list: [1], total_page: 3 }, [], 3)).toBeUndefined();
  });

  it('stops when the loaded count reaches total', () => {
    const pages = [{ list: [1, 2] }, { list: [3], total: 3 }];
    expect(nextPageParam(pages[1], pages, 2)).toBeUndefined();
    expect(nextPageParam({ list: [3], total: 4 }, [{ list: [1, 2] }, { list: [3] }], 2)).toBe(3);
  });

  it('stops on an empty page', () => {
    expect(nextPageParam({ list: [] }, [], 1)).toBeUndefined();
  });

  it('joins pages into one list for bindings', () => {
    expect(toPagedValue([{ list: [1, 2] }, { list: [3], total: 3 }], { hasMore: false, loading: false, error: false })).toEqual({
      list: [1, 2, 3], hasMore: false, loading: false, error: false, total: 3,
    });
  });
});
