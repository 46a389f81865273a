import sanitizeHtml from 'sanitize-html';
import { createMediaImageSizes, fileStamp, type FileStamp, type MediaImageSizes } from './image-size';

/**
 * Article HTML is written by operators and copied from other sites, so it is sanitised on the server
 * (on write by the seed and admin tools, and again on every read) with an allow-list: text structure,
 * tables, images and http(s) links. Nothing that runs code survives (script, style, iframe, on*,
 * javascript: URLs); the client renders the result as is.
 */

/** The project's image proxy; external images are fetched through it (see modules/image-proxy). */
export const IMAGE_PROXY_PATH = '/course/api/image-proxy';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'strong',
  'b',
  'em',
  'i',
  'img',
  'a',
];

const NUMERIC = /^\d{1,4}$/;
/** The largest size NUMERIC lets through. */
const MAX_SIZE_ATTRIBUTE = 9999;
const HTTP_URL = /^https?:\/\//i;
/**
 * The app's own content screens, which the back office links bodies to (picked from published content):
 * a screen and an id, nothing else, so a body cannot point at an API path or carry a query.
 */
const CONTENT_SCREEN =
  /^\/(article-detail|article-column|case-column|course-detail|course-column|video-detail|video-column|short-video-detail|live-detail|live-column|medical-column-detail|topic-detail|activity-detail|download-detail|image-text|meeting)\/[A-Za-z0-9-]{1,64}$/;

/**
 * Absolute http(s) URLs, or our own media and proxy paths. Other same-site paths are refused: an <img>
 * GET on an API path would have side effects (view counters); "//host" would inherit the page's scheme.
 */
function isAllowedImageSrc(src: string): boolean {
  return HTTP_URL.test(src) || src.startsWith('/media/') || src.startsWith(`${IMAGE_PROXY_PATH}?`);
}

export function proxiedImageUrl(src: string): string {
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(src)}`;
}

export interface SanitizeOptions {
  /** Point absolute http(s) image URLs at the image proxy (on read; the stored HTML keeps the original). */
  proxyImages?: boolean;
}

/**
 * Our own images (/media/…) get their intrinsic width/height when the HTML has none, so the page keeps
 * their box before they load (article bodies here, the other rich bodies in downloads/rich-html.ts). Off until the app names the media folder (DATA_DIR/media, set once at
 * start-up by buildApp); the seed sanitises before its files exist and adds no sizes.
 */
let mediaImages: MediaImageSizes | undefined;
/** How long a remembered result is trusted before its media files are looked at again (see memo). */
let recheckMs = 0;
let clock: () => number = () => performance.now();

export interface MediaDirOptions {
  /** A remembered result's files are stat'ed at most this often (0: on every use). The app uses a few seconds. */
  recheckMs?: number;
  /** Monotonic milliseconds (tests move it). */
  now?: () => number;
}

export function setArticleMediaDir(mediaDir: string | undefined, options: MediaDirOptions = {}): void {
  mediaImages = mediaDir === undefined ? undefined : createMediaImageSizes(mediaDir);
  recheckMs = options.recheckMs ?? 0;
  clock = options.now ?? (() => performance.now());
  // Results made with the previous folder (or none) may have other sizes.
  memo.clear();
  memoChars = 0;
}

/** A media file a result's image sizes were read from, with its stamp at the time. */
export type Dependency = readonly [file: string, stamp: FileStamp];

interface Remembered {
  html: string;
  dependencies: readonly Dependency[];
  /** When the dependencies were last found unchanged (clock()). */
  checkedAt: number;
}

/**
 * Sanitised results by input: a detail page read again and again is parsed once, not on every
 * request. The output depends on the HTML, the options and the media files whose sizes went into it;
 * a hit is used only while those files are unchanged (one stat each, no read, at most once per
 * `recheckMs`: a detail read again and again does not stat its images every time), so a replaced image
 * gets its new size within that time. Bounded by entries and by total characters; least recently used dropped
 * first. An edited body is a different key, so it is sanitised afresh.
 */
const MEMO_MAX_ENTRIES = 500;
const MEMO_MAX_CHARS = 8_000_000;
const memo = new Map<string, Remembered>();
let memoChars = 0;

const sizeOf = (key: string, value: Remembered) => key.length + value.html.length;

function remember(key: string, value: Remembered): void {
  const size = sizeOf(key, value);
  if (size > MEMO_MAX_CHARS / 8) return;
  const previous = memo.get(key);
  if (previous) {
    memo.delete(key);
    memoChars -= sizeOf(key, previous);
  }
  memo.set(key, value);
  memoChars += size;
  while (memo.size > MEMO_MAX_ENTRIES || memoChars > MEMO_MAX_CHARS) {
    const [oldKey, oldValue] = memo.entries().next().value as [string, Remembered];
    memo.delete(oldKey);
    memoChars -= sizeOf(oldKey, oldValue);
  }
}

export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  const key = `${options.proxyImages ? 'p' : '-'}${html}`;
  const cached = memo.get(key);
  if (cached !== undefined && dependenciesUnchanged(cached)) {
    // Most recently used last.
    memo.delete(key);
    memo.set(key, cached);
    return cached.html;
  }
  const dependencies: Dependency[] = [];
  const clean = sanitizeNow(html, options, dependencies);
  remember(key, { html: clean, dependencies, checkedAt: clock() });
  return clean;
}

function dependenciesUnchanged(remembered: Remembered): boolean {
  if (remembered.dependencies.length === 0) return true;
  const now = clock();
  if (now - remembered.checkedAt < recheckMs) return true;
  if (!remembered.dependencies.every(([file, stamp]) => fileStamp(file) === stamp)) return false;
  remembered.checkedAt = now;
  return true;
}

/**
 * Width and height for an image of ours that lacks them: both from the file, or the missing one from
 * the given one and the file's proportions. Sizes beyond what the sanitiser accepts are scaled down
 * (the proportions are what reserves the box; CSS caps the width anyway).
 */
export function withIntrinsicSize(attribs: Record<string, string>, dependencies: Dependency[] = []): void {
  if (!mediaImages || !attribs.src?.startsWith('/media/') || (attribs.width && attribs.height)) return;
  const found = mediaImages.lookup(attribs.src);
  if (!found) return;
  dependencies.push([found.file, found.stamp]);
  if (!found.size) return;
  const { width, height } = found.size;
  const { width: givenWidth, height: givenHeight } = attribs;
  if (givenWidth || givenHeight) {
    // The given one is kept; the other follows the file's proportions (width written first either way).
    const other = Math.max(1, Math.round(givenWidth ? (Number(givenWidth) * height) / width : (Number(givenHeight) * width) / height));
    if (other > MAX_SIZE_ATTRIBUTE) return;
    delete attribs.height;
    attribs.width = givenWidth ?? String(other);
    attribs.height = givenHeight ?? String(other);
    return;
  }
  const scale = Math.min(1, MAX_SIZE_ATTRIBUTE / Math.max(width, height));
  attribs.width = String(Math.max(1, Math.round(width * scale)));
  attribs.height = String(Math.max(1, Math.round(height * scale)));
}

function sanitizeNow(html: string, options: SanitizeOptions, dependencies: Dependency[]): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      img: ['src', 'alt', 'width', 'height'],
      a: ['href', 'rel', 'target'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https'], a: ['http', 'https'] },
    allowProtocolRelative: false,
    // Text inside dropped script/style/iframe… must not leak into the page as visible text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        // A content screen of the app opens in the app; other than that http(s) only: other relative and
        // other-scheme links are dropped with their href (the text stays).
        if (CONTENT_SCREEN.test(href)) return { tagName: 'a', attribs: { href } };
        if (!HTTP_URL.test(href)) return { tagName: 'a', attribs: {} as Record<string, string> };
        return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } };
      },
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const out: Record<string, string> = {};
        if (isAllowedImageSrc(src)) out.src = options.proxyImages && HTTP_URL.test(src) ? proxiedImageUrl(src) : src;
        if (attribs.alt) out.alt = attribs.alt;
        if (attribs.width && NUMERIC.test(attribs.width)) out.width = attribs.width;
        if (attribs.height && NUMERIC.test(attribs.height)) out.height = attribs.height;
        withIntrinsicSize(out, dependencies);
        return { tagName: 'img', attribs: out };
      },
    },
    // An image without a usable source is just noise.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
