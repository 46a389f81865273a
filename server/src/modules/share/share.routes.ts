import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { Refusal, refusableCatalogueRoute } from '../gates/refusable-route';
import { shareTexts } from '../../../../src/share/share-texts';
import { awardQuietly } from '../points/points.service';
import { renderPoster } from './poster';
import { findShareItem, SHARE_ROUTES, type ShareItem, type ShareType } from './share.repository';

export interface ShareRoutesOptions {
  /** DATA_DIR/media, served at /media. */
  mediaDir: string;
  /** PUBLIC_ORIGIN; unset = the request's own origin. */
  publicOrigin?: string;
}

export const SHARE_MESSAGES = { notFound: '内容不存在' } as const;
/** Bump when the poster's drawing changes so cached files are made again. */
const POSTER_VERSION = 1;

/** A local cover (/media/…) as a file inside the media folder; remote or escaping paths → null. */
export function localCoverFile(mediaDir: string, coverImg: string): string | null {
  if (!coverImg.startsWith('/media/')) return null;
  const root = resolve(mediaDir);
  const file = resolve(root, decodeURIComponent(coverImg.slice('/media/'.length).split(/[?#]/)[0]));
  return file.startsWith(root + sep) ? file : null;
}

export function shareUrl(origin: string, type: ShareType, id: number, contentType?: number): string {
  const url = new URL(`/${SHARE_ROUTES[type]}/${id}`, origin);
  if (contentType) url.searchParams.set('content_type', String(contentType));
  url.searchParams.set('source_type', '1');
  return url.href;
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Share posters (spec §7 GET share) and share records, which earn the share rule's points. */
export function shareRoutes(app: FastifyInstance, options: ShareRoutesOptions): void {
  const posterDir = join(options.mediaDir, 'posters');
  // One render per poster file even when many people open the dialog at once.
  const rendering = new Map<string, Promise<void>>();

  async function ensurePoster(item: ShareItem, link: string, name: string): Promise<void> {
    const file = join(posterDir, name);
    if (await exists(file)) return;
    let pending = rendering.get(name);
    if (!pending) {
      pending = (async () => {
        const png = await renderPoster({ title: item.title, coverFile: localCoverFile(options.mediaDir, item.coverImg), shareUrl: link });
        await mkdir(posterDir, { recursive: true });
        const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(tmp, png);
        await rename(tmp, file);
      })().finally(() => rendering.delete(name));
      rendering.set(name, pending);
    }
    await pending;
  }

  const origin = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;

  refusableCatalogueRoute(app, 'getShare', async ({ content_id, type, content_type }, request) => {
    const item = await findShareItem(app.db, type, content_id);
    if (!item) return new Refusal(-1, SHARE_MESSAGES.notFound);
    const link = shareUrl(origin(request), type, content_id, content_type);
    // The file name changes with everything drawn on it, so an edited title or cover makes a new poster.
    const hash = createHash('sha256').update(JSON.stringify([POSTER_VERSION, item.title, item.coverImg, link])).digest('hex').slice(0, 16);
    const name = `${type}-${content_id}-${hash}.png`;
    await ensurePoster(item, link, name);
    const texts = shareTexts({ pageTitle: item.title });
    return { post_img_url: `/media/posters/${name}`, share_url: link, title: texts.title, desc: texts.desc };
  });

  refusableCatalogueRoute(app, 'recordShare', async ({ type, content_id }, request) => {
    const viewer = request.viewer;
    if (!viewer) return { awarded: 0 };
    const item = await findShareItem(app.db, type, content_id);
    if (!item) return new Refusal(-1, SHARE_MESSAGES.notFound);
    const awarded = await awardQuietly(app.db, viewer.id, 'share', { itemKey: `${type}-${content_id}` }, request.log);
    const point = await currentPoint(app, viewer.id);
    return { awarded, point };
  });
}

async function currentPoint(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db.select({ point: users.point }).from(users).where(eq(users.id, userId));
  return row?.point ?? 0;
}
