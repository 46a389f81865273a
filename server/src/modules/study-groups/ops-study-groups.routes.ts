import type { FastifyInstance } from 'fastify';
import type { OpsStudyGroup, OpsStudyGroupApplication } from '../../../../contract/generated/schema-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import { AppError, envelope } from '../../plugins/envelope';
import { opsRoute } from '../ops';
import { recordAudit } from '../ops-audit';
import { requireOperator } from '../ops-operators';
import { STUDY_GROUP_MESSAGES } from './study-group-messages';
import {
  decide,
  findApplication,
  findGroup,
  findUserIdByMobile,
  listGroupSettings,
  pageApplications,
  saveGroupSettings,
  type ApplicationRow,
  type GroupSettingsRow,
} from './study-groups.repository';

/** 138****0047: enough for an operator to tell two applicants apart, not a number to copy out. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

function opsApplication(row: ApplicationRow): OpsStudyGroupApplication {
  return {
    id: row.id,
    group_id: row.groupId,
    group_title: row.groupTitle,
    user_id: row.userId,
    user_name: row.userName,
    mobile: maskMobile(row.mobile),
    hospital: row.hospital,
    note: row.note,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
  };
}

function opsGroup(row: GroupSettingsRow): OpsStudyGroup {
  return {
    id: row.id,
    title: row.title,
    topic_title: row.topicTitle,
    leader_name: row.leaderName ?? '',
    leader_mobile: row.leaderMobile ? maskMobile(row.leaderMobile) : '',
    member_content: row.memberContent ?? '',
    members: row.members,
    pending: row.pending,
  };
}

/** The console's side of study groups: any operator reviews applications; each decision is in the audit log. */
export function opsStudyGroupRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  const db = scope.db;

  opsRoute(scope, 'listOpsStudyGroupApplications', async (request) => {
    requireOperator(request);
    const { state, group_id: groupId, page, pageSize } = request.query;
    const { rows, total } = await pageApplications(db, { state, groupId }, page, pageSize);
    return envelope({ list: rows.map(opsApplication), page, pageSize, total });
  });

  opsRoute(scope, 'decideOpsStudyGroupApplication', async (request) => {
    const operator = requireOperator(request);
    const { id, action } = request.body;
    const found = await findApplication(db, id);
    if (!found) throw new AppError(404, STUDY_GROUP_MESSAGES.applicationMissing);
    const state = action === 'approve' ? 'approved' : 'declined';
    if (!(await decide(db, id, state, `operator:${operator.id}`, new Date(options.now())))) throw new AppError(409, STUDY_GROUP_MESSAGES.alreadyDecided);
    await recordAudit(db, {
      operator,
      action: `study-group.${action}`,
      target: `study-group-application:${id}`,
      detail: { group: found.groupId, group_title: found.groupTitle, applicant: found.userId },
    });
    const decided = await findApplication(db, id);
    if (!decided) throw new AppError(404, STUDY_GROUP_MESSAGES.applicationMissing);
    return envelope(opsApplication(decided));
  });

  opsRoute(scope, 'listOpsStudyGroups', async (request) => {
    requireOperator(request);
    return envelope({ list: (await listGroupSettings(db)).map(opsGroup) });
  });

  opsRoute(scope, 'saveOpsStudyGroupSettings', async (request) => {
    const operator = requireOperator(request);
    const { group_id: groupId, leader_mobile: mobile } = request.body;
    if (!(await findGroup(db, groupId))) throw new AppError(404, STUDY_GROUP_MESSAGES.groupMissing);
    const leaderUserId = mobile ? await findUserIdByMobile(db, mobile) : null;
    if (leaderUserId === undefined) throw new AppError(404, STUDY_GROUP_MESSAGES.leaderMissing);
    await saveGroupSettings(db, groupId, leaderUserId, sanitizeRichHtml(request.body.member_content));
    await recordAudit(db, {
      operator,
      action: 'study-group.settings',
      target: `study-group:${groupId}`,
      detail: { leader: leaderUserId },
    });
    const [saved] = await listGroupSettings(db, groupId);
    if (!saved) throw new AppError(404, STUDY_GROUP_MESSAGES.groupMissing);
    return envelope(opsGroup(saved));
  });
}
