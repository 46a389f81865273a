import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { AppError, notFoundError } from '../../plugins/envelope';
import { requireViewer } from '../../plugins/auth';
import { DEFAULT_DOWNLOAD_MAILS_PER_DAY, type MailConfig } from '../../config/config-mail';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { createMailProvider } from '../../providers/mail/mail-providers';
import { viewerOf } from '../views';
import { createMailQueue, createMailQueueJob, type MailQueueOptions } from './download-email-queue';
import { countDownload, findDownloadCount } from './downloads.repository';
import { findDownloadDetail, listDownloadCategories, listDownloads, recordEmailRequest } from './downloads.service';
import { pagingOf } from '../../shared/paging';

export const CERTIFICATION_REQUIRED_MESSAGE = '请先完成认证';
export const DAILY_MAIL_LIMIT_MESSAGE = '今日发送次数已达上限，请明天再试';
export { EMAIL_SUBJECT_PREFIX } from './download-email-queue';
/** The request waits this long for the first delivery attempt; a slower one goes on in the background. */
const FIRST_ATTEMPT_WAIT_MS = 2000;

export interface DownloadRoutesOptions {
  /** SMTP_URL / MAIL_FROM as checked by loadConfig (config.mail); console (log only) when unset. */
  mailConfig?: MailConfig;
  /** Delivers "send the file to my e-mail" jobs; replaces the provider built from mailConfig (tests). */
  mail?: MailProvider;
  now?: () => number;
  /** Mails one account may ask for per China calendar day (DOWNLOAD_MAILS_PER_DAY). */
  mailsPerDay?: number;
  /** Retry settings of the mail queue (tests shorten them). */
  queue?: Omit<MailQueueOptions, 'mail' | 'now' | 'log'>;
  /** Run the retry job on an interval (app.ts: outside tests). */
  startJob?: boolean;
}

/** Guides and materials (download list and detail; docs/product-rules.md#downloads). */
export function downloadRoutes(app: FastifyInstance, options: DownloadRoutesOptions = {}): void {
  const mail = options.mail ?? createMailProvider(options.mailConfig ?? { provider: 'console' }, app.log);
  const now = options.now ?? Date.now;
  const mailsPerDay = options.mailsPerDay ?? DEFAULT_DOWNLOAD_MAILS_PER_DAY;
  const queue = createMailQueue(app.db, { ...options.queue, mail, now, log: app.log });
  const job = createMailQueueJob(queue);
  if (options.startJob) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => {
    await job.stop();
    (mail as { close?: () => void }).close?.();
  });
  catalogueRoute(app, 'listDownloadCategories', async () => ({ list: await listDownloadCategories(app.db) }));

  catalogueRoute(app, 'listDownloads', async (args, request) =>
    listDownloads(app.db, { categoryId: args.category_id, title: args.title }, pagingOf(args), request.viewer?.id),
  );

  catalogueRoute(app, 'getDownloadDetail', async (args, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['download'], id: args.id }, (db) => findDownloadDetail(db, args.id, request.viewer?.id));
    if (draft) return draft;
    const detail = await findDownloadDetail(app.db, args.id, request.viewer?.id);
    if (!detail) throw notFoundError();
    return detail;
  });

  // A counted download also leaves a footprint (type 9) for the viewer, when known. A viewer's
  // downloads of one file count once per window (modules/views); a repeat answers the count unchanged.
  catalogueRoute(app, 'updateDownloadCount', async (args, request) => {
    const current = await findDownloadCount(app.db, args.id);
    if (!current) throw notFoundError();
    if (!(await app.uniqueViews.claim('download', current.id, viewerOf(request)))) return current;
    return (await countDownload(app.db, current.id, request.viewer?.id ?? null)) ?? current;
  });

  // Downloads need a certified user. The request is queued (download_email_requests) and
  // tried at once; a refusal is retried by the queue's job with backoff. The client shows its notice
  // either way; `queued` is false only when the request was given up. The schema accepts exactly one
  // address (format email: no lists, spaces or second @), and each account gets `mailsPerDay` mails a
  // day, so the endpoint cannot be used to mail strangers in bulk.
  catalogueRoute(app, 'sendDownloadEmail', async (args, request) => {
    const viewer = requireViewer(request);
    if (!viewer.isComplete) throw new AppError(403, CERTIFICATION_REQUIRED_MESSAGE);
    const detail = await findDownloadDetail(app.db, args.id, request.viewer?.id);
    if (!detail) throw notFoundError();
    const requestId = await recordEmailRequest(app.db, { downloadId: detail.id, userId: viewer.id, email: args.email, at: new Date(now()) }, mailsPerDay);
    if (requestId === undefined) throw new AppError(429, DAILY_MAIL_LIMIT_MESSAGE);
    const attempt = queue.deliver(requestId).catch((error: unknown) => {
      request.log.warn({ err: error, requestId }, 'first delivery attempt of a download e-mail failed; the queue retries');
      return 'queued' as const;
    });
    const status = await Promise.race([attempt, new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), FIRST_ATTEMPT_WAIT_MS).unref())]);
    return { id: requestId, queued: status !== 'failed' };
  });
}
