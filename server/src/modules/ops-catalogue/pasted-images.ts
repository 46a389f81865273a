import { attributeValues, withImageSources } from '../../html/rich-html';

// A body pasted from Word or a WeChat article points its pictures at the old site's servers (which may
// refuse other sites, or delete them). On save they are brought into the media library through the image
// proxy's safeguards (allow-listed hosts, public addresses only, checked redirects, size and time limits)
// and the upload's own checks (real image, no decompression bomb), and the body points at the library copy.
// A picture that cannot be brought in keeps its address: the app shows such a picture through the proxy.

/** Pictures brought in per save: a longer paste keeps the rest as they are (the next save brings more). */
export const PASTED_IMAGES_PER_SAVE = 20;

const EXTERNAL = /^https?:\/\//i;

export interface PastedImageStore {
  /** The library address of the picture at `url`; throws when it cannot be fetched or is refused. */
  bring(url: string): Promise<string>;
}

export interface BroughtImages {
  html: string;
  /** Each address that could not be brought in, with why. */
  failed: Array<{ url: string; message: string }>;
}

/** External <img> addresses of `html`, in order, each once. */
export function externalImages(html: string): string[] {
  return attributeValues(html, 'img', 'src', (src) => EXTERNAL.test(src));
}

/** `html` with its external pictures replaced by library copies where they could be brought in. */
export async function bringPastedImages(html: string, store: PastedImageStore): Promise<BroughtImages> {
  const urls = externalImages(html).slice(0, PASTED_IMAGES_PER_SAVE);
  if (urls.length === 0) return { html, failed: [] };
  const brought = new Map<string, string>();
  const failed: BroughtImages['failed'] = [];
  for (const url of urls) {
    try {
      brought.set(url, await store.bring(url));
    } catch (error) {
      failed.push({ url, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (brought.size === 0) return { html, failed };
  const rewritten = withImageSources(html, (src) => brought.get(src));
  return { html: rewritten, failed };
}

/** The input's rich-text fields with their pasted pictures brought in; other fields as they are. */
export async function withLibraryImages(
  input: unknown,
  richTextFields: readonly string[],
  store: PastedImageStore,
): Promise<{ input: unknown; failed: BroughtImages['failed'] }> {
  if (!input || typeof input !== 'object' || Array.isArray(input) || richTextFields.length === 0) return { input, failed: [] };
  const fields: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const failed: BroughtImages['failed'] = [];
  for (const key of richTextFields) {
    const html = fields[key];
    if (typeof html !== 'string') continue;
    const brought = await bringPastedImages(html, store);
    fields[key] = brought.html;
    failed.push(...brought.failed);
  }
  return { input: fields, failed };
}
