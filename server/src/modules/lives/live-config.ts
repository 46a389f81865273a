import { randomBytes } from 'node:crypto';
import { integerIn } from '../../config/config-read';

/** Live-room settings (read by config.ts; tests pass their own). */
export interface LiveConfig {
  /** HMAC key of the streaming service's push callback (LIVE_CALLBACK_SECRET). */
  callbackSecret: string;
  /**
   * HLS pull URL of a live's stream with the local live-stream provider (LIVE_HLS_URL_TEMPLATE) with
   * {stream} (webinar_id, else wb-<id>) and {id}. Outside production it defaults to the seeded sample HLS
   * so the room plays something; null in production without a template (the room then has nothing to
   * play while live). With LIVE_STREAM_PROVIDER=aliyun the play domain replaces it.
   */
  hlsUrlTemplate: string | null;
  /** Prefix of every Redis key and channel of the live rooms (socket.io adapter, chat rate limits). */
  redisKey: string;
  /**
   * Live-room connections (socket.io) one client address may hold at once, across the API processes with
   * REDIS_URL (LIVE_SOCKETS_PER_ADDRESS, default 50): a hospital's NAT keeps dozens of doctors behind one address,
   * one client opening hundreds is a flood. IPv6 addresses count by their /64.
   */
  socketsPerAddress: number;
}

type Text = (name: string) => string | undefined;

const DEV_HLS_TEMPLATE = '/media/videos/sample-hls/index.m3u8?stream={stream}';

export function readLiveConfig(text: Text, nodeEnv: string, problems: string[]): LiveConfig {
  // A known key would let anyone flip lives on and off; without one, whatever NODE_ENV says, the key is
  // random (callbacks then fail loudly until it is configured, which is the safe direction).
  const callbackSecret = text('LIVE_CALLBACK_SECRET') ?? randomBytes(32).toString('base64url');
  const hlsUrlTemplate = text('LIVE_HLS_URL_TEMPLATE') ?? (nodeEnv === 'production' ? null : DEV_HLS_TEMPLATE);
  if (hlsUrlTemplate && !/^(https?:\/\/|\/(?!\/))/.test(hlsUrlTemplate))
    problems.push('LIVE_HLS_URL_TEMPLATE must be an http(s) URL or a path starting with /');
  const redisKey = text('LIVE_REDIS_KEY') ?? 'byh:live';
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(redisKey)) problems.push('LIVE_REDIS_KEY may only contain letters, digits, ":", "_" and "-" (at most 64)');
  const socketsPerAddress = integerIn(text, 'LIVE_SOCKETS_PER_ADDRESS', 50, 1, 100_000, problems);
  return { callbackSecret, hlsUrlTemplate, redisKey, socketsPerAddress };
}
