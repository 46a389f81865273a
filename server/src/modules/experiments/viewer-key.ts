import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../ops-operators';
import { signDeviceId, verifyDeviceId } from '../../shared/section-token';

/** The device cookie of a guest: only used to keep a guest in the same experiment arm between visits. */
export const DEVICE_COOKIE = 'bh_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Who is assigned: a signed-in user by id (the same arm on every device), a guest by the device cookie,
 * which is set on the first layout answer that needs it. The cookie is the server's random id with the
 * server's signature: a guest who writes a cookie of their own (to pick the arm its hash falls in) gets a
 * new random id instead, so the arm always comes from an id the server chose. Unsigned cookies of earlier
 * versions are replaced the same way (such a guest is assigned once more).
 */
export function viewerKey(request: FastifyRequest, reply: FastifyReply, options: { secure: boolean; key: Buffer }): string {
  if (request.viewer) return `u:${request.viewer.id}`;
  const existing = readCookie(request, DEVICE_COOKIE);
  const id = existing ? verifyDeviceId(options.key, existing) : null;
  if (id && DEVICE_ID.test(id)) return `d:${id}`;
  const created = randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${signDeviceId(options.key, created)}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`,
  );
  return `d:${created}`;
}
