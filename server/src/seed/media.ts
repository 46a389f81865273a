import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { appPath } from '../app-root';
import { rasterizeSvgAsync } from '../modules/share/rasterize-svg';
import { drawingCacheKey } from './drawing-cache-key';
import { coverColors, coverStyle, emblemSquare, iconCover, organisationLogo, wideCover, type CoverStyle } from './cover-art';
import { escapeXml, FONT } from './svg-text';

/** DATA_DIR/media, served by the app at /media. */
export function mediaDir(dataDir: string): string {
  return join(resolve(dataDir), 'media');
}

const sampleDir = appPath('server', 'src', 'seed', 'assets', 'media', 'sample');

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1677ff', '#69b1ff'],
  ['#13a8a8', '#5cdbd3'],
  ['#722ed1', '#b37feb'],
  ['#eb2f96', '#ff85c0'],
  ['#fa8c16', '#ffc069'],
  ['#52c41a', '#95de64'],
  ['#2f54eb', '#85a5ff'],
  ['#cf1322', '#ff7875'],
];

export interface CoverSpec {
  title: string;
  subtitle?: string;
  /**
   * 'wide' 16:9 card cover (default), 'square' logo/avatar, 'icon' entrance icon, 'tall' full-screen advert,
   * 'logo' an organisation's emblem and name, 'qr' a QR code of `link` with the title under it.
   */
  shape?: 'wide' | 'square' | 'icon' | 'tall' | 'logo' | 'qr';
  /** What the QR code ('qr') opens: an absolute URL. */
  link?: string;
}

/** Wide and tall covers are photographs in spirit (JPEG, small); icons, logos, avatars and QR codes keep sharp edges and transparency (PNG). */
export function coverExtension(spec: CoverSpec): 'jpg' | 'png' {
  const shape = spec.shape ?? 'wide';
  return shape === 'wide' || shape === 'tall' ? 'jpg' : 'png';
}

/** Folder under the machine's temp dir where drawn covers are kept by content, shared by every seed run. */
const COVER_CACHE = join(tmpdir(), 'boyihui-seed-covers-v1');

/** Draws a cover to PNG or JPEG bytes (share cards and og:image need raster images, never SVG). */
export async function renderCover(svg: string, spec: CoverSpec): Promise<Buffer> {
  const png = await rasterizeSvgAsync(Buffer.from(svg), coverSize(spec)[0]);
  return coverExtension(spec) === 'jpg' ? sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer() : png;
}

/** Collects the covers the seed references; written once at the end (the DB rows only hold the URL). */
export class CoverRegistry {
  private readonly covers = new Map<string, CoverSpec>();

  /** Registers a cover and returns its URL, e.g. /media/covers/course-12.jpg. */
  add(name: string, spec: CoverSpec): string {
    this.covers.set(name, spec);
    return `/media/covers/${name}.${coverExtension(spec)}`;
  }

  delete(name: string): void {
    this.covers.delete(name);
  }

  /** Every cover: its file name (without extension) and what it shows. */
  entries(): IterableIterator<[string, CoverSpec]> {
    return this.covers.entries();
  }

  get size(): number {
    return this.covers.size;
  }

  /** Each cover's drawing, by file name (with extension). */
  drawings(): Map<string, { svg: string; spec: CoverSpec }> {
    const out = new Map<string, { svg: string; spec: CoverSpec }>();
    let index = 0;
    for (const [name, spec] of this.covers) {
      const fallback = PALETTES[index++ % PALETTES.length];
      out.set(`${name}.${coverExtension(spec)}`, { svg: coverSvg(spec, fallback, coverStyle(name, spec.title, spec.subtitle), name), spec });
    }
    return out;
  }

  /**
   * Draws every cover into DATA_DIR/media/covers. Many covers share a drawing (one kind, specialty and
   * pattern); each drawing is rendered once per machine and kept in a cache by its content.
   */
  async writeAll(dataDir: string): Promise<void> {
    const dir = join(mediaDir(dataDir), 'covers');
    mkdirSync(dir, { recursive: true });
    mkdirSync(COVER_CACHE, { recursive: true });
    const cachedFile = new Map<string, string>();
    const missing = new Map<string, { svg: string; spec: CoverSpec }>();
    for (const [file, drawing] of this.drawings()) {
      const cached = join(COVER_CACHE, `${drawingCacheKey(drawing.svg, 24)}.${coverExtension(drawing.spec)}`);
      cachedFile.set(file, cached);
      if (!existsSync(cached)) missing.set(cached, drawing);
    }
    // Two renderers at a time (the machines have two cores), off the main thread.
    const queue = [...missing];
    const renderNext = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [cached, { svg, spec }] = next;
        const part = `${cached}.${process.pid}.part`;
        writeFileSync(part, await renderCover(svg, spec));
        renameSync(part, cached); // atomic: a parallel seed reads a whole file or none
      }
    };
    await Promise.all([renderNext(), renderNext()]);
    for (const [file, cached] of cachedFile) copyFileSync(cached, join(dir, file));
  }
}

const SIZES = { wide: [640, 360], square: [240, 240], icon: [96, 96], tall: [750, 1334], logo: [240, 240], qr: [240, 240] } as const;

/** A cover's drawn size in pixels. */
export function coverSize(spec: CoverSpec): readonly [number, number] {
  return SIZES[spec.shape ?? 'wide'];
}

/** A scannable QR code of `link` (black modules on white) with the title under it. */
function qrSvg(spec: CoverSpec): string {
  const qr = QRCode.create(spec.link ?? spec.title, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = Math.floor(200 / (count + quiet * 2));
  const size = cell * (count + quiet * 2);
  const offset = (240 - size) / 2;
  let path = '';
  // BitMatrix.get takes (row, column): swapped, the symbol is drawn mirrored about its diagonal, which scanners refuse.
  for (let y = 0; y < count; y++)
    for (let x = 0; x < count; x++) if (qr.modules.get(y, x)) path += `M${(x + quiet) * cell} ${(y + quiet) * cell}h${cell}v${cell}h-${cell}z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="#fff"/><g transform="translate(${offset} 4)"><path d="${path}" fill="#000"/></g><text x="120" y="228" text-anchor="middle" fill="#595959" font-size="14" ${FONT}>${escapeXml(spec.title)}</text></svg>\n`;
}

/** A person's avatar: their initial on a round gradient (people have no photos in the demo). */
function initialAvatar(spec: CoverSpec, [from, to]: readonly [string, string]): string {
  const glyph = escapeXml(Array.from(spec.title)[0] ?? '医');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="240" rx="24" fill="url(#g)"/><text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" font-size="120" font-weight="700" ${FONT}>${glyph}</text></svg>\n`;
}

/**
 * A cover's drawing. `style` (from the cover's name and text) picks its kind, specialty colours and emblem;
 * without it, a titled card in the given colours. `name` tells people's avatars (initials) from logos.
 */
export function coverSvg(spec: CoverSpec, fallback: readonly [string, string], style?: CoverStyle, name = ''): string {
  const shape = spec.shape ?? 'wide';
  const drawn = style ?? { ...coverStyle(name, spec.title, spec.subtitle), titled: true };
  const colors = coverColors(drawn, fallback);
  if (shape === 'qr') return qrSvg(spec);
  if (shape === 'logo') return organisationLogo(colors, drawn, spec.title);
  if (shape === 'icon') return iconCover(SIZES.icon[0], colors, drawn);
  if (shape === 'square') return /^(avatar|topic-expert)-/.test(name) ? initialAvatar(spec, fallback) : emblemSquare(SIZES.square[0], colors, drawn);
  const [w, h] = SIZES[shape];
  return wideCover(w, h, colors, drawn, spec.title, spec.subtitle);
}

export interface SampleVideo {
  videoId: string;
  filePath: string;
  format: 'mp4' | 'm3u8';
  duration: number;
  width: number;
  height: number;
  sizeBytes: number;
}

export const SAMPLE_DURATION_SECONDS = 6;

/** media_files rows of the committed sample video; file_path is relative to DATA_DIR/media. */
export function sampleVideos(): SampleVideo[] {
  const mp4 = statSync(join(sampleDir, 'sample.mp4')).size;
  const hls = readdirSync(join(sampleDir, 'hls')).reduce((sum, f) => sum + statSync(join(sampleDir, 'hls', f)).size, 0);
  const common = { duration: SAMPLE_DURATION_SECONDS, width: 320, height: 180 };
  return [
    { videoId: 'sample-mp4', filePath: 'videos/sample.mp4', format: 'mp4', sizeBytes: mp4, ...common },
    { videoId: 'sample-hls', filePath: 'videos/sample-hls/index.m3u8', format: 'm3u8', sizeBytes: hls, ...common },
  ];
}

/** Copies the sample video (MP4 + HLS) into DATA_DIR/media/videos. */
export function copySampleVideos(dataDir: string): void {
  const videos = join(mediaDir(dataDir), 'videos');
  mkdirSync(join(videos, 'sample-hls'), { recursive: true });
  copyFileSync(join(sampleDir, 'sample.mp4'), join(videos, 'sample.mp4'));
  for (const file of readdirSync(join(sampleDir, 'hls'))) copyFileSync(join(sampleDir, 'hls', file), join(videos, 'sample-hls', file));
}

export const SAMPLE_PDF_URL = '/media/files/sample-guide.pdf';

/** A one-page PDF standing in for guideline files (links of type-1 downloads and course attachments). */
export function writeSamplePdf(dataDir: string): void {
  const dir = join(mediaDir(dataDir), 'files');
  mkdirSync(dir, { recursive: true });
  const stream = 'BT /F1 24 Tf 72 720 Td (Boyihui sample guideline) Tj 0 -36 Td /F1 14 Tf (Placeholder document generated by the seed.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(join(dir, 'sample-guide.pdf'), pdf);
}
