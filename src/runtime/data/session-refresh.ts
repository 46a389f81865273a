import { endpointCatalogue } from '../../../contract/generated/endpoints';
import { HTTP_TIMEOUT_MS } from './error-messages';
import { readSession, saveTokens } from './session-storage';

/** ok: new tokens stored; rejected: the session is over (登录超时 and the login screen); offline: try again later. */
export type RefreshOutcome = 'ok' | 'rejected' | 'offline';

const FALLBACK_PATH = '/user/api/token/refresh';
/** One refresh at a time: the server rotates refresh tokens and treats a reused one as theft. */
let inFlight: Promise<RefreshOutcome> | null = null;

function refreshPath(): string {
  const entry = (endpointCatalogue as Record<string, { path?: string } | undefined>).refreshSession;
  return entry?.path ?? FALLBACK_PATH;
}

async function exchange(refreshToken: string, fetchFn: typeof fetch, baseUrl: string): Promise<RefreshOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  try {
    const response = await fetchFn(`${baseUrl}${refreshPath()}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: refreshToken }),
      signal: controller.signal,
    });
    const payload = (await response.json().catch(() => null)) as { code?: number; data?: { access_token?: unknown; refresh_token?: unknown } } | null;
    const data = payload?.data;
    if (!response.ok || payload?.code !== 0 || typeof data?.access_token !== 'string' || !data.access_token) return 'rejected';
    saveTokens({ access_token: data.access_token, refresh_token: typeof data.refresh_token === 'string' ? data.refresh_token : undefined });
    return 'ok';
  } catch {
    return 'offline';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After a 401: exchanges the refresh token once for new tokens. `sentToken` is the access token the
 * refused request carried — when another request has refreshed since, the caller just retries.
 */
export function refreshSession(sentToken: string | undefined, fetchFn: typeof fetch, baseUrl = ''): Promise<RefreshOutcome> {
  const { accessToken, refreshToken } = readSession();
  if (accessToken && accessToken !== sentToken) return Promise.resolve('ok');
  if (inFlight) return inFlight;
  if (!refreshToken) return Promise.resolve('rejected');
  inFlight = exchange(refreshToken, fetchFn, baseUrl).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
