import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, envelope, etagMatches, notFoundError, representationEtag, sendSerialized, serializeEnvelope, type SerializedEnvelope } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { layoutAudienceKeys, signatureKey, tailorLayout, variantEtag } from '../audiences';
import { experimentServing } from '../experiments';
import { findDraftByToken, PREVIEW_TOKEN_PATTERN } from './layout-preview.repository';
import { findPublishedLayout, layoutEtag } from './layouts.repository';
import { previewDocument, publicDocument } from './public-document';
import { issueSectionToken, PUBLIC_VIEWER_TAG, SECTION_TOKEN_HEADER, viewerTag } from '../../shared/section-token';

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
  document: unknown;
  /** The audiences the document's nodes are limited to; empty = one answer for everyone. */
  audienceKeys: string[];
  /** The next start or end of a section's time window: the answer changes then. */
  nextBoundary?: number;
}

/**
 * The layout store, read side: the app loads published layouts by id (with ETag revalidation). Layouts
 * are written only through the operator API (ops-layouts.routes.ts: roles, conflict check, audit).
 */
export function layoutRoutes(app: FastifyInstance, options: { secureCookies?: boolean; analyticsKey: Buffer }): void {
  const sectionKey = options.analyticsKey;
  const experiments = experimentServing(app, { secureCookies: options.secureCookies ?? false, key: sectionKey });
  // Key "<id>|<fallback>": the answer depends on both (a variant may appear later).
  const cache = createPayloadCache<CachedLayout | null>({
    name: 'layouts',
    ttlMs: LAYOUT_CACHE_TTL_MS,
    validUntil: (value) => value?.nextBoundary,
    load: async (key) => {
      const [id, fallback] = key.split('|');
      const layout =
        (await findPublishedLayout(app.db, id)) ?? (fallback ? await findPublishedLayout(app.db, fallback) : undefined);
      if (!layout) return null;
      // Hidden sections and those outside their time window never reach the phone, and section HTML is
      // cleaned (public-document.ts); the answer (and its ETag) is the filtered one.
      const windowed = publicDocument(layout.document, Date.now());
      const etag = windowed.changed ? layoutEtag(layout.revision, windowed.document) : layout.etag;
      const document = windowed.document;
      return {
        id: layout.id,
        revision: layout.revision,
        payload: serializeEnvelope(document),
        etag,
        document,
        audienceKeys: layoutAudienceKeys(document),
        nextBoundary: windowed.nextBoundary,
      };
    },
  });
  // A targeted layout's answers by audience signature ("<key>#<signature>"), never by user: every viewer of
  // the same audiences shares one serialized answer and its ETag.
  const variants = createPayloadCache<{ payload: SerializedEnvelope; etag: string; nextBoundary?: number }>({
    name: 'layout-variants',
    ttlMs: LAYOUT_CACHE_TTL_MS,
    validUntil: (value) => value.nextBoundary,
    load: async (variantKey) => {
      const cut = variantKey.indexOf('#');
      const layout = await cache.get(variantKey.slice(0, cut));
      if (!layout) throw notFoundError();
      const signature = variantKey.slice(cut + 1).split(',').filter(Boolean);
      return {
        payload: serializeEnvelope(tailorLayout(layout.document, new Set(signature))),
        etag: variantEtag(layout.etag, signature),
        nextBoundary: layout.nextBoundary,
      };
    },
  });
  // Publishes reach every API process's cache at once through the cache bus (Redis pub/sub with REDIS_URL).
  app.cacheBus.subscribe(CACHE_CHANNELS.layouts, () => {
    cache.invalidate();
    variants.invalidate();
  });
  app.decorate('invalidateLayouts', () => void app.cacheBus.publish(CACHE_CHANNELS.layouts));

  app.get<{ Params: { id: string }; Querystring: { fallback?: string; draft?: string; audience?: string } }>(
    '/layout/api/layouts/:id',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          properties: { fallback: LAYOUT_ID, draft: { type: 'string', maxLength: 64 }, audience: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' } },
        },
        // 200 body: envelope with data = LayoutDocument, sent pre-serialized from the cache.
      },
    },
    async (request, reply) => {
      if (request.query.draft !== undefined) return sendDraft(request.params.id, request.query.fallback, request.query.draft, reply, request.query.audience);
      const key = `${request.params.id}|${request.query.fallback ?? ''}`;
      const stored = cache.peek(key) ?? (await cache.get(key));
      if (!stored) throw notFoundError();
      // no-cache = store but revalidate every load, so a newly published layout shows on the next load;
      // a targeted or tested answer is this viewer's, so no shared cache may keep it (set below).
      reply.header('cache-control', stored.audienceKeys.length > 0 ? 'private, no-cache' : 'no-cache');
      // Inside an A/B test the viewer's arm comes first (arm B is another document), then the audiences.
      const served = await experiments.serve(request, reply, stored);
      // The section events of this answer carry this token: what was served, with which arm, to whom.
      const tag = served.viewer === undefined ? PUBLIC_VIEWER_TAG : viewerTag(sectionKey, served.viewer);
      reply.header(SECTION_TOKEN_HEADER, issueSectionToken(sectionKey, { layout: served.id, revision: served.revision, arm: served.arm ?? '' }, tag, Date.now()));
      let layout: { payload: SerializedEnvelope; etag: string } = served;
      if (served.audienceKeys.length > 0) {
        const signature = await app.audiences.signature(request, served.audienceKeys);
        if (served.document === stored.document) {
          const variantKey = `${key}#${signatureKey(signature)}`;
          layout = variants.peek(variantKey) ?? (await variants.get(variantKey));
        } else {
          // Arm B of a targeted layout: rare, so tailored per request rather than cached per arm and audience.
          layout = { payload: serializeEnvelope(tailorLayout(served.document, new Set(signature))), etag: variantEtag(served.etag, signature) };
        }
      }
      if (etagMatches(request.headers['if-none-match'], layout.etag)) {
        return reply.header('etag', representationEtag(request, layout.payload, layout.etag)).code(304).send();
      }
      return sendSerialized(request, reply, layout.payload, layout.etag);
    },
  );

  /**
   * An operator's preview: the draft of the token's layout (whole, or as `audience` receives it), never cached anywhere. The token
   * opens only its own layout, asked for directly or as the fallback of a variant (previewing a route's
   * default on one of its channels or topics).
   */
  async function sendDraft(id: string, fallback: string | undefined, token: string, reply: FastifyReply, audience?: string) {
    reply.header('cache-control', 'no-store');
    const draft = new RegExp(PREVIEW_TOKEN_PATTERN).test(token) ? await findDraftByToken(app.db, token, Date.now()) : undefined;
    if (!draft || (draft.id !== id && draft.id !== fallback)) throw new AppError(403, LAYOUT_MESSAGES.previewInvalid);
    // 按人群预览: only an operator's preview token may pick the audience (as a member of it and of no other).
    const document = previewDocument(draft.document);
    return reply.send(envelope(audience === undefined ? document : tailorLayout(document, new Set([audience]))));
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
