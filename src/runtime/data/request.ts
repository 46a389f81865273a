import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { CONTENT_PASS_HEADER, contentPassHeader } from './content-pass';
import { ERROR_TEXT, HTTP_TIMEOUT_MS } from './error-messages';
import { readSession } from './session-storage';

export interface RequestArgs {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with {param} placeholders filled from params. */
  path: string;
  params?: Record<string, unknown>;
  /** No toast on failure (layout loading, background tracking). */
  silent?: boolean;
}

export interface RequestError {
  status: number | 'NETWORK' | 'APP' | 'NO_REQUEST';
  code?: number;
  message: string;
}

/** How failed requests reach the person: the app shows toasts and goes to /login; tests record. */
export interface RequestServices {
  notify(text: string): void;
  onUnauthorized(): void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export function buildUrlAndBody(args: RequestArgs, baseUrl = ''): { url: string; body?: URLSearchParams } {
  const rest: Record<string, unknown> = { ...(args.params ?? {}) };
  const path = args.path.replace(/\{([A-Za-z_]+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${key}`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    // Spec §5: lists are sent comma-joined.
    form.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (args.method === 'GET' || args.method === 'DELETE') {
    const query = form.toString();
    return { url: `${baseUrl}${path}${query ? `?${query}` : ''}` };
  }
  return { url: `${baseUrl}${path}`, body: form };
}

function headers(): Record<string, string> {
  const { accessToken, userId } = readSession();
  const result: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) {
    result['x-token'] = accessToken;
    result.Authorization = `Bearer ${accessToken}`;
  }
  if (userId) result['x-user-id'] = userId;
  // Watch-password passes (check-password): the server then includes the protected content.
  const passes = contentPassHeader();
  if (passes) result[CONTENT_PASS_HEADER] = passes;
  return result;
}

/** Maps an HTTP failure to spec §8 and tells the person when the spec says so. */
function httpFailure(status: number, message: string, services: RequestServices, silent: boolean): RequestError {
  if (status === 401) {
    if (!silent) {
      services.notify(ERROR_TEXT.unauthorized);
      services.onUnauthorized();
    }
    return { status, message: ERROR_TEXT.unauthorized };
  }
  if (status === 422) {
    if (/name/i.test(message)) {
      if (!silent) services.notify(ERROR_TEXT.nameTaken);
      return { status, message: ERROR_TEXT.nameTaken };
    }
    console.warn('422', message); // Spec §8: a 422 is only logged.
    return { status, message };
  }
  if (!silent) services.notify(ERROR_TEXT.httpFailure);
  return { status, message: message || ERROR_TEXT.httpFailure };
}

/** The one request layer: headers from local storage, 6 s timeout, envelope unwrapping, spec §8 errors. */
export const envelopeBaseQuery: BaseQueryFn<RequestArgs, unknown, RequestError> = async (args, api) => {
  const services = api.extra as RequestServices;
  const silent = Boolean(args.silent);
  let prepared: { url: string; body?: URLSearchParams };
  try {
    prepared = buildUrlAndBody(args, services.baseUrl);
  } catch (error) {
    if (!silent) services.notify(ERROR_TEXT.noRequest);
    return { error: { status: 'NO_REQUEST', message: error instanceof Error ? error.message : ERROR_TEXT.noRequest } };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  api.signal.addEventListener('abort', onOuterAbort);
  try {
    const response = await (services.fetch ?? fetch)(prepared.url, {
      method: args.method,
      headers: prepared.body ? { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' } : headers(),
      body: prepared.body,
      signal: controller.signal,
    });
    const payload = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
    if (!response.ok) return { error: httpFailure(response.status, payload?.message ?? '', services, silent) };
    if (!payload || typeof payload.code !== 'number') {
      if (!silent) services.notify(ERROR_TEXT.httpFailure);
      return { error: { status: response.status, message: ERROR_TEXT.httpFailure } };
    }
    // Spec §8: any other code ≠ 0 is ignored silently; callers that care read error.code.
    if (payload.code !== 0) return { error: { status: 'APP', code: payload.code, message: payload.message ?? '' } };
    return { data: payload.data };
  } catch {
    if (api.signal.aborted) return { error: { status: 'NETWORK', message: 'aborted' } };
    if (!silent) services.notify(ERROR_TEXT.network);
    return { error: { status: 'NETWORK', message: ERROR_TEXT.network } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', onOuterAbort);
  }
};
