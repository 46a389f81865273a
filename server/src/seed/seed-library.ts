import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type * as schema from '../db/schema';
import type { PdfRegistry } from './guide-pdfs';
import { coverExtension, coverSize, mediaDir, type CoverRegistry } from './media';
import { seedPdfThumbnailPath, seedPdfThumbnailUrl } from './seed-pdf-thumbnails';

type LibraryRow = typeof schema.mediaAssets.$inferInsert;
type VideoRow = typeof schema.mediaFiles.$inferInsert;

/** Who the demo's own media is shown as uploaded by. */
export const SEED_UPLOADER = '博医荟编辑部';

/** What each kind of cover is, by its file name, for the names the library shows. */
const COVER_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(course|video)-column-/, '系列封面'],
  [/^short-video-/, '短视频封面'],
  [/^shortcut-/, '入口图标'],
  [/banner|^advert-|^product-|^live-dialog/, '宣传图'],
  [/^(avatar|topic-expert)-/, '头像'],
  [/^(partner|topic-logo)-/, '标志'],
  [/qrcode/, '二维码'],
  [/^(download-figure|topic-honou?r)-/, '插图'],
];
const coverKind = (name: string) => COVER_KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? '封面';

function fileFacts(path: string): { size: number; sha256: string } {
  const bytes = readFileSync(path);
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The size of a video row's files: the MP4, or every file of an HLS folder. */
function videoFacts(dataDir: string, filePath: string): { size: number; sha256: string } {
  const path = join(mediaDir(dataDir), filePath);
  if (!filePath.endsWith('.m3u8')) return fileFacts(path);
  const folder = join(path, '..');
  const size = readdirSync(folder).reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
  return { size, sha256: fileFacts(path).sha256 };
}

export interface SeedLibrarySources {
  covers: CoverRegistry;
  pdfs: PdfRegistry;
  videos: readonly VideoRow[];
  /** The lecture or short video that plays each clip, for the clip's name. */
  videoTitles: ReadonlyMap<string, string>;
}

/**
 * The seed's media as library items (after its files are written): covers as images, lecture and short
 * clips as videos, guideline PDFs and handouts as documents, all uploaded by 博医荟编辑部, so the demo's
 * library shows what the app shows and refuses to delete what published content uses.
 */
export function seedLibraryRows(dataDir: string, sources: SeedLibrarySources, now: Date): LibraryRow[] {
  const rows: LibraryRow[] = [];
  const base = { uploadedBy: null, uploaderName: SEED_UPLOADER, createdAt: now, variants: [] };
  for (const [name, spec] of sources.covers.entries()) {
    const [width, height] = coverSize(spec);
    const extension = coverExtension(spec);
    const facts = fileFacts(join(mediaDir(dataDir), 'covers', `${name}.${extension}`));
    rows.push({
      ...base,
      ...facts,
      kind: 'image',
      name: `${spec.title}（${coverKind(name)}）.${extension}`,
      mime: extension === 'jpg' ? 'image/jpeg' : 'image/png',
      url: `/media/covers/${name}.${extension}`,
      width,
      height,
    });
  }
  for (const [name, spec] of sources.pdfs.specs) {
    const facts = fileFacts(join(mediaDir(dataDir), 'files', 'guides', `${name}.pdf`));
    // A title page, then one page per chapter (guide-pdfs.ts).
    rows.push({
      ...base,
      ...facts,
      kind: 'document',
      name: `${spec.title}.pdf`,
      mime: 'application/pdf',
      url: `/media/files/guides/${name}.pdf`,
      pages: spec.chapters.length + 1,
      posterUrl: existsSync(seedPdfThumbnailPath(dataDir, name)) ? seedPdfThumbnailUrl(name) : null,
    });
  }
  for (const video of sources.videos) {
    const title = sources.videoTitles.get(video.videoId) ?? '示例视频';
    const hls = video.filePath.endsWith('.m3u8');
    rows.push({
      ...base,
      ...videoFacts(dataDir, video.filePath),
      kind: 'video',
      name: `${title}${hls ? '（HLS）' : ''}.${hls ? 'm3u8' : 'mp4'}`,
      mime: hls ? 'application/vnd.apple.mpegurl' : 'video/mp4',
      url: `/media/${video.filePath}`,
      width: video.width ?? null,
      height: video.height ?? null,
      duration: video.duration ?? null,
    });
  }
  return rows;
}
