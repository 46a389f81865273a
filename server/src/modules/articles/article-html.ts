import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML is written by operators and copied from other sites, so it is sanitised on the server
 * (on write by the seed and admin tools, and again on every read) with an allow-list: text structure,
 * tables, images and http(s) links. Nothing that runs code survives (script, style, iframe, on*,
 * javascript: URLs); the client renders the result as is.
 */

/** The project's image proxy; external images are fetched through it (see modules/image-proxy). */
export const IMAGE_PROXY_PATH = '/course/api/image-proxy';

const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'strong', 'b', 'em', 'i', 'img', 'a',
];

const NUMERIC = /^\d{1,4}$/;
const HTTP_URL = /^https?:\/\//i;

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
 * Sanitised results by input (sanitising is a pure function of the HTML and the options): a detail page
 * read again and again is parsed once, not on every request. Bounded by entries and by total characters;
 * least recently used dropped first. An edited body is a different key, so it is sanitised afresh.
 */
const MEMO_MAX_ENTRIES = 500;
const MEMO_MAX_CHARS = 8_000_000;
const memo = new Map<string, string>();
let memoChars = 0;

function remember(key: string, value: string): void {
  const size = key.length + value.length;
  if (size > MEMO_MAX_CHARS / 8) return;
  memo.set(key, value);
  memoChars += size;
  while (memo.size > MEMO_MAX_ENTRIES || memoChars > MEMO_MAX_CHARS) {
    const [oldKey, oldValue] = memo.entries().next().value as [string, string];
    memo.delete(oldKey);
    memoChars -= oldKey.length + oldValue.length;
  }
}

export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  const key = `${options.proxyImages ? 'p' : '-'}${html}`;
  const cached = memo.get(key);
  if (cached !== undefined) {
    // Most recently used last.
    memo.delete(key);
    memo.set(key, cached);
    return cached;
  }
  const clean = sanitizeNow(html, options);
  remember(key, clean);
  return clean;
}

function sanitizeNow(html: string, options: SanitizeOptions): string {
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
        // http(s) only: relative and other-scheme links are dropped with their href (the text stays).
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
        return { tagName: 'img', attribs: out };
      },
    },
    // An image without a usable source is just noise.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
