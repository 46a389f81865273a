import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, envelope, etagMatches, notFoundError, representationEtag, sendSerialized, serializeEnvelope, type SerializedEnvelope } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { experimentServing } from '../experiments/experiment-serving';
import { findDraftByToken, PREVIEW_TOKEN_PATTERN } from './layout-preview.repository';
import { findPublishedLayout } from './layouts.repository';

export const LAYOUT_MESSAGES = {
  previewInvalid: '预览链接无效或已过期',
} as const;

/** Same rule as layout-document.json's id: a route's default or "<base>.<param>". */
const LAYOUT_ID = { type: 'string', maxLength: 128, pattern: '^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$' };
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: LAYOUT_ID } };

/** Other processes' saves show within this time; this process's saves invalidate at once. */
const LAYOUT_CACHE_TTL_MS = 5_000;

interface CachedLayout {
  /** The layout served (the asked id or its fallback) and its revision: experiments are per layout. */
  id: string;
  revision: number;
  payload: SerializedEnvelope;
  etag: string;
}

/**
 * The layout store, read side: the app loads published layouts by id (with ETag revalidation). Layouts
 * are written only through the operator API (ops-layouts.routes.ts: roles, conflict check, audit).
 */
export function layoutRoutes(app: FastifyInstance, options: { secureCookies?: boolean } = {}): void {
  const experiments = experimentServing(app, { secureCookies: options.secureCookies ?? false });
  // Key "<id>|<fallback>": the answer depends on both (a variant may appear later).
  const cache = createPayloadCache<CachedLayout | null>({
    ttlMs: LAYOUT_CACHE_TTL_MS,
    load: async (key) => {
      const [id, fallback] = key.split('|');
      const layout =
        (await findPublishedLayout(app.db, id)) ?? (fallback ? await findPublishedLayout(app.db, fallback) : undefined);
      if (!layout) return null;
      return { id: layout.id, revision: layout.revision, payload: serializeEnvelope(layout.document), etag: layout.etag };
    },
  });
  // Publishes reach every API process's cache at once through the cache bus (Redis pub/sub with REDIS_URL).
  app.cacheBus.subscribe(CACHE_CHANNELS.layouts, () => cache.invalidate());
  app.decorate('invalidateLayouts', () => void app.cacheBus.publish(CACHE_CHANNELS.layouts));

  app.get<{ Params: { id: string }; Querystring: { fallback?: string; draft?: string } }>(
    '/layout/api/layouts/:id',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          properties: { fallback: LAYOUT_ID, draft: { type: 'string', maxLength: 64 } },
        },
        // 200 body: envelope with data = LayoutDocument, sent pre-serialized from the cache.
      },
    },
    async (request, reply) => {
      if (request.query.draft !== undefined) return sendDraft(request.params.id, request.query.fallback, request.query.draft, reply);
      const key = `${request.params.id}|${request.query.fallback ?? ''}`;
      const shared = cache.peek(key) ?? (await cache.get(key));
      if (!shared) throw notFoundError();
      // no-cache = store but revalidate every load, so a newly published layout shows on the next load.
      reply.header('cache-control', 'no-cache');
      const layout = await experiments.serve(request, reply, shared);
      if (etagMatches(request.headers['if-none-match'], layout.etag)) {
        return reply.header('etag', representationEtag(request, layout.payload, layout.etag)).code(304).send();
      }
      return sendSerialized(request, reply, layout.payload, layout.etag);
    },
  );

  /**
   * An operator's preview: the draft of the token's layout, never cached anywhere. The token
   * opens only its own layout, asked for directly or as the fallback of a variant (previewing a route's
   * default on one of its channels or topics).
   */
  async function sendDraft(id: string, fallback: string | undefined, token: string, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const draft = new RegExp(PREVIEW_TOKEN_PATTERN).test(token) ? await findDraftByToken(app.db, token, Date.now()) : undefined;
    if (!draft || (draft.id !== id && draft.id !== fallback)) throw new AppError(403, LAYOUT_MESSAGES.previewInvalid);
    return reply.send(envelope(draft.document));
  }

  // No revision history here: it names operators and shows unpublished drafts, so it is the operator
  // API's only (GET /ops/api/layouts/:id/revisions, signed-in operators).
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every process's cached layouts (after an operator's publish or rollback). */
    invalidateLayouts(): void;
  }
}
