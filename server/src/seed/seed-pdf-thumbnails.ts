import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPdf } from '../modules/ops-media/pdf-document';
import { drawingCacheKey } from './drawing-cache-key';
import type { PdfRegistry } from './guide-pdfs';
import { mediaDir } from './media';

/** Beside the guides' folder, not in it: that folder holds exactly the PDFs (seed.test.ts counts them). */
const THUMBNAIL_FOLDER = ['files', 'guide-thumbnails'] as const;

/** The first-page thumbnail of the seed's PDF `name` (written by writePdfThumbnails), as the library lists it. */
export const seedPdfThumbnailUrl = (name: string): string => `/media/${THUMBNAIL_FOLDER.join('/')}/${name}.jpg`;

export const seedPdfThumbnailPath = (dataDir: string, name: string): string => join(mediaDir(dataDir), ...THUMBNAIL_FOLDER, `${name}.jpg`);

/**
 * The first page of each seed PDF as the library's upload would draw it (pdf-document.ts), so the demo's
 * documents show a thumbnail like uploaded ones. Each is drawn once per machine into the temporary folder
 * (tests seed often; a PDF's look follows from its spec) and copied into each DATA_DIR.
 */
export async function writePdfThumbnails(dataDir: string, pdfs: PdfRegistry): Promise<void> {
  mkdirSync(join(mediaDir(dataDir), ...THUMBNAIL_FOLDER), { recursive: true });
  for (const [name, spec] of pdfs.specs) {
    const key = drawingCacheKey(spec);
    const cached = join(tmpdir(), `boyihui-seed-pdf-thumbnail-${key}.jpg`);
    if (!existsSync(cached)) {
      const { thumbnail } = await readPdf(readFileSync(join(mediaDir(dataDir), 'files', 'guides', `${name}.pdf`)));
      const work = `${cached}-${process.pid}.tmp`;
      writeFileSync(work, thumbnail.jpeg);
      renameSync(work, cached); // atomic: a parallel seed sees the whole file or none
    }
    copyFileSync(cached, seedPdfThumbnailPath(dataDir, name));
  }
}
