import type { Text } from './config-read';

/** Aliyun ApsaraVideo Live: a push domain and a play domain, each with its own URL-auth (type A) key. */
export interface AliyunLiveConfig {
  pushDomain: string;
  pushAuthKey: string;
  playDomain: string;
  playAuthKey: string;
  /** The AppName of every stream address (/<app>/<stream>). */
  appName: string;
}

/**
 * Where a live's push and play addresses come from: `local` (the demo: no push, play from
 * LIVE_HLS_URL_TEMPLATE or the seeded sample) or `aliyun`.
 */
export type LiveStreamConfig = { provider: 'local' } | { provider: 'aliyun'; aliyun: AliyunLiveConfig };

const REQUIRED = ['ALIYUN_LIVE_PUSH_DOMAIN', 'ALIYUN_LIVE_PUSH_AUTH_KEY', 'ALIYUN_LIVE_PLAY_DOMAIN', 'ALIYUN_LIVE_PLAY_AUTH_KEY'] as const;
const OPTIONAL = ['ALIYUN_LIVE_APP_NAME'] as const;
const DEFAULT_APP_NAME = 'live';

/** A host name as Aliyun's console accepts a live domain: labels of letters, digits and dashes. */
const DOMAIN = /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** Aliyun's URL-auth keys are 6–32 letters and digits. */
const AUTH_KEY = /^[A-Za-z0-9]{6,32}$/;
const APP_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * LIVE_STREAM_PROVIDER=local (default) or aliyun with ALIYUN_LIVE_PUSH_DOMAIN, ALIYUN_LIVE_PUSH_AUTH_KEY,
 * ALIYUN_LIVE_PLAY_DOMAIN, ALIYUN_LIVE_PLAY_AUTH_KEY (ALIYUN_LIVE_APP_NAME optional). Aliyun settings
 * without the provider, or LIVE_HLS_URL_TEMPLATE with it, are refused: either would leave doctors
 * playing one address while the encoder pushes to another, which shows only on the day of the live.
 */
export function readLiveStreamConfig(text: Text, problems: string[]): LiveStreamConfig {
  const provider = text('LIVE_STREAM_PROVIDER') ?? 'local';
  if (provider !== 'local' && provider !== 'aliyun') {
    problems.push(`LIVE_STREAM_PROVIDER must be local or aliyun (got "${provider}")`);
    return { provider: 'local' };
  }
  if (provider === 'local') {
    const stray = [...REQUIRED, ...OPTIONAL].filter((name) => text(name) !== undefined);
    if (stray.length > 0) problems.push(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but LIVE_STREAM_PROVIDER is not aliyun`);
    return { provider: 'local' };
  }

  const before = problems.length;
  const missing = REQUIRED.filter((name) => text(name) === undefined);
  if (missing.length > 0) problems.push(`LIVE_STREAM_PROVIDER=aliyun needs ${missing.join(', ')}`);
  if (text('LIVE_HLS_URL_TEMPLATE') !== undefined)
    problems.push('LIVE_HLS_URL_TEMPLATE is set but LIVE_STREAM_PROVIDER is aliyun (play addresses then come from ALIYUN_LIVE_PLAY_DOMAIN): unset one');
  for (const name of ['ALIYUN_LIVE_PUSH_DOMAIN', 'ALIYUN_LIVE_PLAY_DOMAIN'] as const) {
    const value = text(name);
    if (value !== undefined && !DOMAIN.test(value))
      problems.push(`${name} must be a domain name like live.example.com, without scheme or path (got "${value}")`);
  }
  for (const name of ['ALIYUN_LIVE_PUSH_AUTH_KEY', 'ALIYUN_LIVE_PLAY_AUTH_KEY'] as const) {
    const value = text(name);
    if (value !== undefined && !AUTH_KEY.test(value)) problems.push(`${name} must be the domain's URL-auth key: 6–32 letters and digits`);
  }
  const appName = text('ALIYUN_LIVE_APP_NAME') ?? DEFAULT_APP_NAME;
  if (!APP_NAME.test(appName)) problems.push(`ALIYUN_LIVE_APP_NAME may only contain letters, digits, "_" and "-" (got "${appName}")`);

  const [pushDomain, pushAuthKey, playDomain, playAuthKey] = REQUIRED.map((name) => text(name));
  if (!pushDomain || !pushAuthKey || !playDomain || !playAuthKey || problems.length > before) return { provider: 'local' };
  return { provider: 'aliyun', aliyun: { pushDomain, pushAuthKey, playDomain, playAuthKey, appName } };
}
