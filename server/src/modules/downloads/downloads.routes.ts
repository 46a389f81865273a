import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { AppError, notFoundError } from '../../plugins/envelope';
import { requireViewer } from '../../plugins/auth';
import { ConsoleMailProvider } from '../../providers/mail/console-mail';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { countDownload, findDownloadDetail, listDownloadCategories, listDownloads, markEmailRequestSent, recordEmailRequest } from './downloads.repository';

const DEFAULT_PAGE_SIZE = 10;

export const CERTIFICATION_REQUIRED_MESSAGE = '请先完成认证';
export const EMAIL_SUBJECT_PREFIX = '博医荟资料：';

export interface DownloadRoutesOptions {
  /** Delivers "send the file to my e-mail" jobs; the console provider (log only) by default. */
  mail?: MailProvider;
}

/** Guides and materials (spec §2 download list/detail, §7 Downloads). */
export function downloadRoutes(app: FastifyInstance, options: DownloadRoutesOptions = {}): void {
  const mail = options.mail ?? new ConsoleMailProvider(app.log);
  catalogueRoute(app, 'listDownloadCategories', async () => ({ list: await listDownloadCategories(app.db) }));

  catalogueRoute(app, 'listDownloads', async (args) =>
    listDownloads(
      app.db,
      { categoryId: args.category_id, title: args.title },
      { page: args.page ?? 1, pageSize: args.pageSize ?? DEFAULT_PAGE_SIZE },
    ),
  );

  catalogueRoute(app, 'getDownloadDetail', async (args) => {
    const detail = await findDownloadDetail(app.db, args.id);
    if (!detail) throw notFoundError();
    return detail;
  });

  catalogueRoute(app, 'updateDownloadCount', async (args) => {
    const counted = await countDownload(app.db, args.id);
    if (!counted) throw notFoundError();
    return counted;
  });

  // Spec §4/§5: downloads need a certified user. The row is kept even when the provider refuses the job
  // (sent_at stays null, so it can be retried); the client shows its notice either way.
  catalogueRoute(app, 'sendDownloadEmail', async (args, request) => {
    const viewer = requireViewer(request);
    if (!viewer.isComplete) throw new AppError(403, CERTIFICATION_REQUIRED_MESSAGE);
    const email = args.email.trim();
    if (!email) throw new AppError(400, '请填写邮箱');
    const detail = await findDownloadDetail(app.db, args.id);
    if (!detail) throw notFoundError();
    const requestId = await recordEmailRequest(app.db, { downloadId: detail.id, userId: viewer.id, email });
    let queued = false;
    try {
      await mail.send({ requestId, to: email, subject: `${EMAIL_SUBJECT_PREFIX}${detail.title}`, fileUrl: detail.link ?? '', fileTitle: detail.title });
      await markEmailRequestSent(app.db, requestId);
      queued = true;
    } catch (error) {
      request.log.warn({ err: error, requestId }, 'mail provider did not accept the download email job');
    }
    return { id: requestId, queued };
  });
}
