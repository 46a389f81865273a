import { opsEndpointCatalogue, type OpsEndpointArgs, type OpsEndpointName } from '../../../contract/generated/ops-endpoints';
import type { OpsRequestArgs } from './ops-base-query';

/** An endpoint's args; endpoints that take none are called without any (`useListOpsLayoutsQuery()`). */
export type OpsCallArgs<N extends OpsEndpointName> = unknown extends OpsEndpointArgs[N] ? void : OpsEndpointArgs[N];

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Splits args the way the server reads them: {param}s into the path, the rest into the query (GET,
 * DELETE) or the body (JSON, or FormData for a multipart endpoint). No fields left → no body.
 */
export function opsRequestOf(name: OpsEndpointName, args: unknown): OpsRequestArgs {
  const { method, path, contentType } = opsEndpointCatalogue[name];
  const rest: Record<string, unknown> = { ...((args ?? {}) as Record<string, unknown>) };
  const filled = path.replace(PARAM, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  if (method === 'GET' || method === 'DELETE') return { method, path: filled, query: rest };
  if (Object.keys(rest).length === 0) return { method, path: filled };
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of Object.entries(rest)) form.append(key, value instanceof Blob ? value : String(value));
    return { method, path: filled, body: form };
  }
  return { method, path: filled, body: rest };
}

/** The definition of a GET endpoint (generated/ops-catalogue-api.ts types it per endpoint). */
export function opsQueryOf<N extends OpsEndpointName>(name: N) {
  return { query: (args: OpsCallArgs<N>) => opsRequestOf(name, args) };
}

export function opsMutationOf<N extends OpsEndpointName>(name: N) {
  return { query: (args: OpsCallArgs<N>) => opsRequestOf(name, args) };
}
