import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { jsSdkSignature, jsSdkString1, urlForSigning } from '../../providers/wechat/jssdk-signature';
import { HttpWechatApi, type WechatApi } from '../../providers/wechat/wechat-api';
import { wechatHandoffs } from '../../db/schema';
import { hashToken } from '../auth/sessions.repository';
import { WECHAT_MESSAGES } from './wechat.routes';

const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/signing-test-vectors.json', import.meta.url), 'utf8')) as {
  wechat_jssdk_signature: { jsapi_ticket: string; noncestr: string; timestamp: string; url: string; string1: string; signature_sha1_hex: string }[];
};

describe('WeChat JS-SDK signature', () => {
  it.each(fixture.wechat_jssdk_signature)('matches the documented example', (v) => {
    const input = { jsapiTicket: v.jsapi_ticket, nonceStr: v.noncestr, timestamp: v.timestamp, url: v.url };
    expect(jsSdkString1(input)).toBe(v.string1);
    expect(jsSdkSignature(input)).toBe(v.signature_sha1_hex);
  });
  it('signs the URL without its fragment', () => {
    expect(urlForSigning('https://m.example.com/a?b=1#/c')).toBe('https://m.example.com/a?b=1');
  });
});

describe('HttpWechatApi (no network)', () => {
  it('reports WeChat errors', async () => {
    const api = new HttpWechatApi({ appId: 'wx1', appSecret: 's' }, async () => ({ errcode: 40029, errmsg: 'invalid code' }));
    await expect(api.exchangeOauthCode('c')).rejects.toThrow(/40029/);
  });
});

describe('WeChat routes without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are cleanly off', async () => {
    const sdk = await t.app.inject('/wechat/jsSdk?uri=https://m.example.com/');
    expect(sdk.statusCode).toBe(200);
    expect(sdk.json()).toEqual({ code: -1, message: WECHAT_MESSAGES.off });
    const oauth = await t.app.inject('/wechat/wxOauth?redirect_url=/middle&path=/');
    expect(oauth.statusCode).toBe(404);
    expect(oauth.json()).toEqual({ code: 404, message: WECHAT_MESSAGES.off });
    expect((await t.app.inject('/wechat/wxOauth/callback?code=x&state=y')).statusCode).toBe(404);
  });
});

describe('WeChat routes with credentials', () => {
  let t: TestApp;
  const api: WechatApi = {
    exchangeOauthCode: vi.fn(async (code: string) => (code === 'nounion' ? { openid: 'oOpen1' } : { openid: 'oOpen1', unionid: 'oUnion1' })),
    getJsapiTicket: vi.fn(async () => 'TICKET'),
  };
  const ORIGIN = 'https://m.example.com';
  beforeAll(async () => {
    t = await openTestApp('pglite', {
      config: { wechat: { appId: 'wxappid', appSecret: 'secret' }, PUBLIC_ORIGIN: ORIGIN },
      authTestHooks: { wechatApi: api, now: () => 1414587457_000 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs the page URL for wx.config', async () => {
    const response = await t.app.inject(`/wechat/jsSdk?uri=${encodeURIComponent('https://m.example.com/course/1?x=2#top')}`);
    expectEndpointData('getWechatJsSdk', response.json());
    const data = response.json().data;
    expect(data).toMatchObject({ app_id: 'wxappid', timestamp: 1414587457 });
    expect(data.signature).toBe(
      jsSdkSignature({ jsapiTicket: 'TICKET', nonceStr: data.nonce_str, timestamp: data.timestamp, url: 'https://m.example.com/course/1?x=2' }),
    );
    expect((await t.app.inject('/wechat/jsSdk?uri=javascript:alert(1)')).json().code).toBe(-1);
    expect((await t.app.inject('/wechat/jsSdk')).json().code).toBe(-1);
  });

  it('redirects to WeChat OAuth with our callback, then back to our own redirect_url with a one-time token (never the ids)', async () => {
    const response = await t.app.inject(
      `/wechat/wxOauth?redirect_url=${encodeURIComponent(`${ORIGIN}/middle?search_channel=3`)}&path=${encodeURIComponent('/course/1')}`,
    );
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(location.hash).toBe('#wechat_redirect');
    expect(location.searchParams.get('appid')).toBe('wxappid');
    expect(location.searchParams.get('scope')).toBe('snsapi_userinfo');
    const callback = new URL(location.searchParams.get('redirect_uri')!);
    expect(callback.origin + callback.pathname).toBe(`${ORIGIN}/wechat/wxOauth/callback`);

    callback.searchParams.set('code', 'abc123');
    callback.searchParams.set('state', location.searchParams.get('state')!);
    const back = await t.app.inject(callback.pathname + callback.search);
    expect(back.statusCode).toBe(302);
    const target = new URL(back.headers.location as string);
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/middle`);
    const { wx_token: token, ...rest } = Object.fromEntries(target.searchParams);
    expect(rest).toEqual({ search_channel: '3', path: '/course/1' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(wechatHandoffs)
      .where(eq(wechatHandoffs.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ unionId: 'oUnion1', openid: 'oOpen1', usedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses to redirect anywhere but our own origin', async () => {
    for (const target of [
      'https://evil.example/middle',
      '//evil.example/middle',
      'https://m.example.com.evil.example/',
      'https://user@m.example.com/',
      'javascript:alert(1)',
      '',
    ]) {
      const response = await t.app.inject(`/wechat/wxOauth?redirect_url=${encodeURIComponent(target)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: WECHAT_MESSAGES.badRedirect });
    }
    const relative = await t.app.inject('/wechat/wxOauth?redirect_url=/middle&path=//evil.example');
    const callback = new URL(new URL(relative.headers.location as string).searchParams.get('redirect_uri')!);
    expect(callback.searchParams.get('redirect_url')).toBe(`${ORIGIN}/middle`);
    expect(callback.searchParams.get('path')).toBeNull();
  });

  it('refuses a callback whose redirect target was swapped', async () => {
    const first = new URL((await t.app.inject('/wechat/wxOauth?redirect_url=/middle')).headers.location as string);
    const state = first.searchParams.get('state')!;
    const swapped = await t.app.inject(`/wechat/wxOauth/callback?code=abc&state=${state}&redirect_url=${encodeURIComponent(`${ORIGIN}/other`)}`);
    expect(swapped.statusCode).toBe(400);
    const evil = await t.app.inject(`/wechat/wxOauth/callback?code=abc&state=${state}&redirect_url=${encodeURIComponent('https://evil.example/')}`);
    expect(evil.statusCode).toBe(400);
  });

  it('falls back to the openid without an Open Platform union id', async () => {
    const first = new URL((await t.app.inject('/wechat/wxOauth?redirect_url=/middle')).headers.location as string);
    const callback = new URL(first.searchParams.get('redirect_uri')!);
    const back = await t.app.inject(`${callback.pathname}${callback.search}&code=nounion&state=${first.searchParams.get('state')}`);
    const token = new URL(back.headers.location as string).searchParams.get('wx_token')!;
    const [row] = await t.database.db
      .select()
      .from(wechatHandoffs)
      .where(eq(wechatHandoffs.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ unionId: 'oOpen1', openid: 'oOpen1' });
  });

  it('a failed code exchange sends the visitor on as a guest, with no token', async () => {
    vi.mocked(api.exchangeOauthCode).mockRejectedValueOnce(new Error('WeChat oauth2/access_token failed: 40029 invalid code'));
    const first = new URL((await t.app.inject('/wechat/wxOauth?redirect_url=/middle')).headers.location as string);
    const callback = new URL(first.searchParams.get('redirect_uri')!);
    const back = await t.app.inject(`${callback.pathname}${callback.search}&code=stale&state=${first.searchParams.get('state')}`);
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location as string).searchParams.has('wx_token')).toBe(false);
  });
});
