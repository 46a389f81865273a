import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { libraryHlsStem } from '../../../../contract/media/library-video';
import { libraryImageName } from '../../../../contract/media/library-image';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { FileStorage } from '../../providers/storage/file-storage';
import { removeAbandonedTranscodes, TRANSCODE_DIR_PREFIX } from './abandoned-transcodes';
import { liveMediaAsset } from './ops-media.repository';
import { MEDIA_MESSAGES } from './media-messages';
import { markVideoProcessing, markVideoReady, markVideoWaiting, setVideoProgress } from './video-processing.repository';
import { hasAudioStream } from './video-probe';
import { extractFrame, renditionsFor, transcodeToHls } from './video-transcode';

export const VIDEO_QUEUE = 'media-video-transcode';

interface VideoJob {
  assetId: number;
}

/**
 * Retried three times with growing waits (from 2 s, doubling). A worker sends a heartbeat every 5 s while
 * it transcodes; one killed mid-way (kill -9, a lost machine) stops sending, and 10 to 40 s later the
 * queue monitor of any running pg-boss fails that attempt and the job goes to the next one, which starts
 * the transcode over.
 */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 2, retryBackoff: true, heartbeatSeconds: 10, expireInSeconds: 6 * 3600 };

async function ensureQueue(boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(VIDEO_QUEUE))) await boss.createQueue(VIDEO_QUEUE, QUEUE_OPTIONS);
}

/**
 * How often a waiting worker asks for a job. A job sent from this process wakes its own worker at once
 * (enqueueVideo); one sent from another process (an API process beside `npm run worker`) waits for the
 * next ask, seconds beside a transcode of minutes. Asking every second made an idle process send a
 * statement a second for nothing.
 */
const POLL_SECONDS = 15;

/** The worker this process runs per queue, woken by a send from this process instead of its next ask. */
const localWorkers = new WeakMap<JobQueue, string>();

/** One transcode per video: a second send while one waits is a no-op (singletonKey). */
export async function enqueueVideo(queue: JobQueue, assetId: number): Promise<void> {
  const boss = await queue.boss();
  await ensureQueue(boss);
  await boss.send(VIDEO_QUEUE, { assetId } satisfies VideoJob, { singletonKey: `media-${assetId}` });
  const worker = localWorkers.get(queue);
  if (worker) boss.notifyWorker(worker);
}

export interface VideoWorkerDeps {
  db: Db;
  storage: FileStorage;
  log: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };
}

/** Takes transcodes one at a time in this process (each uses every core ffmpeg finds). */
export async function startVideoWorker(queue: JobQueue, deps: VideoWorkerDeps): Promise<void> {
  const boss = await queue.boss();
  await ensureQueue(boss);
  const worker = await boss.work(VIDEO_QUEUE, { pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true }, async ([job]: JobWithMetadata<VideoJob>[]) => {
    const lastAttempt = job.retryCount >= job.retryLimit;
    try {
      await processVideo(deps, job.data.assetId, job.signal);
    } catch (error) {
      deps.log.warn({ err: error, assetId: job.data.assetId, attempt: job.retryCount + 1 }, 'video transcode failed');
      await markVideoWaiting(deps.db, job.data.assetId, lastAttempt ? MEDIA_MESSAGES.transcodeFailed : null);
      throw error;
    }
  });
  localWorkers.set(queue, worker);
  deps.log.info({ queue: VIDEO_QUEUE }, 'media worker waiting for jobs');
  // A worker killed mid-transcode left its segments behind; the next worker to start clears them. In the
  // background: the worker takes jobs meanwhile, and a folder it makes now is far too new to be touched.
  void removeAbandonedTranscodes().then(
    (removed) => removed > 0 && deps.log.info({ removed }, 'abandoned transcode folders removed'),
    (error: unknown) => deps.log.warn({ err: error }, 'abandoned transcode folders not removed'),
  );
}

const HLS_TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

/** A tenth of the way in, at most 10 s: past a black first frame or a title card's fade. */
export const defaultPosterSecond = (duration: number) => Math.min(10, Math.floor(duration / 10));

/**
 * Transcodes one library video to HLS, stores every playlist and segment under names of this attempt,
 * then a poster, and only then marks it ready: a video is 可用 when everything it points at is stored.
 */
export async function processVideo(deps: VideoWorkerDeps, assetId: number, signal?: AbortSignal): Promise<void> {
  const { db, storage } = deps;
  const row = await liveMediaAsset(db, assetId);
  if (!row || row.kind !== 'video' || row.status === 'ready') return;
  const source = storage.readableSource(row.url);
  if (!source || !row.width || !row.height || row.duration === null) throw new Error(`video ${assetId} has no readable original`);
  await markVideoProcessing(db, assetId);
  const outDir = await mkdtemp(join(tmpdir(), TRANSCODE_DIR_PREFIX));
  try {
    const renditions = renditionsFor(row.width, row.height);
    const stem = libraryHlsStem(row.sha256, randomBytes(4).toString('hex'));
    let lastWrite = 0;
    const hasAudio = await hasAudioStream(source);
    const files = await transcodeToHls({
      source,
      duration: row.duration,
      hasAudio,
      renditions,
      outDir,
      stem,
      // Aborted when the process stops and its grace runs out: ffmpeg stops with it, the job is retried.
      signal,
      onProgress: (percent) => {
        // At most one write a second: progress is for the operator's eyes.
        if (Date.now() - lastWrite < 1000) return;
        lastWrite = Date.now();
        void setVideoProgress(db, assetId, percent).catch(() => undefined);
      },
    });
    let hlsUrl = '';
    for (const name of files) {
      const url = await storage.putContentAddressed(
        name,
        await readFile(join(outDir, name)),
        HLS_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
      );
      if (name === `${stem}.m3u8`) hlsUrl = url;
    }
    const posterSecond = row.posterSecond ?? defaultPosterSecond(row.duration);
    const posterUrl = row.posterUrl ?? (await storePoster(storage, source, posterSecond));
    const finished = await markVideoReady(db, assetId, {
      hlsUrl,
      renditions: renditions.map(({ width, height }) => ({ width, height })),
      posterUrl,
      posterSecond,
    });
    deps.log.info({ assetId, renditions: renditions.map((r) => r.name), finished }, 'video transcoded');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The frame at `second` as a library JPEG, named by its content. */
export async function storePoster(storage: FileStorage, source: string, second: number): Promise<string> {
  const bytes = await extractFrame(source, second);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return storage.putContentAddressed(libraryImageName(hash, 'jpeg'), bytes, 'image/jpeg');
}
