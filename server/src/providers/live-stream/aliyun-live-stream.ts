import type { AliyunLiveConfig } from '../../config/config-live-stream';
import { urlAuthKeyA } from '../aliyun/url-auth';
import { signedUntil, streamNameOf, type LiveStreamProvider } from './live-stream-provider';

/**
 * ApsaraVideo Live: push rtmp://<push domain>/<app>/<stream> and play https://<play domain>/<app>/<stream>.m3u8,
 * each signed with its own domain's URL-auth key (type A). Aliyun starts a stream when the encoder pushes:
 * nothing is created in advance.
 */
export function aliyunLiveStream(config: AliyunLiveConfig): LiveStreamProvider {
  const pathOf = (name: string) => `/${encodeURIComponent(config.appName)}/${encodeURIComponent(name)}`;
  return {
    name: 'aliyun',
    playUrl(stream, now) {
      const uri = `${pathOf(streamNameOf(stream))}.m3u8`;
      const authKey = urlAuthKeyA({ uri, timestamp: signedUntil(stream, now), key: config.playAuthKey });
      return `https://${config.playDomain}${uri}?auth_key=${authKey}`;
    },
    pushAddress(stream, now) {
      const uri = pathOf(streamNameOf(stream));
      const authKey = urlAuthKeyA({ uri, timestamp: signedUntil(stream, now), key: config.pushAuthKey });
      return { url: `rtmp://${config.pushDomain}${uri}?auth_key=${authKey}` };
    },
  };
}
