import type { FastifyInstance } from 'fastify';
import type { WidgetManifest } from '../../schemas/schema-store';
import { envelope } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { opsAudienceRoutes } from '../audiences/audiences.routes';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limits';
import { readClientManifest } from '../ops-layouts/layout-problems';
import { listAudit } from '../ops-audit/ops-audit.service';
import { guardOpsScope, noStore, requireOperator } from '../ops-operators/ops-auth';
import { opsFailureReportRoutes } from '../failure-reports/ops-failure-reports.routes';
import { opsContentRoutes } from '../ops-home-content/ops-content.routes';
import { opsLayoutRoutes } from '../ops-layouts/ops-layouts.routes';
import { opsNodeVisibilityRoutes } from '../ops-layouts/ops-node-visibility.routes';
import { createPresenceStore, type PresenceStore } from '../ops-presence/ops-presence';
import { opsPresenceRoutes } from '../ops-presence/ops-presence.routes';
import { OPS_PREFIX, opsRoute } from './ops-route';
import { opsScheduleRoutes } from '../ops-schedules/ops-schedules.routes';
import { opsSessionRoutes } from '../ops-operators/ops-session.routes';
import { opsWatchPasswordRoutes } from '../ops-watch-passwords/ops-watch-passwords.routes';
import { opsWidgetRoutes } from '../ops-layouts/ops-widgets.routes';
import { opsExperimentRoutes } from '../experiments/experiments.routes';
import { opsSectionStatsRoutes } from '../section-analytics/section-stats.routes';

export interface OpsRoutesOptions {
  /** Secure cookies (production). */
  secureCookies: boolean;
  /** Login throttling and editors' presence are shared through Redis when set. */
  redisUrl?: string;
  storage: FileStorage;
  /** Tests: a limiter, a clock, or a deployed-client manifest other than contract/generated/widget-manifest.json. */
  limiter?: RateLimiter;
  now?: () => number;
  clientManifest?: WidgetManifest;
  /** Tests: where editors' presence is kept (default: Redis with redisUrl, else memory). */
  presence?: PresenceStore;
}

/**
 * The operator API under /ops/api: its own sign-in (cookie ops_session), roles editor and
 * publisher, layouts (drafts, validation, publish, history, rollback, preview), widget usage, home
 * content, watch-password cool-downs and the audit log. App users' tokens are refused on every route here.
 */
export function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions): void {
  const now = options.now ?? Date.now;
  const limiter = options.limiter ?? createRateLimiter(options.redisUrl);
  if (!options.limiter) app.addHook('onClose', () => limiter.close());
  const clientManifest = options.clientManifest ?? readClientManifest();
  const presence = options.presence ?? createPresenceStore(options.redisUrl, (error) => app.log.warn({ err: error }, 'ops presence: redis error'));
  if (!options.presence) app.addHook('onClose', () => presence.close());

  void app.register(
    async (scope) => {
      guardOpsScope(scope, now);
      scope.addHook('onSend', async (_request, reply, payload) => {
        noStore(reply);
        return payload;
      });
      opsSessionRoutes(scope, { limiter, secureCookies: options.secureCookies, now });
      opsLayoutRoutes(scope, { clientManifest, now });
      opsNodeVisibilityRoutes(scope);
      opsPresenceRoutes(scope, { presence, now });
      opsWidgetRoutes(scope, { clientManifest });
      opsContentRoutes(scope, { storage: options.storage });
      opsWatchPasswordRoutes(scope, { now });
      opsScheduleRoutes(scope, { now, clientManifest });
      opsAudienceRoutes(scope);
      opsExperimentRoutes(scope, { clientManifest });
      opsSectionStatsRoutes(scope, { now });
      opsFailureReportRoutes(scope, { now });
      opsRoute<{ Querystring: { page: number; pageSize: number } }>(scope, 'listOpsAuditEntries', async (request) => {
        requireOperator(request);
        return envelope(await listAudit(scope.db, request.query.page, request.query.pageSize));
      });
    },
    { prefix: OPS_PREFIX },
  );
}
