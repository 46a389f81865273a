import type { MediaImageVariant } from '../../db/schema';

/** The addresses of one item's files: the original, an image's generated sizes, a document's thumbnail. */
export interface FileAddresses {
  url: string;
  variants?: readonly MediaImageVariant[] | null;
  posterUrl?: string | null;
}

/** WebP sizes stand in for WebP sizes; JPEG and PNG for each other (a transparent replacement brings PNGs). */
const family = (format: string) => (format === 'webp' ? 'webp' : 'fallback');

/** The sizes of one family, widest first. */
const widestFirst = (sizes: readonly MediaImageVariant[], format: string) =>
  sizes.filter((size) => family(size.format) === family(format)).sort((a, b) => b.width - a.width);

/**
 * The size of the new image that takes the place of an old size, in the same family. The old largest gets
 * the new largest: that is the size an image field keeps, and the app derives every smaller width from it,
 * so a wider replacement shows at its full width. Any other size gets the widest new one no wider than it
 * (else the narrowest), so a place that chose a small size keeps a small one.
 */
function standIn(old: MediaImageVariant, oldSizes: readonly MediaImageVariant[], newSizes: readonly MediaImageVariant[]): MediaImageVariant | undefined {
  const candidates = widestFirst(newSizes, old.format);
  if (widestFirst(oldSizes, old.format)[0] === old) return candidates[0];
  return candidates.find((size) => size.width <= old.width) ?? candidates.at(-1);
}

/**
 * Which address of the new file each address of the old one becomes, for rewriting the places that show
 * the item. Every old address gets one: a place may hold the original, any size, or a PDF's thumbnail.
 */
export function replacementAddresses(old: FileAddresses, next: FileAddresses): Map<string, string> {
  const oldSizes = old.variants ?? [];
  const newSizes = next.variants ?? [];
  const addresses = new Map<string, string>();
  // An item without sizes (one the seed imported) is shown by its original's address; the app gets every
  // size of the replacement only from a size's address, so such a place gets the largest JPEG or PNG.
  const largestFallback = widestFirst(newSizes, 'jpeg')[0];
  addresses.set(old.url, oldSizes.length === 0 && largestFallback ? largestFallback.url : next.url);
  for (const size of oldSizes) addresses.set(size.url, standIn(size, oldSizes, newSizes)?.url ?? next.url);
  if (old.posterUrl && next.posterUrl) addresses.set(old.posterUrl, next.posterUrl);
  return addresses;
}
