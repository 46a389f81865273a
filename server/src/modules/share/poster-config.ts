import { integerIn, type Text } from '../../config/config-read';

/** Share-poster drawing and storage limits (read by config.ts; tests pass their own). */
export interface PosterConfig {
  /** Disk the poster files may take (POSTER_CACHE_MAX_MB); the least recently used are removed beyond it. */
  cacheMaxBytes: number;
  /** Posters waiting for a drawing thread (POSTER_QUEUE_MAX); beyond it requests are told to retry (503). */
  queueMax: number;
  /** Drawing threads per API process (POSTER_WORKERS). */
  workers: number;
}

export const POSTER_DEFAULTS = { cacheMaxMb: 256, queueMax: 32, workers: 1 } as const;

const MB = 1024 * 1024;

export function readPosterConfig(text: Text, problems: string[]): PosterConfig {
  const cacheMaxMb = integerIn(text, 'POSTER_CACHE_MAX_MB', POSTER_DEFAULTS.cacheMaxMb, 1, 1024 * 1024, problems);
  const queueMax = integerIn(text, 'POSTER_QUEUE_MAX', POSTER_DEFAULTS.queueMax, 1, 10_000, problems);
  const workers = integerIn(text, 'POSTER_WORKERS', POSTER_DEFAULTS.workers, 1, 16, problems);
  return { cacheMaxBytes: cacheMaxMb * MB, queueMax, workers };
}
