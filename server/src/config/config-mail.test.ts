import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('SMTP_URL / MAIL_FROM configuration', () => {
  it('console by default; SMTP with SMTP_URL and MAIL_FROM', () => {
    expect(loadConfig({}).mail).toEqual({ provider: 'console' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.test:465', MAIL_FROM: '博医荟 <no-reply@test>' }).mail).toEqual({
      provider: 'smtp',
      url: 'smtps://u:p@smtp.test:465',
      from: '博医荟 <no-reply@test>',
    });
  });

  it('refuses half or wrong settings at start', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.test' })).toThrow('SMTP_URL needs MAIL_FROM (the sender address)');
    expect(() => loadConfig({ MAIL_FROM: 'a@test' })).toThrow('MAIL_FROM is set but SMTP_URL is not');
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.test', MAIL_FROM: 'a@test' })).toThrow(/SMTP_URL must be smtp:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'nonsense', MAIL_FROM: 'a@test' })).toThrow(ConfigError);
  });
});
