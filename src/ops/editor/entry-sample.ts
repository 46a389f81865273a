import { useEffect, useState } from 'react';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { buildRequest, pagedParams } from '../../../contract/request/request-url';
import { endpointInfos } from '../schema-form/schema-registry';
import { sampleRoute } from './binding-sources';

// A sample of what a data entry binds, from one live call of its endpoint, so the binding tree can show
// "示例：春季学术会" beside each field. Only reads (GET) whose arguments the page itself settles (literals,
// the channel or topic of a per-page layout) are called; anything else simply shows no sample.

const answers = new Map<string, Promise<unknown>>();

/** The address of the sample call, or undefined when the entry cannot be called as it stands. */
export function sampleUrl(doc: LayoutDocument, layoutId: string, name: string): string | undefined {
  const entry = doc.data?.[name];
  const endpoint = entry ? endpointInfos().find((info) => info.name === entry.endpoint) : undefined;
  if (!entry || !endpoint || endpoint.method !== 'GET' || !endpoint.path) return undefined;
  const resolved = resolveValue(entry.args ?? {}, { data: {}, route: sampleRoute(layoutId), state: {} }) as Record<string, unknown>;
  const args = Object.fromEntries(Object.entries(resolved).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  try {
    return buildRequest({ method: 'GET', path: endpoint.path, params: entry.paged ? pagedParams(args, 1) : args }).url;
  } catch {
    // A path parameter the page does not settle (e.g. a detail page's id): no sample.
    return undefined;
  }
}

async function fetchData(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const payload = (await response.json()) as { code?: unknown; data?: unknown };
  if (payload.code !== 0) throw new Error(String(payload.code));
  return payload.data;
}

/** The value the runtime binds for a paged entry, from its first page. */
function pagedValue(page: unknown): unknown {
  const record = page && typeof page === 'object' ? (page as Record<string, unknown>) : {};
  return { list: Array.isArray(record.list) ? record.list : [], total: record.total, hasMore: false, loading: false, error: false };
}

function sampleOf(url: string, paged: boolean): Promise<unknown> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetchData(url).then((data) => (paged ? pagedValue(data) : data));
    // A failed call is forgotten so a later look tries again.
    answer.catch(() => answers.delete(url));
    answers.set(url, answer);
  }
  return answer;
}

/** The entry's sample value once it has arrived (undefined before, or when there is none). */
export function useEntrySample(doc: LayoutDocument, layoutId: string, name: string | undefined): unknown {
  const url = name ? sampleUrl(doc, layoutId, name) : undefined;
  const paged = name ? doc.data?.[name]?.paged === true : false;
  const [sample, setSample] = useState<{ url: string; value: unknown } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    sampleOf(url, paged).then(
      (value) => live && setSample({ url, value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url, paged]);
  return sample && sample.url === url ? sample.value : undefined;
}
