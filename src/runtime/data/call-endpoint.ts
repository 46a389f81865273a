import type { EndpointArgs, EndpointName, EndpointResults } from '../../../contract/generated/endpoints';
import { isKnownEndpoint } from './dynamic-endpoints';
import { catalogueEndpoint } from './catalogue-api';
import { REQUEST_HEADERS_ARG, type RequestError } from './request';

export type EndpointOutcome<T = unknown> = { ok: true; data: T } | { ok: false; code?: number; message: string; data?: unknown };

export interface EndpointCallOptions {
  /** Extra request headers, e.g. Idempotency-Key (not for paged endpoints). */
  headers?: Record<string, string>;
}

/** Calls one catalogue endpoint: its arguments and its answer are typed by the catalogue. */
export type EndpointCaller = <N extends EndpointName>(
  name: N,
  args: EndpointArgs[N],
  options?: EndpointCallOptions,
) => Promise<EndpointOutcome<EndpointResults[N]>>;

type Initiate = { initiate: (arg: unknown, options?: unknown) => unknown };
type Dispatch = (action: never) => unknown;

/**
 * Calls a catalogue endpoint by name from an action: queries are started (and their cache updated),
 * mutations sent; the envelope's outcome comes back without throwing.
 */
export function makeEndpointCaller(dispatch: Dispatch): EndpointCaller {
  return async <N extends EndpointName>(name: N, args: EndpointArgs[N], options: EndpointCallOptions = {}) => {
    // A layout's call-endpoint action names its endpoint in data: lint checks it, this guards the rest.
    if (!isKnownEndpoint(name)) return { ok: false, message: `unknown endpoint "${String(name)}"` };
    // One code path for queries and mutations of every endpoint: TypeScript cannot call `initiate` on the
    // union of 143 endpoint types, and `name` and `args` were typed together by the signature above.
    const endpoint = catalogueEndpoint(name) as unknown as Initiate;
    // Always ask the server again: an action is a person's deliberate act (a check, a toggle).
    const arg = options.headers ? { ...args, [REQUEST_HEADERS_ARG]: options.headers } : args;
    const pending = dispatch(endpoint.initiate(arg, { forceRefetch: true, subscribe: false }) as never) as Promise<{ data?: unknown; error?: RequestError }>;
    const result = await pending;
    if (result.error) return { ok: false, code: result.error.code, message: result.error.message, data: result.error.data };
    // The endpoint's own definition typed its answer as EndpointResults[N]; `initiate` was reached untyped.
    return { ok: true, data: result.data as EndpointResults[N] };
  };
}
