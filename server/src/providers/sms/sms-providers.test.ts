import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { rpcSignature, rpcStringToSign } from '../aliyun/rpc-signature';
import type { HttpJsonRequest } from '../http-json';
import { AliyunSmsProvider, sendSmsUrl } from './aliyun-sms';
import { ConsoleSmsProvider } from './console-sms';
import { SmsSendError } from './sms-provider';
import { sha256Hex, tc3Authorization, tc3CanonicalRequest, tc3Signature, tc3StringToSign } from './tc3-signature';
import { sendSmsRequest, TencentSmsProvider } from './tencent-sms';

interface Fixture {
  aliyun_rpc_hmac_sha1: { access_key_secret: string; params: Record<string, string>; string_to_sign: string; signature_base64: string }[];
  tencent_tc3_hmac_sha256: {
    secret_key: string;
    timestamp: number;
    date_utc: string;
    service: string;
    payload: string;
    hashed_payload: string;
    canonical_request: string;
    hashed_canonical_request: string;
    signature_hex: string;
  };
}
const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/signing-test-vectors.json', import.meta.url), 'utf8')) as Fixture;
const message = { mobile: '13800138000', code: '4821', ttlMinutes: 5 };

describe('Tencent TC3-HMAC-SHA256 (documented example, every intermediate)', () => {
  const v = fixture.tencent_tc3_hmac_sha256;
  const host = `${v.service}.tencentcloudapi.com`;

  it('hashed payload', () => {
    expect(sha256Hex(v.payload)).toBe(v.hashed_payload);
  });
  it('canonical request and its hash', () => {
    const canonical = tc3CanonicalRequest(host, v.payload);
    expect(canonical).toBe(v.canonical_request);
    expect(sha256Hex(canonical)).toBe(v.hashed_canonical_request);
  });
  it('string to sign', () => {
    expect(tc3StringToSign(v.timestamp, v.service, v.canonical_request)).toBe(
      `TC3-HMAC-SHA256\n${v.timestamp}\n${v.date_utc}/${v.service}/tc3_request\n${v.hashed_canonical_request}`,
    );
  });
  it('signature and Authorization header', () => {
    const stringToSign = tc3StringToSign(v.timestamp, v.service, v.canonical_request);
    expect(tc3Signature(v.secret_key, v.timestamp, v.service, stringToSign)).toBe(v.signature_hex);
    const header = tc3Authorization({ secretId: 'AKIDEXAMPLE', secretKey: v.secret_key, service: v.service, host, timestamp: v.timestamp, payload: v.payload });
    expect(header).toBe(
      `TC3-HMAC-SHA256 Credential=AKIDEXAMPLE/${v.date_utc}/${v.service}/tc3_request, SignedHeaders=content-type;host, Signature=${v.signature_hex}`,
    );
  });
});

const tencentConfig = { secretId: 'AKIDtest', secretKey: 'secret', sdkAppId: '1400000000', signName: '博医荟', templateId: '123456', region: 'ap-guangzhou' };

describe('Tencent SendSms adapter (no network)', () => {
  it('builds a signed SendSms request', () => {
    const request = sendSmsRequest(tencentConfig, message, 1551113065);
    expect(request).toMatchObject({ method: 'POST', url: 'https://sms.tencentcloudapi.com/' });
    expect(request.headers).toMatchObject({
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Region': 'ap-guangzhou',
      'X-TC-Timestamp': '1551113065',
    });
    expect(JSON.parse(request.body!)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '博医荟',
      TemplateId: '123456',
      TemplateParamSet: ['4821', '5'],
    });
    const expected = tc3Authorization({
      secretId: 'AKIDtest',
      secretKey: 'secret',
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      timestamp: 1551113065,
      payload: request.body!,
    });
    expect(request.headers!.Authorization).toBe(expected);
  });

  it('accepts "Ok" and turns call or message errors into SmsSendError', async () => {
    const answer = vi.fn<(r: HttpJsonRequest) => Promise<unknown>>();
    const provider = new TencentSmsProvider(tencentConfig, answer, () => 1551113065);
    answer.mockResolvedValueOnce({ Response: { SendStatusSet: [{ Code: 'Ok' }], RequestId: 'r1' } });
    await expect(provider.send(message)).resolves.toBeUndefined();
    answer.mockResolvedValueOnce({ Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit' }] } });
    await expect(provider.send(message)).rejects.toBeInstanceOf(SmsSendError);
    answer.mockResolvedValueOnce({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } } });
    await expect(provider.send(message)).rejects.toThrow(/AuthFailure/);
  });
});

describe('Aliyun dysmsapi SendSms adapter (no network)', () => {
  const config = { accessKeyId: 'testid', accessKeySecret: 'testsecret', signName: '博医荟', templateCode: 'SMS_000001', regionId: 'cn-hangzhou' };
  const clock = { now: () => new Date('2024-05-01T08:00:00.500Z'), nonce: () => 'nonce-1' };

  it('signs with the shared RPC signer, which matches the documented example', () => {
    const v = fixture.aliyun_rpc_hmac_sha1[0];
    expect(rpcSignature(rpcStringToSign('GET', v.params), v.access_key_secret)).toBe(v.signature_base64);
  });

  it('builds a signed GET URL with the SendSms parameters', () => {
    const url = new URL(sendSmsUrl(config, message, clock));
    expect(url.origin).toBe('https://dysmsapi.aliyuncs.com');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800138000',
      SignName: '博医荟',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"4821"}',
      Timestamp: '2024-05-01T08:00:00Z',
      SignatureNonce: 'nonce-1',
    });
    const { Signature, ...params } = q;
    expect(Signature).toBe(rpcSignature(rpcStringToSign('GET', params), 'testsecret'));
  });

  it('accepts Code OK only', async () => {
    const http = vi.fn<(r: HttpJsonRequest) => Promise<unknown>>();
    const provider = new AliyunSmsProvider(config, http, clock);
    http.mockResolvedValueOnce({ Code: 'OK', BizId: 'b' });
    await expect(provider.send(message)).resolves.toBeUndefined();
    http.mockResolvedValueOnce({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' });
    await expect(provider.send(message)).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    http.mockRejectedValueOnce(new Error('timeout'));
    await expect(provider.send(message)).rejects.toThrow(/timeout/);
  });
});

describe('console provider', () => {
  it('keeps the newest code per number and logs it next to the masked number only', async () => {
    const info = vi.fn();
    const provider = new ConsoleSmsProvider({ info } as never, () => Date.UTC(2025, 0, 1));
    await provider.send(message);
    await provider.send({ ...message, code: '9999' });
    expect(provider.latest('13800138000')).toEqual({ mobile: '13800138000', code: '9999', sent_at: '2025-01-01T00:00:00.000Z' });
    expect(provider.latest('13800138001')).toBeUndefined();
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('138****8000');
    expect(logged).toContain('9999');
    expect(logged).not.toContain('13800138000');
  });
});
