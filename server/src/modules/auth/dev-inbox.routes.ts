import type { FastifyInstance } from 'fastify';
import { AppError, envelope, notFoundError } from '../../plugins/envelope';
import { isLoopbackRequest } from '../../plugins/loopback-only';
import type { ConsoleSmsProvider } from '../../providers/sms/console-sms';
import { normaliseMobile } from './mobile';

/**
 * GET /dev/api/sms/latest?mobile= → { mobile, code, sent_at }: the newest code the console provider
 * "sent" to a number, for local use and end-to-end tests. app.ts registers it only with DEV_TOOLS=1, the
 * console provider and NODE_ENV not production; otherwise the path does not exist (404). It hands out
 * login codes, so to any client that is not on this machine it does not exist either.
 */
export function devInboxRoutes(app: FastifyInstance, inbox: ConsoleSmsProvider): void {
  app.get('/dev/api/sms/latest', async (request) => {
    if (!isLoopbackRequest(request)) throw notFoundError();
    const raw = (request.query as { mobile?: unknown }).mobile;
    const mobile = typeof raw === 'string' ? normaliseMobile(raw) : null;
    if (!mobile) throw new AppError(400, '请输入正确的手机号');
    const entry = inbox.latest(mobile);
    if (!entry) throw new AppError(404, '没有发给该号码的验证码');
    return envelope(entry);
  });
}
