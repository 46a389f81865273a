import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { createJobQueue } from './jobs/job-queue';
import { startVideoWorker, videoUploadRoutes, type MediaLimits } from './modules/ops-media';
import type { FileStorage } from './providers/storage/file-storage';
import type { RateLimiter } from './shared/rate-limits';

/** The media library's limits as configured (MEDIA_IMAGE_MAX_MB, MEDIA_DOCUMENT_MAX_MB, MEDIA_VIDEO_MAX_MB, MEDIA_VIDEO_MAX_MINUTES, the disk's reserve). */
export function mediaLimitsOf(config: AppConfig): MediaLimits {
  return {
    imageMaxBytes: config.mediaImageMaxMb * 1024 * 1024,
    documentMaxBytes: config.mediaDocumentMaxMb * 1024 * 1024,
    videoMaxBytes: config.mediaVideo.maxMb * 1024 * 1024,
    videoMaxSeconds: config.mediaVideo.maxMinutes * 60,
    minFreeBytes: config.DATA_DIR_MIN_FREE_MB * 1024 * 1024,
  };
}

/** Where unfinished video uploads are kept: beside the served media folder, never inside it. */
export const incomingDirOf = (config: AppConfig) => join(config.DATA_DIR, 'media-incoming');

export interface MediaProcessingOptions {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  limiter: RateLimiter;
  now: () => number;
  /** Take transcodes in this process too (MEDIA_WORKER=in-process). */
  startWorker: boolean;
  /** Delete unfinished uploads left for a day, every hour (every API process; off under tests). */
  cleanIncoming: boolean;
}

/**
 * Video uploads and their transcodes: the resumable upload endpoint enqueues a durable job per video; the
 * jobs run here (in-process) or in `npm run worker` processes (server/src/worker.ts).
 */
export function mediaProcessing(app: FastifyInstance, options: MediaProcessingOptions): void {
  const { config, database, storage } = options;
  const queue = createJobQueue(database, (error) => app.log.warn({ err: error }, 'job queue error'));
  // Before the database closes: a running transcode gets the shutdown's grace, then is handed back.
  // Never fails the close: a rejected onClose would end the drain early, with requests still in flight.
  app.addHook('onClose', () => queue.stop(config.shutdownTimeoutMs).catch((error: unknown) => app.log.warn({ err: error }, 'job queue: stop failed')));
  videoUploadRoutes(app, {
    incomingDir: incomingDirOf(config),
    storage,
    queue,
    limits: mediaLimitsOf(config),
    limiter: options.limiter,
    now: options.now,
    cleanExpired: options.cleanIncoming,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  if (options.startWorker) app.addHook('onReady', () => startVideoWorker(queue, { db: database.db, storage, log: app.log }));
}
