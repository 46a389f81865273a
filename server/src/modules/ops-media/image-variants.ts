import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { libraryImageName, libraryImageWidths } from '../../../../contract/media/library-image';
import type { MediaImageVariant } from '../../db/schema';
import { AppError } from '../../plugins/envelope';
import { MEDIA_MESSAGES } from './media-messages';

/** Formats an operator may upload as an image, as libvips names them. */
const UPLOADABLE = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
type UploadableFormat = keyof typeof UPLOADABLE;

/**
 * Larger than any camera's photo (a 12-megapixel phone photo is 4032 × 3024), far below what would let one
 * upload take the server's memory: a 20,000 × 20,000 image (a "decompression bomb" of a few KB) is refused
 * from its header, before a pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 12_000;

export interface ProbedImage {
  format: UploadableFormat;
  mime: (typeof UPLOADABLE)[UploadableFormat];
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** Reads the header only: what the bytes are (never what the name says) and how large they decode. */
export async function probeImage(bytes: Buffer): Promise<ProbedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, MEDIA_MESSAGES.notAnImage);
  }
  const format = metadata.format as string | undefined;
  if (!format || !(format in UPLOADABLE)) throw new AppError(415, MEDIA_MESSAGES.notAnImage);
  // EXIF orientations 5–8 turn the picture a quarter: the app shows it upright, so width and height swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width === 0 || height === 0) throw new AppError(415, MEDIA_MESSAGES.notAnImage);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(413, MEDIA_MESSAGES.imageTooLarge(width, height));
  }
  const uploadable = format as UploadableFormat;
  return { format: uploadable, mime: UPLOADABLE[uploadable], width, height, hasAlpha: metadata.hasAlpha === true };
}

export interface RenderedVariant extends Omit<MediaImageVariant, 'url'> {
  bytes: Buffer;
  /** Named by the original's content and the size: the same upload always gives the same names. */
  fileName: string;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every width of LIBRARY_IMAGE_WIDTHS up to the original's, each as WebP and as a fallback WeChat's share
 * cards also take (JPEG, or PNG when the image has transparency). Upright (EXIF rotation applied), metadata
 * stripped (a phone photo's GPS position does not reach the app), the first frame of an animated GIF.
 */
export async function renderVariants(bytes: Buffer, probed: ProbedImage): Promise<RenderedVariant[]> {
  const fallback = probed.hasAlpha ? 'png' : 'jpeg';
  const originalHash = hashOf(bytes);
  const jobs = libraryImageWidths(probed.width).flatMap((width) => (['webp', fallback] as const).map((format) => ({ width, format })));
  let rendered: RenderedVariant[];
  try {
    rendered = await Promise.all(
      jobs.map(async ({ width, format }) => {
        const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
        const encoded =
          format === 'webp'
            ? pipeline.webp({ quality: 80 })
            : format === 'png'
              ? pipeline.png({ compressionLevel: 9 })
              : pipeline.jpeg({ quality: 82, mozjpeg: true });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, format, size: data.length, bytes: data, fileName: libraryImageName(originalHash, format, width) };
      }),
    );
  } catch {
    // The header read well but the pixels do not decode: a truncated or corrupted file.
    throw new AppError(415, MEDIA_MESSAGES.corruptImage);
  }
  return rendered;
}

/** The original's stored name: by its content, with the extension of what it really is. */
export function originalFileName(bytes: Buffer, probed: ProbedImage): string {
  return libraryImageName(hashOf(bytes), probed.format);
}
