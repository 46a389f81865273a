import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('auth, SMS and WeChat configuration', () => {
  it('defaults: 4-digit codes, 2 h access / 30 d refresh tokens, console SMS, WeChat off', () => {
    const config = loadConfig({});
    expect(config.auth).toMatchObject({ codeLength: 4, accessTokenTtlSeconds: 7200, refreshTokenTtlSeconds: 2592000 });
    expect(config.auth.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(config.sms).toEqual({ provider: 'console' });
    expect(config.wechat).toBeNull();
    expect(config.PUBLIC_ORIGIN).toBeUndefined();
  });

  it('uses a random code-hash key unless AUTH_SECRET is set, in production or not', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const env = { NODE_ENV, WATCH_PASSWORD_SECRET: 'a-production-watch-key' };
      const a = loadConfig(env).auth.secret;
      expect(a).not.toBe('dev-auth-secret');
      expect(a).not.toBe(loadConfig(env).auth.secret);
      expect(loadConfig({ ...env, AUTH_SECRET: 'k' }).auth.secret).toBe('k');
    }
  });

  it('reads the Aliyun and Tencent providers with all their keys', () => {
    expect(
      loadConfig({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'i',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 's',
        ALIYUN_SMS_SIGN_NAME: '博医荟',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      }).sms,
    ).toEqual({ provider: 'aliyun', accessKeyId: 'i', accessKeySecret: 's', signName: '博医荟', templateCode: 'SMS_1', regionId: 'cn-hangzhou' });
    const tencent = loadConfig({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'i',
      TENCENT_SMS_SECRET_KEY: 'k',
      TENCENT_SMS_SDK_APP_ID: '1400',
      TENCENT_SMS_SIGN_NAME: '博医荟',
      TENCENT_SMS_TEMPLATE_ID: '9',
    }).sms;
    expect(tencent).toMatchObject({ provider: 'tencent', sdkAppId: '1400', region: 'ap-guangzhou' });
    expect(loadConfig({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', PUBLIC_ORIGIN: 'https://m.example.com/' })).toMatchObject({
      wechat: { appId: 'wx1', appSecret: 's' },
      PUBLIC_ORIGIN: 'https://m.example.com',
    });
  });

  it('lists every problem', () => {
    const attempt = () =>
      loadConfig({
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'i',
        CODE_LENGTH: '3',
        ACCESS_TOKEN_TTL_SECONDS: 'soon',
        WECHAT_APP_ID: 'wx1',
        PUBLIC_ORIGIN: 'https://m.example.com/app',
      });
    expect(attempt).toThrow(/SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID/);
    expect(attempt).toThrow(/CODE_LENGTH must be an integer between 4 and 8/);
    expect(attempt).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(attempt).toThrow(/WECHAT_APP_ID and WECHAT_APP_SECRET must be set together/);
    expect(attempt).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be one of console, aliyun, tencent/);
  });
});
