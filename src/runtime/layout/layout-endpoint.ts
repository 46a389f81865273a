import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { LAYOUT_DRAFT_PARAM, layoutRequest } from '../../../contract/request/request-url';
import { api } from '../data/api';
import { envelopeBaseQuery, type RequestError } from '../data/request';
import { loadBundledLayout } from './bundled-layouts';
import { acceptLayout } from './validate-layout';

export interface LayoutRequest {
  id: string;
  fallbackId: string;
}

export interface LoadedLayout {
  doc: LayoutDocument;
  source: 'server' | 'bundled';
}

/**
 * Operator preview (the /ops console): a page opened with ?layout_draft=<token> asks for the draft
 * (?draft=<token>); the server answers it with no-store, so no ETag or cached copy is reused.
 */
function draftToken(): string | undefined {
  return typeof window === 'undefined' ? undefined : (new URLSearchParams(window.location.search).get(LAYOUT_DRAFT_PARAM) ?? undefined);
}

async function bundledOr(fallbackId: string, reason: RequestError): Promise<{ data: LoadedLayout } | { error: RequestError }> {
  const bundled = await loadBundledLayout(fallbackId);
  if (!bundled) return { error: reason };
  try {
    return { data: { doc: await acceptLayout(bundled), source: 'bundled' } };
  } catch (error) {
    return { error: { status: 'APP', message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * GET /layout/api/layouts/:id?fallback=… — the browser's HTTP cache sends If-None-Match and takes the 304,
 * so an unchanged layout costs one tiny round trip. Unreachable server or a broken document → the bundled default.
 */
export const layoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLayout: build.query<LoadedLayout, LayoutRequest>({
      providesTags: (_result, _error, request) => [{ type: 'Layout', id: request.id }],
      async queryFn(request, queryApi, extraOptions) {
        const result = await envelopeBaseQuery({ ...layoutRequest(request, draftToken()), silent: true }, queryApi, extraOptions);
        if ('error' in result && result.error) return bundledOr(request.fallbackId, result.error);
        try {
          return { data: { doc: await acceptLayout(result.data), source: 'server' } };
        } catch (error) {
          console.warn('server layout rejected, using the bundled default', error);
          return bundledOr(request.fallbackId, { status: 'APP', message: String(error) });
        }
      },
    }),
  }),
});
