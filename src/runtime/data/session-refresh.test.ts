import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test-utils/memory-storage';
import { makeStore } from '../state/make-store';
import type { EndpointName } from '../../../contract/generated/endpoints';
import { catalogueEndpoint } from './catalogue-api';
import { ERROR_TEXT } from './error-messages';
import { readSession, saveSession } from './session-storage';

type Initiate = { initiate: (arg?: unknown) => unknown };
const endpoint = (name: EndpointName) => catalogueEndpoint(name) as unknown as Initiate;
const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const expired = () => envelope(401, { code: 401, message: '登录超时，请重新登录！' });

/**
 * A server whose API accepts only `validToken`; the refresh endpoint answers with `refresh` (a function
 * so a test can hold it back or fail it).
 */
function setup(refresh: (token: string | null) => Promise<Response> | Response) {
  const notices: string[] = [];
  const onUnauthorized = vi.fn();
  const api: { url: string; token: string | null }[] = [];
  const refreshes: (string | null)[] = [];
  let validToken = 'acc-new';
  const fetch = (async (url: string, init: RequestInit) => {
    if (url.endsWith('/user/api/token/refresh')) {
      const token = new URLSearchParams(String(init.body)).get('refresh_token');
      refreshes.push(token);
      return refresh(token);
    }
    const token = (init.headers as Record<string, string>)['x-token'] ?? null;
    api.push({ url, token });
    return token === validToken ? envelope(200, { code: 0, message: 'ok', data: { who: token } }) : expired();
  }) as typeof globalThis.fetch;
  const onLoginNeeded = vi.fn();
  const store = makeStore({ notify: (text) => notices.push(text), onUnauthorized, onLoginNeeded, fetch, baseUrl: 'http://api.test' });
  type Pending = Promise<{ data?: unknown; error?: { status: unknown; code?: number; message: string } }> & { unsubscribe(): void };
  const call = async (name: EndpointName, arg?: unknown) => {
    const pending = store.dispatch(endpoint(name).initiate(arg) as never) as unknown as Pending;
    const result = await pending;
    // Left subscribed, the query would be fetched again by this store when a later test logs in.
    pending.unsubscribe();
    return result;
  };
  return { store, notices, onUnauthorized, onLoginNeeded, api, refreshes, call, setValid: (token: string) => (validToken = token) };
}

const rotated = () => envelope(200, { code: 0, message: 'ok', data: { access_token: 'acc-new', refresh_token: 'ref-new', expires_in: 7200 } });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  saveSession({ access_token: 'acc-old', refresh_token: 'ref-old', user: { id: 1, is_complete: 1 } });
});
afterEach(() => vi.unstubAllGlobals());

describe('401: one refresh, then the request once more', () => {
  it('refreshes with the refresh token, stores the rotated pair and repeats the request with the new token', async () => {
    const t = setup(rotated);
    const result = await t.call('getUserInfo');
    expect(result.data).toEqual({ who: 'acc-new' });
    expect(t.refreshes).toEqual(['ref-old']);
    expect(t.api.map((c) => c.token)).toEqual(['acc-old', 'acc-new']);
    expect(readSession()).toMatchObject({ accessToken: 'acc-new', refreshToken: 'ref-new' });
    expect(t.notices).toEqual([]);
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refused refresh → 登录超时，请重新登录！ and the way to /login, without a second try', async () => {
    const t = setup(() => envelope(401, { code: 401, message: 'refresh token revoked' }));
    const result = await t.call('getUserInfo');
    expect(result.error).toMatchObject({ status: 401, message: ERROR_TEXT.unauthorized });
    expect(t.refreshes).toEqual(['ref-old']);
    expect(t.api).toHaveLength(1);
    expect(t.notices).toEqual([ERROR_TEXT.unauthorized]);
    expect(t.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a retry that is refused again is not refreshed a second time', async () => {
    const t = setup(rotated);
    t.setValid('someone-else');
    await t.call('getUserInfo');
    expect(t.refreshes).toHaveLength(1);
    expect(t.api).toHaveLength(2);
    expect(t.notices).toEqual([ERROR_TEXT.unauthorized]);
    expect(t.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('requests refused at the same time share ONE refresh (a reused refresh token would end the session)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = setup(async () => {
      await gate;
      return rotated();
    });
    const pending = [t.call('getUserInfo'), t.call('getHome'), t.call('listLives')];
    await vi.waitFor(() => expect(t.api).toHaveLength(3));
    release();
    const results = await Promise.all(pending);
    expect(t.refreshes).toEqual(['ref-old']);
    expect(results.every((r) => r.data !== undefined)).toBe(true);
    expect(t.notices).toEqual([]);
  });

  it('a request refused with an access token that has since been refreshed is simply repeated', async () => {
    const t = setup(rotated);
    await t.call('getUserInfo');
    // An answer that was already on its way with the old token: no new refresh, just the retry.
    localStorage.setItem('access_token', 'acc-new');
    t.setValid('acc-new');
    expect((await t.call('getHome')).data).toEqual({ who: 'acc-new' });
    expect(t.refreshes).toHaveLength(1);
  });

  it('no session at all (a visitor) → no refresh and no 登录超时: the login-needed offer', async () => {
    localStorage.clear();
    const t = setup(rotated);
    await t.call('getUserInfo');
    expect(t.refreshes).toEqual([]);
    expect(t.notices).toEqual([]);
    expect(t.onUnauthorized).not.toHaveBeenCalled();
    expect(t.onLoginNeeded).toHaveBeenCalledOnce();
  });

  it('a refresh that cannot reach the server keeps the session and shows the network message', async () => {
    const t = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await t.call('getUserInfo');
    expect(result.error?.status).toBe('NETWORK');
    expect(t.notices).toEqual([ERROR_TEXT.network]);
    expect(t.onUnauthorized).not.toHaveBeenCalled();
    expect(readSession().refreshToken).toBe('ref-old');
  });

  it('code 401 inside an HTTP 200 envelope counts as 401 too (for the request and for the refresh)', async () => {
    const t = setup(() => envelope(200, { code: 401, message: 'expired' }));
    await t.call('getUserInfo');
    expect(t.refreshes).toEqual(['ref-old']);
    expect(t.notices).toEqual([ERROR_TEXT.unauthorized]);
  });
});
