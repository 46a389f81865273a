import { describe, expect, it, vi } from 'vitest';
import { ConsoleMailProvider } from './console-mail';
import { createMailProvider } from './mail-providers';
import { fileMessage, SmtpMailProvider, smtpOptions, type MailTransport } from './smtp-mail';

const job = { requestId: 7, to: 'doctor@example.com', subject: '博医荟资料：心衰指南', fileUrl: 'https://cdn.test/guide.pdf?a=1&b=2', fileTitle: '心衰<指南>' };

describe('mail providers', () => {
  it('creates the console provider by default and SMTP when configured', () => {
    expect(createMailProvider({ provider: 'console' }, { info: vi.fn() })).toBeInstanceOf(ConsoleMailProvider);
    const provider = createMailProvider({ provider: 'smtp', url: 'smtp://smtp.test:2525', from: 'a@test' }, { info: vi.fn() });
    expect(provider).toBeInstanceOf(SmtpMailProvider);
    (provider as SmtpMailProvider).close();
  });
});

describe('SMTP provider (fake transport)', () => {
  it('reads host, port, TLS and credentials from the URL', () => {
    expect(smtpOptions('smtps://user%40x:p%2Fw@smtp.test')).toMatchObject({
      host: 'smtp.test',
      port: 465,
      secure: true,
      auth: { user: 'user@x', pass: 'p/w' },
      pool: true,
    });
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
    const provider = new SmtpMailProvider(
      { url: 'smtp://smtp.test', from: 'a@test' },
      { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) },
    );
    await expect(provider.send(job)).rejects.toThrow(/550/);
  });
});
