import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { buildRequest, type RequestMethod } from '../../../contract/request/request-url';
import { CONTENT_PASS_HEADER, contentPassHeader } from './content-pass';
import { earlyFetchKey, takeEarlyResponse } from './early-fetch';
import { ERROR_TEXT, HTTP_TIMEOUT_MS } from './error-messages';
import { refreshSession } from './session-refresh';
import { readSession } from './session-storage';
import { ITEM_PREVIEW_HEADER } from '../../../contract/request/item-preview';
import { itemPreviewToken } from './item-preview';

export interface RequestArgs {
  method: RequestMethod;
  /** Path with {param} placeholders filled from params. */
  path: string;
  params?: Record<string, unknown>;
  /** No toast on failure (layout loading, background tracking). */
  silent?: boolean;
  /** Extra request headers (e.g. Idempotency-Key); never override the session headers. */
  headers?: Record<string, string>;
}

/**
 * The arg key under which a caller hands a catalogue endpoint extra headers (RTK Query passes only the
 * arg to the endpoint's query): taken out again by splitRequestHeaders, so it is never sent as a field.
 */
export const REQUEST_HEADERS_ARG = '$headers';

export function splitRequestHeaders(args: Record<string, unknown>): { params: Record<string, unknown>; headers?: Record<string, string> } {
  if (!(REQUEST_HEADERS_ARG in args)) return { params: args };
  const { [REQUEST_HEADERS_ARG]: headers, ...params } = args;
  return { params, headers: headers as Record<string, string> };
}

export interface RequestError {
  status: number | 'NETWORK' | 'APP' | 'NO_REQUEST';
  code?: number;
  message: string;
  /** The envelope's data of a code ≠ 0 answer, for the few callers that read it. */
  data?: unknown;
}

/** What a successful answer carries besides its data. */
export interface RequestMeta {
  /** The answer's ETag (the layout store's names the revision it served). */
  etag?: string;
  /** The experiment arm the layout store served ("e<id>:A|B"), for section analytics. */
  arm?: string;
  /** The layout store's section token (x-section-token): section events of that layout carry it to count. */
  sectionToken?: string;
}

/** How failed requests reach the person: the app shows toasts and goes to /login; tests record. */
export interface RequestServices {
  notify(text: string): void;
  /** A signed-in person's session is over (登录超时 was shown): forget it and go to /login. */
  onUnauthorized(): void;
  /**
   * A visitor (no session was sent) asked for something that needs an account: the app offers the
   * login-needed dialog. A visitor is never told 登录超时, which only a session that ran out can be.
   */
  onLoginNeeded?(): void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/**
 * The URL (contract/request: the same builder the server's first-screen hints use, so early answers are
 * found by URL) and, for writes, the form body; throws when a path parameter is missing.
 */
export function buildUrlAndBody(args: RequestArgs, baseUrl = ''): { url: string; body?: URLSearchParams } {
  const { url, form } = buildRequest(args);
  return { url: `${baseUrl}${url}`, body: form === undefined ? undefined : new URLSearchParams(form) };
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
  // A draft preview link (the back office's 预览): the item's detail then answers with its draft.
  const preview = itemPreviewToken();
  if (preview) result[ITEM_PREVIEW_HEADER] = preview;
  return result;
}

/** Maps an HTTP failure to its error text and tells the person when the rules say so (docs/product-rules.md#error-texts). */
function httpFailure(status: number, message: string, services: RequestServices, silent: boolean, sentSession = true): RequestError {
  if (status === 401 && !sentSession) {
    if (!silent) services.onLoginNeeded?.();
    return { status, message: message || ERROR_TEXT.loginNeeded };
  }
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
    console.warn('422', message); // A 422 is only logged.
    return { status, message };
  }
  // Too many requests, or the server busy: its message says what was refused and that waiting helps
  // (评论太频繁，请稍后再试 / 服务繁忙，请稍后再试), which 未知错误！ would hide.
  if ((status === 429 || status === 503) && message) {
    if (!silent) services.notify(message);
    return { status, message };
  }
  if (!silent) services.notify(ERROR_TEXT.httpFailure);
  return { status, message: message || ERROR_TEXT.httpFailure };
}

interface Answer {
  response: Response;
  payload: { code?: number; message?: string; data?: unknown } | null;
}

/** One HTTP exchange with the 6 s timeout (docs/product-rules.md#limits-and-timings); throws on network failure or abort. */
async function send(prepared: { url: string; body?: URLSearchParams }, args: RequestArgs, services: RequestServices, outer: AbortSignal): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  outer.addEventListener('abort', onOuterAbort);
  try {
    const own = { ...args.headers, ...headers() };
    // The boot script asks for a plain GET of the first screen with only the session headers.
    const early = args.method === 'GET' && !args.headers && !own[CONTENT_PASS_HEADER] && !own[ITEM_PREVIEW_HEADER] ? takeEarlyResponse(prepared.url, earlyFetchKey(readSession())) : undefined;
    const earlyResponse = early && (await untilAborted(early.catch(() => undefined), controller.signal));
    if (controller.signal.aborted) throw new DOMException('timed out or cancelled', 'AbortError');
    const response =
      earlyResponse ||
      (await (services.fetch ?? fetch)(prepared.url, {
        method: args.method,
        headers: prepared.body ? { ...own, 'Content-Type': 'application/x-www-form-urlencoded' } : own,
        body: prepared.body,
        signal: controller.signal,
      }));
    const payload = (await response.json().catch(() => null)) as Answer['payload'];
    return { response, payload };
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', onOuterAbort);
  }
}

/** The promise's value, or undefined once the signal aborts (timeout, or the query was cancelled). */
function untilAborted<T>(promise: Promise<T | undefined>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return Promise.race([promise, new Promise<undefined>((resolve) => signal.addEventListener('abort', () => resolve(undefined), { once: true }))]);
}

/** An expired or revoked session: HTTP 401, or the 401 envelope code. */
function isUnauthorized({ response, payload }: Answer): boolean {
  return response.status === 401 || payload?.code === 401;
}

function networkFailure(services: RequestServices, silent: boolean): { error: RequestError } {
  if (!silent) services.notify(ERROR_TEXT.network);
  return { error: { status: 'NETWORK', message: ERROR_TEXT.network } };
}

/**
 * The one request layer: headers from local storage, 6 s timeout, envelope unwrapping, the error texts of docs/product-rules.md#error-texts.
 * A 401 first tries ONE refresh of the session and repeats the request once; only when that fails does
 * the person see 登录超时，请重新登录！ and go to /login. A 401 for a request sent without a session is a
 * visitor's: the login-needed dialog, never 登录超时.
 */
export const envelopeBaseQuery: BaseQueryFn<RequestArgs, unknown, RequestError, object, RequestMeta> = async (args, api) => {
  const services = api.extra as RequestServices;
  const silent = Boolean(args.silent);
  let prepared: { url: string; body?: URLSearchParams };
  try {
    prepared = buildUrlAndBody(args, services.baseUrl);
  } catch (error) {
    if (!silent) services.notify(ERROR_TEXT.noRequest);
    return { error: { status: 'NO_REQUEST', message: error instanceof Error ? error.message : ERROR_TEXT.noRequest } };
  }
  let answer: Answer;
  const sentToken = readSession().accessToken;
  try {
    answer = await send(prepared, args, services, api.signal);
    if (isUnauthorized(answer)) {
      const refreshed = await refreshSession(sentToken, services.fetch ?? fetch, services.baseUrl);
      if (refreshed === 'offline') return networkFailure(services, silent);
      if (refreshed === 'ok') answer = await send(prepared, args, services, api.signal);
    }
  } catch {
    if (api.signal.aborted) return { error: { status: 'NETWORK', message: 'aborted' } };
    return networkFailure(services, silent);
  }
  const { response, payload } = answer;
  if (isUnauthorized(answer)) return { error: httpFailure(401, payload?.message ?? '', services, silent, Boolean(sentToken)) };
  if (!response.ok) return { error: httpFailure(response.status, payload?.message ?? '', services, silent) };
  if (!payload || typeof payload.code !== 'number') {
    if (!silent) services.notify(ERROR_TEXT.httpFailure);
    return { error: { status: response.status, message: ERROR_TEXT.httpFailure } };
  }
  // Any other code ≠ 0 is ignored silently; callers that care read error.code (and data: the
  // code check also accepts code 1 with a session in it).
  if (payload.code !== 0) return { error: { status: 'APP', code: payload.code, message: payload.message ?? '', data: payload.data } };
  return { data: payload.data, meta: { etag: response.headers.get('etag') ?? undefined, arm: response.headers.get('x-layout-arm') ?? undefined, sectionToken: response.headers.get('x-section-token') ?? undefined } };
};
