import type { FastifyBaseLogger } from 'fastify';
import type { MailFileJob, MailProvider } from './mail-provider';

/** Default mail provider: writes each job to the log (development, tests, no mail service configured). */
export class ConsoleMailProvider implements MailProvider {
  readonly name = 'console';
  readonly sent: MailFileJob[] = [];
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(job: MailFileJob): Promise<void> {
    this.sent.push(job);
    this.log.info({ mail: { requestId: job.requestId, to: job.to, fileUrl: job.fileUrl } }, 'mail job (console provider): %s', job.subject);
  }
}
