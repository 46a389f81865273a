import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ITEM_PREVIEW_HEADER } from '../../../contract/request/item-preview';
import { IMAGE_PROXY_PATH } from '../html/rich-html';

/**
 * The console shows app pages in frames sandboxed without allow-same-origin (src/ops/preview-sandbox.ts),
 * and preview pages carry the same CSP sandbox: such a page runs in an opaque origin, which the browser
 * names `null`, and every request it makes to this site is cross-origin. This lets it read what a preview
 * needs and nothing else:
 * - the built client's files (module scripts, stylesheets, fonts: always CORS requests from there) and the
 *   media folder, which are public: readable by any origin;
 * - the app's API, only for origin `null`, only reads (GET/HEAD), never with credentials, never /ops/api.
 *   Previews authorise by the tokens in their address (layout_draft, item-preview), never by cookies, and
 *   an uncredentialed request carries no cookie, so nothing answered here is more than anyone could fetch;
 * - the article image proxy's pictures, when our own pages ask (their Referer is this site). An image is
 *   loaded without CORS, and a same-site resource policy keeps it from an opaque origin; other sites' pages
 *   keep that policy, so they cannot use the proxy for their pictures.
 */

/** The app's API and the layout store (`/api/…`, `/<module>/api/…`); the console's /ops/api is none of them. */
const APP_API_PATH = /^\/(?:api|(?!ops\/)[^/?]+\/api)(?:[/?]|$)/;
/** Files of the build (hashed assets, the public folder's) and the media folder: everything the page loads by URL. */
const PUBLIC_FILE_PATH = /^\/(?:assets|media|plyr)\/|^\/[^/?]+\.(?:svg|png|ico|webmanifest|json|js|css|woff2?)(?:\?|$)/;

/** What the preview's origin is called in the Origin header. */
const OPAQUE_ORIGIN = 'null';
/** Headers the app sends with a preview's reads (the item draft's token), beyond the CORS-safelisted ones. */
const PREVIEW_REQUEST_HEADERS = ['accept', ITEM_PREVIEW_HEADER].join(', ');
/** Answer headers the app reads from the layout store (the served revision, the arm, the section token). */
const PREVIEW_EXPOSED_HEADERS = ['etag', 'x-layout-arm', 'x-section-token'].join(', ');
const PREFLIGHT_MAX_AGE_S = 600;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';
const pathOf = (url: string) => url.split('?')[0];

/** Whether an answer to `url` is a public file any origin may read. */
function isPublicFile(url: string): boolean {
  return PUBLIC_FILE_PATH.test(pathOf(url));
}

/** Whether a read of `url` by a sandboxed preview (origin null) may be answered to it. */
function isPreviewRead(method: string, url: string): boolean {
  return isRead(method) && APP_API_PATH.test(pathOf(url));
}

function answerPreflight(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const asked = String(request.headers['access-control-request-method'] ?? '');
  reply.header('vary', 'origin, access-control-request-method, access-control-request-headers');
  if (isRead(asked) && APP_API_PATH.test(pathOf(request.url))) {
    reply
      .header('access-control-allow-origin', OPAQUE_ORIGIN)
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-allow-headers', PREVIEW_REQUEST_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
  }
  // Without the allow headers the browser refuses the request it asked about; nothing runs either way.
  return reply.code(204).send();
}

/** Whether the request comes from a page of this site (by its Referer; a sandboxed page still sends its address). */
function fromOwnPage(request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host === request.host;
  } catch {
    return false;
  }
}

export function registerPreviewCors(app: FastifyInstance): void {
  // Callback hooks: they run on every request, where an async hook costs a promise and a microtask. A
  // preflight is answered here, so the hook does not go on (no done).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS' && request.headers.origin === OPAQUE_ORIGIN && request.headers['access-control-request-method']) {
      answerPreflight(request, reply);
      return;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPublicFile(request.url)) {
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    } else if (request.headers.origin === OPAQUE_ORIGIN && isPreviewRead(request.method, request.url)) {
      reply.header('access-control-allow-origin', OPAQUE_ORIGIN).header('access-control-expose-headers', PREVIEW_EXPOSED_HEADERS);
    }
    if (isRead(request.method) && pathOf(request.url) === IMAGE_PROXY_PATH && fromOwnPage(request)) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (isPreviewRead(request.method, request.url)) reply.header('vary', varyWithOrigin(reply.getHeader('vary')));
    done(null, payload);
  });
}

/** Vary values with `origin` added, by the value before: an API answer's Vary is one of a few, on every read. */
const withOrigin = new Map<string, string>();
const WITH_ORIGIN_LIMIT = 64;

function varyWithOrigin(current: unknown): string {
  if (typeof current !== 'string') return appendVary(current, 'origin');
  let known = withOrigin.get(current);
  if (known === undefined) {
    known = appendVary(current, 'origin');
    if (withOrigin.size < WITH_ORIGIN_LIMIT) withOrigin.set(current, known);
  }
  return known;
}

function appendVary(current: unknown, name: string): string {
  const list = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  return list.some((entry) => entry.toLowerCase() === name) ? list.join(', ') : [...list, name].join(', ');
}
