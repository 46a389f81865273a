import { useMemo } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { DEFAULT_FAILURE_HOURS } from './failure-text';

/**
 * Recent failures of a layout's nodes (node id → count over the last day), for the editor's outline.
 * Read once when the editor opens; without an answer the outline simply shows no marks.
 */
export function useNodeFailures(layoutId: string): ReadonlyMap<string, number> {
  // The same cached answer as the 故障报告 view of this layout over the default period.
  const { data } = opsEndpoints.useListOpsLayoutFailuresQuery({ id: layoutId, hours: DEFAULT_FAILURE_HOURS });
  return useMemo(() => {
    const byNode = new Map<string, number>();
    for (const row of data?.list ?? []) byNode.set(row.node, (byNode.get(row.node) ?? 0) + row.count);
    return byNode;
  }, [data]);
}
