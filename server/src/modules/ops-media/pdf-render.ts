import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What reading a PDF found: its page count and first page, or why it cannot be taken. */
export type PdfReading = { kind: 'read'; pages: number; jpeg: Uint8Array; width: number; height: number } | { kind: 'encrypted' } | { kind: 'corrupt' };

/** The thumbnail's width: sharp at 320 CSS pixels on a 2× screen, like an image's 640 size. */
const PDF_THUMBNAIL_WIDTH = 640;
/** A page far taller than wide (a long flow chart) is drawn narrower rather than taller than this. */
const PDF_THUMBNAIL_MAX_HEIGHT = PDF_THUMBNAIL_WIDTH * 3;
/**
 * An embedded picture larger than this many pixels is left out of the thumbnail rather than decoded (the
 * image limit's 50 megapixels: a 600 dpi A4 scan is 35).
 */
const MAX_EMBEDDED_IMAGE_PIXELS = 50_000_000;
const JPEG_QUALITY = 82;
/**
 * The page count is the page tree's own claim (/Count), read without visiting the pages; a claim past this
 * (no real guideline comes near) is a damaged or forged file, and would not fit the column either.
 */
const MAX_PAGES = 100_000;

/** pdf.js's own data: CMaps (the encodings of Chinese CID fonts), the 14 standard fonts, its WASM decoders, ICC profiles. */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Opens a PDF and draws its first page only, about 640 pixels wide, as a JPEG. pdf.js reads the page
 * count from the page tree and parses only the objects the first page needs, so a 200-page guideline
 * costs what its first page costs. Run on a thread of its own (pdf-worker.ts): pdf.js decodes fonts and
 * images synchronously in the thread that calls it.
 */
export async function readPdfFirstPage(data: Uint8Array): Promise<PdfReading> {
  const loading = getDocument({
    data,
    cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
    standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
    wasmUrl: `${join(PDFJS_DIR, 'wasm')}/`,
    iccUrl: `${join(PDFJS_DIR, 'iccs')}/`,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    // Drawn as a reader would: a broken drawing command is skipped, not a reason to refuse the file.
    stopAtErrors: false,
    enableXfa: false,
    // Warnings about the document's own quirks are not the server's to log.
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    if (!Number.isInteger(document.numPages) || document.numPages < 1 || document.numPages > MAX_PAGES) {
      return { kind: 'corrupt' };
    }
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(PDF_THUMBNAIL_WIDTH / natural.width, PDF_THUMBNAIL_MAX_HEIGHT / natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    // pdf.js's types name the DOM's canvas; @napi-rs/canvas is the canvas it uses itself under Node.
    await page.render({ canvas: canvas as unknown as Parameters<PDFPageProxy['render']>[0]['canvas'], viewport }).promise;
    const jpeg = await canvas.encode('jpeg', JPEG_QUALITY);
    return { kind: 'read', pages: document.numPages, jpeg, width: canvas.width, height: canvas.height };
  } catch (error) {
    // Only an open (user) password stops pdf.js; a file with an owner password alone opens and is taken.
    if ((error as { name?: string }).name === 'PasswordException') return { kind: 'encrypted' };
    // Anything else pdf.js cannot get past (no document structure, a missing first page) is damage.
    return { kind: 'corrupt' };
  } finally {
    await loading.destroy();
  }
}
