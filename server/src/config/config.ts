import { readMediaDocumentMaxMb, readMediaVideoConfig, type MediaVideoConfig } from './config-media';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { readAuthConfig, readSmsConfig, readWechatConfig, type AuthConfig, type SmsConfig, type WechatConfig } from './config-auth';
import { PRODUCTION_SECRETS, readDevTools } from './config-dev-tools';
import { DEFAULT_DOWNLOAD_MAILS_PER_DAY, readMailConfig, type MailConfig } from './config-mail';
import { integerIn, type NodeEnv } from './config-read';
import { readMetricsEndpoint } from './config-metrics';
import type { MetricsEndpoint } from '../observability/metrics-server';
import { readStorageConfig, type StorageConfig } from './config-storage';
import { readLiveStreamConfig, type LiveStreamConfig } from './config-live-stream';
import { DEFAULT_MIN_FREE_MB } from '../db/data-dir-check';
import { DEFAULT_REMINDER_LEAD_MINUTES } from '../modules/bookings/reminders';
import { DEFAULT_VIEW_COUNT_WINDOW_MINUTES } from '../modules/views/unique-views';
import { readWatchPasswordConfig, type WatchPasswordConfig } from '../modules/gates/watch-password-policy';
import { readLiveConfig, type LiveConfig } from '../modules/lives/live-config';
import { readPosterConfig, type PosterConfig } from '../modules/share/poster-config';
import { readSecurityConfig, type SecurityConfig } from '../plugins/security-config';
import { readTrustProxy, type TrustProxy } from '../plugins/trust-proxy';
import { DEFAULT_REDIS_COMMAND_TIMEOUT_MS } from '../providers/redis-connection';

export type { AuthConfig, SmsConfig, WechatConfig } from './config-auth';

/** Typed server configuration, read once from the environment at start-up. */
export interface AppConfig {
  NODE_ENV: NodeEnv;
  PORT: number;
  HOST: string;
  /** postgres://… switches from the embedded PGlite to a real PostgreSQL. */
  DATABASE_URL?: string;
  REDIS_URL?: string;
  /** Redis commands a request waits on fail after this long (REDIS_COMMAND_TIMEOUT_MS): a write then answers 503 at once. */
  redisCommandTimeoutMs: number;
  /** PGlite data folder and generated media (DATA_DIR/media, served at /media). */
  DATA_DIR: string;
  /** Embedded database: free MB in DATA_DIR below which the start is refused (DATA_DIR_MIN_FREE_MB). */
  DATA_DIR_MIN_FREE_MB: number;
  /** The largest image an operator may add to the media library, in MB (MEDIA_IMAGE_MAX_MB; shown in the console). */
  mediaImageMaxMb: number;
  /** The largest PDF an operator may add to the media library, in MB (MEDIA_DOCUMENT_MAX_MB; shown in the console). */
  mediaDocumentMaxMb: number;
  /** Video uploads' limits and where transcodes run (MEDIA_VIDEO_MAX_MB, MEDIA_VIDEO_MAX_MINUTES, MEDIA_WORKER). */
  mediaVideo: MediaVideoConfig;
  /**
   * Development conveniences for loopback clients (DEV_TOOLS=1; default off): the SMS inbox and the
   * seed's example image host. Refused in production and with a remote database.
   */
  DEV_TOOLS: boolean;
  /** Names of PRODUCTION_SECRETS that were unset and so are random for this process (the start-up warning lists them). */
  generatedSecrets: string[];
  /** Settings still set in the environment that no longer do anything, with what replaced them (the start-up warning names them). */
  retiredSettings: Array<{ name: string; instead: string }>;
  /**
   * Fill an empty database with the demo content (users, channels, courses…) at start: SEED_DEMO=1 or 0;
   * unset, only the embedded database is filled, so a PostgreSQL (production) database starts empty.
   */
  seedDemo: boolean;
  MEETING_EXTERNAL_URL?: string;
  /**
   * 我的 shortcuts (docs/product-rules.md#screens-and-routes): hzsf 患者随访, zxzx 在线问诊 — http(s) URLs or
   * in-app paths (MY_LINK_HZSF / MY_LINK_ZXZX); an unset one is left out (the app says it is not open yet).
   */
  myLinks?: { hzsf?: string; zxzx?: string };
  /** Hosts (host or host:port) the article image proxy may fetch from; empty = it refuses every URL. */
  IMAGE_PROXY_HOSTS: string[];
  /** HMAC key of watch-password pass tokens (x-content-pass); random per process in production when unset. */
  CONTENT_PASS_SECRET: string;
  /** Watch passwords: HMAC key of the stored hashes (required in production) and wrong-try limits (WATCH_PASSWORD_*). */
  watchPasswords: WatchPasswordConfig;
  /** Aliyun VOD GetPlayInfo for play URLs; unset = the local media store only. */
  aliyunVod: AliyunVodConfig | null;
  LOG_LEVEL: string;
  /** Prometheus metrics on their own port (METRICS_PORT, on METRICS_HOST, loopback by default); null: not served. */
  metrics: MetricsEndpoint | null;
  /** Built client (vite build output), served with an SPA fallback when it exists. */
  clientDir: string;
  /** Public origin of the app (https://m.example.com): WeChat OAuth callback and allowed redirect targets. Unset = the request's own origin. */
  PUBLIC_ORIGIN?: string;
  /** Login codes and sessions. */
  auth: AuthConfig;
  /** Which SMS provider sends login codes (console = logged locally + dev inbox). */
  sms: SmsConfig;
  /** WeChat official-account credentials; null turns /wechat/* off. */
  wechat: WechatConfig | null;
  /** Live rooms: stream callback secret, HLS pull URL template, Redis key prefix. */
  live: LiveConfig;
  /** Where a live's push and play addresses come from: local (demo) or Aliyun (LIVE_STREAM_PROVIDER, ALIYUN_LIVE_*; config-live-stream.ts). */
  liveStream: LiveStreamConfig;
  /** CSP media origins, write rate limits, agreement version (plugins/security-config.ts). */
  security: SecurityConfig;
  /** Which proxies' X-Forwarded-For gives request.ip (TRUST_PROXY, plugins/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Upload storage: local folder or S3-compatible bucket (STORAGE, S3_*; config-storage.ts). */
  storage: StorageConfig;
  /** Download e-mails: console or SMTP (SMTP_URL, MAIL_FROM; config-mail.ts). */
  mail: MailConfig;
  /** Minutes before a booked live starts that its SMS reminder goes out (SMS_REMINDER_LEAD_MINUTES). */
  reminderLeadMinutes: number;
  /** Download e-mails one account may ask for per China calendar day (DOWNLOAD_MAILS_PER_DAY). */
  downloadMailsPerDay: number;
  /** A viewer's repeated views of one item count once per this many minutes (VIEW_COUNT_WINDOW_MINUTES). */
  viewCountWindowMinutes: number;
  /** How long a process reuses a resolved access token (SESSION_CACHE_MS; 0 = look it up on every request). */
  sessionCacheMs: number;
  /** How long a process reuses a search answer (SEARCH_CACHE_MS; 0 = search the index on every request). */
  searchCacheMs: number;
  /** How long a process reuses an article's row for its detail page (ARTICLE_CACHE_MS; 0 = read it on every request). */
  articleCacheMs: number;
  /** Share posters: disk budget, drawing queue and threads (POSTER_*; modules/share/poster-config.ts). */
  posters: PosterConfig;
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * Editors' drafts go through a publisher's review before they are published (OPS_REVIEW_REQUIRED=1, the
   * default); 0 lets an editor publish their own work directly (small teams). Publishers always may.
   */
  opsReviewRequired: boolean;
}

export interface AliyunVodConfig {
  accessKeyId: string;
  accessKeySecret: string;
  regionId: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A revocation reaches every process at once over the cache bus; the TTL only bounds a missed message. */
const DEFAULT_SESSION_CACHE_MS = 5000;
/** Search answers: a new or changed item shows in results within this time in every process. */
const DEFAULT_SEARCH_CACHE_MS = 10_000;
/** Article rows: an edit made outside the app, or another process's likes and views, show within this time. */
const DEFAULT_ARTICLE_CACHE_MS = 1000;

const DEV_IMAGE_PROXY_HOSTS = 'img.example-cdn.test';
/** A 12-megapixel phone photo is 3–8 MB as JPEG, a PNG screenshot of a slide up to about 15 MB. */
const DEFAULT_MEDIA_IMAGE_MAX_MB = 20;
/** Below the usual 10 s grace of orchestrators (docker stop, Kubernetes' 30 s), which then SIGKILL. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 5000;

/**
 * Settings that were removed, with what replaced them. A deployment that still sets one starts anyway
 * (refusing would turn a leftover line into an outage) and is told once that it is ignored.
 */
export const RETIRED_SETTINGS: Record<string, string> = {
  LAYOUT_ADMIN_TOKEN:
    'layouts are written only through the operator console and its API (/ops, /ops/api: operators with roles, conflict check, audit log); ' +
    'create an operator with `npm run ops:create-operator`. PUT /layout/api/layouts/:id no longer exists',
};
const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; every problem is listed in one ConfigError so a bad deploy fails at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnvRaw = text('NODE_ENV') ?? 'development';
  const NODE_ENV = (NODE_ENVS as readonly string[]).includes(nodeEnvRaw)
    ? (nodeEnvRaw as NodeEnv)
    : (problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`), 'development');

  const portRaw = text('PORT') ?? '8080';
  const PORT = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || PORT < 1 || PORT > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portRaw}")`);
  }

  const DATABASE_URL = text('DATABASE_URL');
  if (DATABASE_URL && !/^postgres(ql)?:\/\//.test(DATABASE_URL)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded PGlite)');
  }
  const REDIS_URL = text('REDIS_URL');
  if (REDIS_URL && !/^rediss?:\/\//.test(REDIS_URL)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }
  const MEETING_EXTERNAL_URL = text('MEETING_EXTERNAL_URL');
  if (MEETING_EXTERNAL_URL && !/^https?:\/\//.test(MEETING_EXTERNAL_URL)) {
    problems.push('MEETING_EXTERNAL_URL must be an http(s) URL');
  }
  // An unconfigured shortcut has no address at all: a stand-in page (such as 客服支持) would be a wrong place.
  const myLinks: { hzsf?: string; zxzx?: string } = {};
  for (const name of ['hzsf', 'zxzx'] as const) {
    const link = text(`MY_LINK_${name.toUpperCase()}`);
    if (link === undefined) continue;
    myLinks[name] = link;
    if (!/^(https?:\/\/|\/(?!\/))/.test(link)) problems.push(`MY_LINK_${name.toUpperCase()} must be an http(s) URL or a path starting with /`);
  }

  // Production logs warnings and errors only: a line per request costs more than the request's own work.
  const LOG_LEVEL = text('LOG_LEVEL') ?? (NODE_ENV === 'production' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(LOG_LEVEL)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const metrics = readMetricsEndpoint(text, PORT, problems);
  const DEV_TOOLS = readDevTools(text, NODE_ENV, DATABASE_URL, problems);
  const retiredSettings = Object.entries(RETIRED_SETTINGS)
    .filter(([name]) => text(name) !== undefined)
    .map(([name, instead]) => ({ name, instead }));
  const seedDemoRaw = text('SEED_DEMO');
  if (seedDemoRaw !== undefined && seedDemoRaw !== '0' && seedDemoRaw !== '1') problems.push(`SEED_DEMO must be 1 (seed) or 0 (do not) (got "${seedDemoRaw}")`);
  const seedDemo = seedDemoRaw === undefined ? !DATABASE_URL : seedDemoRaw === '1';

  // A known default would let anyone forge passes; without a secret, whatever NODE_ENV says, the key is
  // random (passes then end with the process, which only means typing the password again).
  const CONTENT_PASS_SECRET = text('CONTENT_PASS_SECRET') ?? randomBytes(32).toString('base64url');
  const generatedSecrets = PRODUCTION_SECRETS.filter((name) => text(name) === undefined);

  const vodId = text('ALIYUN_VOD_ACCESS_KEY_ID');
  const vodSecret = text('ALIYUN_VOD_ACCESS_KEY_SECRET');
  const vodRegion = text('ALIYUN_VOD_REGION') ?? 'cn-shanghai';
  if (Boolean(vodId) !== Boolean(vodSecret)) problems.push('ALIYUN_VOD_ACCESS_KEY_ID and ALIYUN_VOD_ACCESS_KEY_SECRET must be set together');
  if (!/^[a-z]{2}-[a-z0-9-]+$/.test(vodRegion)) problems.push(`ALIYUN_VOD_REGION must look like cn-shanghai (got "${vodRegion}")`);
  const aliyunVod = vodId && vodSecret ? { accessKeyId: vodId, accessKeySecret: vodSecret, regionId: vodRegion } : null;

  // The proxy fetches only from these hosts. With DEV_TOOLS the seed's example CDN is allowed so the
  // external-image article renders through the proxy path (the name does not resolve: .test).
  const imageHostsRaw = env.IMAGE_PROXY_HOSTS ?? (DEV_TOOLS ? DEV_IMAGE_PROXY_HOSTS : '');
  const IMAGE_PROXY_HOSTS = imageHostsRaw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of IMAGE_PROXY_HOSTS) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) problems.push(`IMAGE_PROXY_HOSTS entries must be host or host:port (got "${host}")`);
  }

  const PUBLIC_ORIGIN = text('PUBLIC_ORIGIN')?.replace(/\/+$/, '');
  if (PUBLIC_ORIGIN && !/^https?:\/\/[^/?#]+$/.test(PUBLIC_ORIGIN)) problems.push('PUBLIC_ORIGIN must be an origin like https://m.example.com (no path)');
  const auth = readAuthConfig(text, problems);
  const watchPasswords = readWatchPasswordConfig(text, NODE_ENV, problems);
  const sms = readSmsConfig(text, problems);
  const wechat = readWechatConfig(text, problems);
  const live = readLiveConfig(text, NODE_ENV, problems);
  const liveStream = readLiveStreamConfig(text, problems);
  const security = readSecurityConfig(text, NODE_ENV, problems);
  // The room plays the stream from the play domain: the app's CSP must let its media through.
  if (liveStream.provider === 'aliyun') {
    const playOrigin = `https://${liveStream.aliyun.playDomain}`;
    if (!security.cspMediaOrigins.includes(playOrigin)) security.cspMediaOrigins.push(playOrigin);
  }
  const trustProxy = readTrustProxy(text, problems);
  const storage = readStorageConfig(text, problems);
  const mail = readMailConfig(text, problems);
  const reminderLeadMinutes = integerIn(text, 'SMS_REMINDER_LEAD_MINUTES', DEFAULT_REMINDER_LEAD_MINUTES, 1, 7 * 24 * 60, problems);
  const downloadMailsPerDay = integerIn(text, 'DOWNLOAD_MAILS_PER_DAY', DEFAULT_DOWNLOAD_MAILS_PER_DAY, 1, 1000, problems);
  const viewCountWindowMinutes = integerIn(text, 'VIEW_COUNT_WINDOW_MINUTES', DEFAULT_VIEW_COUNT_WINDOW_MINUTES, 1, 7 * 24 * 60, problems);
  const sessionCacheMs = integerIn(text, 'SESSION_CACHE_MS', DEFAULT_SESSION_CACHE_MS, 0, 60_000, problems);
  const searchCacheMs = integerIn(text, 'SEARCH_CACHE_MS', DEFAULT_SEARCH_CACHE_MS, 0, 10 * 60_000, problems);
  const articleCacheMs = integerIn(text, 'ARTICLE_CACHE_MS', DEFAULT_ARTICLE_CACHE_MS, 0, 60_000, problems);
  const DATA_DIR_MIN_FREE_MB = integerIn(text, 'DATA_DIR_MIN_FREE_MB', DEFAULT_MIN_FREE_MB, 1, 1024 * 1024, problems);
  const mediaImageMaxMb = integerIn(text, 'MEDIA_IMAGE_MAX_MB', DEFAULT_MEDIA_IMAGE_MAX_MB, 1, 200, problems);
  const mediaDocumentMaxMb = readMediaDocumentMaxMb(text, problems);
  const mediaVideo = readMediaVideoConfig(text, NODE_ENV, DATABASE_URL, problems);
  const posters = readPosterConfig(text, problems);
  const shutdownTimeoutMs = integerIn(text, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 0, 10 * 60_000, problems);
  const reviewRaw = text('OPS_REVIEW_REQUIRED');
  if (reviewRaw !== undefined && reviewRaw !== '0' && reviewRaw !== '1')
    problems.push(`OPS_REVIEW_REQUIRED must be 1 (review) or 0 (editors publish) (got "${reviewRaw}")`);
  const opsReviewRequired = reviewRaw !== '0';
  const redisCommandTimeoutMs = integerIn(text, 'REDIS_COMMAND_TIMEOUT_MS', DEFAULT_REDIS_COMMAND_TIMEOUT_MS, 20, 10_000, problems);

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    NODE_ENV,
    PORT,
    // Development tools answer loopback clients only; a developer's server need not listen on the network
    // at all (npm run dev reaches it through Vite's proxy).
    HOST: text('HOST') ?? (DEV_TOOLS ? '127.0.0.1' : '0.0.0.0'),
    DATABASE_URL,
    REDIS_URL,
    redisCommandTimeoutMs,
    DATA_DIR: resolve(text('DATA_DIR') ?? './data'),
    DATA_DIR_MIN_FREE_MB,
    mediaImageMaxMb,
    mediaDocumentMaxMb,
    mediaVideo,
    DEV_TOOLS,
    generatedSecrets,
    retiredSettings,
    seedDemo,
    MEETING_EXTERNAL_URL,
    myLinks,
    IMAGE_PROXY_HOSTS,
    CONTENT_PASS_SECRET,
    watchPasswords,
    aliyunVod,
    LOG_LEVEL,
    metrics,
    clientDir: resolve(text('CLIENT_DIR') ?? './dist'),
    PUBLIC_ORIGIN,
    auth,
    sms,
    wechat,
    live,
    liveStream,
    security,
    trustProxy,
    storage,
    mail,
    reminderLeadMinutes,
    downloadMailsPerDay,
    viewCountWindowMinutes,
    sessionCacheMs,
    searchCacheMs,
    articleCacheMs,
    posters,
    shutdownTimeoutMs,
    opsReviewRequired,
  };
}
