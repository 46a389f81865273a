import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { aliyunVodProvider } from './aliyun-vod';
import { libraryVideoStore } from './library-video-store';
import { localMediaStore } from './local-media-store';
import { chainProviders, type VideoProvider } from './video-provider';

/**
 * The video providers with the project's own stores read from `db`: the app's database, or a draft
 * preview's transaction (on PGlite a query on the app's database would wait for that transaction forever).
 */
export type VideoProviderOn = (db: Db) => VideoProvider;

/** Local files first (the seed's clips, then the media library's videos), then Aliyun VOD when it is configured. */
export function videoProvidersOn(app: FastifyInstance, config: AppConfig): VideoProviderOn {
  const remote = config.aliyunVod ? [aliyunVodProvider(config.aliyunVod, undefined, undefined, (message) => app.log.warn(message))] : [];
  return (db) => chainProviders([localMediaStore(db), libraryVideoStore(db), ...remote]);
}

export function videoProvider(app: FastifyInstance, config: AppConfig): VideoProvider {
  return videoProvidersOn(app, config)(app.db);
}
