import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaImageSizes, imageSizeOf, mediaFileOf, readImageSize } from './image-size';

const canvas = (width: number, height: number) => {
  const c = createCanvas(width, height);
  c.getContext('2d').fillRect(0, 0, width / 2, height / 2);
  return c;
};

const gif = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  // Logical screen descriptor without a colour table, then one 1×1 image and the trailer.
  return Buffer.concat([header, Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b])]);
};

const riff = (chunk: string, payload: Buffer) => {
  const body = Buffer.concat([Buffer.from(`WEBP${chunk}`, 'latin1'), Buffer.alloc(4), payload]);
  body.writeUInt32LE(payload.length, 8);
  const head = Buffer.from('RIFF\0\0\0\0', 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};

const webpLossy = (width: number, height: number) => {
  const frame = Buffer.alloc(10);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  return riff('VP8 ', frame);
};

const webpLossless = (width: number, height: number) => {
  const header = Buffer.alloc(5);
  header[0] = 0x2f;
  header.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  return riff('VP8L', header);
};

/** SOI, an EXIF APP1 with the given orientation, a DQT-sized filler segment, SOF0, EOI. */
const jpegWithOrientation = (width: number, height: number, orientation: number) => {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const sof = Buffer.alloc(9);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 1;
  // A large segment before the frame header (as EXIF thumbnails and colour profiles are).
  return Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe1, exif), segment(0xe2, Buffer.alloc(10_000)), segment(0xc0, sof), Buffer.from([0xff, 0xd9])]);
};

const dir = mkdtempSync(join(tmpdir(), 'image-size-test-'));
const media = join(dir, 'media');
mkdirSync(join(media, 'uploads'), { recursive: true });
const write = (name: string, data: Buffer | string) => {
  writeFileSync(join(media, name), data);
  return join(media, name);
};

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readImageSize', () => {
  it('reads PNG, JPEG and WebP made by a real encoder', () => {
    const c = canvas(37, 21);
    expect(readImageSize(write('a.png', c.toBuffer('image/png')))).toEqual({ width: 37, height: 21 });
    expect(readImageSize(write('a.jpg', c.toBuffer('image/jpeg')))).toEqual({ width: 37, height: 21 });
    expect(readImageSize(write('a.webp', c.toBuffer('image/webp')))).toEqual({ width: 37, height: 21 });
  });

  it('reads GIF and the lossy and lossless WebP headers', () => {
    expect(readImageSize(write('b.gif', gif(300, 150)))).toEqual({ width: 300, height: 150 });
    expect(readImageSize(write('b.webp', webpLossy(800, 600)))).toEqual({ width: 800, height: 600 });
    expect(readImageSize(write('c.webp', webpLossless(1024, 16383)))).toEqual({ width: 1024, height: 16383 });
  });

  it('walks JPEG segments past a large one and swaps axes for a rotating EXIF orientation', () => {
    expect(readImageSize(write('d.jpg', jpegWithOrientation(4032, 3024, 1)))).toEqual({ width: 4032, height: 3024 });
    expect(readImageSize(write('e.jpg', jpegWithOrientation(4032, 3024, 6)))).toEqual({ width: 3024, height: 4032 });
  });

  it('leaves unknown, truncated and corrupt files without a size', () => {
    const png = canvas(10, 10).toBuffer('image/png');
    expect(readImageSize(write('cut.png', png.subarray(0, 20)))).toBeUndefined();
    expect(readImageSize(write('text.txt', 'hello'))).toBeUndefined();
    expect(readImageSize(write('empty.png', Buffer.alloc(0)))).toBeUndefined();
    expect(readImageSize(write('bad.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0x01])))).toBeUndefined();
    expect(readImageSize(write('eoi.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9])))).toBeUndefined();
    expect(readImageSize(write('zero.gif', gif(0, 10)))).toBeUndefined();
    // A format the library knows but the app never serves (a BMP header) is not taken for an image of ours.
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeInt32LE(40, 14);
    bmp.writeInt32LE(64, 18);
    bmp.writeInt32LE(32, 22);
    expect(imageSizeOf(bmp)).toBeUndefined();
    expect(readImageSize(join(media, 'missing.png'))).toBeUndefined();
    expect(readImageSize(media)).toBeUndefined();
  });
});

describe('SVG sizes', () => {
  const svgSize = (text: string) => imageSizeOf(Buffer.from(text));

  it('takes width and height, else completes them from the viewBox', () => {
    expect(svgSize('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 64 36">')).toEqual({
      width: 640,
      height: 360,
    });
    expect(svgSize('<svg viewBox="0 0 750 1334" xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toEqual({ width: 750, height: 1334 });
    expect(svgSize("<svg width='200px' viewBox='0 0 400 100'>")).toEqual({ width: 200, height: 50 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 96 96">')).toEqual({ width: 96, height: 96 });
  });

  it('ignores lookalike attributes, and answers nothing without a size', () => {
    expect(svgSize('<svg stroke-width="3" viewBox="0 0 30 20"><rect width="5" height="5"/></svg>')).toEqual({ width: 30, height: 20 });
    expect(svgSize('<svg width="100%" height="100%">')).toBeUndefined();
    expect(svgSize('<svg viewBox="0 0 0 10">')).toBeUndefined();
    expect(svgSize('<html><body>no svg</body></html>')).toBeUndefined();
  });

  it('reads only the first bytes of a file (the opening tag)', () => {
    expect(readImageSize(write('a.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">${'<g/>'.repeat(300_000)}</svg>`))).toEqual({
      width: 640,
      height: 360,
    });
    expect(svgSize('\uFEFF  <svg viewBox="0 0 12 8">')).toEqual({ width: 12, height: 8 });
  });
});

describe('mediaFileOf', () => {
  it('maps /media/ paths into the folder, decoded, without query or fragment', () => {
    expect(mediaFileOf(media, '/media/covers/a%20b.svg?v=2#x')).toBe(join(media, 'covers', 'a b.svg'));
  });

  it('refuses traversal, encoded traversal, odd segments and malformed escapes', () => {
    for (const src of [
      '/media/../secret.png',
      '/media/covers/%2e%2e/%2e%2e/etc/passwd',
      '/media/a/..%2F..%2Fx.png',
      '/media/a%5c..%5cx.png',
      '/media//etc/passwd',
      '/media/%E0%A4%A.png',
      '/media/a%00.png',
      '/media/',
      '/other/a.png',
    ]) {
      expect(mediaFileOf(media, src), src).toBeUndefined();
    }
  });
});

describe('createMediaImageSizes', () => {
  it('remembers a size per file and reads it again when the file changes', () => {
    const sizes = createMediaImageSizes(media);
    const file = write('uploads/photo.gif', gif(120, 80));
    expect(sizes.lookup('/media/uploads/photo.gif')?.size).toEqual({ width: 120, height: 80 });
    writeFileSync(file, gif(90, 45));
    // Same byte size: only the mtime tells them apart.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(sizes.lookup('/media/uploads/photo.gif')?.size).toEqual({ width: 90, height: 45 });
  });

  it('does not follow a symlink out of the folder', () => {
    const outside = join(dir, 'outside.gif');
    writeFileSync(outside, gif(50, 50));
    symlinkSync(outside, join(media, 'link.gif'));
    const found = createMediaImageSizes(media).lookup('/media/link.gif');
    expect(found?.size).toBeUndefined();
    expect(createMediaImageSizes(media).lookup('/media/../outside.gif')).toBeUndefined();
  });
});
