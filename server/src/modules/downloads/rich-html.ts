import sanitizeHtml from 'sanitize-html';
import { withIntrinsicSize } from '../../html/article-html';

/**
 * Sanitises stored HTML bodies (download image-text, meeting news, activities) before they are sent:
 * the client's rich-text widget renders what it gets, so scripts, handlers and foreign frames go here.
 * External images are NOT proxied here — only article bodies take external images (the articles
 * module's proxy); these bodies hold our own /media images.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i] } },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Our own images get their width/height from the file (as in articles), so text keeps its place while they load.
  transformTags: {
    img: (tagName, attribs) => {
      const out = { ...attribs };
      // Only plain pixel sizes; an unusable one ("100%") counts as none and is read from the file instead.
      for (const side of ['width', 'height'] as const) if (out[side] !== undefined && !/^\d{1,4}$/.test(out[side])) delete out[side];
      withIntrinsicSize(out);
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
