import { useEffect, useRef, useState } from 'react';
import type { OpsSectionStats } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';

/** Numbers arrive while the editor is open: read again this often (only while the console tab has focus). */
const REFRESH_MS = 3_000;
/**
 * Lines asked for at once: the outline shows every section's numbers, and only nodes the server served are
 * counted, so one page (the server's largest) holds a layout's sections; the answer still stays bounded.
 */
const SECTIONS_PER_READ = 500;

export interface SectionStatsState {
  stats: OpsSectionStats | null;
  hours: number;
  setHours(hours: number): void;
  reload(): void;
  error: string | null;
}

/** The layout's per-section numbers for the chosen period, kept fresh while the page is in front. */
export function useSectionStats(layoutId: string, refreshKey: number): SectionStatsState {
  const [hours, setHours] = useState(24);
  // The previous period's numbers stay shown until the new ones arrive (`data`, not `currentData`).
  const query = opsEndpoints.useGetOpsSectionStatsQuery(
    { id: layoutId, hours, limit: SECTIONS_PER_READ },
    { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const { refetch } = query;
  // The editor bumps refreshKey after a publish or rollback: the numbers of the new revision.
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (seenKey.current === refreshKey) return;
    seenKey.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch]);
  const reload = () => void refetch();
  return { stats: query.data ?? null, hours, setHours, reload, error: query.error ? refusalText(query.error) : null };
}
