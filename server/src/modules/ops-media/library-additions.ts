import type { Db } from '../../db/database';
import type { MediaImageVariant } from '../../db/schema';
import type { FileStorage } from '../../providers/storage/file-storage';
import { recordAudit } from '../ops-audit';
import type { RenderedVariant } from './image-variants';
import { insertMediaAsset, type MediaAssetRow, type NewMediaAsset } from './ops-media.repository';

/** The operator a library change is made by (named in the audit log and as the uploader). */
export interface MediaOperator {
  id: number;
  name: string;
}

/**
 * A file that passed every check of an upload and whose files are stored, before it is anything in the
 * library: an upload makes it a new item (addToLibrary), a replacement gives it to an existing one.
 */
export interface StoredLibraryFile {
  /** The name as sent, cleaned for display. */
  name: string;
  /** The row's file columns (kind, type, size, hash, addresses, dimensions or pages). */
  file: Omit<NewMediaAsset, 'name' | 'uploadedBy' | 'uploaderName'>;
  /** What the audit entry says about the file. */
  detail: Record<string, unknown>;
}

/** Stores every generated size of an image under its content-addressed name; answers them as the row keeps them. */
export async function storeImageVariants(storage: FileStorage, variants: readonly RenderedVariant[]): Promise<MediaImageVariant[]> {
  const stored: MediaImageVariant[] = [];
  for (const variant of variants) {
    const mime = variant.format === 'jpeg' ? 'image/jpeg' : `image/${variant.format}`;
    const url = await storage.putContentAddressed(variant.fileName, variant.bytes, mime);
    stored.push({ width: variant.width, height: variant.height, format: variant.format, url, size: variant.size });
  }
  return stored;
}

/**
 * A new library item, in the operator's name, with its audit entry: every way into the library (an
 * upload of an image, a PDF or a video, a crop) ends here once its files are stored.
 */
export async function addToLibrary(
  db: Db,
  operator: MediaOperator,
  item: Omit<NewMediaAsset, 'uploadedBy' | 'uploaderName'>,
  audit: { action: 'media.create' | 'media.crop'; detail: Record<string, unknown> },
): Promise<MediaAssetRow> {
  const row = await insertMediaAsset(db, { ...item, uploadedBy: operator.id, uploaderName: operator.name });
  await recordAudit(db, { operator, action: audit.action, target: `media:${row.id}`, detail: audit.detail });
  return row;
}
