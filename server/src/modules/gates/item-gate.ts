import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, guestMayRead, LIVE_ACCESS, findLive, effectiveStatus } from '../lives';
import { hasContentPass, type PasswordTargetType } from '../../plugins/content-pass';
import { findPasswordTarget, videoOwners } from './gates.repository';
import { refuseWith, type AppError } from '../../plugins/envelope';

/** An item behind a gate, named by its check_password type (1 course, 2 article, 3 video, 4 live, 5 short video). */
export interface GatedItem {
  type: PasswordTargetType;
  id: number;
}

/**
 * How far in the request goes:
 * - `page`: what the item's detail page shows (a live's password and white list apply from the start of
 *   the broadcast; an upcoming live's page stays browsable, so it can be booked and favourited);
 * - `read`: the item's own conversation (comments, questionnaire): a live's room rules whatever its
 *   status, guests only in open lives;
 * - `take-part`: writing there (posting, liking a comment, answering): the room rules for a signed-in viewer.
 * A password item (course, video, article, short video) needs its pass at every level.
 */
export type GateLevel = 'page' | 'read' | 'take-part';

/**
 * comment_type / target_type code (1 course or video — one table, the pass family covers both —, 2 article,
 * 3 short video, 4 live) → the gated item; other codes (downloads, activities …) have no gate.
 */
const TARGET_ITEM_TYPES: Record<number, PasswordTargetType> = { 1: 1, 2: 2, 3: 5, 4: 4 };

export function gatedItemOf(targetType: number, id: number): GatedItem | null {
  const type = TARGET_ITEM_TYPES[targetType];
  return type ? { type, id } : null;
}

/**
 * The one check every route that shows or changes an item applies: null when the request may go on,
 * else the refusal to answer (the live-access codes, so the client opens the matching dialog). An item
 * that does not exist passes: the route answers its own 404.
 */
export async function itemGateRefusal(app: FastifyInstance, request: FastifyRequest, item: GatedItem, level: GateLevel): Promise<AppError | null> {
  return (await itemGate(app, request, item, level)).refusal;
}

/**
 * itemGateRefusal() with whether the item exists at all: the gate reads the item's row anyway, so a route
 * that answers 404 for a missing item needs no lookup of its own.
 */
export async function itemGate(
  app: FastifyInstance,
  request: FastifyRequest,
  item: GatedItem,
  level: GateLevel,
): Promise<{ exists: boolean; refusal: AppError | null }> {
  if (item.type === 4) {
    const live = await findLive(app.db, item.id);
    if (!live) return { exists: false, refusal: null };
    if (level === 'read' && guestMayRead(live)) return { exists: true, refusal: null };
    const { access } = await accessFor(app.db, { ...live, liveStatus: effectiveStatus(live) }, request.viewer ?? null, { request }, level !== 'page');
    return { exists: true, refusal: access.code === 0 ? null : refuseWith(access.code, access.message) };
  }
  const target = await findPasswordTarget(app.db, item.type, item.id);
  if (!target) return { exists: false, refusal: null };
  if (!target.protected || hasContentPass(request, { type: target.type, id: target.id })) return { exists: true, refusal: null };
  return { exists: true, refusal: refuseWith(LIVE_ACCESS.password.code, LIVE_ACCESS.password.message) };
}

/** Owners looked at per table: a video id is one item's, or a few sharing one recording. */
const MAX_VIDEO_OWNERS = 20;

/**
 * Play URLs of a video id: refused when every item that plays it is gated and none lets this request
 * in (at its page level), so a locked item's video cannot be played by asking for its id directly. A
 * video no item names (live streams, samples) has nothing to gate.
 */
export async function videoGateRefusal(app: FastifyInstance, request: FastifyRequest, videoId: string): Promise<AppError | null> {
  const { courseRows, shortRows, liveRows } = await videoOwners(app.db, videoId, MAX_VIDEO_OWNERS);
  const owners: GatedItem[] = [
    ...courseRows.map((r) => ({ type: 1 as const, id: r.id })),
    ...shortRows.map((r) => ({ type: 5 as const, id: r.id })),
    ...liveRows.map((r) => ({ type: 4 as const, id: r.id })),
  ];
  let first: AppError | null = null;
  for (const owner of owners) {
    const refusal = await itemGateRefusal(app, request, owner, 'page');
    if (!refusal) return null;
    first ??= refusal;
  }
  return first;
}
