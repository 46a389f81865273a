import type { VideoPlayInfo } from '../../../../contract/generated/schema-types';

/** Where play URLs come from: the local media store, Aliyun VOD, or both in turn. */
export interface VideoProvider {
  readonly name: string;
  /** null when this provider does not know the video. */
  getPlayInfo(videoId: string): Promise<VideoPlayInfo | null>;
}

/** Asks each provider in order; the first that knows the video answers. */
export function chainProviders(providers: readonly VideoProvider[]): VideoProvider {
  return {
    name: providers.map((p) => p.name).join('+'),
    async getPlayInfo(videoId) {
      for (const provider of providers) {
        const info = await provider.getPlayInfo(videoId);
        if (info && info.PlayInfoList.PlayInfo.length > 0) return info;
      }
      return null;
    },
  };
}
