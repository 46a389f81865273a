import { useMemo } from 'react';
import { opsEndpoints } from './api/ops-endpoints';
import { pageName } from './page-names';

/** Layout id → page name (频道 · 呼吸) for every listed layout, once the list has loaded (empty until then). */
export function usePageNames(): ReadonlyMap<string, string> {
  // The page list's cached answer, shared with the list itself. Without it (loading, refused) a channel
  // is still named by its number (pageName of the id alone).
  const { data } = opsEndpoints.useListOpsLayoutsQuery();
  return useMemo(() => new Map((data?.list ?? []).map((layout) => [layout.id, pageName(layout.id, layout.title)])), [data]);
}

/** A layout's page name for headings: from its id at once, from the channel's or topic's name once loaded. */
export function usePageName(layoutId: string): string {
  return usePageNames().get(layoutId) ?? pageName(layoutId);
}
