import sanitizeHtml from 'sanitize-html';
import { createMediaImageSizes, fileStamp, type FileStamp, type MediaImageSizes } from './image-size';

/**
 * The one allow-list every HTML that reaches a page passes (docs/security.md, "Rich HTML"): article,
 * course, live, meeting, topic, download and activity bodies (on save by the back office and again on every
 * read), and the HTML a layout section carries itself (a rich-text `html`, a live column tab's content;
 * layout-html.ts). Operators write it and paste it from other sites, and an editor's draft is shown to a
 * publisher, so nothing in it may act: no script, style, form, input, button, iframe or other embedded
 * document, no event handler, no link but https and the app's own content screens (opened as we say, not
 * with a `target` the author chose), no style but text alignment and colour (nothing can cover the page).
 * This file is the only one that imports sanitize-html (also for reading and rewriting image addresses).
 */

/** The project's image proxy; external images are fetched through it (see modules/image-proxy). */
export const IMAGE_PROXY_PATH = '/course/api/image-proxy';

const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
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
  'figure',
  'figcaption',
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
  'u',
  'sub',
  'sup',
  'img',
  'a',
];

/** Attributes by tag ('*': every allowed tag). `a`'s rel and target are ours (see the link rule), never the author's. */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'alt', 'width', 'height'],
  a: ['href'],
  // A heading may be a link's anchor (/ys#privacy): a plain lower-case name (HEADING_ID), nothing a script reads.
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']])),
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['style'],
};

const HEADING_ID = /^[a-z][a-z0-9-]{0,39}$/;

/** The only style properties kept: none of them can move a box out of its place or over the page. */
const ALLOWED_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  'text-align': [/^(left|right|center|justify)$/],
  color: [/^#[0-9a-f]{3,6}$/i],
};

/** Text inside these is never text of the page (or, for a button, means nothing without its action): dropped with the element. */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'select', 'button'];

const NUMERIC = /^\d{1,4}$/;
/** The largest size NUMERIC lets through. */
const MAX_SIZE_ATTRIBUTE = 9999;
const HTTP_URL = /^https?:\/\//i;
/** Links leave the app only for https pages. */
const HTTPS_URL = /^https:\/\//i;
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

export function sanitizeRichHtml(html: string, options: SanitizeOptions = {}): string {
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

/** Where a link may go: a content screen of the app (opened in the app), or an https page (in a new tab). */
function linkAttributes(href: string): Record<string, string> {
  if (CONTENT_SCREEN.test(href)) return { href };
  if (HTTPS_URL.test(href)) return { href, rel: 'noopener noreferrer nofollow', target: '_blank' };
  return {};
}

function sanitizeNow(html: string, options: SanitizeOptions, dependencies: Dependency[]): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    // rel and target only as linkAttributes sets them.
    allowedAttributes: { ...Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])), a: ['href', 'rel', 'target'] },
    allowedStyles: { '*': Object.fromEntries(Object.entries(ALLOWED_STYLES).map(([name, values]) => [name, [...values]])) },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https'], a: ['https'] },
    allowProtocolRelative: false,
    // Text inside dropped script/style/iframe… must not leak into the page as visible text.
    nonTextTags: NON_TEXT_TAGS,
    transformTags: {
      ...Object.fromEntries(
        ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [
          tag,
          (tagName: string, attribs: Record<string, string>) => {
            const { id, ...rest } = attribs;
            return { tagName, attribs: id !== undefined && HEADING_ID.test(id) ? { ...rest, id } : rest };
          },
        ]),
      ),
      // Other relative and other-scheme links are dropped with their href (the text stays).
      a: (_tagName, attribs) => ({
        tagName: 'a',
        attribs: { ...linkAttributes(attribs.href?.trim() ?? ''), ...(attribs.style ? { style: attribs.style } : {}) },
      }),
      img: (_tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const out: Record<string, string> = {};
        if (isAllowedImageSrc(src)) out.src = options.proxyImages && HTTP_URL.test(src) ? proxiedImageUrl(src) : src;
        if (attribs.alt) out.alt = attribs.alt;
        if (attribs.width && NUMERIC.test(attribs.width)) out.width = attribs.width;
        if (attribs.height && NUMERIC.test(attribs.height)) out.height = attribs.height;
        if (attribs.style) out.style = attribs.style;
        withIntrinsicSize(out, dependencies);
        return { tagName: 'img', attribs: out };
      },
    },
    // An image without a usable source is just noise.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** The style declarations of an attribute value, as property → value (lower-case property names). */
function declarations(style: string): Array<[string, string]> {
  return style
    .split(';')
    .map((part) => part.split(':'))
    .filter((pair) => pair.length >= 2 && pair[0].trim() !== '')
    .map(([name, ...value]) => [name.trim().toLowerCase(), value.join(':').trim()]);
}

/**
 * What in `html` the allow-list would remove, in words an operator understands (each once, in order):
 * "<form>", "onclick 属性", "javascript: 链接", "样式 position". Empty: the HTML passes as written (the
 * sanitiser may still add sizes, rel and target). Where a save refuses instead of cleaning (layouts), the
 * refusal names these.
 */
export function disallowedHtml(html: string): string[] {
  const found = new Set<string>();
  const allowed = new Set(ALLOWED_TAGS);
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only read here (the output is dropped): nothing this call returns reaches a page.
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => {
      if (!allowed.has(tag)) {
        found.add(`<${tag}>`);
        return;
      }
      const names = new Set([...(ALLOWED_ATTRIBUTES[tag] ?? []), ...ALLOWED_ATTRIBUTES['*']]);
      for (const [name, value] of Object.entries(attribs)) {
        if (!names.has(name)) found.add(`${name} 属性`);
        else if (name === 'href' && Object.keys(linkAttributes(value.trim())).length === 0) {
          const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
          found.add(scheme ? `${scheme}: 链接` : `链接 ${value.slice(0, 40)}`);
        } else if (name === 'src' && !isAllowedImageSrc(value.trim())) found.add(`图片地址 ${value.slice(0, 40)}`);
        else if (name === 'id' && !HEADING_ID.test(value)) found.add(`id ${value.slice(0, 40)}`);
        else if (name === 'style')
          for (const [property, propertyValue] of declarations(value))
            if (!(ALLOWED_STYLES[property] ?? []).some((pattern) => pattern.test(propertyValue))) found.add(`样式 ${property}`);
      }
    },
  });
  return [...found];
}

/** Each distinct value of `attribute` on `tag` elements of `html` that `wanted` accepts, in order. */
export function attributeValues(html: string, tag: string, attribute: string, wanted: (value: string) => boolean): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only read here (the output is dropped): nothing this call returns reaches a page.
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => {
      const value = name === tag ? attribs[attribute] : undefined;
      if (value && wanted(value)) found.add(value);
    },
  });
  return [...found];
}

/**
 * `html` with its <img> addresses replaced by `replacement` (others as they are), then through the
 * allow-list: the result of a rewrite is as safe as any sanitised body.
 */
export function withImageSources(html: string, replacement: (src: string) => string | undefined): string {
  const rewritten = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only the picture addresses change here; the allow-list runs on the result below.
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(attribs.src ? { src: replacement(attribs.src) ?? attribs.src } : {}) } }),
    },
  });
  return sanitizeRichHtml(rewritten);
}
