import type { RateLimitWindow } from '../../shared/rate-limits';

/**
 * Uploads per operator: a day's work of covers and banners goes through at once (a batch of 30 in a
 * minute), a runaway script or a stolen session cannot fill the disk.
 */
export const MEDIA_UPLOAD_WINDOWS: readonly RateLimitWindow[] = [
  { limit: 30, windowMs: 60_000 },
  { limit: 300, windowMs: 3_600_000 },
];
