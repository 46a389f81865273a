import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig, WechatConfig } from './config/config';
import { devToolsActive } from './config/config-dev-tools';
import type { Database } from './db/database';
import { registerBodyParsers } from './plugins/body-parsers';
import { registerDatabase } from './plugins/database';
import { registerErrorMapping } from './plugins/envelope';
import { loggerOptions } from './plugins/logger';
import { registerSharedSchemas } from './plugins/schemas';
import { sharedSchemaCompilers } from './plugins/schema-compilers';
import { registerStaticFiles } from './plugins/static-files';
import type { FirstScreenRenderer } from './html/first-screen-renderer';
import { setArticleMediaDir } from './html/rich-html';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerPreviewCors } from './plugins/preview-cors';
import { registerWriteRateLimit } from './plugins/write-rate-limit';
import { registerObservability } from './observability/observability';
import { requestIdFor } from './observability/request-id';
import { registerInputHygiene } from './plugins/input-hygiene';
import { consentOnLogin, privacyRoutes } from './modules/privacy/privacy.routes';
import { channelRoutes } from './modules/channels/channels.routes';
import { gateRoutes } from './modules/gates/gates.routes';
import { courseRoutes } from './modules/courses/courses.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerAudiences } from './modules/audiences/audiences.service';
import { homeRoutes } from './modules/home/home.routes';
import { layoutRoutes } from './modules/layouts/layouts.routes';
import { layoutEventRoutes } from './modules/layout-events/layout-events.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { videoProvider, videoProvidersOn } from './providers/video/video-providers';
import { createLiveStreamProvider } from './providers/live-stream/live-stream-providers';
import { articleRoutes } from './modules/articles/articles.routes';
import { draftPreviewOf } from './modules/ops-catalogue';
import { imageProxyRoutes, type ImageProxyTestHooks } from './modules/image-proxy';
import { activityRoutes } from './modules/activities/activities.routes';
import { downloadRoutes } from './modules/downloads/downloads.routes';
import { meetingRoutes } from './modules/meetings/meetings.routes';
import { shortVideoRoutes } from './modules/short-videos/short-videos.routes';
import { topicRoutes } from './modules/topics/topics.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { shareRoutes } from './modules/share/share.routes';
import { personalRoutes } from './modules/personal/personal.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { followRoutes } from './modules/follows/follows.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { commentRoutes } from './modules/comments/comments.routes';
import { communityRoutes } from './modules/moderation';
import { studyGroupRoutes } from './modules/study-groups';
import { reactionRoutes } from './modules/reactions/reactions.routes';
import { searchPopularityJob } from './modules/search/search-popularity';
import { sectionEventRoutes } from './modules/section-analytics/section-events.routes';
import { sectionRollupJob } from './modules/section-analytics/section-rollup';
import { analyticsKey } from './shared/section-token';
import { searchRoutes } from './modules/search/search.routes';
import { sharedSearchAnswers } from './modules/search/search-shared-answers';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { opsRoutes } from './modules/ops/ops.routes';
import { setLivePasswordKey } from './modules/ops-catalogue/live-password-key';
import { schedulerJob } from './modules/ops-schedules/ops-scheduler';
import { failureReportRoutes } from './modules/failure-reports/failure-reports.routes';
import { createFileStorage } from './providers/storage/create-storage';
import { mediaLimitsOf, mediaProcessing } from './media-processing';
import { registerAuth } from './plugins/auth';
import { createSessionCache } from './plugins/session-cache';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthLimits } from './modules/auth/auth-limits';
import { devInboxRoutes } from './modules/auth/dev-inbox.routes';
import { handoffRoutes } from './modules/auth/handoff.routes';
import { createRateLimiter, RedisRateLimiter, type RateLimiter } from './shared/rate-limits';
import { resolveAccessToken } from './modules/auth/sessions.repository';
import { wechatRoutes } from './modules/wechat/wechat.routes';
import { fetchJson, type HttpJson } from './providers/http-json';
import { ConsoleSmsProvider } from './providers/sms/console-sms';
import type { SmsProvider } from './providers/sms/sms-provider';
import { createSmsProvider } from './providers/sms/sms-providers';
import { createReminderJob } from './modules/bookings/reminders';
import { HttpWechatApi, type WechatApi } from './providers/wechat/wechat-api';
import { MemoryCredentialStore } from './providers/wechat/credential-store';
import { RedisCredentialStore } from './providers/wechat/credential-store-redis';
import { createCacheBus, registerCacheBus, type CacheBus } from './providers/cache-bus';
import { createJobLock } from './db/job-lock';
import { fastifyTrustProxy } from './plugins/trust-proxy';
import { liveModules } from './modules/live-chat/live-modules';
import { createUniqueViews, registerUniqueViews } from './modules/views/unique-views';
import type { ViewMarkStore } from './modules/views/view-marks';
import { databaseViewMarks } from './modules/views/view-marks.repository';
import { RedisViewMarks } from './modules/views/view-marks-redis';
import { followConnections } from './connection-drain';

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** false: no logging (tests); a stream: JSON log lines go there (tests that read the log). */
  logger?: boolean | { stream?: DestinationStream; level?: string };
  /** Tests only: the image proxy's resolver/address check (never set from the environment). */
  imageProxyTestHooks?: ImageProxyTestHooks;
  /** Tests only: a clock, a rate limiter (memory or Redis), limits, and fakes for SMS and WeChat. */
  authTestHooks?: AuthTestHooks;
  /** Cross-process cache invalidation; default: Redis pub/sub with REDIS_URL, in-process otherwise (tests pass a shared one). */
  cacheBus?: CacheBus;
  /** Run video transcodes in this process (default: MEDIA_WORKER=in-process; its default is off under NODE_ENV=test). */
  mediaWorker?: boolean;
  /** Tests only: what draws pages' first screens (default: the built renderer bundle when there is one; null: none). */
  firstScreenRenderer?: FirstScreenRenderer | null;
}

export interface AuthTestHooks {
  now?: () => number;
  limiter?: RateLimiter;
  limits?: AuthLimits;
  sms?: SmsProvider;
  /** Replaces the network for the SMS and WeChat adapters. */
  http?: HttpJson;
  wechatApi?: WechatApi;
  /** Where counted views are marked (default: Redis with REDIS_URL, else the database). */
  viewMarks?: ViewMarkStore;
  /** Start the live-reminder job on ready (default: on, except under NODE_ENV test / vitest). */
  reminders?: boolean;
  /** Start the scheduled-publish job on ready (default: on, also under NODE_ENV test; server tests run passes by hand). */
  scheduler?: boolean;
}

/**
 * Writes whose one statement finds an uncached session itself (plugins/auth.ts DeferredSessions) and claims
 * the user's row under a per-user interval stricter than the write limit (one comment per few seconds), so
 * the limiter's per-user window is not asked for them (plugins/write-rate-limit.ts); the per-address one is.
 */
const ONE_STATEMENT_WRITES: ReadonlySet<string> = new Set(['createComment']);

/** How soon a media image replaced in place shows its new size in rich HTML (html/rich-html.ts). */
const MEDIA_RECHECK_MS = 5_000;

/** Largest JSON body accepted (layout documents are the biggest: tens of KB). */
const BODY_LIMIT = 1024 * 1024;

/** Assembles the server in one visible order: infrastructure first, then the domain modules. */
export async function buildApp({
  database,
  config,
  logger = true,
  imageProxyTestHooks,
  authTestHooks = {},
  cacheBus,
  firstScreenRenderer,
  mediaWorker,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions({ level: config.LOG_LEVEL, ...(logger === true ? {} : logger) }),
    bodyLimit: BODY_LIMIT,
    // The caller's x-request-id when it is safe, else a new one (observability/request-id.ts); reqId in every log line.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // While draining (shutdown.ts), requests on open connections are served (with Connection: close), not
    // refused: a balancer does not replay a refused POST, and a doctor's comment would be lost.
    return503OnClosing: false,
    // Idle connections are closed by the drain once they have lingered (connection-drain.ts), not all at once.
    forceCloseConnections: false,
    // Behind a proxy, per-address limits need the client's address from X-Forwarded-For (README, production).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Validators and serializers compiled once per process for all its apps (schema-compilers.ts).
    schemaController: { compilersFactory: sharedSchemaCompilers },
    ajv: {
      customOptions: {
        // ?page=2 arrives as a string; coercion makes it validate (and reach handlers) as an integer.
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
        allErrors: false,
        // value.json allows several primitive types in one `type` array.
        allowUnionTypes: true,
        // An annotation of catalogue args (an id's content kind, for the console's picker); it checks nothing.
        keywords: ['x-content-kind'],
      },
    },
  });

  // Infrastructure.
  followConnections(app.server);
  registerObservability(app, database);
  registerErrorMapping(app);
  registerSecurityHeaders(app, { security: config.security, production: config.NODE_ENV === 'production', publicOrigin: config.PUBLIC_ORIGIN });
  // After the security headers: it widens their resource policy for the public files.
  registerPreviewCors(app);
  registerBodyParsers(app);
  registerInputHygiene(app);
  registerSharedSchemas(app);
  registerDatabase(app, database);
  registerCacheBus(
    app,
    cacheBus ?? createCacheBus(config.REDIS_URL, { onError: (error) => app.log.warn({ err: error }, 'cache bus: Redis unavailable') }),
    !cacheBus,
  );
  const now = authTestHooks.now ?? Date.now;
  // Identity comes only from the access token; every module reads request.viewer.
  const sessions = createSessionCache({
    lookup: (token) => resolveAccessToken(database.db, token, now()),
    bus: app.cacheBus,
    ttlMs: config.sessionCacheMs,
    now,
  });
  registerAuth(app, (token) => sessions.resolve(token), { endpoints: ONE_STATEMENT_WRITES, cached: (token) => sessions.cached(token) });
  const limiter =
    authTestHooks.limiter ??
    createRateLimiter(config.REDIS_URL, (error) => app.log.warn({ err: error }, 'rate limiter: redis error'), config.redisCommandTimeoutMs);
  if (!authTestHooks.limiter) app.addHook('onClose', () => limiter.close());
  registerWriteRateLimit(app, { limiter, security: config.security, now, userClaimedInStatement: ONE_STATEMENT_WRITES });
  await registerStaticFiles(app, { mediaDir: join(config.DATA_DIR, 'media'), clientDir: config.clientDir, firstScreenRenderer });
  // Rich HTML gives our own /media/ images their intrinsic width/height (no layout shift as they load).
  // A read detail's images are stat'ed at most every few seconds, not on every request.
  setArticleMediaDir(join(config.DATA_DIR, 'media'), { recheckMs: MEDIA_RECHECK_MS });

  // View counters count one view per viewer per item per window (modules/views): marks in Redis when
  // REDIS_URL is set (shared by every process, no database write), else in the view_marks table.
  const viewMarks =
    authTestHooks.viewMarks ??
    (config.REDIS_URL
      ? RedisViewMarks.fromUrl(config.REDIS_URL, undefined, (error) => app.log.warn({ err: error }, 'view marks: redis error'), config.redisCommandTimeoutMs)
      : databaseViewMarks(database.db));
  if (!authTestHooks.viewMarks && viewMarks instanceof RedisViewMarks) app.addHook('onClose', () => viewMarks.close());
  registerUniqueViews(app, createUniqueViews(viewMarks, { windowMs: config.viewCountWindowMinutes * 60_000, now, log: app.log }), {
    startPurge: runsBackgroundJobs(config),
  });

  // Domain modules. Their detail routes show a draft to a back-office preview link through this port.
  app.decorate('draftPreview', draftPreviewOf(app));
  healthRoutes(app, { pingRedis: limiter instanceof RedisRateLimiter ? () => limiter.ping() : undefined });
  registerAudiences(app);
  homeRoutes(app);
  channelRoutes(app);
  courseRoutes(app);
  // Section tokens and signed device ids (shared/section-token.ts): one key per AUTH_SECRET, like every process's.
  const sectionKey = analyticsKey(config.auth.secret);
  layoutRoutes(app, { secureCookies: config.NODE_ENV === 'production', analyticsKey: sectionKey });
  // After the layout store: it drops its cached layouts before this tells the open apps of a change.
  layoutEventRoutes(app, { perAddress: config.security.layoutEventsPerIp, total: config.security.layoutEventsMax });
  setLivePasswordKey(config.watchPasswords.secret);
  gateRoutes(app, {
    secret: config.CONTENT_PASS_SECRET,
    watchPasswords: config.watchPasswords,
    limiter,
    now,
    checksPerIp: config.security.passwordChecksPerIp,
  });
  mediaRoutes(app, { videos: videoProvider(app, config) });
  articleRoutes(app, { rowCacheMs: config.articleCacheMs });
  imageProxyRoutes(app, { allowedHosts: config.IMAGE_PROXY_HOSTS, testHooks: imageProxyTestHooks });
  shortVideoRoutes(app);
  downloadRoutes(app, { mailConfig: config.mail, startJob: runsBackgroundJobs(config), now, mailsPerDay: config.downloadMailsPerDay });
  activityRoutes(app);
  meetingRoutes(app);
  topicRoutes(app);
  studyGroupRoutes(app, { limiter, now });
  profileRoutes(app);
  pointsRoutes(app);
  shareRoutes(app, { mediaDir: join(config.DATA_DIR, 'media'), publicOrigin: config.PUBLIC_ORIGIN, posters: config.posters });
  personalRoutes(app, { links: config.myLinks });
  trackingRoutes(app);
  failureReportRoutes(app, { limiter, now, reporterSecret: config.CONTENT_PASS_SECRET });
  followRoutes(app);
  bookingRoutes(app);
  // Before comments and chat: both check text against the sensitive-word list it decorates.
  communityRoutes(app, { limiter, now });
  commentRoutes(app, { now });
  reactionRoutes(app);
  searchRoutes(app, { cacheMs: config.searchCacheMs, shared: sharedSearchAnswers(app, config), refresh: runsBackgroundJobs(config) });
  searchPopularityJob(app, database, { start: runsBackgroundJobs(config) });
  sectionEventRoutes(app, {
    limiter,
    now,
    perIpMinute: config.security.sectionEventsPerIpMinute,
    analyticsKey: sectionKey,
    redisUrl: config.REDIS_URL,
    redisCommandTimeoutMs: config.redisCommandTimeoutMs,
  });
  sectionRollupJob(app, database, { start: runsBackgroundJobs(config) });
  // One store for every user upload (local folder or S3-compatible, STORAGE=…): uploads, ops images, chat images, deletion.
  const storage = createFileStorage(config.storage, config.DATA_DIR);
  uploadRoutes(app, { storage });
  const media = mediaLimitsOf(config);
  // One provider for the room's play address and the console's push address, so the two always match.
  const streams = createLiveStreamProvider(config.liveStream, config.live.hlsUrlTemplate);
  opsRoutes(app, {
    secureCookies: config.NODE_ENV === 'production',
    redisUrl: config.REDIS_URL,
    limiter,
    now,
    storage,
    media,
    streams,
    imageHosts: config.IMAGE_PROXY_HOSTS,
    imageProxyTestHooks,
    reviewRequired: config.opsReviewRequired,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  mediaProcessing(app, {
    config,
    database,
    storage,
    limiter,
    now,
    startWorker: mediaWorker ?? config.mediaVideo.worker === 'in-process',
    cleanIncoming: runsBackgroundJobs(config),
  });
  schedulerJob(app, database, { start: authTestHooks.scheduler ?? true, now });
  registerAuthModules(app, config, now, authTestHooks, database, limiter);
  liveModules(app, { config, videosOn: videoProvidersOn(app, config), streams, now, limiter, storage });
  privacyRoutes(app, { now, agreementVersion: config.security.agreementVersion, storage });
  if (config.NODE_ENV !== 'production') apiDocsRoutes(app);

  return app;
}

/** Interval jobs (reminders, mail retries, search popularity) stay off under tests, which drive them by hand. */
function runsBackgroundJobs(config: AppConfig): boolean {
  // VITEST: a test may build the app with NODE_ENV=production settings; the runner itself is not configuration.
  return config.NODE_ENV !== 'test' && !process.env.VITEST;
}

/** WeChat's API with its access token and JS-SDK ticket shared by every process through Redis (in memory without REDIS_URL). */
function createWechatApi(app: FastifyInstance, config: WechatConfig, redisUrl: string | undefined, http: HttpJson, now: () => number): WechatApi {
  const store = redisUrl
    ? RedisCredentialStore.fromUrl(redisUrl, undefined, (error) => app.log.warn({ err: error }, 'WeChat credentials: redis error'))
    : new MemoryCredentialStore();
  app.addHook('onClose', () => store.close());
  const onStoreError = (error: unknown) => app.log.warn({ err: error }, 'WeChat credentials: store unavailable, asking WeChat directly');
  return new HttpWechatApi(config, http, { now, store, onStoreError });
}

/** Codes, sessions, handoffs, the dev SMS inbox and WeChat, with their providers and rate limiter. */
function registerAuthModules(app: FastifyInstance, config: AppConfig, now: () => number, hooks: AuthTestHooks, database: Database, limiter: RateLimiter): void {
  const http = hooks.http ?? fetchJson;
  const sms = hooks.sms ?? createSmsProvider(config.sms, app.log, http, now);
  if (sms.name === 'console' && config.NODE_ENV === 'production') {
    app.log.warn('SMS_PROVIDER is console in production: codes are only written to the log');
  }
  const runtime = { config: config.auth, now, limiter, limits: hooks.limits, sms, onLogin: consentOnLogin(database, config.security.agreementVersion, now) };
  const reminders = createReminderJob(database.db, { sms, now, leadMinutes: config.reminderLeadMinutes, log: app.log, lock: createJobLock(database) });
  if (hooks.reminders ?? runsBackgroundJobs(config)) app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', () => reminders.stop());
  authRoutes(app, runtime);
  handoffRoutes(app, runtime);
  if (sms instanceof ConsoleSmsProvider && devToolsActive(config)) devInboxRoutes(app, sms);
  const wechatApi = hooks.wechatApi ?? (config.wechat ? createWechatApi(app, config.wechat, config.REDIS_URL, http, now) : null);
  wechatRoutes(app, { config: config.wechat, api: wechatApi, publicOrigin: config.PUBLIC_ORIGIN, secret: config.auth.secret, now });
}
