import { describe, expect, it, vi } from 'vitest';
import { ConsoleMailProvider } from './console-mail';
import { mailConfigFromEnv, readMailConfig } from './mail-config';
import { createMailProvider } from './mail-providers';
import { fileMessage, SmtpMailProvider, smtpOptions, type MailTransport } from './smtp-mail';

const job = { requestId: 7, to: 'doctor@example.com', subject: '博医荟资料：心衰指南', fileUrl: 'https://cdn.test/guide.pdf?a=1&b=2', fileTitle: '心衰<指南>' };

describe('mail configuration', () => {
  const read = (env: Record<string, string>) => {
    const problems: string[] = [];
    return { config: readMailConfig((name) => env[name], problems), problems };
  };

  it('console by default; SMTP with SMTP_URL and MAIL_FROM', () => {
    expect(read({})).toEqual({ config: { provider: 'console' }, problems: [] });
    expect(read({ SMTP_URL: 'smtps://u:p@smtp.test:465', MAIL_FROM: '博医荟 <no-reply@test>' }).config).toEqual({ provider: 'smtp', url: 'smtps://u:p@smtp.test:465', from: '博医荟 <no-reply@test>' });
  });

  it('refuses half or wrong settings', () => {
    expect(read({ SMTP_URL: 'smtp://smtp.test' }).problems).toEqual(['SMTP_URL needs MAIL_FROM (the sender address)']);
    expect(read({ MAIL_FROM: 'a@test' }).problems).toEqual(['MAIL_FROM is set but SMTP_URL is not']);
    expect(read({ SMTP_URL: 'http://smtp.test', MAIL_FROM: 'a@test' }).problems[0]).toMatch(/SMTP_URL must be smtp:/);
    expect(() => mailConfigFromEnv({ SMTP_URL: 'nonsense', MAIL_FROM: 'a@test' })).toThrow(/Invalid mail configuration/);
    expect(mailConfigFromEnv({})).toEqual({ provider: 'console' });
  });

  it('creates the console provider by default and SMTP when configured', () => {
    expect(createMailProvider({ provider: 'console' }, { info: vi.fn() })).toBeInstanceOf(ConsoleMailProvider);
    const provider = createMailProvider({ provider: 'smtp', url: 'smtp://smtp.test:2525', from: 'a@test' }, { info: vi.fn() });
    expect(provider).toBeInstanceOf(SmtpMailProvider);
    (provider as SmtpMailProvider).close();
  });
});

describe('SMTP provider (fake transport)', () => {
  it('reads host, port, TLS and credentials from the URL', () => {
    expect(smtpOptions('smtps://user%40x:p%2Fw@smtp.test')).toMatchObject({ host: 'smtp.test', port: 465, secure: true, auth: { user: 'user@x', pass: 'p/w' }, pool: true });
    expect(smtpOptions('smtp://smtp.test:2525')).toMatchObject({ host: 'smtp.test', port: 2525, secure: false });
    expect(smtpOptions('smtp://smtp.test')).not.toHaveProperty('auth');
  });

  it('sends the file link from MAIL_FROM, with the title escaped in the HTML part', async () => {
    const sendMail = vi.fn<MailTransport['sendMail']>(async () => ({}));
    await new SmtpMailProvider({ url: 'smtp://smtp.test', from: '博医荟 <no-reply@test>' }, { sendMail }).send(job);
    const message = sendMail.mock.calls[0]![0];
    expect(message).toMatchObject({ from: '博医荟 <no-reply@test>', to: 'doctor@example.com', subject: '博医荟资料：心衰指南' });
    expect(message.text).toContain('https://cdn.test/guide.pdf?a=1&b=2');
    expect(message.html).toContain('心衰&lt;指南&gt;');
    expect(message.html).toContain('href="https://cdn.test/guide.pdf?a=1&amp;b=2"');
    expect(fileMessage(job, 'x@test').html).not.toContain('<指南>');
  });

  it('rejects when the server refuses', async () => {
    const provider = new SmtpMailProvider({ url: 'smtp://smtp.test', from: 'a@test' }, { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) });
    await expect(provider.send(job)).rejects.toThrow(/550/);
  });
});
