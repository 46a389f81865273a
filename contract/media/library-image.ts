// Names of the media library's image files, shared by the server that writes them and the widgets that
// offer them in `srcset` (docs/media-library.md). An image field keeps the address of one size; every other
// size of the same image follows from that address alone, so showing them costs no lookup.

/** Widths generated for every library image (those below the original's, then the original's, at most 1920). */
export const LIBRARY_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type LibraryImageFormat = 'webp' | 'jpeg' | 'png' | 'gif';
const EXTENSIONS: Record<LibraryImageFormat, string> = { webp: 'webp', jpeg: 'jpg', png: 'png', gif: 'gif' };

/** `img-<32 hex of the original's SHA-256>[-<width>].<extension>`: the original has no width. */
export const LIBRARY_IMAGE_NAME = /^img-[0-9a-f]{32}(?:-\d{1,5})?\.(?:webp|jpg|png|gif)$/;
const SIZE_ADDRESS = /^(.*\/)?img-([0-9a-f]{32})-(\d{1,5})\.(webp|jpg|png)$/;

/** The widths of an image `originalWidth` pixels wide, narrowest first. */
export function libraryImageWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, LIBRARY_IMAGE_WIDTHS[LIBRARY_IMAGE_WIDTHS.length - 1]);
  return [...LIBRARY_IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

/** The stored name of one size (`width`) or of the original (no width). */
export function libraryImageName(originalHash: string, format: LibraryImageFormat, width?: number): string {
  return `img-${originalHash.slice(0, 32)}${width === undefined ? '' : `-${width}`}.${EXTENSIONS[format]}`;
}

export interface LibrarySrcsets {
  /** Every size as WebP, for a `<source type="image/webp">`. */
  webp: string;
  /** Every size in the format the address names (JPEG or PNG), for the `<img>` itself. */
  fallback: string;
}

/**
 * Every size of the library image whose size `address` names (what image fields keep), as two `srcset`
 * values; null for any other address (a seeded file, an outside picture), which is shown as it is.
 */
export function librarySrcsets(address: string): LibrarySrcsets | null {
  const match = SIZE_ADDRESS.exec(address);
  if (!match) return null;
  const [, folder = '', hash, widthText, extension] = match;
  const widths = libraryImageWidths(Number(widthText));
  const list = (ext: string) => widths.map((width) => `${folder}img-${hash}-${width}.${ext} ${width}w`).join(', ');
  return { webp: list('webp'), fallback: extension === 'webp' ? address : list(extension) };
}
