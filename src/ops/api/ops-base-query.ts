import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { opsFetch, type OpsMethod, type OpsRefusal } from './ops-fetch';

/** What ops-definitions.ts makes of an endpoint's args: the filled-in path, its query and its body. */
export interface OpsRequestArgs {
  method: OpsMethod;
  /** Full path with params filled in, e.g. /ops/api/layouts/home/draft. */
  path: string;
  query?: Record<string, unknown>;
  /** A JSON value, or FormData for a multipart endpoint. */
  body?: unknown;
}

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The console's base query: /ops/api with the session cookie, the envelope unwrapped to its data, a
 * refusal as an OpsRefusal error (code, message, status, data), and the signed-out event on a 401.
 */
export const opsBaseQuery: BaseQueryFn<OpsRequestArgs, unknown, OpsRefusal> = async (args) =>
  opsFetch(args.method, withQuery(args.path, args.query), args.body);
