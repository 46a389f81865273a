import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '../../../../contract/share/share-texts';
import { looksLikeSvg, rasterizeSvg } from './rasterize-svg';

/**
 * Debian's fonts-noto-cjk by family name: the system font manager picks the Simplified Chinese face
 * (registering the .ttc file directly would pick its first, Japanese, face).
 */
export const POSTER_FONT = '"Noto Sans CJK SC", sans-serif';

export const POSTER = { width: 600, height: 900, coverHeight: 338, qrSize: 200, margin: 40 } as const;
/** Where the QR code sits (tests check it is really drawn there). */
export const QR_BOX = { x: POSTER.width - POSTER.margin - POSTER.qrSize, y: POSTER.height - POSTER.margin - POSTER.qrSize - 20, size: POSTER.qrSize };

export interface PosterInput {
  title: string;
  /** A local image file (PNG, JPEG or SVG) for the cover; missing or unreadable → a plain brand block. */
  coverFile: string | null;
  shareUrl: string;
}

/** The share card's thumbnail of an SVG cover: a PNG `width` pixels wide (WeChat's cards take PNG or JPEG only). */
export interface ThumbnailInput {
  thumbnail: { coverFile: string; width: number };
}

/** One job of the drawing threads: a poster, or a cover's PNG thumbnail. */
export type DrawingInput = PosterInput | ThumbnailInput;

export async function renderThumbnail({ coverFile, width }: ThumbnailInput['thumbnail']): Promise<Buffer> {
  const bytes = await readFile(coverFile);
  if (!looksLikeSvg(bytes)) throw new Error('the cover is not an SVG file');
  return rasterizeSvg(bytes, width);
}

export function renderDrawing(input: DrawingInput): Promise<Buffer> {
  return 'thumbnail' in input ? renderThumbnail(input.thumbnail) : renderPoster(input);
}

/** Breaks a Chinese title into at most `maxLines` lines that fit `width`, the last cut with …. */
function wrapText(ctx: SKRSContext2D, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > width && line) {
      lines.push(line);
      line = ch;
      if (lines.length === maxLines) break;
    } else {
      line += ch;
    }
  }
  if (lines.length < maxLines && line) lines.push(line);
  const used = lines.join('').length;
  if (used < Array.from(text).length && lines.length > 0) {
    let last = lines[lines.length - 1];
    while (last && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1);
    lines[lines.length - 1] = `${last}…`;
  }
  return lines;
}

async function drawCover(ctx: SKRSContext2D, coverFile: string | null): Promise<void> {
  ctx.fillStyle = '#2f6fed';
  ctx.fillRect(0, 0, POSTER.width, POSTER.coverHeight);
  if (!coverFile) return;
  try {
    const bytes = await readFile(coverFile);
    const image = await loadImage(looksLikeSvg(bytes) ? rasterizeSvg(bytes, POSTER.width) : bytes);
    // Cover-fit: fill the box, crop the overflow.
    const scale = Math.max(POSTER.width / image.width, POSTER.coverHeight / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    ctx.drawImage(image, (POSTER.width - w) / 2, (POSTER.coverHeight - h) / 2, w, h);
  } catch {
    // A broken cover must not cost the poster: the brand block stays.
  }
}

/** The share poster as PNG bytes: cover, title, QR code of the share link, product name. */
export async function renderPoster(input: PosterInput): Promise<Buffer> {
  const canvas = createCanvas(POSTER.width, POSTER.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, POSTER.width, POSTER.height);
  await drawCover(ctx, input.coverFile);

  ctx.fillStyle = '#1a1a1a';
  ctx.font = `bold 34px ${POSTER_FONT}`;
  ctx.textBaseline = 'top';
  const lines = wrapText(ctx, input.title, POSTER.width - POSTER.margin * 2, 3);
  lines.forEach((text, i) => ctx.fillText(text, POSTER.margin, POSTER.coverHeight + 36 + i * 48));

  const qr = QRCode.create(input.shareUrl, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const quiet = 2;
  const cell = POSTER.qrSize / (cells + quiet * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(QR_BOX.x, QR_BOX.y, QR_BOX.size, QR_BOX.size);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      if (qr.modules.get(row, col)) {
        ctx.fillRect(QR_BOX.x + (col + quiet) * cell, QR_BOX.y + (row + quiet) * cell, Math.ceil(cell), Math.ceil(cell));
      }
    }
  }

  ctx.fillStyle = '#2f6fed';
  ctx.font = `bold 44px ${POSTER_FONT}`;
  ctx.fillText(PRODUCT_NAME, POSTER.margin, QR_BOX.y + 30);
  ctx.fillStyle = '#666666';
  ctx.font = `24px ${POSTER_FONT}`;
  ctx.fillText('长按识别二维码', POSTER.margin, QR_BOX.y + 100);
  ctx.fillText('一站式垂直医生社区', POSTER.margin, QR_BOX.y + 140);

  // Synchronous on purpose: this runs on a drawing thread (poster-pool.ts), and the async encoder would
  // move the work onto libuv's process-wide pool, which the API's own file reads wait on.
  return canvas.encodeSync('png');
}
