import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../../modules/auth/mobile';
import type { SmsCodeMessage, SmsProvider, SmsReminderMessage, SmsTelChangedMessage } from './sms-provider';

export interface InboxEntry {
  mobile: string;
  code: string;
  sent_at: string;
}

/** Plenty for local use and e2e runs; the oldest numbers are forgotten first. */
const INBOX_SIZE = 1000;

/**
 * The local default: nothing leaves the machine. The code is written on ONE dedicated log line next
 * to the masked number (never the full number), and kept in an in-process inbox that the dev-only
 * GET /dev/api/sms/latest reads (registered only while this provider is active with DEV_TOOLS=1, for loopback clients).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  private readonly inbox = new Map<string, InboxEntry>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async sendReminder({ mobile, liveTitle, startAt }: SmsReminderMessage): Promise<void> {
    this.log.info(
      { sms: 'console', mobile: maskMobile(mobile), live: liveTitle, start_at: startAt.toISOString() },
      `SMS reminder: 您预约的直播《${liveTitle}》即将开始`,
    );
  }

  async sendTelChanged({ mobile, newMobileMasked }: SmsTelChangedMessage): Promise<void> {
    this.log.info({ sms: 'console', mobile: maskMobile(mobile) }, `SMS notice: 您的博医荟账号已换绑手机号 ${newMobileMasked}，如非本人操作请立即联系客服`);
  }

  async send({ mobile, code, ttlMinutes }: SmsCodeMessage): Promise<void> {
    this.inbox.delete(mobile);
    this.inbox.set(mobile, { mobile, code, sent_at: new Date(this.now()).toISOString() });
    if (this.inbox.size > INBOX_SIZE) this.inbox.delete(this.inbox.keys().next().value as string);
    this.log.info({ sms: 'console', mobile: maskMobile(mobile) }, `console SMS: login code ${code} for ${maskMobile(mobile)} (valid ${ttlMinutes} min)`);
  }

  latest(mobile: string): InboxEntry | undefined {
    return this.inbox.get(mobile);
  }
}
