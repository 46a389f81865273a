import type { OpsSchedule, OpsScheduleInput, OpsScheduleWindow } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { WidgetManifest } from '../../schemas/schema-store';
import { AppError } from '../../plugins/envelope';
import { everyNode } from '../layouts';
import { layoutItemProblems, layoutProblems, publishLayoutRevision, type LayoutWriter, findLayoutRow, findRevision } from '../ops-layouts';
import { recordAudit } from '../ops-audit';
import { checkItemSchedule, runItemSchedule } from '../ops-catalogue';
import { CONTENT_KINDS, checkDraftLinks, liveRecords, publishDraft, findDraft } from '../ops-home-content';
import {
  findPendingFor,
  insertSchedule,
  publishedDocumentsWithWindows,
  windowedRecords,
  type ScheduleOutcome,
  type ScheduleRow,
  type ScheduleStatus,
} from './ops-schedules.repository';

export const SCHEDULE_MESSAGES = {
  publisherOnly: '只有发布者可以定时发布、改期或取消',
  badTime: '发布时间格式不正确',
  inPast: '发布时间必须晚于现在',
  tooFar: '发布时间不能晚于一年以后',
  revisionRequired: '定时发布布局时必须指定版本',
  layoutNotFound: '布局不存在',
  revisionNotFound: '版本不存在',
  notNewest: '只能定时发布最新保存的版本，请先打开最新版本',
  alreadyPublished: '该版本已经发布，无需定时发布',
  invalidLayout: '布局校验未通过，不能定时发布',
  unknownKind: '没有这种首页内容',
  noDraft: '没有待发布的修改，无法定时发布',
  alreadyScheduled: '已有一个待执行的定时发布，请改期或取消它',
  notFound: '定时发布不存在',
  notPending: '该定时发布已执行或已取消，不能再修改',
  // Why a due schedule did not publish (stored with it, shown in the calendar).
  draftGone: '草稿已不存在（已发布或已丢弃），未发布',
  draftChanged: '定时后草稿又有改动，未发布；请检查后重新定时',
  revisionStale: '定时后又保存了新版本，未发布；请重新定时',
  layoutInvalid: '布局校验未通过，未发布',
} as const;

/** A schedule may be set at most this far ahead. */
const MAX_AHEAD_MS = 366 * 24 * 3600_000;

export function scheduleToApi(row: ScheduleRow): OpsSchedule {
  return {
    id: row.id,
    target_type: row.targetType as OpsSchedule['target_type'],
    target: row.target,
    revision: row.revision,
    publish_at: row.publishAt.toISOString(),
    status: row.status as ScheduleStatus,
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    done_at: row.doneAt?.toISOString() ?? null,
    result: (row.result as OpsSchedule['result']) ?? null,
  };
}

/** The time of a new or moved schedule: a valid date-time after `now`, within a year. */
export function checkPublishAt(text: string, now: number): Date {
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new AppError(400, SCHEDULE_MESSAGES.badTime);
  if (at <= now) throw new AppError(400, SCHEDULE_MESSAGES.inPast);
  if (at > now + MAX_AHEAD_MS) throw new AppError(400, SCHEDULE_MESSAGES.tooFar);
  return new Date(at);
}

const kindNamed = (name: string) => CONTENT_KINDS.find((kind) => kind.name === name);

/**
 * What a new schedule pins: a layout's newest saved, unpublished, valid revision, or a content kind's
 * draft as it is now (its updated_at: a later edit makes the schedule fail instead of publishing
 * something the publisher did not see). Refuses with the reason, in Chinese.
 */
export async function checkScheduleTarget(
  db: Db,
  input: OpsScheduleInput,
  manifest: WidgetManifest,
): Promise<{ revision: number | null; draftUpdatedAt: Date | null }> {
  if (input.target_type === 'layout') {
    if (input.revision === undefined) throw new AppError(400, SCHEDULE_MESSAGES.revisionRequired);
    const row = await findLayoutRow(db, input.target);
    if (!row) throw new AppError(404, SCHEDULE_MESSAGES.layoutNotFound);
    const target = await findRevision(db, input.target, input.revision);
    if (!target) throw new AppError(404, SCHEDULE_MESSAGES.revisionNotFound);
    if (row.currentRevision !== input.revision) throw new AppError(409, SCHEDULE_MESSAGES.notNewest);
    if (row.publishedRevision === input.revision) throw new AppError(409, SCHEDULE_MESSAGES.alreadyPublished);
    const problems = [...layoutProblems(target.document, { layoutId: input.target, manifest }), ...(await layoutItemProblems(db, target.document))];
    if (problems.length > 0) throw new AppError(422, SCHEDULE_MESSAGES.invalidLayout, 422, { problems });
    if (await findPendingFor(db, 'layout', input.target)) throw new AppError(409, SCHEDULE_MESSAGES.alreadyScheduled);
    return { revision: input.revision, draftUpdatedAt: null };
  }
  if (input.target_type === 'item' || input.target_type === 'item-offline') {
    if (await findPendingFor(db, input.target_type, input.target)) throw new AppError(409, SCHEDULE_MESSAGES.alreadyScheduled);
    return { revision: null, ...(await checkItemSchedule(db, input.target_type, input.target)) };
  }
  const kind = kindNamed(input.target);
  if (!kind) throw new AppError(404, SCHEDULE_MESSAGES.unknownKind);
  const draft = await findDraft(db, input.target);
  if (!draft) throw new AppError(409, SCHEDULE_MESSAGES.noDraft);
  await checkDraftLinks(db, kind, await liveRecords(db, kind), draft.items);
  if (await findPendingFor(db, 'content', input.target)) throw new AppError(409, SCHEDULE_MESSAGES.alreadyScheduled);
  return { revision: null, draftUpdatedAt: draft.updatedAt };
}

/** As the publish entries name them: `layout:<id>`, or the content kind alone. */
export const auditTarget = (targetType: string, target: string) => (targetType === 'layout' ? `layout:${target}` : target);

/**
 * A new scheduled publish, checked (time, target, nothing pending for it) and audited: the calendar's
 * 定时发布, and a review approved for later (modules/ops-review). Refuses with the reason, in Chinese.
 */
export async function createSchedule(
  db: Db,
  operator: LayoutWriter,
  input: OpsScheduleInput,
  context: { manifest: WidgetManifest; now: number },
): Promise<ScheduleRow> {
  const publishAt = checkPublishAt(input.publish_at, context.now);
  const pinned = await checkScheduleTarget(db, input, context.manifest);
  const row = await insertSchedule(db, {
    targetType: input.target_type,
    target: input.target,
    revision: pinned.revision,
    draftUpdatedAt: pinned.draftUpdatedAt,
    publishAt,
    note: input.note ?? '',
    createdById: operator.id,
    createdBy: operator.name,
  });
  await recordAudit(db, {
    operator,
    action: 'schedule.create',
    target: auditTarget(input.target_type, input.target),
    detail: { schedule: row.id, publish_at: publishAt.toISOString(), ...(pinned.revision ? { revision: pinned.revision } : {}) },
  });
  return row;
}

/** Who a scheduled publish is made by, in the audit log: the publisher who scheduled it. */
function writerOf(row: ScheduleRow): LayoutWriter {
  return { id: row.createdById, name: row.createdBy };
}

/**
 * The publish itself, on the transaction that took the schedule: the same writes, checks and audit entry
 * as the console's 发布 (publishLayoutRevision / publishDraft + content.publish). An outcome with `error`
 * means the target changed since it was scheduled; nothing was published.
 */
export async function publishScheduled(tx: Db, row: ScheduleRow, manifest: WidgetManifest): Promise<ScheduleOutcome> {
  const writer = writerOf(row);
  if (row.targetType === 'layout') {
    const revision = row.revision ?? 0;
    const target = await findRevision(tx, row.target, revision);
    if (!target) return { error: SCHEDULE_MESSAGES.revisionStale };
    if (layoutProblems(target.document, { layoutId: row.target, manifest }).length > 0) return { error: SCHEDULE_MESSAGES.layoutInvalid };
    // Content it links to may have been taken down since it was scheduled.
    const linked = await layoutItemProblems(tx, target.document);
    if (linked.length > 0) return { error: `${linked[0].message}，未发布` };
    const published = await publishLayoutRevision(tx, writer, { id: row.target, revision, note: row.note || `定时发布 #${row.id}` });
    if (!published || 'conflict' in published) return { error: SCHEDULE_MESSAGES.revisionStale };
    return { revision: published.published_revision };
  }
  if (row.targetType === 'item' || row.targetType === 'item-offline') {
    return runItemSchedule(tx, { action: row.targetType, target: row.target, draftUpdatedAt: row.draftUpdatedAt, by: writer });
  }
  const kind = kindNamed(row.target);
  const draft = await findDraft(tx, row.target, true);
  if (!kind || !draft) return { error: SCHEDULE_MESSAGES.draftGone };
  if (row.draftUpdatedAt && draft.updatedAt.getTime() !== row.draftUpdatedAt.getTime()) return { error: SCHEDULE_MESSAGES.draftChanged };
  try {
    const { revision, changes } = await publishDraft(tx, kind, writer.name);
    await recordAudit(tx, { operator: writer, action: 'content.publish', target: kind.name, detail: { revision, changes, schedule: row.id } });
    return { revision };
  } catch (error) {
    // A refusal the console's 发布 would show (a channel deleted meanwhile): the schedule fails with it.
    if (error instanceof AppError && error.statusCode < 500) return { error: `${error.message}，未发布` };
    throw error;
  }
}

/** The time windows of live layout sections and home content that have not ended before `after`. */
export async function listWindows(db: Db, after: Date): Promise<OpsScheduleWindow[]> {
  const windows: OpsScheduleWindow[] = [];
  for (const { id, document } of await publishedDocumentsWithWindows(db)) {
    for (const node of everyNode(document)) {
      if (!node.schedule || (node.schedule.start === undefined && node.schedule.end === undefined)) continue;
      if (node.schedule.end !== undefined && Date.parse(node.schedule.end) <= after.getTime()) continue;
      windows.push({
        target_type: 'layout',
        target: id,
        item: node.id,
        title: node.widget,
        start: node.schedule.start ?? null,
        end: node.schedule.end ?? null,
      });
    }
  }
  for (const record of await windowedRecords(db, after)) {
    windows.push({
      target_type: 'content',
      target: record.kind,
      item: String(record.id),
      title: record.title,
      start: record.start?.toISOString() ?? null,
      end: record.end?.toISOString() ?? null,
    });
  }
  return windows;
}
