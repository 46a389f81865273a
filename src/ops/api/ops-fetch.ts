// One request to /ops/api and its answer read as the ops envelope, for the console's RTK Query base query
// (ops-base-query.ts): kept apart so the envelope rules are tested without a store.

/** A refused request: the envelope's code and message, the HTTP status, and its data (e.g. a save conflict's diff). */
export interface OpsRefusal {
  code: number;
  message: string;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  data?: unknown;
}

export type OpsMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const OPS_TEXT = {
  network: '网络异常，请稍后重试',
  failed: '请求失败',
} as const;

/** Fired on window when the server no longer knows the session. */
export const OPS_SIGNED_OUT_EVENT = 'ops:signed-out';

/** The sign-in itself answers 401 for a wrong password: that is not a lost session. */
const SESSION_PATH = '/ops/api/session';

/**
 * Sends one request. The session is the httpOnly ops_session cookie, so the request carries credentials
 * and never the app's x-token (the server refuses app tokens here anyway). `path` is the full path
 * (/ops/api/…) with its query string; a FormData body goes as multipart, anything else as JSON.
 */
export async function opsFetch(method: OpsMethod, path: string, body?: unknown): Promise<{ data: unknown } | { error: OpsRefusal }> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { error: { code: -1, message: OPS_TEXT.network, status: 0 } };
  }
  const payload = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (!payload || typeof payload.code !== 'number') return { error: { code: response.status, message: OPS_TEXT.failed, status: response.status } };
  if (payload.code !== 0) {
    // An expired or revoked session anywhere but the sign-in itself: the console goes back to sign-in.
    const signedOut = (payload.code === 401 || response.status === 401) && path.split('?')[0] !== SESSION_PATH;
    if (signedOut) window.dispatchEvent(new Event(OPS_SIGNED_OUT_EVENT));
    return { error: { code: payload.code, message: payload.message || OPS_TEXT.failed, status: response.status, data: payload.data } };
  }
  return { data: payload.data };
}
