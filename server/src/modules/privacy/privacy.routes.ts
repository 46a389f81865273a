import type { FastifyInstance } from 'fastify';
import type { ConsentState } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { catalogueRoute } from '../../plugins/catalogue';
import { requireViewer } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { latestConsent, recordConsent } from './privacy.repository';
import { deleteAccount, exportUserData, storedFileUrls } from './privacy.service';
import { endLiveSockets } from '../../plugins/live-sockets';
import { forgetSessions } from '../../plugins/session-cache';

export interface PrivacyRoutesOptions {
  now: () => number;
  /** The user agreement + privacy policy version in force (AGREEMENT_VERSION). */
  agreementVersion: string;
  /** Where uploads are kept (local folder or S3): a deleted account's files are removed from it. */
  storage: FileStorage;
}

export const PRIVACY_MESSAGES = {
  staleVersion: '协议版本已更新，请重新阅读后同意',
  gone: '账号不存在或已注销',
} as const;

/**
 * needs_consent is 1 unless the latest consent is to exactly the version in force: no consent at all (an
 * account that only ever came in through a union-id / uuid auto-login, which is not an agreement) or one
 * to an earlier version both make the app ask again.
 */
async function consentState(db: Db, userId: number, version: string): Promise<ConsentState> {
  const latest = await latestConsent(db, userId);
  return {
    agreement_version: version,
    consented_version: latest?.agreementVersion ?? null,
    consented_at: latest ? latest.createdAt.toISOString() : null,
    needs_consent: latest?.agreementVersion === version ? 0 : 1,
  };
}

/**
 * Removes the files after the account rows are gone (a failed removal must not undo the deletion): each
 * failure is logged (the store's error code, no secrets) and the rest still go.
 */
async function removeStoredFiles(storage: FileStorage, urls: string[], log: FastifyInstance['log']): Promise<void> {
  for (const url of urls) {
    await storage.delete(url).catch((error: unknown) => log.warn({ err: error, storage: storage.name }, 'account deletion: file not removed'));
  }
}

/**
 * Personal-data rights (PIPL): export, account deletion and consent. Every endpoint acts on the
 * signed-in viewer only; none takes a user id.
 */
export function privacyRoutes(app: FastifyInstance, options: PrivacyRoutesOptions): void {
  catalogueRoute(app, 'getMyDataExport', async (_args, request, reply) => {
    const viewer = requireViewer(request);
    const data = await exportUserData(app.db, viewer.id);
    if (!data) throw new AppError(404, PRIVACY_MESSAGES.gone);
    // Personal data: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    return { exported_at: new Date(options.now()).toISOString(), agreement_version: options.agreementVersion, ...data };
  });

  catalogueRoute(app, 'deleteMyAccount', async (_args, request) => {
    const viewer = requireViewer(request);
    const urls = await storedFileUrls(app.db, viewer.id);
    await deleteAccount(app.db, viewer.id);
    endLiveSockets(app, { userId: viewer.id });
    await forgetSessions(app.cacheBus, { userId: viewer.id });
    await removeStoredFiles(options.storage, urls, request.log);
    request.log.info({ userId: viewer.id }, 'account deleted');
    return { deleted: 1 as const };
  });

  catalogueRoute(app, 'getMyConsent', async (_args, request) => {
    const viewer = requireViewer(request);
    return consentState(app.db, viewer.id, options.agreementVersion);
  });

  catalogueRoute(app, 'createConsent', async (args, request) => {
    const viewer = requireViewer(request);
    if (args.agreement_version !== options.agreementVersion) throw new AppError(409, PRIVACY_MESSAGES.staleVersion);
    await recordConsent(app.db, { userId: viewer.id, agreementVersion: options.agreementVersion, source: 'prompt', ip: request.ip, now: options.now() });
    return consentState(app.db, viewer.id, options.agreementVersion);
  });
}

/** The check-verify hook: logging in with the agreement ticked is consent to the version in force. */
export function consentOnLogin(database: { db: Db }, agreementVersion: string, now: () => number) {
  return async (userId: number, request: { ip: string }): Promise<void> => {
    await recordConsent(database.db, { userId, agreementVersion, source: 'login', ip: request.ip, now: now() });
  };
}
