import type { FastifyInstance } from 'fastify';
import { AppError, envelope } from '../../plugins/envelope';
import type { ConsoleSmsProvider } from '../../providers/sms/console-sms';
import { normaliseMobile } from './mobile';

/**
 * GET /dev/api/sms/latest?mobile= → { mobile, code, sent_at }: the newest code the console provider
 * "sent" to a number, for local use and end-to-end tests. app.ts registers it only while the console
 * provider is active and NODE_ENV is not production; otherwise the path does not exist (404).
 */
export function devInboxRoutes(app: FastifyInstance, inbox: ConsoleSmsProvider): void {
  app.get('/dev/api/sms/latest', async (request) => {
    const raw = (request.query as { mobile?: unknown }).mobile;
    const mobile = typeof raw === 'string' ? normaliseMobile(raw) : null;
    if (!mobile) throw new AppError(400, '请输入正确的手机号');
    const entry = inbox.latest(mobile);
    if (!entry) throw new AppError(404, '没有发给该号码的验证码');
    return envelope(entry);
  });
}
