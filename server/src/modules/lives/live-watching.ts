import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { LiveStatus } from '../../db/target-types';
import type { Viewer } from '../../plugins/auth';
import { accessFor } from './live-access';
import { effectiveStatus } from './live-play';
import { findLive, type LiveRow } from './lives.repository';

/** Statuses with something to watch: on air, or a replay (an ended live without a replay shows nothing). */
function hasPicture(status: number): boolean {
  return status === LiveStatus.live || status >= LiveStatus.replay;
}

/**
 * Whether entering the room lets this viewer watch now: there is a picture and the room's gates (login,
 * need_auth, password, white list) let them in. What the view rule (观看学习) pays for.
 */
export async function mayWatchNow(db: Db, live: LiveRow, viewer: Viewer, request: FastifyRequest): Promise<boolean> {
  const status = effectiveStatus(live);
  if (!hasPicture(status)) return false;
  const { access } = await accessFor(db, { ...live, liveStatus: status }, viewer, { request }, false);
  return access.code === 0;
}

/** Whether the signed-in viewer may watch the live with this id now (unknown id: no). */
export async function liveWatchableBy(db: Db, id: number, viewer: Viewer, request: FastifyRequest): Promise<boolean> {
  const live = await findLive(db, id);
  return live ? mayWatchNow(db, live, viewer, request) : false;
}
