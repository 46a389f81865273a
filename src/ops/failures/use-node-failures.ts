import { useEffect, useState } from 'react';
import { failuresApi } from './failures-client';

const EMPTY: ReadonlyMap<string, number> = new Map();

/**
 * Recent failures of a layout's nodes (node id → count over the last day), for the editor's outline.
 * Read once when the editor opens; without an answer the outline simply shows no marks.
 */
export function useNodeFailures(layoutId: string): ReadonlyMap<string, number> {
  const [counts, setCounts] = useState(EMPTY);
  useEffect(() => {
    let live = true;
    failuresApi.ofLayout(layoutId).then(
      (answer) => {
        const byNode = new Map<string, number>();
        for (const row of answer.list) byNode.set(row.node, (byNode.get(row.node) ?? 0) + row.count);
        if (live) setCounts(byNode);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [layoutId]);
  return counts;
}
