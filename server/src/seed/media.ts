import { copyFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appPath } from '../app-root';
import QRCode from 'qrcode';

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

/** The kind label a wide cover carries, by the cover's name prefix (course-12 → 课程). */
const COVER_LABELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^course-column-/, '系列课'],
  [/^course-/, '课程'],
  [/^video-column-/, '视频专辑'],
  [/^video-/, '视频'],
  [/^live-/, '直播'],
  [/^article-column-/, '专栏'],
  [/^article-/, '资讯'],
  [/^case/, '病例'],
  [/^download-/, '指南'],
  [/^short-video-/, '短视频'],
  [/^meeting/, '学术会'],
  [/^topic-\d/, '专题'],
  [/^activity/, '活动'],
];

export function coverLabel(name: string): string | undefined {
  return COVER_LABELS.find(([pattern]) => pattern.test(name))?.[1];
}

/** Collects the covers the seed references; written once at the end (the DB rows only hold the URL). */
export class CoverRegistry {
  private readonly covers = new Map<string, CoverSpec>();

  /** Registers a cover and returns its URL, e.g. /media/covers/course-12.svg. */
  add(name: string, spec: CoverSpec): string {
    this.covers.set(name, spec);
    return `/media/covers/${name}.svg`;
  }

  delete(name: string): void {
    this.covers.delete(name);
  }

  /** Every cover: its file name (without .svg) and what it shows. */
  entries(): IterableIterator<[string, CoverSpec]> {
    return this.covers.entries();
  }

  get size(): number {
    return this.covers.size;
  }

  writeAll(dataDir: string): void {
    const dir = join(mediaDir(dataDir), 'covers');
    mkdirSync(dir, { recursive: true });
    let index = 0;
    for (const [name, spec] of this.covers) {
      writeFileSync(join(dir, `${name}.svg`), coverSvg(spec, PALETTES[index++ % PALETTES.length], coverLabel(name)));
    }
  }
}

const SIZES = { wide: [640, 360], square: [240, 240], icon: [96, 96], tall: [750, 1334], logo: [240, 240], qr: [240, 240] } as const;

/** A cover's drawn size in pixels (its SVG's width and height). */
export function coverSize(spec: CoverSpec): readonly [number, number] {
  return SIZES[spec.shape ?? 'wide'];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps a Chinese title into lines of at most `perLine` characters (max 3 lines, ellipsis after). */
function wrap(text: string, perLine: number): string[] {
  const chars = Array.from(text);
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < 3; i += perLine) lines.push(chars.slice(i, i + perLine).join(''));
  if (chars.length > perLine * 3)
    lines[2] = `${Array.from(lines[2])
      .slice(0, perLine - 1)
      .join('')}…`;
  return lines;
}

const FONT = `font-family="'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"`;

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

/** An organisation's logo: a round emblem with its first character and its name in two lines. */
function logoSvg(spec: CoverSpec, [from, to]: readonly [string, string]): string {
  const chars = Array.from(spec.title);
  const half = Math.ceil(chars.length / 2);
  const lines = chars.length > 7 ? [chars.slice(0, half).join(''), chars.slice(half).join('')] : [spec.title];
  const text = lines
    .map(
      (line, i) => `<text x="120" y="${176 + i * 24}" text-anchor="middle" fill="#262626" font-size="20" font-weight="700" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="240" rx="24" fill="#fff"/><circle cx="120" cy="84" r="56" fill="url(#g)"/><circle cx="120" cy="84" r="46" fill="none" stroke="#fff" stroke-width="3"/><text x="120" y="84" dy="0.35em" text-anchor="middle" fill="#fff" font-size="44" font-weight="700" ${FONT}>${escapeXml(chars[0] ?? '医')}</text>${text}</svg>\n`;
}

export function coverSvg(spec: CoverSpec, [from, to]: readonly [string, string], label?: string): string {
  const shape = spec.shape ?? 'wide';
  if (shape === 'qr') return qrSvg(spec);
  if (shape === 'logo') return logoSvg(spec, [from, to]);
  const [w, h] = SIZES[shape];
  const font = FONT;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  if (shape === 'icon' || shape === 'square') {
    const glyph = escapeXml(Array.from(spec.title)[0] ?? '医');
    const size = Math.round(w * 0.5);
    const radius = shape === 'icon' ? w / 2 : 24;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><clipPath id="c"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath><g clip-path="url(#c)">${gradient}</g><text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" font-size="${size}" font-weight="700" ${font}>${glyph}</text></svg>\n`;
  }
  const perLine = shape === 'tall' ? 9 : 12;
  const fontSize = shape === 'tall' ? 64 : 36;
  const lines = wrap(spec.title, perLine);
  const top = h / 2 - ((lines.length - 1) * fontSize * 1.3) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round(top + i * fontSize * 1.3)}" dy="0.35em" text-anchor="middle" fill="#fff" font-size="${fontSize}" font-weight="700" ${font}>${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitle = spec.subtitle
    ? `<text x="50%" y="${h - fontSize}" text-anchor="middle" fill="#ffffffcc" font-size="${Math.round(fontSize * 0.55)}" ${font}>${escapeXml(spec.subtitle)}</text>`
    : '';
  const deco = `<circle cx="${w * 0.88}" cy="${h * 0.15}" r="${h * 0.35}" fill="#ffffff22"/><circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.3}" fill="#ffffff1a"/>`;
  // An ECG trace across the lower third and a medical cross: the covers read as medical at a glance.
  const y = Math.round(h * 0.72);
  const ecg = `<path d="M0 ${y}H${w * 0.3}l${w * 0.02} -${h * 0.08}l${w * 0.03} ${h * 0.16}l${w * 0.03} -${h * 0.22}l${w * 0.025} ${h * 0.14}H${w}" fill="none" stroke="#ffffff33" stroke-width="${Math.max(2, w / 160)}"/>`;
  const cross = `<path d="M${w - 64} 28h12v12h12v12h-12v12h-12v-12h-12v-12h12z" fill="#ffffff55"/>`;
  const pill = label
    ? `<rect x="20" y="20" width="${Array.from(label).length * 20 + 24}" height="34" rx="17" fill="#00000033"/><text x="32" y="37" dy="0.35em" fill="#fff" font-size="20" ${font}>${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient}${deco}${shape === 'wide' ? ecg + cross + pill : ''}${text}${subtitle}</svg>\n`;
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
