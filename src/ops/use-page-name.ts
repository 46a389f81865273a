import { useEffect, useState } from 'react';
import { opsApi } from './api/ops-client';
import { pageName } from './page-names';

/** Layout id → page name (频道 · 呼吸) for every listed layout, once the list has loaded (empty until then). */
export function usePageNames(): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    opsApi.listLayouts().then(
      (list) => live && setNames(new Map(list.map((layout) => [layout.id, pageName(layout.id, layout.title)]))),
      // Without the list a channel is still named by its number (pageName of the id alone).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return names;
}

/** A layout's page name for headings: from its id at once, from the channel's or topic's name once loaded. */
export function usePageName(layoutId: string): string {
  return usePageNames().get(layoutId) ?? pageName(layoutId);
}
