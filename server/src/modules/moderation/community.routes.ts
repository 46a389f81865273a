import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { AppError, refuseWith } from '../../plugins/envelope';
import { Success, catalogueRoute } from '../../plugins/catalogue';
import type { RateLimiter } from '../../shared/rate-limits';
import { MODERATION_MESSAGES } from './moderation-messages';
import { SensitiveWords } from './sensitive-words';
import { insertReport } from './texts.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's compiled sensitive-word list: comments and live chat check text through it. */
    sensitiveWords: SensitiveWords;
  }
}

/** Reports per doctor: a few a minute, a bounded number a day (each one is a row an operator reads). */
export const REPORT_RATE_WINDOWS = [
  { limit: 10, windowMs: 60_000 },
  { limit: 50, windowMs: 86_400_000 },
] as const;

/**
 * The doctors' side of moderation: the word list every post is checked against (one per process, rebuilt
 * when any process changes the list) and reporting (举报) a comment.
 */
export function communityRoutes(app: FastifyInstance, options: { limiter: RateLimiter; now: () => number }): void {
  const words = new SensitiveWords(app.db, app.cacheBus, options.now);
  app.decorate('sensitiveWords', words);
  app.addHook('onClose', async () => words.close());

  catalogueRoute(app, 'reportComment', async ({ id, reason }, request) => {
    const viewer = requireViewer(request);
    const limit = await options.limiter.consume(`comment-report:${viewer.id}`, REPORT_RATE_WINDOWS, options.now());
    if (!limit.allowed) throw new AppError(429, MODERATION_MESSAGES.reportTooMany);
    const outcome = await insertReport(app.db, id, viewer.id, reason);
    // Envelope refusals (HTTP 200 with the code): the app shows the doctor the message itself.
    if (outcome === 'missing') throw refuseWith(404, MODERATION_MESSAGES.reportMissing);
    if (outcome === 'duplicate') throw refuseWith(409, MODERATION_MESSAGES.reportDuplicate);
    return new Success({ id }, MODERATION_MESSAGES.reported);
  });
}
