import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { LIBRARY_VIDEO_EXTENSIONS, libraryVideoName } from '../../../../contract/media/library-video';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { assetAnswer } from './media-answer';
import { displayNameOf } from './media-file-name';
import { MEDIA_MESSAGES } from './media-messages';
import { addToLibrary, type MediaOperator as Operator } from './library-additions';
import { enqueueVideo } from './video-jobs';
import { probeVideo } from './video-probe';
import type { MediaLimits } from './ops-media.service';

/** What a video upload is checked against (MEDIA_VIDEO_MAX_MB, MEDIA_VIDEO_MAX_MINUTES, the disk's reserve). */
export type VideoLimits = Pick<MediaLimits, 'videoMaxBytes' | 'videoMaxSeconds' | 'minFreeBytes'>;

/** The checks a video upload passes before its first byte is accepted: its name and its announced size. */
export function checkVideoAnnounced(fileName: string | undefined, size: number | undefined, limits: VideoLimits): string {
  const name = displayNameOf(fileName);
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (!LIBRARY_VIDEO_EXTENSIONS.some((known) => known === extension)) throw new AppError(415, MEDIA_MESSAGES.notVideoName);
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) throw new AppError(400, MEDIA_MESSAGES.malformed);
  if (size === 0) throw new AppError(400, MEDIA_MESSAGES.empty);
  if (size > limits.videoMaxBytes) throw new AppError(413, MEDIA_MESSAGES.videoTooLarge(Math.round(limits.videoMaxBytes / 1024 / 1024)));
  return name;
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

export interface FinishedUpload {
  operator: Operator;
  fileName: string | undefined;
  /** Where the whole upload sits on this machine. */
  path: string;
  size: number;
}

/**
 * A finished upload becomes a library video: read for what it is (ffprobe) and checked against the
 * limits, stored as the original, listed as 排队中 and queued for transcoding. A refusal stores nothing.
 */
export async function acceptVideo(db: Db, storage: FileStorage, queue: JobQueue, limits: VideoLimits, upload: FinishedUpload) {
  const name = checkVideoAnnounced(upload.fileName, upload.size, limits);
  const probed = await probeVideo(upload.path, name);
  if (probed.duration > limits.videoMaxSeconds) {
    throw new AppError(413, MEDIA_MESSAGES.videoTooLong(Math.floor(limits.videoMaxSeconds / 60), Math.ceil(probed.duration / 60)));
  }
  // The renditions together stay under the original's size for any camera or screen recording.
  const free = await storage.freeBytes();
  if (free !== null && free - upload.size * 2 < limits.minFreeBytes) throw new AppError(507, MEDIA_MESSAGES.diskFull);
  const sha256 = await sha256OfFile(upload.path);
  const url = await storage.putFileContentAddressed(libraryVideoName(sha256, probed.extension), upload.path, probed.mime);
  const row = await addToLibrary(
    db,
    upload.operator,
    {
      kind: 'video',
      name,
      mime: probed.mime,
      size: upload.size,
      sha256,
      url,
      width: probed.width,
      height: probed.height,
      duration: probed.duration,
      status: 'queued',
    },
    { action: 'media.create', detail: { name, type: probed.mime, size: upload.size, width: probed.width, height: probed.height, duration: probed.duration } },
  );
  await enqueueVideo(queue, row.id);
  return assetAnswer(row);
}
