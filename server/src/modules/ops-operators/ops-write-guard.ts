import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/envelope';

/**
 * CSRF defence of /ops/api beside the SameSite=Strict cookie (docs/security.md): a write must carry a body
 * type a cross-site HTML form cannot send (JSON; multipart only where an endpoint takes files, tus's
 * octet-stream on the upload endpoint), and a browser's write must come from the console's own origin.
 */
export const OPS_WRITE_MESSAGES = {
  bodyType: (allowed: readonly string[]) => `请求格式不支持：此接口只接受 ${allowed.join(' 或 ')}`,
  foreignOrigin: '拒绝跨站请求：请从运营后台页面操作',
} as const;

export interface OpsWriteRules {
  /** The body media types the route takes (lower case, no parameters). */
  bodyTypes(request: FastifyRequest): readonly string[];
  /** PUBLIC_ORIGIN: accepted beside the request's own Host (the console is served at either). */
  publicOrigin?: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function mediaType(header: string): string {
  return header.split(';')[0].trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? undefined : url.host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether the write's browser context is the console's own. Origin is compared by host (with port) with the
 * Host header nginx forwards (and PUBLIC_ORIGIN's): behind a proxy that ends TLS the server may not know the
 * scheme, and a page on the same host is the console. Without Origin, Sec-Fetch-Site must say same-origin.
 * With neither header the caller is no browser (curl, the tests' inject): browsers send one of them on every
 * cross-site POST, PUT, PATCH and DELETE, so a forged request from a page always carries one.
 */
function sameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const fetchSite = request.headers['sec-fetch-site'];
    return fetchSite === undefined || fetchSite === 'same-origin';
  }
  const host = hostOf(origin);
  if (!host) return false;
  if (host === request.host.toLowerCase()) return true;
  return publicOrigin !== undefined && host === hostOf(publicOrigin);
}

/** Refuses (415, 403) a write of a type the route does not take or from another site; reads pass. */
export function checkOpsWrite(request: FastifyRequest, rules: OpsWriteRules): void {
  if (!WRITES.has(request.method)) return;
  if (!sameOrigin(request, rules.publicOrigin)) throw new AppError(403, OPS_WRITE_MESSAGES.foreignOrigin);
  const header = request.headers['content-type'];
  const allowed = rules.bodyTypes(request);
  // No type and no body (a DELETE, a publish without arguments) carries nothing a form could forge.
  if (header === undefined ? hasBody(request) : !allowed.includes(mediaType(header))) throw new AppError(415, OPS_WRITE_MESSAGES.bodyType(allowed));
}
