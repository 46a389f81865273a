import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { clusterRefusal } from '../cluster-check';
import { printStartupWarnings, startupWarnings } from './config-dev-tools';

const KNOWN_DEV_SECRETS = ['dev-auth-secret', 'dev-content-pass-secret', 'dev-live-callback-secret'];
// Production refuses to start without the watch-password key (stored hashes must survive restarts).
const WATCH_KEY = { WATCH_PASSWORD_SECRET: 'a-production-watch-key' };
const PRODUCTION_SECRETS = { AUTH_SECRET: 'a', CONTENT_PASS_SECRET: 'c', LIVE_CALLBACK_SECRET: 'l', ...WATCH_KEY };

function secretsOf(config: ReturnType<typeof loadConfig>): string[] {
  return [config.auth.secret, config.CONTENT_PASS_SECRET, config.live.callbackSecret];
}

describe('DEV_TOOLS', () => {
  it('is off by default, and then no well-known development secret is used', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const config = loadConfig({ NODE_ENV, ...WATCH_KEY });
      expect(config.DEV_TOOLS, NODE_ENV).toBe(false);
      for (const secret of secretsOf(config)) expect(KNOWN_DEV_SECRETS, NODE_ENV).not.toContain(secret);
      expect(config.IMAGE_PROXY_HOSTS, NODE_ENV).toEqual([]);
    }
    // Random per process, like production: two starts do not share a key.
    expect(loadConfig({}).auth.secret).not.toBe(loadConfig({}).auth.secret);
  });

  it('turns on with 1, still without well-known secrets, and refuses other values', () => {
    const config = loadConfig({ DEV_TOOLS: '1' });
    expect(config.DEV_TOOLS).toBe(true);
    for (const secret of secretsOf(config)) expect(KNOWN_DEV_SECRETS).not.toContain(secret);
    expect(loadConfig({ DEV_TOOLS: '0' }).DEV_TOOLS).toBe(false);
    expect(() => loadConfig({ DEV_TOOLS: 'yes' })).toThrow('DEV_TOOLS must be 1 (on) or 0 (off) (got "yes")');
  });

  it('is refused with a DATABASE_URL that is not on this machine', () => {
    for (const url of [
      'postgres://app@db:5432/boyihui',
      'postgres://app@10.0.0.5/boyihui',
      'postgresql://app@pg.example.com/x',
      'postgres://app@127.0.0.1.example.com/x',
    ]) {
      const attempt = () => loadConfig({ DEV_TOOLS: '1', DATABASE_URL: url });
      expect(attempt, url).toThrow(ConfigError);
      expect(attempt, url).toThrow('DEV_TOOLS=1 needs a database on this machine');
      // Without DEV_TOOLS the same URL is fine.
      expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgres://u@localhost/x',
      'postgres://u@[::1]:5432/x',
      'postgres://u@127.0.0.2/x',
      'postgres:///x',
      'postgres://u@/x?host=/var/run/postgresql',
    ]) {
      expect(loadConfig({ DEV_TOOLS: '1', DATABASE_URL: url }).DEV_TOOLS, url).toBe(true);
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ DEV_TOOLS: '1', NODE_ENV: 'production' })).toThrow('DEV_TOOLS=1 is refused with NODE_ENV=production');
  });

  it('is refused by start:cluster', () => {
    expect(clusterRefusal(loadConfig({ DEV_TOOLS: '1' }))).toMatch(/^cluster: DEV_TOOLS=1 .*refused/);
    expect(clusterRefusal(loadConfig({ DATABASE_URL: 'postgres://app@db/x', REDIS_URL: 'redis://cache:6379' }))).toBeNull();
  });
});

describe('start-up warning', () => {
  it('names every missing production secret in one warning', () => {
    const warnings = startupWarnings(loadConfig({}));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/AUTH_SECRET, CONTENT_PASS_SECRET, LIVE_CALLBACK_SECRET/);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a', ...WATCH_KEY }))[0]).toMatch(/: CONTENT_PASS_SECRET, LIVE_CALLBACK_SECRET /);
  });

  it('is silent when every production secret is set', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }))).toEqual([]);
  });

  it('is printed once per start: by a single process or the cluster primary, not by each worker', () => {
    const printed: string[] = [];
    const config = loadConfig({});
    printStartupWarnings(config, {}, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    printStartupWarnings(config, { BYH_WORKER: '1' }, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
  });

  it('says when the development tools are on', () => {
    const warnings = startupWarnings(loadConfig({ DEV_TOOLS: '1', ...PRODUCTION_SECRETS }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/DEV_TOOLS=1.*loopback/);
  });
});
