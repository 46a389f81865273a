import { DEFAULT_PAGE_SIZE } from '../../../contract/constants';

// The one paging helper of paged endpoints. The client stops when page ≥ total_page or loaded ≥ total.

export interface Paging {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  page: number;
  total_page: number;
  total: number;
}

/** A paged endpoint's args → Paging: page 1 and `defaultSize` (the client's page size) when left out. */
export function pagingOf(args: { page?: number; pageSize?: number }, defaultSize: number = DEFAULT_PAGE_SIZE): Paging {
  return { page: args.page ?? 1, pageSize: args.pageSize ?? defaultSize };
}

/** `page` beyond the last gives an empty list; total_page is 0 for an empty list. */
export function pageOf<T>(list: T[], total: number, paging: Paging): Page<T> {
  return { list, page: paging.page, total_page: Math.ceil(total / paging.pageSize), total };
}

/** True when the page starts past the last row, so it is answered without reading rows (page 100000). */
export function beyondEnd(total: number, paging: Paging): boolean {
  return total === 0 || (paging.page - 1) * paging.pageSize >= total;
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}
