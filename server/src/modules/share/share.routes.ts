import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, refuseWith } from '../../plugins/envelope';
import { shareTexts } from '../../../../contract/share/share-texts';
import { findUserPoint, awardQuietly } from '../points';
import type { PosterInput } from './poster';
import type { PosterConfig } from './poster-config';
import { PosterBusyError, PosterDrawingPool } from './poster-pool';
import { PosterStore } from './poster-store';
import { issueShareTicket, verifyShareTicket } from './share-ticket';
import { findShareItem, SHARE_ROUTES, type ShareItem, type ShareType } from './share.repository';
import { shareThumbnailRoute } from './share-thumbnail';
import { catalogueRoute } from '../../plugins/catalogue';

export interface ShareRoutesOptions {
  /** DATA_DIR/media, served at /media. */
  mediaDir: string;
  /** PUBLIC_ORIGIN; unset = the request's own origin. */
  publicOrigin?: string;
  posters: PosterConfig;
}

export const SHARE_MESSAGES = { notFound: '内容不存在', busy: '服务繁忙，请稍后再试', badHost: '请求错误: Host 无效' } as const;
/** Bump when the poster's drawing changes so cached files are made again. */
const POSTER_VERSION = 2;
/** What a busy answer tells the client to wait: about one queue's worth of drawings. */
const BUSY_RETRY_AFTER_SECONDS = 5;
/** A drawing taking longer is given up (its thread replaced); normal drawings take well under a second. */
const DRAWING_TIMEOUT_MS = 60_000;

/** A local cover (/media/…) as a file inside the media folder; remote or escaping paths → null. */
export function localCoverFile(mediaDir: string, coverImg: string): string | null {
  if (!coverImg.startsWith('/media/')) return null;
  const root = resolve(mediaDir);
  let path: string;
  try {
    path = decodeURIComponent(coverImg.slice('/media/'.length).split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const file = resolve(root, path);
  return file.startsWith(root + sep) ? file : null;
}

export function shareUrl(origin: string, type: ShareType, id: number, contentType?: number): string {
  const url = new URL(`/${SHARE_ROUTES[type]}/${id}`, origin);
  if (contentType) url.searchParams.set('content_type', String(contentType));
  url.searchParams.set('source_type', '1');
  return url.href;
}

/** The origin share links point to: PUBLIC_ORIGIN, else the request's own; null when its Host is not a plain host[:port]. */
export function linkOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, publicOrigin: string | undefined): string | null {
  if (publicOrigin) return publicOrigin;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return url.href === `${url.origin}/` ? url.origin : null;
  } catch {
    return null;
  }
}

/** Size and mtime of the cover file, so replacing the file under the same URL draws the poster again. */
async function coverStamp(coverFile: string | null): Promise<string> {
  if (!coverFile) return 'none';
  const info = await stat(coverFile).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}` : 'missing';
}

/** The poster's file name: its item, and a hash of everything drawn on it (so an edit makes a new version). */
async function posterFileName(type: ShareType, item: ShareItem, input: PosterInput): Promise<string> {
  const version = createHash('sha256')
    .update(JSON.stringify([POSTER_VERSION, input.title, item.coverImg, await coverStamp(input.coverFile), input.shareUrl]))
    .digest('hex')
    .slice(0, 16);
  return PosterStore.fileName(`${type}-${item.id}`, version);
}

/**
 * Share posters (original call GET share) and share records, which earn the share rule's points.
 *
 * A poster is drawn only for an item that exists, named with its own content_type (or none), and only
 * once per version of what it shows (title, cover, link): asking again, in any form, answers the same
 * file. Drawing runs on worker threads behind a bounded queue (poster-pool.ts); a full queue answers
 * 503 busy with Retry-After. The files stay within a disk budget (poster-store.ts).
 */
export function shareRoutes(app: FastifyInstance, options: ShareRoutesOptions): void {
  const store = new PosterStore(join(options.mediaDir, 'posters'), options.posters.cacheMaxBytes);
  const pool = new PosterDrawingPool({ workers: options.posters.workers, queueMax: options.posters.queueMax, jobTimeoutMs: DRAWING_TIMEOUT_MS });
  app.addHook('onClose', () => pool.close());
  // One drawing per poster file even when many people open the dialog at once.
  const drawing = new Map<string, Promise<void>>();
  shareThumbnailRoute(app, { mediaDir: options.mediaDir, pool, localFile: (src) => localCoverFile(options.mediaDir, src) });

  async function ensurePoster(name: string, input: PosterInput): Promise<void> {
    const pending = drawing.get(name);
    if (pending) return pending;
    if (await store.has(name)) return;
    // Checked again: another request may have started this drawing while the file was looked up.
    const started = drawing.get(name);
    if (started) return started;
    const draw = pool
      .draw(input)
      .then((png) => store.save(name, png))
      .finally(() => drawing.delete(name));
    drawing.set(name, draw);
    return draw;
  }

  catalogueRoute(app, 'getShare', async ({ content_id, type, content_type }, request, reply) => {
    const item = await findShareItem(app.db, type, content_id);
    if (!item || (content_type !== undefined && content_type !== item.contentType)) throw refuseWith(-1, SHARE_MESSAGES.notFound);
    const origin = linkOrigin(request, options.publicOrigin);
    if (!origin) throw new AppError(400, SHARE_MESSAGES.badHost);
    // The link carries the item's own content_type, so every way of asking gives the same poster.
    const link = shareUrl(origin, type, content_id, item.contentType);
    const input: PosterInput = { title: item.title, coverFile: localCoverFile(options.mediaDir, item.coverImg), shareUrl: link };
    const name = await posterFileName(type, item, input);
    try {
      await ensurePoster(name, input);
    } catch (error) {
      if (!(error instanceof PosterBusyError)) throw error;
      request.log.info({ pending: pool.pending }, 'share poster queue full');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      throw new AppError(503, SHARE_MESSAGES.busy);
    }
    const texts = shareTexts({ pageTitle: item.title });
    const answer = { post_img_url: `/media/posters/${name}`, share_url: link, title: texts.title, desc: texts.desc };
    const secret = app.contentPassSecret;
    if (!request.viewer || !secret) return answer;
    // The ticket is this user's own: the answer must not be kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return { ...answer, share_ticket: issueShareTicket({ userId: request.viewer.id, type, contentId: content_id }, secret, Date.now()) };
  });

  catalogueRoute(app, 'recordShare', async ({ type, content_id, ticket }, request) => {
    const viewer = request.viewer;
    if (!viewer) return { awarded: 0 };
    const item = await findShareItem(app.db, type, content_id);
    if (!item) throw refuseWith(-1, SHARE_MESSAGES.notFound);
    // The share rule pays for a share made with a poster: only a ticket from getShare shows one was made.
    const secret = app.contentPassSecret;
    const posterMade = Boolean(ticket && secret && verifyShareTicket(ticket, { userId: viewer.id, type, contentId: content_id }, secret, Date.now()));
    const awarded = posterMade ? await awardQuietly(app.db, viewer.id, 'share', { itemKey: `${type}-${content_id}` }, request.log) : 0;
    const point = await findUserPoint(app.db, viewer.id);
    return { awarded, point };
  });
}
