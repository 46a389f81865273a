import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { worstCaseGuessesPerItemPerDay } from '../modules/gates/watch-password-policy';
import { startupWarnings } from './config-dev-tools';
import { authLimitsFor } from '../modules/auth/auth-limits';

const PRODUCTION_WATCH_KEY = 'a-production-watch-password-key';

describe('watch-password settings', () => {
  it('refuses to start in production without WATCH_PASSWORD_SECRET (stored hashes must survive restarts)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/WATCH_PASSWORD_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', WATCH_PASSWORD_SECRET: 'short' })).toThrow(/WATCH_PASSWORD_SECRET must be at least 16 characters/);
    expect(loadConfig({ NODE_ENV: 'production', WATCH_PASSWORD_SECRET: PRODUCTION_WATCH_KEY }).watchPasswords.secret).toBe(PRODUCTION_WATCH_KEY);
    expect(loadConfig({}).watchPasswords.secret).toBe('dev-watch-password-secret');
  });

  it('reads the per-item limit and cool-down; the worst case per item per day follows from them', () => {
    const defaults = loadConfig({}).watchPasswords;
    expect(defaults.perItem).toEqual({ limit: 20, windowMinutes: 60, cooldownMinutes: 60 });
    expect(worstCaseGuessesPerItemPerDay(defaults.perItem)).toBe(500);
    const strict = loadConfig({ WATCH_PASSWORD_ITEM_FAILURES: '10', WATCH_PASSWORD_COOLDOWN_MINUTES: '240' }).watchPasswords.perItem;
    expect(worstCaseGuessesPerItemPerDay(strict)).toBe(70);
    expect(() => loadConfig({ WATCH_PASSWORD_COOLDOWN_MINUTES: '5' })).toThrow(/WATCH_PASSWORD_COOLDOWN_MINUTES must be an integer between 15 and 1440/);
    expect(() => loadConfig({ WATCH_PASSWORD_ITEM_FAILURES: 'many' })).toThrow(ConfigError);
  });
});

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', NODE_ENV: 'development', DEV_TOOLS: false, retiredSettings: [] });
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('logs warnings and errors only in production unless LOG_LEVEL says otherwise, and info elsewhere', () => {
    const production = { NODE_ENV: 'production', WATCH_PASSWORD_SECRET: PRODUCTION_WATCH_KEY };
    expect(loadConfig(production).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ ...production, LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless METRICS_HOST names another interface', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    // compose.yaml: inside a container, a Prometheus on the compose network reaches every interface but loopback.
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('starts with the retired LAYOUT_ADMIN_TOKEN still set, and says it is ignored and what replaced it', () => {
    const config = loadConfig({ NODE_ENV: 'production', WATCH_PASSWORD_SECRET: PRODUCTION_WATCH_KEY, LAYOUT_ADMIN_TOKEN: 'a-long-secret' });
    expect(config.retiredSettings.map((s) => s.name)).toEqual(['LAYOUT_ADMIN_TOKEN']);
    const warning = startupWarnings(config).find((line) => line.includes('LAYOUT_ADMIN_TOKEN'));
    expect(warning).toMatch(/LAYOUT_ADMIN_TOKEN is set but ignored: .*operator console.*ops:create-operator/);
    expect(startupWarnings(loadConfig({ LAYOUT_ADMIN_TOKEN: '' })).some((line) => line.includes('LAYOUT_ADMIN_TOKEN'))).toBe(false);
  });

  it('seeds demo content on the embedded database only, unless SEED_DEMO says otherwise', () => {
    const postgres = 'postgres://app@db:5432/boyihui';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be 1 (seed) or 0 (do not) (got "yes")');
  });

  it('requires review before editors publish unless OPS_REVIEW_REQUIRED=0 (small teams), also in production', () => {
    expect(loadConfig({}).opsReviewRequired).toBe(true);
    expect(loadConfig({ OPS_REVIEW_REQUIRED: '1' }).opsReviewRequired).toBe(true);
    expect(loadConfig({ OPS_REVIEW_REQUIRED: '0' }).opsReviewRequired).toBe(false);
    expect(() => loadConfig({ OPS_REVIEW_REQUIRED: 'no' })).toThrow('OPS_REVIEW_REQUIRED must be 1 (review) or 0 (editors publish) (got "no")');
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
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be false, a hop count or proxy addresses/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must not trust every hop .*set the hop count .*or the proxies' addresses\/CIDRs/);
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ SMS_REMINDER_LEAD_MINUTES: value }), value).toThrow(
        `SMS_REMINDER_LEAD_MINUTES must be an integer between 1 and 10080 (got "${value}")`,
      );
    }
    expect(() => loadConfig({ DATA_DIR_MIN_FREE_MB: '64MB' })).toThrow('DATA_DIR_MIN_FREE_MB must be an integer between 1 and');
  });

  it('reads MEDIA_IMAGE_MAX_MB (20) and refuses a limit nginx and the disk could not honour', () => {
    expect(loadConfig({}).mediaImageMaxMb).toBe(20);
    expect(loadConfig({ MEDIA_IMAGE_MAX_MB: '50' }).mediaImageMaxMb).toBe(50);
    for (const value of ['0', '201', '20MB']) {
      expect(() => loadConfig({ MEDIA_IMAGE_MAX_MB: value }), value).toThrow(`MEDIA_IMAGE_MAX_MB must be an integer between 1 and 200 (got "${value}")`);
    }
  });

  it('reads MEDIA_DOCUMENT_MAX_MB (50) within 1–200', () => {
    expect(loadConfig({}).mediaDocumentMaxMb).toBe(50);
    expect(loadConfig({ MEDIA_DOCUMENT_MAX_MB: '120' }).mediaDocumentMaxMb).toBe(120);
    for (const value of ['0', '201', '50MB']) {
      expect(() => loadConfig({ MEDIA_DOCUMENT_MAX_MB: value }), value).toThrow(`MEDIA_DOCUMENT_MAX_MB must be an integer between 1 and 200 (got "${value}")`);
    }
  });

  it('reads DOWNLOAD_MAILS_PER_DAY (20) and VIEW_COUNT_WINDOW_MINUTES (a day) and refuses bad values', () => {
    expect(loadConfig({})).toMatchObject({ downloadMailsPerDay: 20, viewCountWindowMinutes: 1440 });
    expect(loadConfig({ DOWNLOAD_MAILS_PER_DAY: '5', VIEW_COUNT_WINDOW_MINUTES: '30' })).toMatchObject({ downloadMailsPerDay: 5, viewCountWindowMinutes: 30 });
    for (const value of ['0', '-1', '2.5', 'many', '1001']) {
      expect(() => loadConfig({ DOWNLOAD_MAILS_PER_DAY: value }), value).toThrow(
        `DOWNLOAD_MAILS_PER_DAY must be an integer between 1 and 1000 (got "${value}")`,
      );
    }
    for (const value of ['0', '30m', '10081']) {
      expect(() => loadConfig({ VIEW_COUNT_WINDOW_MINUTES: value }), value).toThrow(
        `VIEW_COUNT_WINDOW_MINUTES must be an integer between 1 and 10080 (got "${value}")`,
      );
    }
  });

  it('reads the share-poster limits (POSTER_CACHE_MAX_MB, POSTER_QUEUE_MAX, POSTER_WORKERS) and refuses bad ones', () => {
    expect(loadConfig({}).posters).toEqual({ cacheMaxBytes: 256 * 1024 * 1024, queueMax: 32, workers: 1 });
    expect(loadConfig({ POSTER_CACHE_MAX_MB: '64', POSTER_QUEUE_MAX: '8', POSTER_WORKERS: '2' }).posters).toEqual({
      cacheMaxBytes: 64 * 1024 * 1024,
      queueMax: 8,
      workers: 2,
    });
    expect(() => loadConfig({ POSTER_CACHE_MAX_MB: '0' })).toThrow('POSTER_CACHE_MAX_MB must be an integer between 1 and 1048576 (got "0")');
    expect(() => loadConfig({ POSTER_QUEUE_MAX: 'many' })).toThrow('POSTER_QUEUE_MAX must be an integer between 1 and 10000 (got "many")');
    expect(() => loadConfig({ POSTER_WORKERS: '64' })).toThrow('POSTER_WORKERS must be an integer between 1 and 16 (got "64")');
  });

  it('reuses search answers for 10 s unless SEARCH_CACHE_MS says otherwise (0 turns it off)', () => {
    expect(loadConfig({}).searchCacheMs).toBe(10_000);
    expect(loadConfig({ SEARCH_CACHE_MS: '0' }).searchCacheMs).toBe(0);
    expect(() => loadConfig({ SEARCH_CACHE_MS: '-1' })).toThrow('SEARCH_CACHE_MS must be an integer between 0 and 600000 (got "-1")');
  });

  it('reuses article rows for 1 s unless ARTICLE_CACHE_MS says otherwise (0 turns it off)', () => {
    expect(loadConfig({}).articleCacheMs).toBe(1000);
    expect(loadConfig({ ARTICLE_CACHE_MS: '0' }).articleCacheMs).toBe(0);
    expect(() => loadConfig({ ARTICLE_CACHE_MS: '60001' })).toThrow('ARTICLE_CACHE_MS must be an integer between 0 and 60000 (got "60001")');
  });

  it('reads the per-address login limits, and refuses a value that is not a positive whole number', () => {
    expect(loadConfig({}).auth).toMatchObject({ sendsPerIpHour: 20, checksPerIp10Min: 30 });
    expect(loadConfig({ SMS_SENDS_PER_IP_HOUR: '200', LOGIN_CHECKS_PER_IP_10MIN: '300' }).auth).toMatchObject({ sendsPerIpHour: 200, checksPerIp10Min: 300 });
    expect(() => loadConfig({ LOGIN_CHECKS_PER_IP_10MIN: '0' })).toThrow(/LOGIN_CHECKS_PER_IP_10MIN/);
    expect(authLimitsFor(20, 300).checkPerIp).toEqual([
      { limit: 300, windowMs: 10 * 60_000 },
      { limit: 3000, windowMs: 86_400_000 },
    ]);
  });
});
