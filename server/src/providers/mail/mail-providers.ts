import type { FastifyBaseLogger } from 'fastify';
import { ConsoleMailProvider } from './console-mail';
import type { MailConfig } from '../../config/config-mail';
import type { MailProvider } from './mail-provider';
import { SmtpMailProvider } from './smtp-mail';

/** The configured mail provider: console by default, SMTP with SMTP_URL + MAIL_FROM. */
export function createMailProvider(config: MailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailProvider {
  if (config.provider === 'smtp') return new SmtpMailProvider(config);
  return new ConsoleMailProvider(log);
}
