import type { FastifyInstance } from 'fastify';
import type { StudyGroupApplication, StudyGroupMembership } from '../../../../contract/generated/schema-types';
import type { StudyGroupMemberState } from '../../db/schema/index';
import { sanitizeRichHtml } from '../../html/rich-html';
import { requireViewer } from '../../plugins/auth';
import { Success, catalogueRoute } from '../../plugins/catalogue';
import { AppError } from '../../plugins/envelope';
import type { RateLimiter } from '../../shared/rate-limits';
import { STUDY_GROUP_MESSAGES } from './study-group-messages';
import {
  apply,
  decide,
  findApplication,
  findGroup,
  moduleExists,
  myGroupsOfModule,
  pageApplications,
  pendingApplicationsOf,
  type ApplicationRow,
} from './study-groups.repository';

/** Applications per doctor: each one is a row a leader or an operator has to read. */
export const APPLY_RATE_WINDOWS = [
  { limit: 5, windowMs: 60_000 },
  { limit: 20, windowMs: 86_400_000 },
] as const;

/**
 * Members and the leader read the members-only content; anyone else gets nothing of it. The leader also gets
 * the applications waiting for a decision (`pending`, given for the leader only).
 */
export function membershipOf(
  groupId: number,
  state: StudyGroupMemberState | null,
  isLeader: boolean,
  memberContent: string,
  pending: StudyGroupApplication[] = [],
): StudyGroupMembership {
  const member = state === 'approved' || isLeader;
  return {
    group_id: groupId,
    state: state ?? 'none',
    is_leader: isLeader,
    // Sanitised on read as well as on write, like every rich text body.
    member_content: member ? sanitizeRichHtml(memberContent) : '',
    pending_applications: isLeader ? pending : [],
  };
}

export function applicationOut(row: ApplicationRow): StudyGroupApplication {
  return {
    id: row.id,
    group_id: row.groupId,
    user_id: row.userId,
    name: row.userName,
    hospital: row.hospital,
    note: row.note,
    state: row.state,
    created_at: row.createdAt.toISOString(),
  };
}

/** Joining a study group from the phone: apply, see one's standing, and the leader's review. */
export function studyGroupRoutes(app: FastifyInstance, options: { limiter: RateLimiter; now: () => number }): void {
  const db = app.db;

  const leaderOf = async (groupId: number, userId: number) => {
    const group = await findGroup(db, groupId);
    if (!group) throw new AppError(404, STUDY_GROUP_MESSAGES.groupMissing);
    if (group.leaderUserId !== userId) throw new AppError(403, STUDY_GROUP_MESSAGES.leaderOnly);
    return group;
  };

  catalogueRoute(app, 'listMyStudyGroups', async ({ meeting_subject_id: moduleId }, request) => {
    const viewer = requireViewer(request);
    if (!(await moduleExists(db, moduleId))) throw new AppError(404, STUDY_GROUP_MESSAGES.moduleMissing);
    const rows = await myGroupsOfModule(db, moduleId, viewer.id);
    // A leader decides on the phone: the groups this doctor leads come with their waiting applications.
    const led = rows.filter((r) => r.leaderUserId === viewer.id).map((r) => r.groupId);
    const pending = (await pendingApplicationsOf(db, led)).map(applicationOut);
    const waitingIn = (groupId: number) => pending.filter((a) => a.group_id === groupId);
    return { list: rows.map((r) => membershipOf(r.groupId, r.state, r.leaderUserId === viewer.id, r.memberContent, waitingIn(r.groupId))) };
  });

  catalogueRoute(app, 'applyStudyGroup', async ({ id, note }, request) => {
    const viewer = requireViewer(request);
    const group = await findGroup(db, id);
    if (!group) throw new AppError(404, STUDY_GROUP_MESSAGES.groupMissing);
    const isLeader = group.leaderUserId === viewer.id;
    if (isLeader) return new Success(membershipOf(id, 'approved', true, group.memberContent), STUDY_GROUP_MESSAGES.alreadyMember);
    const limit = await options.limiter.consume(`study-group-apply:${viewer.id}`, APPLY_RATE_WINDOWS, options.now());
    if (!limit.allowed) throw new AppError(429, STUDY_GROUP_MESSAGES.tooMany);
    const state = await apply(db, id, viewer.id, (note ?? '').trim(), new Date(options.now()));
    const message = state === 'approved' ? STUDY_GROUP_MESSAGES.alreadyMember : STUDY_GROUP_MESSAGES.applied;
    return new Success(membershipOf(id, state, false, group.memberContent), message);
  });

  catalogueRoute(app, 'listStudyGroupApplications', async ({ id, state }, request) => {
    const viewer = requireViewer(request);
    await leaderOf(id, viewer.id);
    const { rows } = await pageApplications(db, { state: state ?? 'pending', groupId: id }, 1, 200);
    return { list: rows.map(applicationOut) };
  });

  catalogueRoute(app, 'decideStudyGroupApplication', async ({ id, action }, request) => {
    const viewer = requireViewer(request);
    const found = await findApplication(db, id);
    if (!found) throw new AppError(404, STUDY_GROUP_MESSAGES.applicationMissing);
    await leaderOf(found.groupId, viewer.id);
    // A leader's own application (made before being named leader) is an operator's to decide.
    if (found.userId === viewer.id) throw new AppError(403, STUDY_GROUP_MESSAGES.notOwnApplication);
    const state = action === 'approve' ? 'approved' : 'declined';
    if (!(await decide(db, id, state, `leader:${viewer.id}`, new Date(options.now())))) throw new AppError(409, STUDY_GROUP_MESSAGES.alreadyDecided);
    const decided = await findApplication(db, id);
    if (!decided) throw new AppError(404, STUDY_GROUP_MESSAGES.applicationMissing);
    return new Success(applicationOut(decided), state === 'approved' ? STUDY_GROUP_MESSAGES.approved : STUDY_GROUP_MESSAGES.declined);
  });
}
