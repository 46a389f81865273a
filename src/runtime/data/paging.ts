// docs/product-rules.md#paging-and-lists: finished when page ≥ total_page or the loaded count ≥ total (or a page came back empty).
export interface PageShape {
  list?: unknown[];
  page?: number;
  total_page?: number;
  total?: number;
}

export function nextPageParam(lastPage: PageShape, allPages: PageShape[], lastPageParam: number): number | undefined {
  const list = lastPage?.list ?? [];
  if (list.length === 0) return undefined;
  if (typeof lastPage.total_page === 'number' && lastPageParam >= lastPage.total_page) return undefined;
  if (typeof lastPage.total === 'number') {
    const loaded = allPages.reduce((sum, page) => sum + (page?.list?.length ?? 0), 0);
    if (loaded >= lastPage.total) return undefined;
  }
  return lastPageParam + 1;
}

/** The virtual value a paged data entry binds to (see schemas/layout/value.json). */
export interface PagedValue {
  list: unknown[];
  hasMore: boolean;
  loading: boolean;
  error: boolean;
  total?: number;
}

export function toPagedValue(pages: PageShape[] | undefined, flags: { hasMore: boolean; loading: boolean; error: boolean }): PagedValue {
  const list = (pages ?? []).flatMap((page) => page?.list ?? []);
  const last = pages?.[pages.length - 1];
  return { list, ...flags, total: last?.total };
}
