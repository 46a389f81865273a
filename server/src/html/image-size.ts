import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/**
 * Intrinsic sizes of our own media images (/media/… → DATA_DIR/media), read from the file header, so
 * rich HTML can carry width/height and the browser reserves the image's box before it loads (no
 * layout shift). Only the first bytes are read; a file's size is remembered with its mtime and byte
 * size, so a file replaced in place is read again.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** First read: enough for the PNG/GIF/WebP headers, an SVG's opening tag, and most JPEG markers. */
const HEAD_BYTES = 4096;
/** A JPEG's SOF marker comes after its APPn segments; give up after this many segments. */
const JPEG_MAX_SEGMENTS = 64;
/** Sizes larger than this are nonsense (or a decompression bomb); not worth a layout hint. */
const MAX_DIMENSION = 100_000;

const valid = (width: number, height: number): ImageSize | undefined =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION
    ? { width, height }
    : undefined;

const startsWith = (head: Buffer, text: string, at = 0) => head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

function pngSize(head: Buffer): ImageSize | undefined {
  // Signature (8), then the IHDR chunk: length (4), "IHDR", width, height (big-endian).
  if (head.length < 24 || !startsWith(head, 'IHDR', 12)) return undefined;
  return valid(head.readUInt32BE(16), head.readUInt32BE(20));
}

function gifSize(head: Buffer): ImageSize | undefined {
  if (head.length < 10) return undefined;
  return valid(head.readUInt16LE(6), head.readUInt16LE(8));
}

function webpSize(head: Buffer): ImageSize | undefined {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width-1 and height-1 as 14-bit fields.
    if (head.length < 25 || head[20] !== 0x2f) return undefined;
    const bits = head.readUInt32LE(21);
    return valid((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (head.length < 30) return undefined;
  if (chunk === 'VP8 ') {
    // Lossy: frame tag (3), start code 9d 01 2a, then 14-bit width and height.
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return undefined;
    return valid(head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1, 24-bit little-endian.
    return valid(head.readUIntLE(24, 3) + 1, head.readUIntLE(27, 3) + 1);
  }
  return undefined;
}

/** SOFn markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** EXIF orientations 5–8 rotate by 90°: browsers show the image with width and height swapped. */
function exifSwapsAxes(app1: Buffer): boolean {
  if (!startsWith(app1, 'Exif\0\0')) return false;
  const tiff = app1.subarray(6);
  if (tiff.length < 8) return false;
  const little = startsWith(tiff, 'II');
  if (!little && !startsWith(tiff, 'MM')) return false;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return false;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return false;
    if (u16(entry) === 0x0112) {
      const orientation = u16(entry + 8);
      return orientation >= 5 && orientation <= 8;
    }
  }
  return false;
}

/** Walks the marker segments (reading only their headers beyond the first block) to the frame header. */
function jpegSize(head: Buffer, readAt: (position: number, length: number) => Buffer): ImageSize | undefined {
  const bytesAt = (position: number, length: number) =>
    position + length <= head.length ? head.subarray(position, position + length) : readAt(position, length);
  let position = 2;
  let swap = false;
  for (let segments = 0; segments < JPEG_MAX_SEGMENTS; segments++) {
    const marker = bytesAt(position, 4);
    if (marker.length < 4 || marker[0] !== 0xff) return undefined;
    const type = marker[1];
    // Fill bytes before a marker.
    if (type === 0xff) {
      position += 1;
      continue;
    }
    const length = marker.readUInt16BE(2);
    if (length < 2) return undefined;
    if (type === 0xe1 && !swap) swap = exifSwapsAxes(bytesAt(position + 4, Math.min(length - 2, HEAD_BYTES)));
    if (isSof(type)) {
      const frame = bytesAt(position + 4, 5);
      if (frame.length < 5) return undefined;
      const height = frame.readUInt16BE(1);
      const width = frame.readUInt16BE(3);
      return swap ? valid(height, width) : valid(width, height);
    }
    // Start of scan or end of image before any frame header: not a usable file.
    if (type === 0xda || type === 0xd9) return undefined;
    position += 2 + length;
  }
  return undefined;
}

/** A plain length ("640", "640px", "12.5"); %, em and other units say nothing about the intrinsic size. */
function svgLength(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value);
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : undefined;
}

function svgAttribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/** width/height of the root <svg>; a missing one (or both) from the viewBox's proportions. */
export function svgSize(text: string): ImageSize | undefined {
  const attributes = /<svg\b([^>]*)>/i.exec(text.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
  if (attributes === undefined) return undefined;
  let width = svgLength(svgAttribute(attributes, 'width'));
  let height = svgLength(svgAttribute(attributes, 'height'));
  const box = svgAttribute(attributes, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box?.length === 4 && box[2] > 0 && box[3] > 0 ? [box[2], box[3]] : [undefined, undefined];
  if (boxWidth !== undefined && boxHeight !== undefined) {
    if (width === undefined && height === undefined) [width, height] = [boxWidth, boxHeight];
    else if (height === undefined) height = (width! * boxHeight) / boxWidth;
    else if (width === undefined) width = (height * boxWidth) / boxHeight;
  }
  if (width === undefined || height === undefined) return undefined;
  return valid(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
}

/**
 * The intrinsic size from a file's first bytes (format told by its signature, SVG by its text);
 * undefined for anything unknown or damaged. `readAt` fetches bytes past `head` (JPEG only).
 */
export function imageSizeOf(head: Buffer, readAt: (position: number, length: number) => Buffer = () => Buffer.alloc(0)): ImageSize | undefined {
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a) return pngSize(head);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpegSize(head, readAt);
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return gifSize(head);
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return webpSize(head);
  const text = head.toString('utf8');
  return /^\uFEFF?\s*</.test(text) ? svgSize(text) : undefined;
}

/** Reads the size of one file from its first bytes; undefined when unreadable or not an image we know. */
export function readImageSize(file: string): ImageSize | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const handle = fd;
    const readAt = (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      return buffer.subarray(0, readSync(handle, buffer, 0, length, position));
    };
    return imageSizeOf(readAt(0, HEAD_BYTES), readAt);
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
