import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { canonicalQuery, percentEncode, rpcSignature, rpcStringToSign, signedRpcQuery } from '../aliyun/rpc-signature';
import { aliyunVodProvider, getPlayInfoUrl, mapGetPlayInfo } from './aliyun-vod';
import { chainProviders, type VideoProvider } from './video-provider';

interface RpcVector {
  access_key_secret: string;
  params: Record<string, string>;
  string_to_sign: string;
  signature_base64: string;
}
const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/signing-test-vectors.json', import.meta.url), 'utf8')) as {
  aliyun_rpc_hmac_sha1: RpcVector[];
};

describe('Aliyun RPC HMAC-SHA1 signature', () => {
  it.each(fixture.aliyun_rpc_hmac_sha1)('matches the documented example ($params.Action)', (vector) => {
    const stringToSign = rpcStringToSign('GET', vector.params);
    expect(stringToSign).toBe(vector.string_to_sign);
    expect(rpcSignature(stringToSign, vector.access_key_secret)).toBe(vector.signature_base64);
    expect(signedRpcQuery(vector.params, vector.access_key_secret)).toMatch(
      new RegExp(`&Signature=${percentEncode(vector.signature_base64).replace(/[+]/g, '\\+')}$`),
    );
  });

  it('percent-encodes per Aliyun rules (RFC 3986: space %20, * %2A, ~ kept)', () => {
    expect(percentEncode('a b*c~d/e+f')).toBe('a%20b%2Ac~d%2Fe%2Bf');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
    expect(percentEncode('中')).toBe('%E4%B8%AD');
    expect(canonicalQuery({ b: '2', a: '1', B: '3' })).toBe('B=3&a=1&b=2');
  });
});

const config = { accessKeyId: 'testid', accessKeySecret: 'testsecret', regionId: 'cn-shanghai' };
const clock = { now: () => new Date('2024-05-01T08:00:00.123Z'), nonce: () => 'nonce-1' };

describe('Aliyun VOD GetPlayInfo adapter (no network)', () => {
  it('builds a signed GET URL for the region', () => {
    const url = new URL(getPlayInfoUrl(config, 'vid123', clock));
    expect(url.origin).toBe('https://vod.cn-shanghai.aliyuncs.com');
    const q = url.searchParams;
    expect(q.get('Action')).toBe('GetPlayInfo');
    expect(q.get('VideoId')).toBe('vid123');
    expect(q.get('Timestamp')).toBe('2024-05-01T08:00:00Z');
    expect(q.get('SignatureNonce')).toBe('nonce-1');
    const params = Object.fromEntries([...q.entries()].filter(([k]) => k !== 'Signature'));
    expect(q.get('Signature')).toBe(rpcSignature(rpcStringToSign('GET', params), 'testsecret'));
  });

  it('maps the answer to PlayInfo (string durations, browser formats only)', async () => {
    const http = vi.fn(async () => ({
      RequestId: 'r',
      VideoBase: { Duration: '125.5', Title: '示例', CoverURL: 'https://img.example/c.jpg' },
      PlayInfoList: {
        PlayInfo: [
          { Format: 'm3u8', PlayURL: 'https://v.example/a.m3u8', Definition: 'HD', Duration: '125.5' },
          { Format: 'flv', PlayURL: 'https://v.example/a.flv' },
          { Format: 'mp4', PlayURL: 'javascript:alert(1)' },
        ],
      },
    }));
    const info = await aliyunVodProvider(config, http, clock).getPlayInfo('vid123');
    expect(http).toHaveBeenCalledOnce();
    expect(info).toEqual({
      PlayInfoList: { PlayInfo: [{ Format: 'm3u8', PlayURL: 'https://v.example/a.m3u8', Definition: 'HD', Duration: 125.5 }] },
      VideoBase: { Duration: 125.5, Title: '示例', CoverURL: 'https://img.example/c.jpg' },
    });
  });

  it('treats refusals and failures as an unknown video', async () => {
    const log = vi.fn();
    expect(await aliyunVodProvider(config, async () => ({ Code: 'InvalidVideo.NotFound' }), clock, log).getPlayInfo('x')).toBeNull();
    expect(await aliyunVodProvider(config, async () => Promise.reject(new Error('timeout')), clock, log).getPlayInfo('x')).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(mapGetPlayInfo(null)).toBeNull();
  });

  it('asks providers in order: local first, then VOD', async () => {
    const local: VideoProvider = {
      name: 'local',
      getPlayInfo: async (id) =>
        id === 'here' ? { PlayInfoList: { PlayInfo: [{ Format: 'mp4', PlayURL: '/media/a.mp4' }] }, VideoBase: { Duration: 1 } } : null,
    };
    const vod: VideoProvider = { name: 'vod', getPlayInfo: vi.fn(async () => null) };
    const chain = chainProviders([local, vod]);
    expect((await chain.getPlayInfo('here'))?.PlayInfoList.PlayInfo[0].PlayURL).toBe('/media/a.mp4');
    expect(vod.getPlayInfo).not.toHaveBeenCalled();
    expect(await chain.getPlayInfo('elsewhere')).toBeNull();
    expect(vod.getPlayInfo).toHaveBeenCalledWith('elsewhere');
  });
});
