import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from './envelope';

export interface StaticFilesOptions {
  /** Generated and uploaded media, served at /media/. */
  mediaDir: string;
  /** The built client (index.html + assets); skipped when it has not been built. */
  clientDir: string;
}

/** Paths that belong to the API: never answered with index.html, always with a JSON envelope. */
const API_PATH = /^\/(?:[^/]+\/api(?:\/|$)|media(?:\/|$)|healthz(?:\/|$)|user\/oauth\/|wechat\/|course\/upload\/)/;
/** A last segment with an extension is a missing file (/assets/x.js), not a client route. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

/** HLS parts: pinned, so players get the types they expect whatever the installed mime table knows. */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
};

function mediaContentType(url: string): string | undefined {
  if (!url.startsWith('/media/')) return undefined;
  const extension = /\.([A-Za-z0-9]+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase();
  return extension ? MEDIA_CONTENT_TYPES[extension] : undefined;
}

export function isClientRoute(pathname: string): boolean {
  return !API_PATH.test(pathname) && (!FILE_LIKE.test(pathname) || pathname.endsWith('.html'));
}

/**
 * Static media and the built client with an SPA fallback: an unknown GET path that is not an API path
 * gets index.html (the client router resolves it); anything else unknown gets a 404 envelope.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  mkdirSync(options.mediaDir, { recursive: true });
  const hasClient = existsSync(join(options.clientDir, 'index.html'));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/; everything else (index.html) must revalidate.
        const immutable = filePath.includes(`${join(options.clientDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: !hasClient,
    maxAge: '7d',
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.statusCode < 400 ? mediaContentType(request.url) : undefined;
    if (type) reply.header('content-type', type);
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && isRead && isClientRoute(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.clientDir);
    }
    return reply.status(404).send({ code: 404, message: MESSAGES.noRoute });
  });
}
