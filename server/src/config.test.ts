import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', NODE_ENV: 'development', LAYOUT_ADMIN_TOKEN: 'dev-layout-token' });
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns layout writes off in production unless a token is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).LAYOUT_ADMIN_TOKEN).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', LAYOUT_ADMIN_TOKEN: 'a-long-secret' }).LAYOUT_ADMIN_TOKEN).toBe('a-long-secret');
  });

  it('lists every invalid value in one clear error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT must be an integer/);
    expect(attempt).toThrow(/DATABASE_URL must start with postgres/);
    expect(attempt).toThrow(/NODE_ENV must be one of/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY, SMS_REMINDER_LEAD_MINUTES and DATA_DIR_MIN_FREE_MB, with defaults', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, reminderLeadMinutes: 30, DATA_DIR_MIN_FREE_MB: 64 });
    expect(loadConfig({ TRUST_PROXY: '1', SMS_REMINDER_LEAD_MINUTES: '45', DATA_DIR_MIN_FREE_MB: '500' })).toMatchObject({
      trustProxy: { hops: 1 },
      reminderLeadMinutes: 45,
      DATA_DIR_MIN_FREE_MB: 500,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual({ addresses: ['10.0.0.0/8'] });
  });

  it('refuses a bad TRUST_PROXY, reminder lead or free-space minimum at start instead of silently using a default', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be true, false, a hop count or proxy addresses/);
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ SMS_REMINDER_LEAD_MINUTES: value }), value).toThrow(`SMS_REMINDER_LEAD_MINUTES must be an integer between 1 and 10080 (got "${value}")`);
    }
    expect(() => loadConfig({ DATA_DIR_MIN_FREE_MB: '64MB' })).toThrow('DATA_DIR_MIN_FREE_MB must be an integer between 1 and');
  });
});
