import { endpointCatalogue, type EndpointArgs } from '../../../contract/generated/endpoints';
import { buildUrlAndBody } from './request';
import { readSession } from './session-storage';

type TrackingEndpoint = 'recordExposure' | 'recordBrowsing' | 'recordFootprint';

/**
 * Analytics requests (docs/product-rules.md#tracking) outside the request layer on purpose: no toasts, no 401
 * redirect, no refresh — a lost record is acceptable, a broken screen is not. Resolves the envelope's
 * data, or undefined on any failure.
 */
export async function sendTracking<N extends TrackingEndpoint>(
  name: N,
  args: EndpointArgs[N],
  fetchImpl: typeof fetch = (...rest) => fetch(...rest),
): Promise<{ id?: number } | undefined> {
  try {
    const entry = endpointCatalogue[name];
    const { url, body } = buildUrlAndBody({ method: entry.method, path: entry.path, params: args as unknown as Record<string, unknown> });
    const { accessToken } = readSession();
    const response = await fetchImpl(url, {
      method: entry.method,
      body,
      // keepalive lets the last batch leave while the page is being closed.
      keepalive: true,
      headers: { Accept: 'application/json', ...(accessToken ? { 'x-token': accessToken } : {}) },
    });
    const payload = (await response.json()) as { code?: number; data?: { id?: number } };
    return payload.code === 0 ? payload.data : undefined;
  } catch {
    return undefined;
  }
}

export const LAST_PAGE_VIEW_KEY = 'last_page_view_id';
export const BROWSING_DELAY_MS = 1000;

export interface PageViewTracker {
  /** Called on every navigation; the page view is recorded BROWSING_DELAY_MS later (the title is set by then). */
  navigated(path: string): void;
  lastPageViewId(): number | undefined;
}

/** Browsing records (docs/product-rules.md#tracking): sent 1 s after navigation with the previous view's id; data.id becomes the last page-view id. */
export function createPageViewTracker(options: {
  send: (args: EndpointArgs['recordBrowsing']) => Promise<{ id?: number } | undefined>;
  title: () => string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  delayMs?: number;
}): PageViewTracker {
  const storage = options.storage;
  let lastId: number | undefined = Number(storage?.getItem(LAST_PAGE_VIEW_KEY)) || undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    navigated(path) {
      if (pending !== undefined) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        const args = { path: path.slice(0, 2000), title: options.title().slice(0, 255), ...(lastId ? { id: lastId } : {}) };
        void options
          .send(args)
          .then((data) => {
            if (!data?.id) return;
            lastId = data.id;
            storage?.setItem(LAST_PAGE_VIEW_KEY, String(data.id));
          })
          .catch(() => undefined);
      }, options.delayMs ?? BROWSING_DELAY_MS);
    },
    lastPageViewId: () => lastId,
  };
}
