import nodemailer from 'nodemailer';
import type { MailFileJob, MailProvider } from './mail-provider';
import { escapeHtml } from '../../html/escape-html';

/** What the provider needs of a nodemailer transport (a fake in tests). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close?(): void;
}

/** The message: the file as a link (attachments of guideline PDFs are too large for many mailboxes). */
export function fileMessage(job: MailFileJob, from: string) {
  const text = `您好：\n\n您在博医荟申请的资料《${job.fileTitle}》可通过以下链接下载：\n${job.fileUrl}\n\n博医荟`;
  const html = `<p>您好：</p><p>您在博医荟申请的资料《${escapeHtml(job.fileTitle)}》可通过以下链接下载：</p><p><a href="${escapeHtml(job.fileUrl)}">${escapeHtml(job.fileUrl)}</a></p><p>博医荟</p>`;
  return { from, to: job.to, subject: job.subject, text, html };
}

/**
 * SMTP_URL as nodemailer options. (nodemailer would parse the URL itself, but then drops every other
 * option.) Pooled: the queue sends batches; timeouts keep one slow server from holding a pass for minutes.
 */
export function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    pool: true as const,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** Sends through an SMTP server (SMTP_URL); send() rejects when the server did not accept the message. */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: MailTransport;

  constructor(
    private readonly options: { url: string; from: string },
    transport?: MailTransport,
  ) {
    this.transport = transport ?? nodemailer.createTransport(smtpOptions(options.url));
  }

  async send(job: MailFileJob): Promise<void> {
    await this.transport.sendMail(fileMessage(job, this.options.from));
  }

  close(): void {
    this.transport.close?.();
  }
}
