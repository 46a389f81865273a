import { afterEach, describe, expect, it, vi } from 'vitest';
import { opsCatalogueApi } from './generated/ops-catalogue-api';
import { opsRequestOf } from './ops-definitions';
import { OPS_SIGNED_OUT_EVENT } from './ops-fetch';
import { createOpsStore as store } from './ops-store';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Answers every fetch with `answer` (status, envelope) and records what was sent. */
function serve(status: number, envelope: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const events = new EventTarget();
vi.stubGlobal('window', events);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('window', events);
});

describe('the ops catalogue api', () => {
  it('splits args into the path, the query (GET) or the JSON body (POST/PUT), as the server reads them', () => {
    expect(opsRequestOf('getOpsLayoutDiff', { id: 'home/x', from: 1, to: 2 })).toEqual({
      method: 'GET',
      path: '/ops/api/layouts/home%2Fx/diff',
      query: { from: 1, to: 2 },
    });
    expect(opsRequestOf('saveOpsLayoutDraft', { id: 'home', document: { id: 'home' }, base_revision: 3 })).toEqual({
      method: 'PUT',
      path: '/ops/api/layouts/home/draft',
      body: { document: { id: 'home' }, base_revision: 3 },
    });
    // No fields left: no body at all (Fastify refuses an empty JSON body).
    expect(opsRequestOf('publishOpsBanners', undefined)).toEqual({ method: 'POST', path: '/ops/api/content/banners/publish' });
    const upload = opsRequestOf('createOpsUpload', { file: new Blob(['x']) });
    expect(upload.body).toBeInstanceOf(FormData);
  });

  it('sends the cookie, never an x-token, and unwraps the envelope to its data', async () => {
    const sent = serve(200, { code: 0, message: 'success', data: { list: [] } });
    const result = await store().dispatch(opsCatalogueApi.endpoints.getOpsLayoutDiff.initiate({ id: 'home', from: 1, to: 2 }));
    expect(result.data).toEqual({ list: [] });
    expect(sent[0].url).toBe('/ops/api/layouts/home/diff?from=1&to=2');
    expect(sent[0].init.credentials).toBe('same-origin');
    expect(JSON.stringify(sent[0].init.headers)).not.toContain('x-token');
  });

  it('answers a refusal as a typed error with code, message, status and data, and signs out on 401', async () => {
    serve(409, { code: 409, message: '布局已被他人修改，请先查看改动再保存', data: { revision: 4 } });
    const conflict = await store().dispatch(opsCatalogueApi.endpoints.saveOpsLayoutDraft.initiate({ id: 'home', document: {} as never, base_revision: 3 }));
    expect(conflict).toMatchObject({ error: { code: 409, status: 409, message: '布局已被他人修改，请先查看改动再保存', data: { revision: 4 } } });

    const signedOut = vi.fn();
    events.addEventListener(OPS_SIGNED_OUT_EVENT, signedOut);
    serve(401, { code: 401, message: '请先登录运营后台', data: null });
    await store().dispatch(opsCatalogueApi.endpoints.listOpsLayouts.initiate());
    expect(signedOut).toHaveBeenCalledTimes(1);
    // A wrong password at sign-in is not a lost session.
    serve(401, { code: 401, message: '用户名或密码错误', data: null });
    await store().dispatch(opsCatalogueApi.endpoints.createOpsSession.initiate({ name: 'a', password: 'b' }));
    expect(signedOut).toHaveBeenCalledTimes(1);
    events.removeEventListener(OPS_SIGNED_OUT_EVENT, signedOut);
  });
});
