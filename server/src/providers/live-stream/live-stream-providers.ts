import type { LiveStreamConfig } from '../../config/config-live-stream';
import { aliyunLiveStream } from './aliyun-live-stream';
import { localLiveStream } from './local-live-stream';
import type { LiveStreamProvider } from './live-stream-provider';

/** The configured provider (LIVE_STREAM_PROVIDER); the local one plays LIVE_HLS_URL_TEMPLATE. */
export function createLiveStreamProvider(config: LiveStreamConfig, hlsUrlTemplate: string | null): LiveStreamProvider {
  return config.provider === 'aliyun' ? aliyunLiveStream(config.aliyun) : localLiveStream(hlsUrlTemplate);
}
