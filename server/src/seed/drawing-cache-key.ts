import { createHash } from 'node:crypto';
import { cjkFontsInstalled } from '../modules/share/rasterize-svg';

/**
 * The name under which the seed keeps a drawn file (cover, slide video, PDF, thumbnail) in the machine's
 * temp folder: a hash of what it shows and of whether the Chinese fonts were there. Drawn without them its
 * text is empty boxes, so such a file is never reused once the fonts are installed.
 */
export function drawingCacheKey(content: unknown, length = 16): string {
  return createHash('sha256')
    .update(JSON.stringify({ content, fonts: cjkFontsInstalled() }))
    .digest('hex')
    .slice(0, length);
}
