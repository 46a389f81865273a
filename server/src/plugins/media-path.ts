import { posix } from 'node:path';
import { LIBRARY_DOCUMENT_NAME } from '../../../contract/media/library-document';
import { LIBRARY_IMAGE_NAME } from '../../../contract/media/library-image';
import { LIBRARY_HLS_NAME, LIBRARY_VIDEO_NAME } from '../../../contract/media/library-video';

/** Where generated and uploaded media are served; the static handler's route is `${MEDIA_PREFIX}*`. */
export const MEDIA_PREFIX = '/media/';
export const MEDIA_ROUTE = `${MEDIA_PREFIX}*`;

/**
 * Rounds of percent-decoding looked through. The static handler decodes once; a spelling still encoded
 * after this many rounds is treated as the most dangerous thing it could be.
 */
const MAX_DECODE_ROUNDS = 3;

/**
 * Every path a request URL may stand for once decoded and normalised: one per decoding round
 * (`/media/%2575ploads/x` → `/media/%75ploads/x`, `/media/uploads/x`), lower-cased, backslashes read as
 * slashes, `.`/`..`/`//` segments resolved, query and fragment dropped. `null` when the URL cannot be
 * decoded (malformed escapes) or stays encoded past the last round: callers assume the worst then.
 */
export function pathSpellings(url: string): string[] | null {
  let current = url.split(/[?#]/, 1)[0];
  const spellings: string[] = [];
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    spellings.push(posix.normalize(current.replace(/\\/g, '/').toLowerCase()));
    if (!current.includes('%')) return spellings;
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether `path` (normalised) is `folder` or inside it. */
function isWithin(path: string, folder: string): boolean {
  const base = folder.endsWith('/') ? folder.slice(0, -1) : folder;
  return path === base || path.startsWith(`${base}/`);
}

/**
 * True when the URL could reach a file under `folder` (e.g. `/media/uploads/`) however it is spelled
 * (encoded, doubled or dotted segments, other case, backslashes), and for any URL that cannot be
 * decoded: headers that make a file inert are chosen on this, so doubt counts as inside.
 */
export function mayReach(url: string, folder: string): boolean {
  const spellings = pathSpellings(url);
  return spellings === null || spellings.some((path) => isWithin(path, folder.toLowerCase()));
}

/**
 * True when a URL that starts at `root` (e.g. `/media/`) leaves it once decoded and normalised, or
 * cannot be decoded: such a request is refused before any file handler sees it.
 */
export function escapesRoot(url: string, root: string): boolean {
  const spellings = pathSpellings(url);
  return spellings === null || spellings.some((path) => !isWithin(path, root.toLowerCase()));
}

/** The file extension (lower case, no dot) of the fully decoded path, '' when there is none. */
export function decodedExtension(url: string): string {
  const spellings = pathSpellings(url);
  const last = spellings?.at(-1) ?? '';
  return posix.extname(last).slice(1);
}

/**
 * /media/uploads/img-…, vid-…, hls-…, doc-…: a media library file, whose name is never reused for other bytes
 * (contract/media/library-image.ts, library-video.ts, library-document.ts).
 */
export function isContentAddressedUpload(url: string): boolean {
  const path = url.split('?')[0];
  if (!path.startsWith(`${MEDIA_PREFIX}uploads/`)) return false;
  const name = path.slice(`${MEDIA_PREFIX}uploads/`.length);
  return LIBRARY_IMAGE_NAME.test(name) || LIBRARY_VIDEO_NAME.test(name) || LIBRARY_HLS_NAME.test(name) || LIBRARY_DOCUMENT_NAME.test(name);
}
