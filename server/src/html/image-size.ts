import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { imageSize } from 'image-size';

/**
 * Intrinsic sizes of our own media images (/media/… → DATA_DIR/media), read from the file's first bytes by
 * the image-size library, so rich HTML can carry width/height and the browser reserves the image's box before
 * it loads (no layout shift). A file's size is remembered with its mtime and byte size, so a file replaced in
 * place is read again.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Read at most this much of a file: the library's own limit, past a JPEG's EXIF and colour-profile segments. */
const HEAD_BYTES = 512 * 1024;
/** The formats the app's images come in; anything else the library recognises is not an image of ours. */
const KNOWN_TYPES = new Set(['png', 'jpg', 'gif', 'webp', 'svg']);
/** Sizes larger than this are nonsense (or a decompression bomb); not worth a layout hint. */
const MAX_DIMENSION = 100_000;

const valid = (width: number, height: number): ImageSize | undefined =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION
    ? { width, height }
    : undefined;

/** EXIF orientations 5–8 rotate by 90°: browsers show the image with width and height swapped. */
const swapsAxes = (orientation: number | undefined) => orientation !== undefined && orientation >= 5 && orientation <= 8;

/** The size an image shows at, from its first bytes; undefined for anything unknown, damaged or absurd. */
export function imageSizeOf(head: Uint8Array): ImageSize | undefined {
  let found: ReturnType<typeof imageSize>;
  try {
    found = imageSize(head);
  } catch {
    // The library throws for unknown formats and for headers cut short.
    return undefined;
  }
  if (!found.type || !KNOWN_TYPES.has(found.type)) return undefined;
  return swapsAxes(found.orientation) ? valid(found.height, found.width) : valid(found.width, found.height);
}

/** Reads the size of one file from its first bytes; undefined when unreadable or not an image we know. */
export function readImageSize(file: string): ImageSize | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(HEAD_BYTES);
    return imageSizeOf(head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0)));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The file under mediaDir that a /media/… URL names, or undefined: query and fragment dropped,
 * percent-encoding decoded (malformed → undefined), "..", empty segments, backslashes and NUL refused,
 * and the result must stay inside mediaDir.
 */
export function mediaFileOf(mediaDir: string, src: string): string | undefined {
  if (!src.startsWith('/media/')) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(src.slice('/media/'.length).split(/[?#]/)[0]);
  } catch {
    return undefined;
  }
  if (!relative || /[\\\0]/.test(relative) || relative.split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined;
  const root = resolve(mediaDir);
  const file = resolve(root, relative);
  return file.startsWith(root + sep) ? file : undefined;
}

/** What a file looked like when last read: its size is re-read only when this changes. */
export type FileStamp = string;

/** mtime and byte size of a file; '' when it is missing or not a regular file. */
export function fileStamp(file: string): FileStamp {
  try {
    const stats = statSync(file);
    return stats.isFile() ? `${stats.mtimeMs}:${stats.size}` : '';
  } catch {
    return '';
  }
}

export interface MediaImageSizes {
  /** The size of a /media/… image, with the file and stamp it was read under (for callers' caches). */
  lookup(src: string): { file: string; stamp: FileStamp; size: ImageSize | undefined } | undefined;
}

/** Sizes of files under mediaDir, remembered per file (mtime + size), least recently used dropped. */
export function createMediaImageSizes(mediaDir: string, maxEntries = 2000): MediaImageSizes {
  const cache = new Map<string, { stamp: FileStamp; size: ImageSize | undefined }>();
  let realRoot: string | undefined;
  // A symlink inside the folder must not lead the reader outside it.
  const staysInside = (file: string) => {
    try {
      realRoot ??= realpathSync(mediaDir);
      return realpathSync(file).startsWith(realRoot + sep);
    } catch {
      return false;
    }
  };
  return {
    lookup(src) {
      const file = mediaFileOf(mediaDir, src);
      if (!file) return undefined;
      const stamp = fileStamp(file);
      const known = cache.get(file);
      if (known && known.stamp === stamp) {
        cache.delete(file);
        cache.set(file, known);
        return { file, stamp, size: known.size };
      }
      const size = stamp && staysInside(file) ? readImageSize(file) : undefined;
      cache.delete(file);
      cache.set(file, { stamp, size });
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      return { file, stamp, size };
    },
  };
}
