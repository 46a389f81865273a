import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../ops-operators';

/** The device cookie of a guest: only used to keep a guest in the same experiment arm between visits. */
export const DEVICE_COOKIE = 'bh_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,43}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Who is assigned: a signed-in user by id (the same arm on every device), a guest by the device cookie,
 * which is set on the first layout answer that needs it. A malformed cookie is replaced, never trusted.
 */
export function viewerKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  if (request.viewer) return `u:${request.viewer.id}`;
  const existing = readCookie(request, DEVICE_COOKIE);
  if (existing && DEVICE_ID.test(existing)) return `d:${existing}`;
  const created = randomBytes(16).toString('base64url');
  reply.header('set-cookie', `${DEVICE_COOKIE}=${created}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  return `d:${created}`;
}
