import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { recordAudit } from '../ops-audit';
import { storeDocument } from './document-upload';
import type { MediaOperator } from './library-additions';
import { MEDIA_MESSAGES } from './media-messages';
import { swapFileEverywhere, type RewrittenAddresses } from './media-use-rewrites.repository';
import { describeUses, mediaDetail, storeImage, urlsOf, type ImageUpload, type MediaLimits } from './ops-media.service';
import { liveMediaAsset } from './ops-media.repository';
import { isPdf } from './pdf-document';
import { replacementAddresses } from './replacement-addresses';

const KIND_WANTED = { image: '图片（JPEG、PNG、WebP、GIF）', document: 'PDF 文档' } as const;

export interface MediaReplacement {
  /** The item with its new file and the places that now show it. */
  asset: Awaited<ReturnType<typeof mediaDetail>>;
  /** Published places rewritten from the old file's addresses. */
  rewritten: number;
  /** Drafts and layout revisions rewritten, for the caches to drop. */
  changed: RewrittenAddresses;
}

/**
 * Replaces an image's or a PDF's file, keeping the item (id, name, uploader): the new file passes every
 * check of an upload and is stored under its own content names (a name never changes what it holds), then
 * one transaction gives the row the new file, rewrites every place that showed an old address, and writes
 * the audit entry. A refusal before that stores nothing; the old files stay in storage (docs/media-library.md).
 */
export async function replaceMediaFile(
  db: Db,
  storage: FileStorage,
  limits: MediaLimits,
  operator: MediaOperator,
  id: number,
  upload: ImageUpload,
): Promise<MediaReplacement> {
  const row = await liveMediaAsset(db, id);
  if (!row) throw new AppError(404, MEDIA_MESSAGES.notFound);
  // A video's replacement would be a resumable upload and a transcode before anything could be rewritten.
  if (row.kind !== 'image' && row.kind !== 'document') throw new AppError(400, MEDIA_MESSAGES.replaceVideo);
  if (upload.bytes.length === 0) throw new AppError(400, MEDIA_MESSAGES.empty);
  const pdf = isPdf(upload.bytes);
  if (pdf !== (row.kind === 'document')) throw new AppError(400, MEDIA_MESSAGES.replaceKind(KIND_WANTED[row.kind]));

  const stored = await (pdf ? storeDocument : storeImage)(storage, limits, upload);
  if (stored.file.sha256 === row.sha256) throw new AppError(400, MEDIA_MESSAGES.replaceSame);
  const addresses = replacementAddresses(row, stored.file);
  // Every file column is written: a PDF has no sizes, an image no pages, and a crop's focus was of the old picture.
  const { mime, size, sha256, url, width = null, height = null, pages = null, variants = [], posterUrl = null } = stored.file;
  const file = { mime, size, sha256, url, width, height, pages, variants, posterUrl, focus: null };

  const outcome = await swapFileEverywhere(db, { id, previousSha256: row.sha256, file, oldUrls: urlsOf(row), addresses }, (tx, { uses, changed }) =>
    recordAudit(tx, {
      operator,
      action: 'media.replace',
      target: `media:${id}`,
      detail: {
        name: row.name,
        file: stored.detail,
        previous: { type: row.mime, size: row.size },
        places: uses.length,
        ...(uses.length > 0 ? { uses: describeUses(uses) } : {}),
        ...(changed.contentDrafts.length > 0 ? { content_drafts: changed.contentDrafts } : {}),
      },
    }),
  );
  if (!outcome) throw new AppError(409, MEDIA_MESSAGES.replacedMeanwhile);
  return { asset: await mediaDetail(db, id), rewritten: outcome.uses.length, changed: outcome.changed };
}
