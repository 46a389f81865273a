import { describe, expect, it } from 'vitest';
import type { MediaImageVariant } from '../../db/schema';
import { replacementAddresses } from './replacement-addresses';

/** The sizes an upload of `width` pixels gets, named like the library's (the hash shortened to `name`). */
const sizesOf = (name: string, widths: number[], fallback: 'jpeg' | 'png' = 'jpeg'): MediaImageVariant[] =>
  widths.flatMap((width) => [
    { width, height: 100, format: 'webp' as const, url: `/u/${name}-${width}.webp`, size: 1 },
    { width, height: 100, format: fallback, url: `/u/${name}-${width}.${fallback === 'jpeg' ? 'jpg' : 'png'}`, size: 1 },
  ]);

describe('which address of a replacement takes the place of each old one', () => {
  it('gives the largest size the new largest, a smaller size the widest new one no wider, by family', () => {
    const old = { url: '/u/old.jpg', variants: sizesOf('old', [320, 640, 960, 1000]) };
    const next = { url: '/u/new.png', variants: sizesOf('new', [320, 640, 960, 1280, 1600], 'png') };
    const addresses = replacementAddresses(old, next);
    expect(addresses.get('/u/old.jpg')).toBe('/u/new.png');
    expect(addresses.get('/u/old-1000.jpg')).toBe('/u/new-1600.png');
    expect(addresses.get('/u/old-1000.webp')).toBe('/u/new-1600.webp');
    expect(addresses.get('/u/old-640.jpg')).toBe('/u/new-640.png');
    expect(addresses.size).toBe(9);
  });

  it('shrinks with a narrower replacement, and maps a seeded original without sizes to the largest JPEG', () => {
    const narrower = replacementAddresses({ url: '/u/old.jpg', variants: sizesOf('old', [320, 640, 960]) }, { url: '/u/n.jpg', variants: sizesOf('n', [300]) });
    expect(narrower.get('/u/old-640.webp')).toBe('/u/n-300.webp');
    expect(narrower.get('/u/old-320.jpg')).toBe('/u/n-300.jpg');
    const seeded = replacementAddresses({ url: '/media/covers/c.svg', variants: [] }, { url: '/u/n.jpg', variants: sizesOf('n', [320, 640]) });
    expect([...seeded]).toEqual([['/media/covers/c.svg', '/u/n-640.jpg']]);
  });

  it('maps a PDF and its thumbnail to the new PDF and thumbnail', () => {
    const addresses = replacementAddresses({ url: '/u/doc-a.pdf', posterUrl: '/u/img-a.jpg' }, { url: '/u/doc-b.pdf', posterUrl: '/u/img-b.jpg' });
    expect([...addresses]).toEqual([
      ['/u/doc-a.pdf', '/u/doc-b.pdf'],
      ['/u/img-a.jpg', '/u/img-b.jpg'],
    ]);
  });
});
