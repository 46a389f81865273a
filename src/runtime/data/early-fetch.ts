// The page's boot script (server/src/plugins/client-boot.ts) asks for the first screen's layout and data
// while the main script is still downloading, with the same session headers this layer sends. Each answer
// is handed over once, to the first request for the same URL, and only when the session it was asked with
// is still the one in storage — otherwise the request goes out as usual.

export interface EarlyFetches {
  /** `<access token>|<user id>` the boot script sent ('' for none). */
  key: string;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __bootFetches?: EarlyFetches;
  }
}

/** The signature of a session as the boot script writes it. */
export function earlyFetchKey(session: { accessToken?: string; userId?: string }): string {
  return `${session.accessToken || ''}|${session.userId || ''}`;
}

/** The boot script's answer for this URL, taken (so never used twice), if it was asked with this session. */
export function takeEarlyResponse(url: string, key: string, early: EarlyFetches | undefined = typeof window === 'undefined' ? undefined : window.__bootFetches): Promise<Response> | undefined {
  if (!early) return undefined;
  const response = early.responses[url];
  delete early.responses[url];
  return early.key === key ? response : undefined;
}
