import { describe, expect, it } from 'vitest';
import { LIBRARY_IMAGE_NAME, libraryImageName, libraryImageWidths, librarySrcsets } from './library-image';

const HASH = '0123456789abcdef0123456789abcdef';

describe('media library image names', () => {
  it('makes the widths below the original and the original (at most 1920)', () => {
    expect(libraryImageWidths(4032)).toEqual([320, 640, 960, 1280, 1920]);
    expect(libraryImageWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(libraryImageWidths(200)).toEqual([200]);
  });

  it('names sizes and originals by the hash of the original', () => {
    expect(libraryImageName(`${HASH}ffff`, 'jpeg', 640)).toBe(`img-${HASH}-640.jpg`);
    expect(libraryImageName(HASH, 'png')).toBe(`img-${HASH}.png`);
    expect(LIBRARY_IMAGE_NAME.test(`img-${HASH}-640.webp`)).toBe(true);
    expect(LIBRARY_IMAGE_NAME.test(`img-${HASH}.gif`)).toBe(true);
    expect(LIBRARY_IMAGE_NAME.test(`img-${HASH}-640.svg`)).toBe(false);
    expect(LIBRARY_IMAGE_NAME.test(`ops-${HASH}.png`)).toBe(false);
  });

  it('offers every size of the image a field keeps, WebP and its own format', () => {
    expect(librarySrcsets(`/media/uploads/img-${HASH}-1000.jpg`)).toEqual({
      webp: [320, 640, 960, 1000].map((w) => `/media/uploads/img-${HASH}-${w}.webp ${w}w`).join(', '),
      fallback: [320, 640, 960, 1000].map((w) => `/media/uploads/img-${HASH}-${w}.jpg ${w}w`).join(', '),
    });
    expect(librarySrcsets(`https://cdn.example.test/media/uploads/img-${HASH}-320.png`)?.fallback).toBe(
      `https://cdn.example.test/media/uploads/img-${HASH}-320.png 320w`,
    );
    // A pasted WebP size still gets its sizes; the img itself keeps the address.
    expect(librarySrcsets(`/media/uploads/img-${HASH}-640.webp`)?.fallback).toBe(`/media/uploads/img-${HASH}-640.webp`);
  });

  it('leaves every other address alone', () => {
    for (const address of [
      '/media/covers/course-12.jpg',
      `/media/uploads/img-${HASH}.jpg`,
      'https://img.example-cdn.test/a.png',
      `/media/uploads/img-${HASH}-640.jpg?x=1`,
    ]) {
      expect(librarySrcsets(address), address).toBeNull();
    }
  });
});
