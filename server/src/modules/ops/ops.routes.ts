import type { FastifyInstance } from 'fastify';
import type { WidgetManifest } from '../../schemas/schema-store';
import { envelope } from '../../plugins/envelope';
import type { LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import { opsAudienceRoutes } from '../audiences';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limits';
import { readClientManifest, opsLayoutRoutes, opsNodeVisibilityRoutes, opsWidgetRoutes } from '../ops-layouts';
import { listAudit } from '../ops-audit';
import { guardOpsScope, noStore, requireOperator } from '../ops-operators';
import { opsSessionRoutes } from '../ops-sign-in';
import { opsAccountRoutes } from '../ops-accounts';
import { opsFailureReportRoutes } from '../failure-reports';
import { opsContentRoutes } from '../ops-home-content';
import { opsMediaRoutes, type MediaLimits } from '../ops-media';
import { opsItemRoutes } from '../ops-catalogue';
import { opsInboundLinkRoutes } from '../ops-inbound-links';
import { imageProxyPolicy, type ImageProxyTestHooks } from '../image-proxy';
import { createPresenceStore, type PresenceStore, opsPresenceRoutes } from '../ops-presence';
import { OPS_PREFIX, opsBodyType, opsRoute } from './ops-route';
import { opsScheduleRoutes } from '../ops-schedules';
import { opsWatchPasswordRoutes } from '../ops-watch-passwords';
import { opsExperimentRoutes } from '../experiments';
import { opsSectionStatsRoutes } from '../section-analytics';
import { opsReviewRoutes } from '../ops-review';
import { opsPageCopyRoutes } from '../ops-page-copies';
import { opsModerationRoutes } from '../moderation';
import { opsSearchSynonymRoutes } from '../search';
import { opsStudyGroupRoutes } from '../study-groups';

export interface OpsRoutesOptions {
  /** Secure cookies (production). */
  secureCookies: boolean;
  /** Login throttling and editors' presence are shared through Redis when set. */
  redisUrl?: string;
  storage: FileStorage;
  /** The media library's limits (MEDIA_IMAGE_MAX_MB, the disk's reserve). */
  media: MediaLimits;
  /** A live's push and play addresses (LIVE_STREAM_PROVIDER), shown to publishers in the live editor. */
  streams: LiveStreamProvider;
  /** IMAGE_PROXY_HOSTS: hosts whose pictures pasted into a body may be brought into the library. */
  imageHosts: readonly string[];
  /** Tests: the image fetch's address check and resolver. */
  imageProxyTestHooks?: ImageProxyTestHooks;
  /** Tests: a limiter, a clock, or a deployed-client manifest other than contract/generated/widget-manifest.json. */
  limiter?: RateLimiter;
  now?: () => number;
  clientManifest?: WidgetManifest;
  /** Tests: where editors' presence is kept (default: Redis with redisUrl, else memory). */
  presence?: PresenceStore;
  /** PUBLIC_ORIGIN: a browser's write may come from it as well as from the request's own Host. */
  publicOrigin?: string;
  /** OPS_REVIEW_REQUIRED (default on): editors' drafts are published through a publisher's review (docs/review.md). */
  reviewRequired?: boolean;
}

/**
 * The operator API under /ops/api: its own sign-in (cookie ops_session), roles editor, publisher and
 * admin (operators' accounts), layouts (drafts, validation, publish, history, rollback, preview), widget usage, home
 * content, watch-password cool-downs and the audit log. App users' tokens are refused on every route here.
 */
export function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions): void {
  const now = options.now ?? Date.now;
  const reviewRequired = options.reviewRequired ?? true;
  const limiter = options.limiter ?? createRateLimiter(options.redisUrl);
  if (!options.limiter) app.addHook('onClose', () => limiter.close());
  const clientManifest = options.clientManifest ?? readClientManifest();
  const presence = options.presence ?? createPresenceStore(options.redisUrl, (error) => app.log.warn({ err: error }, 'ops presence: redis error'));
  if (!options.presence) app.addHook('onClose', () => presence.close());

  void app.register(
    async (scope) => {
      guardOpsScope(scope, now, {
        // A route's body type is its catalogue entry's; an unknown path (404) takes JSON like the rest.
        bodyTypes: (request) => [opsBodyType(request.routeOptions.config.opsEndpoint)],
        publicOrigin: options.publicOrigin,
      });
      scope.addHook('onSend', async (_request, reply, payload) => {
        noStore(reply);
        return payload;
      });
      opsSessionRoutes(scope, { limiter, secureCookies: options.secureCookies, now });
      opsAccountRoutes(scope, { limiter, now });
      opsLayoutRoutes(scope, { clientManifest, now, reviewRequired });
      opsPageCopyRoutes(scope);
      opsNodeVisibilityRoutes(scope);
      opsPresenceRoutes(scope, { presence, now });
      opsWidgetRoutes(scope, { clientManifest });
      opsContentRoutes(scope, { storage: options.storage, reviewRequired });
      opsMediaRoutes(scope, { storage: options.storage, limits: options.media, limiter, now });
      opsItemRoutes(scope, {
        storage: options.storage,
        limits: options.media,
        streams: options.streams,
        imagePolicy: imageProxyPolicy(options.imageHosts, options.imageProxyTestHooks),
        reviewRequired,
      });
      opsWatchPasswordRoutes(scope, { now });
      opsScheduleRoutes(scope, { now, clientManifest });
      opsInboundLinkRoutes(scope);
      opsAudienceRoutes(scope);
      opsExperimentRoutes(scope, { clientManifest });
      opsSectionStatsRoutes(scope, { now });
      opsFailureReportRoutes(scope, { now });
      opsReviewRoutes(scope, { clientManifest, now, reviewRequired });
      opsModerationRoutes(scope, { now });
      opsSearchSynonymRoutes(scope);
      opsStudyGroupRoutes(scope, { now });
      opsRoute(scope, 'listOpsAuditEntries', async (request) => {
        requireOperator(request);
        const { page, pageSize, ...filters } = request.query;
        return envelope(await listAudit(scope.db, page, pageSize, filters));
      });
    },
    { prefix: OPS_PREFIX },
  );
}
