// The page's boot script (served with the page by the server) asks for the first screen's layout and data
// while the main script is still downloading, with the same session headers this layer sends. Each answer
// is handed over once, to the first request for the same URL, and only when the session it was asked with
// is still the one in storage and the answer is fresh — otherwise the request goes out as usual.
import { BOOT_FETCHES_GLOBAL, earlyFetchKey } from '../../../contract/boot/early-fetch';

export { earlyFetchKey };

export interface EarlyFetches {
  /** earlyFetchKey of the session the boot script asked with. */
  key: string;
  /** When it asked (Date.now()). */
  at: number;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  // Named as BOOT_FETCHES_GLOBAL (reading window[BOOT_FETCHES_GLOBAL] below fails to compile if they differ).
  interface Window {
    __bootFetches?: EarlyFetches;
  }
}

/**
 * Beyond this age an early answer is not used: the first screen asks for its data at once, so an answer
 * still unclaimed by then was for something the app did not show (a redirect, a condition) and may be stale.
 */
export const EARLY_FETCH_MAX_AGE_MS = 15_000;

/** The boot script's answer for this URL, taken (so never used twice), if it was asked with this session. */
export function takeEarlyResponse(
  url: string,
  key: string,
  early: EarlyFetches | undefined = typeof window === 'undefined' ? undefined : window[BOOT_FETCHES_GLOBAL],
  now: number = Date.now(),
): Promise<Response> | undefined {
  if (!early) return undefined;
  const response = early.responses[url];
  delete early.responses[url];
  return early.key === key && now - early.at <= EARLY_FETCH_MAX_AGE_MS ? response : undefined;
}
