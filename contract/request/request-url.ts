// How a catalogue request becomes an address (and, for writes, a form body). The app's request layer
// and the server's first-screen hints both build their URLs here, so a URL the server asks the page to
// fetch early is, character for character, the one the app then asks for.
import { DEFAULT_PAGE_SIZE } from '../constants';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestTarget {
  method: RequestMethod;
  /** Path with {param} placeholders filled from params. */
  path: string;
  params?: Record<string, unknown>;
}

export interface BuiltRequest {
  url: string;
  /** application/x-www-form-urlencoded fields of a POST or PUT (empty string for none); absent for GET/DELETE. */
  form?: string;
}

export class MissingPathParameterError extends Error {
  constructor(readonly parameter: string) {
    super(`missing path parameter ${parameter}`);
    this.name = 'MissingPathParameterError';
  }
}

/** A surrogate pair, or a lone half (no lookbehind: older in-app browsers reject it at parse time). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** One name or value, encoded as the WHATWG form serialiser (URLSearchParams) does: space as +, only A–Z a–z 0–9 * - . _ kept. */
export function formEncodeComponent(text: string): string {
  // A lone surrogate cannot be UTF-8 encoded: the form serialiser writes U+FFFD in its place.
  return encodeURIComponent(text.replace(SURROGATES, (unit) => (unit.length === 2 ? unit : '\uFFFD')))
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Fields as a form string in insertion order; undefined and null are left out, lists are sent comma-joined. */
export function formEncode(fields: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    pairs.push(`${formEncodeComponent(key)}=${formEncodeComponent(Array.isArray(value) ? value.join(',') : String(value))}`);
  }
  return pairs.join('&');
}

/**
 * {placeholders} filled from params (and taken out of them); the rest is the query of a GET or DELETE
 * and the form of a POST or PUT. A placeholder without a value throws MissingPathParameterError: such
 * a request is never sent.
 */
export function buildRequest({ method, path, params = {} }: RequestTarget): BuiltRequest {
  const rest: Record<string, unknown> = { ...params };
  const filled = path.replace(/\{([A-Za-z_]+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') throw new MissingPathParameterError(key);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const form = formEncode(rest);
  if (method === 'GET' || method === 'DELETE') return { url: form ? `${filled}?${form}` : filled };
  return { url: filled, form };
}

/** The params of one page of a paged endpoint: the layout's args may set pageSize, never the page. */
export function pagedParams(args: object, page: number): Record<string, unknown> {
  return { pageSize: DEFAULT_PAGE_SIZE, ...args, page };
}

/** The address of the layout store's document for a screen (a variant first, then its default). */
export const LAYOUT_PATH = '/layout/api/layouts/{id}';

/** The page query that opens an operator's draft preview; its value is the draft token. */
export const LAYOUT_DRAFT_PARAM = 'layout_draft';

/** The page query of the console's previews (its phone canvas, a shared preview link): never a doctor's page load. */
export const CONSOLE_PREVIEW_PARAM = 'preview';

/** The layout request of a screen; an operator's draft preview adds its token. */
export function layoutRequest(target: { id: string; fallbackId: string }, draft?: string): RequestTarget {
  return { method: 'GET', path: LAYOUT_PATH, params: { id: target.id, fallback: target.fallbackId, draft } };
}
