import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../state/make-store';
import type { EndpointName } from '../../../contract/generated/endpoints';
import { catalogueEndpoint } from './catalogue-api';
import { ERROR_TEXT } from './error-messages';
import { makeEndpointCaller } from './call-endpoint';
import type { EarlyFetches } from './early-fetch';
import { buildUrlAndBody } from './request';

type Initiate = { initiate: (arg?: unknown) => unknown };
const endpoint = (name: EndpointName) => catalogueEndpoint(name) as unknown as Initiate;

function setup(respond: (url: string, init: RequestInit) => Promise<Response>) {
  const notices: string[] = [];
  const onUnauthorized = vi.fn();
  const calls: { url: string; init: RequestInit }[] = [];
  const store = makeStore({
    notify: (text) => notices.push(text),
    onUnauthorized,
    baseUrl: 'http://api.test',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    }) as typeof fetch,
  });
  const call = async (name: EndpointName, arg?: unknown) => {
    const result = store.dispatch(endpoint(name).initiate(arg) as never) as unknown as Promise<{ data?: unknown; error?: { status: unknown; code?: number; message: string } }>;
    return result;
  };
  return { store, notices, onUnauthorized, calls, call };
}

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request layer (docs/product-rules.md#error-texts)', () => {
  it('unwraps the envelope on code 0', async () => {
    const { call, notices } = setup(json(200, { code: 0, message: 'ok', data: { list: [] } }));
    expect((await call('listLives')).data).toEqual({ list: [] });
    expect(notices).toEqual([]);
  });

  it('401 for a session that ran out → 登录超时，请重新登录！ and the way to /login', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => ({ access_token: 'tok-old' })[key] ?? null, removeItem: () => undefined });
    const { call, notices, onUnauthorized } = setup(json(401, { code: 401, message: 'expired' }));
    await call('getHome');
    expect(notices).toEqual([ERROR_TEXT.unauthorized]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('401 for a visitor (no session sent) → the login-needed offer, never 登录超时', async () => {
    const onLoginNeeded = vi.fn();
    const notices: string[] = [];
    const onUnauthorized = vi.fn();
    const store = makeStore({
      notify: (text) => notices.push(text),
      onUnauthorized,
      onLoginNeeded,
      baseUrl: 'http://api.test',
      fetch: json(401, { code: 401, message: '请先登录' }) as unknown as typeof fetch,
    });
    await (store.dispatch(endpoint('getHome').initiate() as never) as unknown as Promise<unknown>);
    expect(notices).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onLoginNeeded).toHaveBeenCalledOnce();
  });

  it.each([403, 500, 502])('%i → 未知错误！', async (status) => {
    const { call, notices } = setup(json(status, { code: status, message: 'x' }));
    await call('getHome');
    expect(notices).toEqual([ERROR_TEXT.httpFailure]);
  });

  it.each([
    [429, '评论太频繁，请稍后再试'],
    [503, '服务繁忙，请稍后再试'],
  ])('%i → the server\'s own message (%s), or 未知错误！ without one', async (status, message) => {
    const told = setup(json(status, { code: status, message }));
    expect((await told.call('getHome')).error?.message).toBe(message);
    expect(told.notices).toEqual([message]);
    const bare = setup(async () => new Response('Too Many Requests', { status }));
    await bare.call('getHome');
    expect(bare.notices).toEqual([ERROR_TEXT.httpFailure]);
  });

  it('422 is only logged, unless it mentions name → 项目名称已存在！', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plain = setup(json(422, { code: 422, message: 'bad value' }));
    await plain.call('getHome');
    expect(plain.notices).toEqual([]);
    expect(warn).toHaveBeenCalled();
    const named = setup(json(422, { code: 422, message: 'The name has already been taken' }));
    await named.call('getHome');
    expect(named.notices).toEqual([ERROR_TEXT.nameTaken]);
    warn.mockRestore();
  });

  it('a network failure → 网络异常，请检查您的网络并刷新重试！', async () => {
    const { call, notices } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await call('getHome');
    expect(result.error?.status).toBe('NETWORK');
    expect(notices).toEqual([ERROR_TEXT.network]);
  });

  it('gives up after 6000 ms with the network message', async () => {
    vi.useFakeTimers();
    const { call, notices } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = call('getHome');
    await vi.advanceTimersByTimeAsync(5999);
    expect(notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    await pending;
    expect(notices).toEqual([ERROR_TEXT.network]);
  });

  it('a request that cannot be built → 未知错误，请刷新重试！', async () => {
    const { call, notices, calls } = setup(json(200, { code: 0, message: 'ok', data: {} }));
    await call('getChannelHome', {});
    expect(calls).toHaveLength(0);
    expect(notices).toEqual([ERROR_TEXT.noRequest]);
  });

  it('another code ≠ 0 is ignored silently', async () => {
    const { call, notices } = setup(json(200, { code: 3, message: 'nothing to do' }));
    const result = await call('getHome');
    expect(result.error).toMatchObject({ status: 'APP', code: 3 });
    expect(notices).toEqual([]);
  });

  it("sends a caller's extra headers without putting them into the form, and never over the session's", async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => ({ access_token: 'tok-1' })[key] ?? null, removeItem: () => undefined });
    const { store, calls } = setup(json(200, { code: 0, message: 'ok', data: { id: 5 } }));
    const callEndpoint = makeEndpointCaller(store.dispatch as never);
    const outcome = await callEndpoint('createComment', { content_id: 1, comment_type: 2, content: '好' }, { headers: { 'Idempotency-Key': 'key-12345678', 'x-token': 'forged' } });
    expect(outcome).toEqual({ ok: true, data: { id: 5 } });
    expect(calls[0].init.headers).toMatchObject({ 'Idempotency-Key': 'key-12345678', 'x-token': 'tok-1' });
    expect(String(calls[0].init.body)).toBe('content_id=1&comment_type=2&content=%E5%A5%BD');
  });

  it('sends x-token, Authorization and x-user-id from local storage', async () => {
    const values: Record<string, string> = { access_token: 'tok-1', user_id: '77' };
    vi.stubGlobal('localStorage', { getItem: (key: string) => values[key] ?? null, removeItem: () => undefined });
    const { call, calls } = setup(json(200, { code: 0, message: 'ok', data: {} }));
    await call('getHome');
    expect(calls[0].init.headers).toMatchObject({ 'x-token': 'tok-1', Authorization: 'Bearer tok-1', 'x-user-id': '77' });
  });
});

describe("the boot script's early answers", () => {
  const session = () => vi.stubGlobal('localStorage', { getItem: (key: string) => ({ access_token: 'tok-1', user_id: '77' })[key] ?? null, removeItem: () => undefined });
  const early = (key: string, response: Promise<Response>, age = 0) => {
    const fetches: EarlyFetches = { key, at: Date.now() - age, responses: { 'http://api.test/course/api/home': response } };
    vi.stubGlobal('window', { __bootFetches: fetches });
    return fetches;
  };
  const answer = (from: string) => new Response(JSON.stringify({ code: 0, message: 'ok', data: { from } }), { status: 200 });

  it('takes the answer asked for the same URL with the same session, once, instead of asking again', async () => {
    session();
    const fetches = early('tok-1|77', Promise.resolve(answer('boot')));
    const { call, calls } = setup(json(200, { code: 0, message: 'ok', data: { from: 'app' } }));
    expect((await call('getHome')).data).toEqual({ from: 'boot' });
    expect(calls).toHaveLength(0);
    expect(fetches.responses).toEqual({});
  });

  it('asks again when the early answer was for another session, failed, or is old', async () => {
    session();
    early('tok-0|77', Promise.resolve(answer('boot')));
    const first = setup(json(200, { code: 0, message: 'ok', data: { from: 'app' } }));
    expect((await first.call('getHome')).data).toEqual({ from: 'app' });
    expect(first.calls[0].init.headers).toMatchObject({ 'x-token': 'tok-1' });

    early('tok-1|77', Promise.reject(new TypeError('offline')));
    const second = setup(json(200, { code: 0, message: 'ok', data: { from: 'app' } }));
    expect((await second.call('getHome')).data).toEqual({ from: 'app' });

    // An answer nobody claimed for a while may be stale.
    early('tok-1|77', Promise.resolve(answer('boot')), 60_000);
    const third = setup(json(200, { code: 0, message: 'ok', data: { from: 'app' } }));
    expect((await third.call('getHome')).data).toEqual({ from: 'app' });
  });

  it('stops waiting for an early answer that never comes after the usual 6 s, with the network message', async () => {
    vi.useFakeTimers();
    session();
    early('tok-1|77', new Promise<Response>(() => undefined));
    const { call, notices } = setup((_, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const pending = call('getHome');
    await vi.advanceTimersByTimeAsync(6000);
    expect((await pending).error?.status).toBe('NETWORK');
    expect(notices).toContain(ERROR_TEXT.network);
  });
});

describe('buildUrlAndBody', () => {
  it('fills path params, sends the rest as query for GET and as a form for POST, lists comma-joined', () => {
    expect(buildUrlAndBody({ method: 'GET', path: '/course/api/channel/{id}', params: { id: 3, page: 2, skip: undefined } }).url).toBe('/course/api/channel/3?page=2');
    const post = buildUrlAndBody({ method: 'POST', path: '/x', params: { tags: [1, 2], name: '张三' } });
    expect(post.url).toBe('/x');
    expect(post.body?.toString()).toBe('tags=1%2C2&name=%E5%BC%A0%E4%B8%89');
  });

  it('encodes queries and forms exactly as the browser\'s own form serialiser does', () => {
    const fields = { q: "高血压 指南!'()~*-._", 'a&b=': '1+1=2 %', emoji: '😀', lone: '\uD800x', empty: '' };
    const expected = new URLSearchParams(Object.entries(fields)).toString();
    expect(buildUrlAndBody({ method: 'GET', path: '/s', params: fields }).url).toBe(`/s?${expected}`);
    expect(buildUrlAndBody({ method: 'POST', path: '/s', params: fields }).body?.toString()).toBe(expected);
  });
});
