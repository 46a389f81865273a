import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import { aliyunVodProvider } from './aliyun-vod';
import { libraryVideoStore } from './library-video-store';
import { localMediaStore } from './local-media-store';
import { chainProviders, type VideoProvider } from './video-provider';

/** Local files first (the seed's clips, then the media library's videos), then Aliyun VOD when it is configured. */
export function videoProvider(app: FastifyInstance, config: AppConfig): VideoProvider {
  const providers: VideoProvider[] = [localMediaStore(app.db), libraryVideoStore(app.db)];
  if (config.aliyunVod) providers.push(aliyunVodProvider(config.aliyunVod, undefined, undefined, (message) => app.log.warn(message)));
  return chainProviders(providers);
}
