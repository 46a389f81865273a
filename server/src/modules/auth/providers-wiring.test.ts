import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app';
import type { HttpJsonRequest } from '../../providers/http-json';

const aliyun = {
  provider: 'aliyun',
  accessKeyId: 'id',
  accessKeySecret: 'secret',
  signName: '博医荟',
  templateCode: 'SMS_1',
  regionId: 'cn-hangzhou',
} as const;

describe('with a real SMS provider configured', () => {
  let t: TestApp;
  const calls: HttpJsonRequest[] = [];
  let answer: unknown = { Code: 'OK' };
  beforeAll(async () => {
    t = await openTestApp('pglite', {
      config: { sms: aliyun },
      authTestHooks: {
        http: async (request) => {
          calls.push(request);
          return answer;
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no dev inbox', async () => {
    const response = await t.app.inject('/dev/api/sms/latest?mobile=13955550001');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });

  it('sends through the adapter, and a provider refusal is code -1 that leaves no usable code', async () => {
    const sent = await t.app.inject({ url: '/user/api/send-verify?mobile=13955550001', remoteAddress: '10.5.0.1' });
    expect(sent.json()).toMatchObject({ code: 0, data: { countdown: 60 } });
    expect(new URL(calls[0].url).searchParams.get('PhoneNumbers')).toBe('13955550001');
    answer = { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'bad' };
    const refused = await t.app.inject({ url: '/user/api/send-verify?mobile=13955550002', remoteAddress: '10.5.0.1' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: -1, message: '短信发送失败，请稍后重试' });
    const code = JSON.parse(new URL(calls[1].url).searchParams.get('TemplateParam')!).code as string;
    const check = await t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: '13955550002', code }, remoteAddress: '10.5.0.1' });
    expect(check.json().code).toBe(-1);
  });
});

describe('dev inbox in production', () => {
  it('does not exist even with the console provider', async () => {
    const t = await openTestApp('pglite', { config: { NODE_ENV: 'production' } });
    try {
      expect((await t.app.inject('/dev/api/sms/latest?mobile=13955550001')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('hold no full phone numbers or tokens; the code appears only on the console provider line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const t = await openTestApp('pglite', { logger: { stream, level: 'debug' } });
    try {
      const mobile = '13955550009';
      await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: '10.5.1.1' });
      const code = (await t.app.inject(`/dev/api/sms/latest?mobile=${mobile}`)).json().data.code as string;
      const login = (await t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile, code }, remoteAddress: '10.5.1.1' })).json();
      await t.app.inject({ url: '/user/oauth/userinfo', headers: { 'x-token': login.data.access_token, authorization: `Bearer ${login.data.access_token}` } });
      await t.app.inject({ url: `/user/oauth/uuid/login?uuid=${login.data.uuid}` });
      await t.app.inject({ method: 'POST', url: '/user/api/token/refresh', payload: { refresh_token: login.data.refresh_token } });
      const all = lines.join('\n');
      expect(all).not.toContain(mobile);
      expect(all).not.toContain(login.data.access_token);
      expect(all).not.toContain(login.data.refresh_token);
      expect(all).not.toContain(login.data.uuid);
      const withCode = lines.filter((line) => line.includes(`login code ${code}`));
      expect(withCode).toHaveLength(1);
      expect(withCode[0]).toContain('139****0009');
    } finally {
      await t.close();
    }
  });
});
