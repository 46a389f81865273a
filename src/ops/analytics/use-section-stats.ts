import { useCallback, useEffect, useState } from 'react';
import type { OpsSectionStats } from '../../../contract/generated/schema-types';
import { experimentsApi } from './experiments-api';

/** Numbers arrive while the editor is open: read again this often (only while the console tab is visible). */
const REFRESH_MS = 3_000;

export interface SectionStatsState {
  stats: OpsSectionStats | null;
  hours: number;
  setHours(hours: number): void;
  reload(): void;
  error: string | null;
}

/** The layout's per-section numbers for the chosen period, kept fresh while the page is visible. */
export function useSectionStats(layoutId: string, refreshKey: number): SectionStatsState {
  const [hours, setHours] = useState(24);
  const [stats, setStats] = useState<OpsSectionStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    experimentsApi.sectionStats(layoutId, hours).then(
      (answer) => {
        if (!current) return;
        setStats(answer);
        setError(null);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') setTick((n) => n + 1);
      else document.addEventListener('visibilitychange', reload, { once: true });
    }, REFRESH_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', reload);
    };
  }, [layoutId, hours, refreshKey, tick, reload]);
  return { stats, hours, setHours, reload, error };
}
