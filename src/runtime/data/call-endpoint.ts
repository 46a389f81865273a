import { catalogueApi } from './catalogue-endpoints';
import { isKnownEndpoint } from './dynamic-endpoints';
import { REQUEST_HEADERS_ARG, type RequestError } from './request';

export type EndpointOutcome = { ok: true; data: unknown } | { ok: false; code?: number; message: string; data?: unknown };

export interface EndpointCallOptions {
  /** Extra request headers, e.g. Idempotency-Key (not for paged endpoints). */
  headers?: Record<string, string>;
}

type Initiate = { initiate: (arg: unknown, options?: unknown) => unknown };
type Dispatch = (action: never) => unknown;

/**
 * Calls a catalogue endpoint by name from an action: queries are started (and their cache updated),
 * mutations sent; the envelope's outcome comes back without throwing.
 */
export function makeEndpointCaller(dispatch: Dispatch) {
  return async (name: string, args: Record<string, unknown>, options: EndpointCallOptions = {}): Promise<EndpointOutcome> => {
    if (!isKnownEndpoint(name)) return { ok: false, message: `unknown endpoint "${name}"` };
    const endpoint = (catalogueApi.endpoints as unknown as Record<string, Initiate>)[name];
    // Always ask the server again: an action is a person's deliberate act (a check, a toggle).
    const arg = options.headers ? { ...args, [REQUEST_HEADERS_ARG]: options.headers } : args;
    const pending = dispatch(endpoint.initiate(arg, { forceRefetch: true, subscribe: false }) as never) as Promise<{ data?: unknown; error?: RequestError }>;
    const result = await pending;
    if (result.error) return { ok: false, code: result.error.code, message: result.error.message, data: result.error.data };
    return { ok: true, data: result.data };
  };
}
