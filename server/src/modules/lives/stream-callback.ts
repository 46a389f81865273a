import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, notFoundError } from '../../plugins/envelope';
import type { LiveViewCount } from '../../../../contract/generated/schema-types';
import { viewCountOf } from './live-detail';
import { claimStreamCallback, findAnyLive, pruneStreamCallbackNonces } from './lives.repository';
import { catalogueRoute } from '../../plugins/catalogue';

/**
 * The streaming service's push callback (stream started / stopped / recording ready): the only way the
 * broadcasting side changes a live's status over HTTP. Signed with LIVE_CALLBACK_SECRET:
 *   x-live-signature: hex HMAC-SHA256(secret, "<live_id>:<live_status>:<open_status>:<timestamp>:<nonce>")
 * (absent values as empty strings), timestamp in unix seconds within MAX_SKEW_SECONDS of the server.
 * The nonce is unique per callback: a captured callback replayed within its window (e.g. a "started"
 * putting a finished live back on air) is refused, because its nonce is already stored.
 */
export const SIGNATURE_HEADER = 'x-live-signature';
export const MAX_SKEW_SECONDS = 300;
export const CALLBACK_MESSAGES = { badSignature: '签名错误', stale: '请求已过期', replayed: '请求重复' } as const;
/** Seen nonces are kept past both ends of the freshness window, then pruned on roughly one call in PRUNE_EVERY. */
const NONCE_KEEP_SECONDS = 2 * MAX_SKEW_SECONDS + 60;
const PRUNE_EVERY = 50;

export interface StreamCallbackBody {
  live_id: number;
  live_status?: number;
  open_status?: number;
  timestamp: number;
  nonce: string;
}

export function signStreamCallback(body: StreamCallbackBody, secret: string): string {
  const payload = `${body.live_id}:${body.live_status ?? ''}:${body.open_status ?? ''}:${body.timestamp}:${body.nonce}`;
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function signatureMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
}

/** Where a status change is announced: the live rooms (live-chat) implement it; lives does not know them. */
export interface LiveStatusPublisher {
  publishStatus(liveId: number, status: LiveViewCount): void;
}

export function streamCallbackRoute(app: FastifyInstance, options: { secret: string; rooms: LiveStatusPublisher; now: () => number }): void {
  catalogueRoute(app, 'updateLiveStreamStatus', async (args, request) => {
    if (!signatureMatches(request.headers[SIGNATURE_HEADER], signStreamCallback(args, options.secret))) {
      throw new AppError(403, CALLBACK_MESSAGES.badSignature);
    }
    if (Math.abs(options.now() / 1000 - args.timestamp) > MAX_SKEW_SECONDS) throw new AppError(403, CALLBACK_MESSAGES.stale);
    const live = await findAnyLive(app.db, args.live_id);
    if (!live) throw notFoundError();
    const next = { liveStatus: args.live_status ?? live.liveStatus, openStatus: args.open_status ?? live.openStatus };
    const changed = next.liveStatus !== live.liveStatus || next.openStatus !== live.openStatus;
    const row = await claimStreamCallback(app.db, args.nonce, live, changed ? next : undefined);
    if (!row) throw new AppError(409, CALLBACK_MESSAGES.replayed);
    if (changed) {
      request.log.info(
        { liveId: live.id, from: [live.liveStatus, live.openStatus], to: [next.liveStatus, next.openStatus], event: args.event },
        'live status changed by stream callback',
      );
      options.rooms.publishStatus(live.id, viewCountOf(row));
    }
    if (Math.random() * PRUNE_EVERY < 1) {
      await pruneStreamCallbackNonces(app.db, NONCE_KEEP_SECONDS);
    }
    return { id: row.id, live_status: row.liveStatus, open_status: row.openStatus, changed };
  });
}
