import { createHash } from 'node:crypto';
import { libraryDocumentName } from '../../../../contract/media/library-document';
import { libraryImageName } from '../../../../contract/media/library-image';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { assetAnswer } from './media-answer';
import { checkNameMatches, displayNameOf } from './media-file-name';
import { MEDIA_MESSAGES } from './media-messages';
import { addToLibrary, type StoredLibraryFile } from './library-additions';
import type { ImageUpload, MediaLimits } from './ops-media.service';
import { readPdf } from './pdf-document';

const PDF_MIME = 'application/pdf';

/**
 * Checks one PDF (a guideline, a handout: name, size, free disk, that it opens without a password) before
 * anything is written, then stores the original and its first page as a JPEG. A refusal at any check
 * leaves nothing behind.
 */
export async function storeDocument(storage: FileStorage, limits: MediaLimits, upload: ImageUpload): Promise<StoredLibraryFile> {
  const name = displayNameOf(upload.fileName);
  const { bytes } = upload;
  // The upload's own cap is the larger of the image and document limits: a PDF's limit is checked here.
  if (bytes.length > limits.documentMaxBytes) throw new AppError(413, MEDIA_MESSAGES.documentTooLarge(Math.round(limits.documentMaxBytes / 1024 / 1024)));
  checkNameMatches(name, 'pdf');
  // The original and a thumbnail of some tens of KB.
  const free = await storage.freeBytes();
  if (free !== null && free - bytes.length - 1024 * 1024 < limits.minFreeBytes) throw new AppError(507, MEDIA_MESSAGES.diskFull);
  const { pages, thumbnail } = await readPdf(bytes);

  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const url = await storage.putContentAddressed(libraryDocumentName(sha256), bytes, PDF_MIME);
  // Named by the PDF's hash, like an image's sizes: two uploads of one PDF share it, and deleting one keeps it for the other.
  const posterUrl = await storage.putContentAddressed(libraryImageName(sha256, 'jpeg'), thumbnail.jpeg, 'image/jpeg');
  return {
    name,
    file: { kind: 'document', mime: PDF_MIME, size: bytes.length, sha256, url, pages, posterUrl, status: 'ready' },
    detail: { name, type: PDF_MIME, size: bytes.length, pages },
  };
}

/** Adds one PDF to the library: checked and stored (storeDocument), then the row with the page count and the audit entry. */
export async function uploadDocument(db: Db, storage: FileStorage, limits: MediaLimits, upload: ImageUpload) {
  const { name, file, detail } = await storeDocument(storage, limits, upload);
  const row = await addToLibrary(db, upload.operator, { ...file, name }, { action: 'media.create', detail });
  return assetAnswer(row);
}
