import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opsRoute } from '../ops';
import type { WidgetManifest } from '../../schemas/schema-store';
import { AppError, envelope } from '../../plugins/envelope';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { recordAudit } from '../ops-audit';
import { publishes, requireOperator } from '../ops-operators';
import { findSchedule, listSchedules, updatePending } from './ops-schedules.repository';
import { auditTarget, checkPublishAt, createSchedule, listWindows, SCHEDULE_MESSAGES, scheduleToApi } from './ops-schedules.service';

/** Finished schedules the calendar lists besides the pending ones. */
const FINISHED_LISTED = 100;
/** The calendar shows windows that ended at most this long ago. */
const WINDOWS_LOOKBACK_MS = 7 * 24 * 3600_000;

function requireSchedulePublisher(request: FastifyRequest) {
  const operator = requireOperator(request);
  if (!publishes(operator.role)) throw new AppError(403, SCHEDULE_MESSAGES.publisherOnly);
  return operator;
}

/**
 * Scheduled publishes (docs/schedules.md): a publisher schedules a layout revision or a content kind's
 * draft, moves it (改期) or cancels it (取消) while it is pending; the scheduler job (ops-scheduler.ts)
 * publishes it. Anyone signed in sees the calendar: the schedules and the live time windows.
 */
export function opsScheduleRoutes(scope: FastifyInstance, options: { now: () => number; clientManifest: WidgetManifest }): void {
  const db = scope.db;
  // Every process's scheduler sleeps until its next known due time: a change of the schedules wakes it.
  const wakeSchedulers = () => scope.cacheBus.publish(CACHE_CHANNELS.schedules);

  opsRoute(scope, 'listOpsSchedules', async (request) => {
    requireOperator(request);
    const [rows, windows] = await Promise.all([listSchedules(db, FINISHED_LISTED), listWindows(db, new Date(options.now() - WINDOWS_LOOKBACK_MS))]);
    return envelope({ list: rows.map(scheduleToApi), windows });
  });

  opsRoute(scope, 'createOpsSchedule', async (request) => {
    const operator = requireSchedulePublisher(request);
    const row = await createSchedule(db, operator, request.body, { manifest: options.clientManifest, now: options.now() });
    await wakeSchedulers();
    return envelope(scheduleToApi(row));
  });

  opsRoute(scope, 'moveOpsSchedule', async (request) => {
    const operator = requireSchedulePublisher(request);
    const publishAt = checkPublishAt(request.body.publish_at, options.now());
    const before = await findSchedule(db, request.params.id);
    if (!before) throw new AppError(404, SCHEDULE_MESSAGES.notFound);
    const row = await updatePending(db, request.params.id, { publishAt });
    if (!row) throw new AppError(409, SCHEDULE_MESSAGES.notPending);
    await recordAudit(db, {
      operator,
      action: 'schedule.move',
      target: auditTarget(row.targetType, row.target),
      detail: { schedule: row.id, publish_at: publishAt.toISOString(), previous_publish_at: before.publishAt.toISOString() },
    });
    await wakeSchedulers();
    return envelope(scheduleToApi(row));
  });

  opsRoute(scope, 'cancelOpsSchedule', async (request) => {
    const operator = requireSchedulePublisher(request);
    if (!(await findSchedule(db, request.params.id))) throw new AppError(404, SCHEDULE_MESSAGES.notFound);
    const row = await updatePending(db, request.params.id, { status: 'cancelled', doneAt: new Date(options.now()) });
    if (!row) throw new AppError(409, SCHEDULE_MESSAGES.notPending);
    await recordAudit(db, { operator, action: 'schedule.cancel', target: auditTarget(row.targetType, row.target), detail: { schedule: row.id } });
    await wakeSchedulers();
    return envelope(scheduleToApi(row));
  });
}
