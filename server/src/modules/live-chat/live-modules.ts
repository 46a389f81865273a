import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { LiveSockets } from '../../plugins/live-sockets';
import type { LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { VideoProviderOn } from '../../providers/video/video-providers';
import type { RateLimiter } from '../../shared/rate-limits';
import { liveRoutes } from '../lives';
import { questionnaireRoutes } from '../questionnaires';
import { chatRoutes } from './chat.routes';
import { attachLiveRooms, type LiveRooms } from './live-rooms';

export interface LiveModulesOptions {
  config: AppConfig;
  /** Play addresses, read from the app's database or a draft preview's transaction. */
  videosOn: VideoProviderOn;
  /** Where a live's stream plays from while on air (LIVE_STREAM_PROVIDER). */
  streams: LiveStreamProvider;
  now: () => number;
  /** The app's shared rate limiter (memory or Redis): chat posts per user. */
  limiter: RateLimiter;
  /** Where manager chat images are stored. */
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live rooms (socket.io): other modules and tools publish to rooms through it. */
    liveRooms: LiveRooms;
  }
}

// Registered from live-chat because chat and questionnaires depend on lives, never the other way round.
/**
 * Everything of the live rooms in one registration: socket.io rooms (with the Redis adapter when
 * REDIS_URL is set), the live endpoints, the chat and the questionnaires.
 */
export function liveModules(app: FastifyInstance, options: LiveModulesOptions): void {
  const { config, now, limiter, storage } = options;
  const rooms = attachLiveRooms(app, {
    redisUrl: config.REDIS_URL,
    redisCommandTimeoutMs: config.redisCommandTimeoutMs,
    redisKey: config.live.redisKey,
    passSecret: config.CONTENT_PASS_SECRET,
    now,
    socketsPerAddress: config.live.socketsPerAddress,
    trustProxy: config.trustProxy,
  });
  app.decorate('liveRooms', rooms);
  app.decorate('liveSockets', rooms satisfies LiveSockets);
  liveRoutes(app, { videosOn: options.videosOn, streams: options.streams, rooms, callbackSecret: config.live.callbackSecret, now });
  chatRoutes(app, { rooms, limiter, now, storage });
  questionnaireRoutes(app);
}
