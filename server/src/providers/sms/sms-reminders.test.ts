import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config';
import { rpcSignature, rpcStringToSign } from '../aliyun/rpc-signature';
import type { HttpJsonRequest } from '../http-json';
import { AliyunSmsProvider, sendReminderUrl } from './aliyun-sms';
import { reminderParams, reminderStartText } from './reminder-text';
import { createSmsProvider } from './sms-providers';
import { tc3Authorization } from './tc3-signature';
import { TencentSmsProvider } from './tencent-sms';

interface Fixture {
  aliyun_rpc_hmac_sha1: { access_key_secret: string; params: Record<string, string>; signature_base64: string }[];
}
const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/signing-test-vectors.json', import.meta.url), 'utf8')) as Fixture;

// 2030-01-01 10:00 UTC is 18:00 in Beijing.
const reminder = { mobile: '13800138000', liveTitle: '心力衰竭诊疗新进展', startAt: new Date('2030-01-01T10:00:00Z') };
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as never;

/** A fake HTTP transport: records each request and answers with the provider's success body. */
function fakeTransport(answer: unknown) {
  const requests: HttpJsonRequest[] = [];
  const http = vi.fn(async (request: HttpJsonRequest) => {
    requests.push(request);
    return answer;
  });
  return { http, requests };
}

describe('reminder template variables', () => {
  it('the title and the start time in China time (MM-DD HH:mm)', () => {
    expect(reminderStartText(reminder.startAt)).toBe('01-01 18:00');
    expect(reminderParams(reminder)).toEqual({ title: '心力衰竭诊疗新进展', time: '01-01 18:00' });
  });
  it('cuts a long title to fit the providers’ variable limits', () => {
    const long = reminderParams({ ...reminder, liveTitle: '一二三四五六七八九十一二三四五六七八九十一二三' }).title;
    expect([...long]).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('Aliyun reminders (fake transport)', () => {
  const config = {
    accessKeyId: 'testid',
    accessKeySecret: 'testsecret',
    signName: '博医荟',
    templateCode: 'SMS_000001',
    reminderTemplateCode: 'SMS_000002',
    regionId: 'cn-hangzhou',
  };
  const clock = { now: () => new Date('2029-12-31T09:30:00.000Z'), nonce: () => 'nonce-r' };

  it('the shared RPC signer still matches the documented example', () => {
    const v = fixture.aliyun_rpc_hmac_sha1[0]!;
    expect(rpcSignature(rpcStringToSign('GET', v.params), v.access_key_secret)).toBe(v.signature_base64);
  });

  it('sends a signed SendSms with the reminder template and its params, not the login template', async () => {
    const { http, requests } = fakeTransport({ Code: 'OK', BizId: 'b', RequestId: 'r' });
    const provider = new AliyunSmsProvider(config, http, clock);
    await provider.sendReminder!(reminder);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.origin).toBe('https://dysmsapi.aliyuncs.com');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800138000',
      SignName: '博医荟',
      TemplateCode: 'SMS_000002',
      TemplateParam: JSON.stringify({ title: '心力衰竭诊疗新进展', time: '01-01 18:00' }),
      SignatureNonce: 'nonce-r',
      Timestamp: '2029-12-31T09:30:00Z',
    });
    const { Signature, ...params } = q;
    expect(Signature).toBe(rpcSignature(rpcStringToSign('GET', params), 'testsecret'));
    expect(requests[0]!.url).toBe(sendReminderUrl(config, reminder, clock));
  });

  it('a refusal rejects (the reminder job then retries on its next pass)', async () => {
    const { http } = fakeTransport({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' });
    await expect(new AliyunSmsProvider(config, http, clock).sendReminder!(reminder)).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });

  it('without a reminder template the provider has no sendReminder', () => {
    const { reminderTemplateCode: _none, ...plain } = config;
    expect(new AliyunSmsProvider(plain, vi.fn()).sendReminder).toBeUndefined();
  });
});

describe('Tencent reminders (fake transport)', () => {
  const config = {
    secretId: 'AKIDtest',
    secretKey: 'secret',
    sdkAppId: '1400000000',
    signName: '博医荟',
    templateId: '123456',
    reminderTemplateId: '654321',
    region: 'ap-guangzhou',
  };

  it('sends a TC3-signed SendSms with the reminder template and [title, time]', async () => {
    const { http, requests } = fakeTransport({ Response: { SendStatusSet: [{ Code: 'Ok' }], RequestId: 'r1' } });
    await new TencentSmsProvider(config, http, () => 1893490200).sendReminder!(reminder);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request).toMatchObject({ method: 'POST', url: 'https://sms.tencentcloudapi.com/' });
    expect(request.headers).toMatchObject({ 'X-TC-Action': 'SendSms', 'X-TC-Timestamp': '1893490200', 'X-TC-Region': 'ap-guangzhou' });
    expect(JSON.parse(request.body!)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '博医荟',
      TemplateId: '654321',
      TemplateParamSet: ['心力衰竭诊疗新进展', '01-01 18:00'],
    });
    const expected = tc3Authorization({
      secretId: 'AKIDtest',
      secretKey: 'secret',
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      timestamp: 1893490200,
      payload: request.body!,
    });
    expect(request.headers!.Authorization).toBe(expected);
  });

  it('a failed message inside a successful call rejects', async () => {
    const { http } = fakeTransport({ Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit' }] } });
    await expect(new TencentSmsProvider(config, http, () => 1).sendReminder!(reminder)).rejects.toThrow(/PhoneNumberDailyLimit/);
  });
});

describe('reminder templates in the configuration (readSmsConfig)', () => {
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'i',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 's',
    ALIYUN_SMS_SIGN_NAME: '博医荟',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  };
  const tencent = {
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'i',
    TENCENT_SMS_SECRET_KEY: 'k',
    TENCENT_SMS_SDK_APP_ID: '1400',
    TENCENT_SMS_SIGN_NAME: '博医荟',
    TENCENT_SMS_TEMPLATE_ID: '9',
  };

  it('reads the optional reminder template of the chosen provider, and the provider gets sendReminder', () => {
    const a = loadConfig({ ...aliyun, ALIYUN_SMS_REMINDER_TEMPLATE_CODE: 'SMS_2' }).sms;
    expect(a).toMatchObject({ provider: 'aliyun', reminderTemplateCode: 'SMS_2' });
    expect(createSmsProvider(a, log).sendReminder).toBeTypeOf('function');
    const t = loadConfig({ ...tencent, TENCENT_SMS_REMINDER_TEMPLATE_ID: '10' }).sms;
    expect(t).toMatchObject({ provider: 'tencent', reminderTemplateId: '10' });
    expect(createSmsProvider(t, log).sendReminder).toBeTypeOf('function');
  });

  it('without one, the provider sends codes only (the job skips reminders)', () => {
    const a = loadConfig(aliyun).sms;
    expect(a).not.toHaveProperty('reminderTemplateCode');
    expect(createSmsProvider(a, log).sendReminder).toBeUndefined();
  });

  it('refuses a malformed template or one for another provider', () => {
    expect(() => loadConfig({ ...aliyun, ALIYUN_SMS_REMINDER_TEMPLATE_CODE: '12345' })).toThrow(
      /ALIYUN_SMS_REMINDER_TEMPLATE_CODE must be SMS_ followed by digits/,
    );
    expect(() => loadConfig({ ...tencent, TENCENT_SMS_REMINDER_TEMPLATE_ID: 'SMS_1' })).toThrow(/TENCENT_SMS_REMINDER_TEMPLATE_ID must be digits/);
    expect(() => loadConfig({ ...aliyun, TENCENT_SMS_REMINDER_TEMPLATE_ID: '10' })).toThrow(
      /TENCENT_SMS_REMINDER_TEMPLATE_ID is set but SMS_PROVIDER is aliyun/,
    );
    expect(() => loadConfig({ TENCENT_SMS_REMINDER_TEMPLATE_ID: '10' })).toThrow(/SMS_PROVIDER is console/);
  });
});
