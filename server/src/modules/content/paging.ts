// Paging shared by the plain list endpoints (short videos, downloads, meetings). docs/product-rules.md#paging-and-lists:
// the client stops when page ≥ total_page or loaded ≥ total.

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
