import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import type { MediaFocus } from '../../db/schema';
import { AppError } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { assetAnswer } from './media-answer';
import { MEDIA_MESSAGES } from './media-messages';
import { MAX_IMAGE_PIXELS, originalFileName, probeImage, renderVariants, type ProbedImage } from './image-variants';
import { liveMediaAsset } from './ops-media.repository';
import { addToLibrary, storeImageVariants } from './library-additions';
import type { MediaLimits } from './ops-media.service';

/** A region of an image in its upright pixels (EXIF rotation applied, as the library reports its size). */
export interface CropRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropRequest extends CropRegion {
  focus?: MediaFocus;
  /** The aspect the region was drawn at ("16:9"), for the new image's name. */
  aspect?: string;
}

interface Operator {
  id: number;
  name: string;
}

/** The names column holds 200 characters: a long original name is shortened, the crop's note kept. */
const NAME_LIMIT = 200;

/** 门诊大厅.jpg（裁剪 16:9）: the library lists the crop beside its original, and search finds both. */
export function croppedName(original: string, request: CropRequest): string {
  const note = `（裁剪 ${request.aspect ?? `${request.width}×${request.height}`}）`;
  return `${[...original].slice(0, NAME_LIMIT - note.length).join('')}${note}`;
}

const fitsIn = (region: CropRegion, width: number, height: number) => region.x + region.width <= width && region.y + region.height <= height;

/** A stored original's bytes, from the local disk or from where object storage serves it. */
async function readStored(source: string): Promise<Buffer> {
  try {
    if (!/^https?:\/\//.test(source)) return await readFile(source);
    const response = await fetch(source, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } catch {
    throw new AppError(400, MEDIA_MESSAGES.notCroppable);
  }
}

/**
 * The region as a file of its own, upright (the rotation comes before the extraction, so the region is read
 * in the pixels the operator saw). Transparency keeps a lossless PNG; anything else becomes a JPEG of high
 * quality: it is the new image's original, every size the app gets is made from it.
 */
async function extractRegion(bytes: Buffer, probed: ProbedImage, region: CropRegion): Promise<Buffer> {
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .extract({ left: region.x, top: region.y, width: region.width, height: region.height });
  try {
    return await (probed.hasAlpha ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 92, mozjpeg: true })).toBuffer();
  } catch {
    throw new AppError(415, MEDIA_MESSAGES.corruptImage);
  }
}

/**
 * A new library image from a region of an uploaded one, with the focal point the operator set: its sizes
 * made as an upload's are, then the row and the audit entry. The original's row and files are not touched,
 * so whatever already shows it keeps showing it. A refusal leaves nothing behind.
 */
export async function cropImage(db: Db, storage: FileStorage, limits: MediaLimits, operator: Operator, id: number, request: CropRequest) {
  const row = await liveMediaAsset(db, id);
  if (!row) throw new AppError(404, MEDIA_MESSAGES.notFound);
  if (row.kind !== 'image') throw new AppError(400, MEDIA_MESSAGES.notAnImageItem);
  const region: CropRegion = { x: request.x, y: request.y, width: request.width, height: request.height };
  if (row.width !== null && row.height !== null && !fitsIn(region, row.width, row.height)) {
    throw new AppError(400, MEDIA_MESSAGES.cropOutOfRange(row.width, row.height));
  }
  // The seed's own pictures live outside the library's storage (and are SVG): only uploads can be cropped.
  const source = storage.readableSource(row.url);
  if (!source || row.variants.length === 0) throw new AppError(400, MEDIA_MESSAGES.notCroppable);
  const bytes = await readStored(source);
  const probed = await probeImage(bytes);
  if (!fitsIn(region, probed.width, probed.height)) throw new AppError(400, MEDIA_MESSAGES.cropOutOfRange(probed.width, probed.height));

  const cropped = await extractRegion(bytes, probed, region);
  const free = await storage.freeBytes();
  if (free !== null && free - cropped.length * 3 < limits.minFreeBytes) throw new AppError(507, MEDIA_MESSAGES.diskFull);
  const croppedProbe = await probeImage(cropped);
  const variants = await renderVariants(cropped, croppedProbe);

  const url = await storage.putContentAddressed(originalFileName(cropped, croppedProbe), cropped, croppedProbe.mime);
  const stored = await storeImageVariants(storage, variants);
  const name = croppedName(row.name, request);
  const created = await addToLibrary(
    db,
    operator,
    {
      kind: 'image',
      name,
      mime: croppedProbe.mime,
      size: cropped.length,
      sha256: createHash('sha256').update(cropped).digest('hex'),
      url,
      width: croppedProbe.width,
      height: croppedProbe.height,
      variants: stored,
      focus: request.focus ?? null,
    },
    {
      action: 'media.crop',
      detail: {
        name,
        cropped_from: row.id,
        region,
        focus: request.focus ?? null,
        size: cropped.length,
        width: croppedProbe.width,
        height: croppedProbe.height,
      },
    },
  );
  return assetAnswer(created);
}
