import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { layoutRevisionFromEtag } from '../../../contract/layout/layout-etag';
import { LAYOUT_DRAFT_PARAM, layoutRequest } from '../../../contract/request/request-url';
import { api } from '../data/api';
import { envelopeBaseQuery, type RequestError } from '../data/request';
import type { RootState } from '../state/make-store';
import { acceptLayout } from './validate-layout';

export interface LayoutRequest {
  id: string;
  fallbackId: string;
}

export interface LoadedLayout {
  doc: LayoutDocument;
  source: 'server' | 'bundled';
  /** The revision the server served (read from its ETag); undefined for the bundled default or a tag a proxy replaced. */
  revision?: number;
  /** The experiment arm it was served for ("e<id>:A|B"), when the layout is under test. */
  arm?: string;
  /** The server's token for this answer's section events (server/src/shared/section-token.ts). */
  sectionToken?: string;
}

/**
 * Operator preview (the /ops console): a page opened with ?layout_draft=<token> asks for the draft
 * (?draft=<token>); the server answers it with no-store, so no ETag or cached copy is reused.
 */
function draftToken(): string | undefined {
  return typeof window === 'undefined' ? undefined : (new URLSearchParams(window.location.search).get(LAYOUT_DRAFT_PARAM) ?? undefined);
}

async function bundledOr(fallbackId: string, reason: RequestError): Promise<{ data: LoadedLayout } | { error: RequestError }> {
  // The list of bundled layouts is a chunk of its own: only a page whose server failed it loads it.
  const bundled = await import('./bundled-layouts').then(({ loadBundledLayout }) => loadBundledLayout(fallbackId)).catch(() => undefined);
  if (!bundled) return { error: reason };
  try {
    return { data: { doc: await acceptLayout(bundled), source: 'bundled' } };
  } catch (error) {
    return { error: { status: 'APP', message: error instanceof Error ? error.message : String(error) } };
  }
}

/** What the screen asking shows now (its cache entry; RTK Query types getState as unknown, and this endpoint lives in the app's store). */
function shownNow(queryApi: BaseQueryApi): LoadedLayout | undefined {
  const key = queryApi.queryCacheKey;
  const entry = key ? (queryApi.getState() as RootState).api.queries[key] : undefined;
  return entry?.data as LoadedLayout | undefined;
}

/**
 * The tags of a loaded screen: the layout it asked for and, when it shows its route's default instead,
 * that one too, so a publish of either reaches it (layout-events.ts invalidates them).
 */
export function layoutTags(request: LayoutRequest, loaded: LoadedLayout | undefined): Array<{ type: 'Layout'; id: string }> {
  const served = loaded?.doc.id;
  return served && served !== request.id
    ? [
        { type: 'Layout', id: request.id },
        { type: 'Layout', id: served },
      ]
    : [{ type: 'Layout', id: request.id }];
}

/**
 * GET /layout/api/layouts/:id?fallback=… — the browser's HTTP cache sends If-None-Match and takes the 304,
 * so an unchanged layout costs one tiny round trip. Unreachable server or a broken document → the bundled default,
 * except when the screen already shows the server's layout (a publish made it load again): it keeps that.
 */
export const layoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLayout: build.query<LoadedLayout, LayoutRequest>({
      providesTags: (result, _error, request) => layoutTags(request, result),
      async queryFn(request, queryApi, extraOptions) {
        const shown = shownNow(queryApi);
        const keepShown = shown?.source === 'server' ? { data: shown } : undefined;
        const result = await envelopeBaseQuery({ ...layoutRequest(request, draftToken()), silent: true }, queryApi, extraOptions);
        if ('error' in result && result.error) return keepShown ?? bundledOr(request.fallbackId, result.error);
        try {
          return {
            data: {
              doc: await acceptLayout(result.data),
              source: 'server',
              revision: layoutRevisionFromEtag(result.meta?.etag),
              arm: result.meta?.arm,
              sectionToken: result.meta?.sectionToken,
            },
          };
        } catch (error) {
          console.warn('server layout rejected, using the bundled default', error);
          return keepShown ?? bundledOr(request.fallbackId, { status: 'APP', message: String(error) });
        }
      },
    }),
  }),
});
