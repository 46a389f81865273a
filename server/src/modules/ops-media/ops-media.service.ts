import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { recordAudit } from '../ops-audit';
import { checkNameMatches, displayNameOf } from './media-file-name';
import { MEDIA_MESSAGES } from './media-messages';
import { MEDIA_USE_KIND_NAMES } from '../../../../contract/media/media-uses';
import { libraryVideoId } from '../../providers/video/library-video-id';
import { assetAnswer } from './media-answer';
import { addToLibrary, storeImageVariants, type MediaOperator as Operator, type StoredLibraryFile } from './library-additions';
import { storePoster } from './video-jobs';
import { setVideoPoster } from './video-processing.repository';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, originalFileName, probeImage, renderVariants } from './image-variants';
import {
  liveMediaAsset,
  markMediaDeleted,
  mediaPageRows,
  mediaUploaderNames,
  othersShareContent,
  publishedUsesOf,
  type MediaAssetRow,
  type MediaFilter,
} from './ops-media.repository';

export interface MediaLimits {
  imageMaxBytes: number;
  /** The largest PDF (MEDIA_DOCUMENT_MAX_MB). */
  documentMaxBytes: number;
  videoMaxBytes: number;
  videoMaxSeconds: number;
  /** Free space the disk keeps after an upload (the embedded database needs room to write). */
  minFreeBytes: number;
}

/** A China-time day (YYYY-MM-DD) as the instant it starts: the console's dates are the operators' days. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export interface MediaQuery {
  q?: string;
  kind?: string;
  uploader?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export async function listMedia(db: Db, query: MediaQuery, limits: MediaLimits) {
  const filter: MediaFilter = { q: query.q?.trim() || undefined, kind: query.kind, uploader: query.uploader || undefined };
  if (query.from) filter.from = chinaDayStart(query.from);
  if (query.to) filter.before = new Date(chinaDayStart(query.to).getTime() + 24 * 3600_000);
  if ([filter.from, filter.before].some((date) => date && Number.isNaN(date.getTime()))) throw new AppError(400, MEDIA_MESSAGES.badDate);
  const [{ rows, total }, uploaders] = await Promise.all([mediaPageRows(db, filter, query.page, query.pageSize), mediaUploaderNames(db)]);
  return {
    list: rows.map(assetAnswer),
    page: query.page,
    pageSize: query.pageSize,
    total,
    uploaders,
    limits: {
      imageMaxBytes: limits.imageMaxBytes,
      imageMaxPixels: MAX_IMAGE_PIXELS,
      imageMaxSide: MAX_IMAGE_SIDE,
      documentMaxBytes: limits.documentMaxBytes,
      videoMaxBytes: limits.videoMaxBytes,
      videoMaxSeconds: limits.videoMaxSeconds,
    },
  };
}

/** Every address of an item's files: what a place that shows it may hold. */
export const urlsOf = (row: MediaAssetRow) => [
  row.url,
  ...row.variants.map((variant) => variant.url),
  ...[row.hlsUrl, row.posterUrl].filter((url) => url !== null),
];

/** The places that show an item's files or play it (a video by its `lib-<id>`). */
const usesOf = (db: Db, row: MediaAssetRow) => publishedUsesOf(db, urlsOf(row), row.kind === 'video' ? [libraryVideoId(row.id)] : []);

export async function mediaDetail(db: Db, id: number) {
  const row = await liveMediaAsset(db, id);
  if (!row) throw new AppError(404, MEDIA_MESSAGES.notFound);
  return { ...assetAnswer(row), uses: await usesOf(db, row) };
}

export interface ImageUpload {
  operator: Operator;
  fileName: string | undefined;
  bytes: Buffer;
}

/**
 * Checks one image (name, content, size in bytes and in pixels, free disk) before anything is written,
 * then stores the original and every generated size. A refusal at any check leaves nothing behind.
 */
export async function storeImage(storage: FileStorage, limits: MediaLimits, upload: ImageUpload): Promise<StoredLibraryFile> {
  const name = displayNameOf(upload.fileName);
  const { bytes } = upload;
  if (bytes.length === 0) throw new AppError(400, MEDIA_MESSAGES.empty);
  // The upload's own cap may be the (larger) document limit: an image's limit is checked here.
  if (bytes.length > limits.imageMaxBytes) throw new AppError(413, MEDIA_MESSAGES.tooLarge(Math.round(limits.imageMaxBytes / 1024 / 1024)));
  const probed = await probeImage(bytes);
  checkNameMatches(name, probed.format);
  // Checked before any work, with room for the generated sizes (together well under twice the original).
  const free = await storage.freeBytes();
  if (free !== null && free - bytes.length * 3 < limits.minFreeBytes) throw new AppError(507, MEDIA_MESSAGES.diskFull);
  const variants = await renderVariants(bytes, probed);

  const url = await storage.putContentAddressed(originalFileName(bytes, probed), bytes, probed.mime);
  const stored = await storeImageVariants(storage, variants);
  return {
    name,
    file: {
      kind: 'image',
      mime: probed.mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      url,
      width: probed.width,
      height: probed.height,
      variants: stored,
    },
    detail: { name, type: probed.mime, size: bytes.length, width: probed.width, height: probed.height },
  };
}

/** Adds one image to the library: checked and stored (storeImage), then the row and the audit entry. */
export async function uploadImage(db: Db, storage: FileStorage, limits: MediaLimits, upload: ImageUpload) {
  const { name, file, detail } = await storeImage(storage, limits, upload);
  const row = await addToLibrary(db, upload.operator, { ...file, name }, { action: 'media.create', detail });
  return assetAnswer(row);
}

/** Removes an item the app does not show or play; its files go too unless another item has the same content. */
export async function deleteMedia(db: Db, storage: FileStorage, operator: Operator, id: number, now: Date) {
  const row = await liveMediaAsset(db, id);
  if (!row) throw new AppError(404, MEDIA_MESSAGES.notFound);
  const uses = await usesOf(db, row);
  if (uses.length > 0) throw new AppError(409, MEDIA_MESSAGES.inUse(describeUses(uses)), 409, { uses });
  if (!(await markMediaDeleted(db, id, now))) throw new AppError(404, MEDIA_MESSAGES.notFound);
  if (!(await othersShareContent(db, row.sha256, id))) {
    for (const url of urlsOf(row)) await storage.delete(url);
  }
  await recordAudit(db, { operator, action: 'media.delete', target: `media:${id}`, detail: { name: row.name, type: row.mime, size: row.size } });
  return { id };
}

/** 首页轮播图「新春义诊」、页面布局 home-new: the places named in the refusal, at most five. */
export function describeUses(uses: Awaited<ReturnType<typeof publishedUsesOf>>): string {
  const named = uses.slice(0, 5).map((use) => `${MEDIA_USE_KIND_NAMES[use.kind]}${use.title ? `「${use.title}」` : ` ${use.id}`}`);
  return uses.length > 5 ? `${named.join('、')} 等 ${uses.length} 处` : named.join('、');
}

/** The operator picks the poster frame: the frame at `second` replaces the poster, and the app shows it. */
export async function chooseVideoPoster(db: Db, storage: FileStorage, operator: Operator, id: number, second: number) {
  const row = await liveMediaAsset(db, id);
  if (!row) throw new AppError(404, MEDIA_MESSAGES.notFound);
  const source = storage.readableSource(row.url);
  if (row.kind !== 'video' || row.duration === null || !source) throw new AppError(400, MEDIA_MESSAGES.notAVideoItem);
  // The last whole second can lie past the last frame of a clip whose length was rounded up.
  const last = Math.max(0, row.duration - 1);
  if (!Number.isInteger(second) || second < 0 || second > last) throw new AppError(400, MEDIA_MESSAGES.posterOutOfRange(last));
  const posterUrl = await storePoster(storage, source, second);
  if (!(await setVideoPoster(db, id, posterUrl, second))) throw new AppError(404, MEDIA_MESSAGES.notFound);
  await recordAudit(db, { operator, action: 'media.poster', target: `media:${id}`, detail: { name: row.name, second } });
  return mediaDetail(db, id);
}
