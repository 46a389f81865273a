import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { urlAuthKeyA } from '../aliyun/url-auth';
import { createLiveStreamProvider } from './live-stream-providers';
import { LOCAL_PUSH_NOTE } from './local-live-stream';

const aliyunEnv = {
  LIVE_STREAM_PROVIDER: 'aliyun',
  ALIYUN_LIVE_PUSH_DOMAIN: 'push.example.com',
  ALIYUN_LIVE_PUSH_AUTH_KEY: 'PushKey123456',
  ALIYUN_LIVE_PLAY_DOMAIN: 'play.example.com',
  ALIYUN_LIVE_PLAY_AUTH_KEY: 'PlayKey654321',
};
/** 2030-01-01T00:00:00Z = 1893456000. */
const END = new Date('2030-01-01T00:00:00Z');

describe('Aliyun URL auth type A', () => {
  it("matches Aliyun's documented example: /video/standard, 1622194197, rand 0, uid 0, key aliyunliveexp1234", () => {
    // md5("/video/standard-1622194197-0-0-aliyunliveexp1234"); the documentation prints it starting 5552ff52b5e.
    expect(urlAuthKeyA({ uri: '/video/standard', timestamp: 1622194197, key: 'aliyunliveexp1234' })).toBe('1622194197-0-0-5552ff52b5e4e20387c6dc18afce206b');
  });
});

describe('live-stream providers', () => {
  it('aliyun signs the RTMP push with the push key and the HLS play with the play key, valid until the live ends', () => {
    const config = loadConfig(aliyunEnv);
    const streams = createLiveStreamProvider(config.liveStream, config.live.hlsUrlTemplate);
    expect(streams.name).toBe('aliyun');
    const stream = { id: 7, name: 'live-1a2b3c', endAt: END };
    const before = new Date('2029-12-31T20:00:00Z');
    // md5("/live/live-1a2b3c-1893456000-0-0-PushKey123456") and md5("/live/live-1a2b3c.m3u8-1893456000-0-0-PlayKey654321").
    expect(streams.pushAddress(stream, before)).toEqual({
      url: 'rtmp://push.example.com/live/live-1a2b3c?auth_key=1893456000-0-0-b7c6cb30dcee548b739d4d312076f955',
    });
    expect(streams.playUrl(stream, before)).toBe('https://play.example.com/live/live-1a2b3c.m3u8?auth_key=1893456000-0-0-546905f019e87b1b279e914a3e174b52');
    // A stream without a name streams as wb-<id> (md5("/live/wb-7.m3u8-1893456000-0-0-PlayKey654321")); past the end the address is signed from now.
    expect(streams.playUrl({ id: 7, name: null, endAt: END }, before)).toBe(
      'https://play.example.com/live/wb-7.m3u8?auth_key=1893456000-0-0-4b7f416340021f0d20fd075e1cf36b42',
    );
    expect(streams.playUrl(stream, new Date('2030-01-01T01:00:00Z'))).toMatch(/\?auth_key=1893459600-0-0-[0-9a-f]{32}$/);
  });

  it('local plays LIVE_HLS_URL_TEMPLATE (the seeded sample outside production) and has no push address, saying why', () => {
    const dev = loadConfig({});
    const local = createLiveStreamProvider(dev.liveStream, dev.live.hlsUrlTemplate);
    expect(local.name).toBe('local');
    expect(local.playUrl({ id: 9, name: null, endAt: END }, new Date())).toBe('/media/videos/sample-hls/index.m3u8?stream=wb-9');
    expect(local.pushAddress({ id: 9, name: null, endAt: END }, new Date())).toEqual({ url: null, note: LOCAL_PUSH_NOTE });
    const templated = loadConfig({ LIVE_HLS_URL_TEMPLATE: 'https://cdn.example.com/hls/{stream}/{id}.m3u8' });
    const fromTemplate = createLiveStreamProvider(templated.liveStream, templated.live.hlsUrlTemplate);
    expect(fromTemplate.playUrl({ id: 9, name: 'a b', endAt: END }, new Date())).toBe('https://cdn.example.com/hls/a%20b/9.m3u8');
    const production = loadConfig({ NODE_ENV: 'production', WATCH_PASSWORD_SECRET: 'a-production-watch-secret' });
    expect(createLiveStreamProvider(production.liveStream, production.live.hlsUrlTemplate).playUrl({ id: 9, name: null, endAt: END }, new Date())).toBeNull();
  });
});

describe('LIVE_STREAM_PROVIDER / ALIYUN_LIVE_* configuration', () => {
  it('reads the Aliyun domains and keys, app name live by default, and lets the play domain through the CSP', () => {
    const config = loadConfig({ ...aliyunEnv, ALIYUN_LIVE_APP_NAME: 'byh' });
    expect(config.liveStream).toEqual({
      provider: 'aliyun',
      aliyun: { pushDomain: 'push.example.com', pushAuthKey: 'PushKey123456', playDomain: 'play.example.com', playAuthKey: 'PlayKey654321', appName: 'byh' },
    });
    expect(config.security.cspMediaOrigins).toContain('https://play.example.com');
    expect(loadConfig(aliyunEnv).liveStream).toMatchObject({ aliyun: { appName: 'live' } });
    expect(loadConfig({}).liveStream).toEqual({ provider: 'local' });
  });

  it('refuses to start with a missing key, a bad domain, stray Aliyun settings or a template that would play another stream', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ LIVE_STREAM_PROVIDER: 'tencent' })).toContain('LIVE_STREAM_PROVIDER must be local or aliyun');
    expect(problems({ ...aliyunEnv, ALIYUN_LIVE_PLAY_AUTH_KEY: '' })).toContain('LIVE_STREAM_PROVIDER=aliyun needs ALIYUN_LIVE_PLAY_AUTH_KEY');
    expect(problems({ ...aliyunEnv, ALIYUN_LIVE_PUSH_DOMAIN: 'rtmp://push.example.com/live' })).toContain('ALIYUN_LIVE_PUSH_DOMAIN must be a domain name');
    expect(problems({ ...aliyunEnv, ALIYUN_LIVE_PUSH_AUTH_KEY: 'a key!' })).toContain('ALIYUN_LIVE_PUSH_AUTH_KEY must be');
    expect(problems({ ...aliyunEnv, ALIYUN_LIVE_APP_NAME: 'a/b' })).toContain('ALIYUN_LIVE_APP_NAME may only contain');
    expect(problems({ ...aliyunEnv, LIVE_HLS_URL_TEMPLATE: '/x/{stream}.m3u8' })).toContain('LIVE_HLS_URL_TEMPLATE is set but LIVE_STREAM_PROVIDER is aliyun');
    expect(problems({ ALIYUN_LIVE_PLAY_DOMAIN: 'play.example.com' })).toContain('ALIYUN_LIVE_PLAY_DOMAIN is set but LIVE_STREAM_PROVIDER is not aliyun');
  });
});
