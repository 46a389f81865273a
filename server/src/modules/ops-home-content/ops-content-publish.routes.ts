import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentEndpoint } from './ops-content-endpoints';
import { opsFamilyRoute, opsRoute } from '../ops';
import { AppError, envelope } from '../../plugins/envelope';
import { recordAudit } from '../ops-audit';
import { OPS_MESSAGES, publishes, requireDirectPublisher, requireOperator } from '../ops-operators';
import { CONTENT_KINDS } from './ops-content-kinds';
import { DRAFT_MESSAGES, draftChanges, liveRecords, publishDraft, rollbackTo } from './ops-content-drafts';
import { deleteDraft, findDraft, listDrafts, listRevisions } from './ops-content-drafts.repository';

function requireContentPublisher(request: FastifyRequest) {
  const operator = requireOperator(request);
  if (!publishes(operator.role)) throw new AppError(403, DRAFT_MESSAGES.publisherOnly);
  return operator;
}

/**
 * Home content's drafts, publishing, history and rollback: anyone signed in sees and discards a kind's
 * pending changes; only a publisher makes them live or restores an older revision. Both drop the home
 * payload cache in every API process (app.invalidateHome → cache bus), so the app shows them on its next load.
 */
export function opsContentPublishRoutes(scope: FastifyInstance, options: { reviewRequired: boolean }): void {
  const db = scope.db;

  opsRoute(scope, 'listOpsContentDrafts', async (request) => {
    requireOperator(request);
    const drafts = await listDrafts(db);
    return envelope({ list: drafts.map((d) => ({ kind: d.kind, updated_by: d.updatedBy, updated_at: d.updatedAt.toISOString() })) });
  });

  for (const kind of CONTENT_KINDS) {
    const target = kind.name;

    opsFamilyRoute(scope, contentEndpoint(kind, 'get', 'sDraft'), async (request) => {
      requireOperator(request);
      const draft = await findDraft(db, kind.name);
      if (!draft) return envelope({ pending: false, updated_by: null, updated_at: null, changes: [] });
      const changes = draftChanges(kind, await liveRecords(db, kind), draft.items);
      return envelope({ pending: true, updated_by: draft.updatedBy, updated_at: draft.updatedAt.toISOString(), changes });
    });

    opsFamilyRoute(scope, contentEndpoint(kind, 'discard', 'sDraft'), async (request) => {
      const operator = requireOperator(request);
      if (await deleteDraft(db, kind.name)) await recordAudit(db, { operator, action: 'content.discard', target });
      return envelope({ pending: false, updated_by: null, updated_at: null, changes: [] });
    });

    opsFamilyRoute(scope, contentEndpoint(kind, 'publish', 's'), async (request) => {
      const operator = await requireDirectPublisher(request, {
        reviewRequired: options.reviewRequired,
        author: async () => (await findDraft(db, kind.name))?.updatedBy,
      });
      const { revision, changes } = await publishDraft(db, kind, operator.name);
      scope.invalidateHome();
      await recordAudit(db, { operator, action: 'content.publish', target, detail: { revision, changes } });
      return envelope({ revision });
    });

    opsFamilyRoute(scope, contentEndpoint(kind, 'list', 'Revisions'), async (request) => {
      requireOperator(request);
      const revisions = await listRevisions(db, kind.name);
      return envelope({
        list: revisions.map((r, index) => ({
          revision: r.revision,
          action: r.action,
          restored: r.restored,
          created_by: r.createdBy,
          created_at: r.createdAt.toISOString(),
          live: index === 0,
        })),
      });
    });

    opsFamilyRoute<{ Body: { revision: number } }>(scope, contentEndpoint(kind, 'rollback', 's'), async (request) => {
      const operator = requireContentPublisher(request);
      const restored = request.body.revision;
      const revision = await rollbackTo(db, kind, restored, operator.name);
      if (revision === undefined) throw new AppError(404, OPS_MESSAGES.revisionNotFound);
      scope.invalidateHome();
      await recordAudit(db, { operator, action: 'content.rollback', target, detail: { revision, restored } });
      return envelope({ revision });
    });
  }
}
