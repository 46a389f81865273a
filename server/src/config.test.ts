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
});
