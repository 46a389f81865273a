import { streamNameOf, type LiveStreamProvider } from './live-stream-provider';

export const LOCAL_PUSH_NOTE =
  '演示环境没有推流地址：直播中时，医生看到的是示例视频（或 LIVE_HLS_URL_TEMPLATE 配置的播放地址）。要真实推流，请配置阿里云视频直播（LIVE_STREAM_PROVIDER=aliyun）。';

/**
 * The demo's streams: nothing receives a push; while on air the room plays LIVE_HLS_URL_TEMPLATE with
 * {stream} (the stream name) and {id} replaced — the seeded sample HLS outside production, nothing
 * in production without a template.
 */
export function localLiveStream(hlsUrlTemplate: string | null): LiveStreamProvider {
  return {
    name: 'local',
    playUrl(stream) {
      if (!hlsUrlTemplate) return null;
      return hlsUrlTemplate.replaceAll('{stream}', encodeURIComponent(streamNameOf(stream))).replaceAll('{id}', String(stream.id));
    },
    pushAddress: () => ({ url: null, note: LOCAL_PUSH_NOTE }),
  };
}
