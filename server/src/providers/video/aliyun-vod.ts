import { randomUUID } from 'node:crypto';
import type { PlayInfo, VideoPlayInfo } from '../../../../contract/generated/schema-types';
import type { AliyunVodConfig } from '../../config/config';
import { signedRpcQuery } from '../aliyun/rpc-signature';
import type { VideoProvider } from './video-provider';

/** The network call, behind an interface so tests never touch the network. Resolves the parsed JSON body. */
export type HttpGetJson = (url: string) => Promise<unknown>;

const API_VERSION = '2017-03-21';
const TIMEOUT_MS = 5000;
/** Signed play URLs stay valid this long (seconds). */
const AUTH_TIMEOUT = 3600;

export interface RequestClock {
  now(): Date;
  nonce(): string;
}

const systemClock: RequestClock = { now: () => new Date(), nonce: () => randomUUID() };

/** ISO 8601 UTC without milliseconds, as the RPC Timestamp parameter wants it. */
function rpcTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The signed GET URL of GetPlayInfo for one video. */
export function getPlayInfoUrl(config: AliyunVodConfig, videoId: string, clock: RequestClock = systemClock): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'GetPlayInfo',
    AuthTimeout: String(AUTH_TIMEOUT),
    Format: 'JSON',
    Formats: 'mp4,m3u8',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: clock.nonce(),
    SignatureVersion: '1.0',
    Timestamp: rpcTimestamp(clock.now()),
    Version: API_VERSION,
    VideoId: videoId,
  };
  return `https://vod.${config.regionId}.aliyuncs.com/?${signedRpcQuery(params, config.accessKeySecret)}`;
}

interface AliyunPlayInfo {
  Format?: string;
  PlayURL?: string;
  Definition?: string;
  Duration?: string | number;
  Width?: number;
  Height?: number;
  Size?: number;
}
interface AliyunGetPlayInfoResponse {
  PlayInfoList?: { PlayInfo?: AliyunPlayInfo[] };
  VideoBase?: { Duration?: string | number; CoverURL?: string; Title?: string };
  Code?: string;
}

/** Aliyun's answer → our VideoPlayInfo (Duration arrives as a string; only formats browsers play are kept). */
export function mapGetPlayInfo(body: unknown): VideoPlayInfo | null {
  const response = (body ?? {}) as AliyunGetPlayInfoResponse;
  const playInfo = (response.PlayInfoList?.PlayInfo ?? [])
    .filter((p): p is AliyunPlayInfo & { PlayURL: string } => typeof p.PlayURL === 'string' && /^https?:\/\//.test(p.PlayURL))
    .filter((p) => p.Format === 'mp4' || p.Format === 'm3u8')
    .map((p): PlayInfo => ({
      Format: p.Format as PlayInfo['Format'],
      PlayURL: p.PlayURL,
      ...(p.Definition ? { Definition: p.Definition } : {}),
      ...(Number.isFinite(Number(p.Duration)) ? { Duration: Number(p.Duration) } : {}),
      ...(Number.isInteger(p.Width) ? { Width: p.Width } : {}),
      ...(Number.isInteger(p.Height) ? { Height: p.Height } : {}),
      ...(Number.isInteger(p.Size) ? { Size: p.Size } : {}),
    }));
  if (playInfo.length === 0) return null;
  const duration = Number(response.VideoBase?.Duration);
  return {
    PlayInfoList: { PlayInfo: playInfo },
    VideoBase: {
      Duration: Number.isFinite(duration) && duration >= 0 ? duration : 0,
      ...(response.VideoBase?.CoverURL ? { CoverURL: response.VideoBase.CoverURL } : {}),
      ...(response.VideoBase?.Title ? { Title: response.VideoBase.Title } : {}),
    },
  };
}

export const fetchJson: HttpGetJson = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  return response.json();
};

/** Aliyun VOD GetPlayInfo; a failed or refused call means "unknown here" (null), never an exception. */
export function aliyunVodProvider(
  config: AliyunVodConfig,
  http: HttpGetJson = fetchJson,
  clock: RequestClock = systemClock,
  log: (message: string) => void = () => undefined,
): VideoProvider {
  return {
    name: 'aliyun-vod',
    async getPlayInfo(videoId) {
      try {
        const body = await http(getPlayInfoUrl(config, videoId, clock));
        const code = (body as AliyunGetPlayInfoResponse | null)?.Code;
        if (code) log(`aliyun vod GetPlayInfo ${videoId}: ${code}`);
        return mapGetPlayInfo(body);
      } catch (error) {
        log(`aliyun vod GetPlayInfo ${videoId} failed: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    },
  };
}
