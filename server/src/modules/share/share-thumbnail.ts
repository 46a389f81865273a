import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHARE_THUMBNAIL_PATH, SHARE_THUMBNAIL_WIDTH } from '../../../../contract/share/share-image-meta';
import { AppError } from '../../plugins/envelope';
import { PosterBusyError, type PosterDrawingPool } from './poster-pool';
import { PosterStore } from './poster-store';
import { looksLikeSvg } from './rasterize-svg';

export const THUMBNAIL_MESSAGES = { badSource: '参数错误: src 应为本站图片地址', missing: '图片不存在', busy: '服务繁忙，请稍后再试' } as const;
/** Thumbnails are small (about 30 KB each): a budget of their own, apart from the posters'. */
const THUMBNAIL_BUDGET_BYTES = 64 * 1024 * 1024;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Whether a file begins as an SVG does (only its first bytes are read). */
async function isSvgFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return looksLikeSvg(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The thumbnail's file name: one "item" per cover path (an edited cover replaces its older thumbnail), versioned by the file's size and time. */
function thumbnailName(src: string, size: number, mtimeMs: number): string {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  const item = `0-${Number.parseInt(hash(src).slice(0, 8), 16)}`;
  return PosterStore.fileName(item, hash(`${src}:${size}:${mtimeMs}:${SHARE_THUMBNAIL_WIDTH}`).slice(0, 16));
}

/**
 * GET /share/api/thumbnail?src=/media/…: WeChat's share cards and og:image take PNG or JPEG, never SVG. A local
 * SVG cover is drawn once as a PNG (on the poster drawing threads, never the event loop) and the answer
 * redirects to it; a PNG or JPEG cover redirects to itself. Only files of this site's media folder are read.
 */
export function shareThumbnailRoute(
  app: FastifyInstance,
  options: { mediaDir: string; pool: PosterDrawingPool; localFile: (src: string) => string | null },
): void {
  const store = new PosterStore(join(options.mediaDir, 'share-thumbs'), THUMBNAIL_BUDGET_BYTES);
  const drawing = new Map<string, Promise<void>>();

  async function ensure(name: string, coverFile: string): Promise<void> {
    const pending = drawing.get(name);
    if (pending) return pending;
    if (await store.has(name)) return;
    const started = drawing.get(name);
    if (started) return started;
    const draw = options.pool
      .draw({ thumbnail: { coverFile, width: SHARE_THUMBNAIL_WIDTH } })
      .then((png) => store.save(name, png))
      .finally(() => drawing.delete(name));
    drawing.set(name, draw);
    return draw;
  }

  app.get<{ Querystring: { src?: unknown } }>(SHARE_THUMBNAIL_PATH, async (request, reply) => {
    const src = typeof request.query.src === 'string' ? request.query.src.split(/[?#]/)[0] : '';
    const file = src ? options.localFile(src) : null;
    if (!file) throw new AppError(400, THUMBNAIL_MESSAGES.badSource);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new AppError(404, THUMBNAIL_MESSAGES.missing);
    reply.header('cache-control', 'public, max-age=3600');
    if (!(await isSvgFile(file))) return reply.redirect(src, 302);
    const name = thumbnailName(src, info.size, info.mtimeMs);
    try {
      await ensure(name, file);
    } catch (error) {
      if (!(error instanceof PosterBusyError)) throw error;
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      throw new AppError(503, THUMBNAIL_MESSAGES.busy);
    }
    return reply.redirect(`/media/share-thumbs/${name}`, 302);
  });
}
