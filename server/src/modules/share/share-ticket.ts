import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Proof that a signed-in user was given an item's poster (getShare): recordShare pays the share rule only
 * with it, so a share recorded without a poster earns nothing. "<user>:<type>:<id>:<expiry s>:<HMAC>",
 * stateless like content passes, so any API process can check it.
 */
export interface ShareTicketTarget {
  userId: number;
  type: number;
  contentId: number;
}

/** Long enough to record the share after the dialog opened; a later share asks for the poster again. */
export const SHARE_TICKET_TTL_SECONDS = 3600;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`share-ticket:${payload}`).digest('base64url');
}

export function issueShareTicket(target: ShareTicketTarget, secret: string, now: number): string {
  const expires = Math.floor(now / 1000) + SHARE_TICKET_TTL_SECONDS;
  const payload = `${target.userId}:${target.type}:${target.contentId}:${expires}`;
  return `${payload}:${sign(payload, secret)}`;
}

/** True when `ticket` was issued to this user for this item, correctly signed and not expired. */
export function verifyShareTicket(ticket: string, target: ShareTicketTarget, secret: string, now: number): boolean {
  const parts = ticket.trim().split(':');
  if (parts.length !== 5) return false;
  const [userId, type, contentId, expires, signature] = parts;
  if (Number(userId) !== target.userId || Number(type) !== target.type || Number(contentId) !== target.contentId) return false;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(sign(`${userId}:${type}:${contentId}:${expires}`, secret));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
