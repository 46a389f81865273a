import { describe, expect, it } from 'vitest';
import { libraryItem } from '../../test-utils/media-item';
import { durationText, factsText, sizeText, thumbnailOf } from './media-texts';

const item = libraryItem;

describe('media library texts', () => {
  it('reads sizes and lengths as operators do', () => {
    expect(sizeText(300)).toBe('1 KB');
    expect(sizeText(2.45 * 1024 * 1024)).toBe('2.5 MB');
    expect(durationText(9 * 60 + 36)).toBe('09:36');
    expect(durationText(3600 + 2 * 60 + 5)).toBe('1:02:05');
  });

  it('says what each kind of file is under its tile', () => {
    expect(factsText(item({}))).toBe('1600 × 900 · 2 KB');
    expect(factsText(item({ kind: 'video', mime: 'video/mp4', duration: 2823, width: 1280, height: 720 }))).toBe('47:03 · 2 KB');
    expect(factsText(item({ kind: 'document', mime: 'application/pdf', pages: 12, width: null, height: null }))).toBe('12 页 · 2 KB');
  });

  it('shows an image by its smallest WebP, and no picture for a video or a document', () => {
    const sized = item({
      variants: [
        { width: 640, height: 360, format: 'webp', url: '/b.webp', size: 1 },
        { width: 320, height: 180, format: 'webp', url: '/a.webp', size: 1 },
        { width: 320, height: 180, format: 'jpeg', url: '/a.jpg', size: 1 },
      ],
    });
    expect(thumbnailOf(sized)).toBe('/a.webp');
    expect(thumbnailOf(item({ url: '/media/covers/course-1.svg' }))).toBe('/media/covers/course-1.svg');
    expect(thumbnailOf(item({ kind: 'video' }))).toBeNull();
  });
});
