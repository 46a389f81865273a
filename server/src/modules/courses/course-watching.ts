import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { Viewer } from '../../plugins/auth';
import { hasContentPass } from '../../plugins/content-pass';
import { findCourse } from './courses.repository';
import { PASSWORD_TYPE, SOURCE_TYPE } from './courses.service';

/**
 * Whether the signed-in viewer may watch a single course or video: unlocked (watch password) and, for
 * need_auth, certified. What 观看学习 pays for.
 */
export async function courseWatchableBy(db: Db, id: number, viewer: Viewer, request: FastifyRequest): Promise<boolean> {
  const row = await findCourse(db, id);
  if (!row || row.type !== 1) return false;
  const type = row.sourceType === SOURCE_TYPE.video ? PASSWORD_TYPE.video : PASSWORD_TYPE.course;
  const unlocked = row.needPassword !== 1 || hasContentPass(request, { type, id: row.id });
  return unlocked && (row.needAuth !== 1 || viewer.isComplete === true);
}
