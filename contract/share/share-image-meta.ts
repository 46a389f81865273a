/**
 * The page head's meta tag carrying the share card's thumbnail (<meta property="og:image">): the
 * share-image widget writes it on detail pages, the WeChat share set-up reads and watches it
 * (docs/product-rules.md#sharing).
 */
export const SHARE_IMAGE_META = 'og:image';

/** The server's PNG rendition of a local SVG cover, for share cards (WeChat takes PNG or JPEG only). */
export const SHARE_THUMBNAIL_PATH = '/share/api/thumbnail';
/** Share thumbnails' width in pixels: WeChat shows them small and square-cropped. */
export const SHARE_THUMBNAIL_WIDTH = 300;

/**
 * The address a share card may use for a cover: PNG and JPEG as they are; a local SVG (/media/….svg) through
 * its PNG rendition; a remote SVG not at all (undefined), since nothing here can vouch for its rendering.
 */
export function shareCardImage(image: string | undefined | null): string | undefined {
  const src = image?.trim();
  if (!src) return undefined;
  const path = src.split(/[?#]/)[0].toLowerCase();
  const svg = path.endsWith('.svg') || src.toLowerCase().startsWith('data:image/svg');
  if (!svg) return src;
  if (src.startsWith('/media/')) return `${SHARE_THUMBNAIL_PATH}?src=${encodeURIComponent(src)}`;
  return undefined;
}
