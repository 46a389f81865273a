import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import type { WidgetManifest } from '../../schemas/schema-store';
import { upgradeDocument } from '../../layout-lint/upgrade-document';
import { loadUpgradeContext } from '../../layout-lint/widget-upgrades';
import { AppError, envelope } from '../../plugins/envelope';
import { createPreviewToken } from '../layouts';
import { layoutDiff } from './layout-diff';
import { publishLayoutRevision, saveLayoutDraft } from './layout-writes';
import { layoutItemProblems } from './layout-link-items';
import { htmlProblems, layoutProblems } from './layout-problems';
import { recordAudit } from '../ops-audit';
import { OPS_MESSAGES, requireDirectPublisher, requireOperator, requirePublisher } from '../ops-operators';
import { findRevision, rollbackTo, type StaleRevision } from './ops-layouts.repository';
import { findEditableLayout, listLayoutsWithStatus, listRevisionHistory } from './ops-layouts.service';
import { previewUrl } from './preview-url';

export interface OpsLayoutOptions {
  /** Widgets and versions of the deployed client (contract/generated/widget-manifest.json). */
  clientManifest: WidgetManifest;
  now: () => number;
  /** OPS_REVIEW_REQUIRED: editors submit for review; off, an editor may publish their own revision. */
  reviewRequired: boolean;
}

export function opsLayoutRoutes(scope: FastifyInstance, options: OpsLayoutOptions): void {
  const db = scope.db;

  /** 409 with what changed between the saver's base and the newest revision. */
  const conflict = (id: string, stale: StaleRevision, message: string) =>
    new AppError(409, message, 409, {
      current_revision: stale.current_revision,
      changed_by: stale.changed_by,
      diff: layoutDiff(id, stale.base ?? { revision: 0, document: {} }, stale.current),
    });

  const problemsOf = (id: string, document: unknown) => layoutProblems(document, { layoutId: id, manifest: options.clientManifest });
  /** With the database's part: links to content that is missing or not published. */
  const gateProblemsOf = async (id: string, document: unknown) => [...problemsOf(id, document), ...(await layoutItemProblems(db, document))];

  opsRoute(scope, 'listOpsLayouts', async (request) => {
    requireOperator(request);
    return envelope({ list: await listLayoutsWithStatus(db) });
  });

  opsRoute(scope, 'getOpsLayout', async (request) => {
    requireOperator(request);
    const layout = await findEditableLayout(db, request.params.id);
    if (!layout) throw new AppError(404, OPS_MESSAGES.notFound);
    return envelope(layout);
  });

  opsRoute(scope, 'saveOpsLayoutDraft', async (request) => {
    const operator = requireOperator(request);
    const { id } = request.params;
    const { document, base_revision: baseRevision, note } = request.body;
    if (document.id !== id) throw new AppError(400, OPS_MESSAGES.idMismatch);
    // Refused, not cleaned: nothing is stored, and the answer names the section, the field and what is not allowed.
    const unsafe = htmlProblems(document);
    if (unsafe.length > 0) throw new AppError(422, unsafe.map((problem) => problem.message).join('；'), 422, { problems: unsafe });
    const saved = await saveLayoutDraft(db, operator, { id, document, baseRevision, note });
    if ('conflict' in saved) throw conflict(id, saved, OPS_MESSAGES.conflict);
    return envelope({ revision: saved.revision, problems: await gateProblemsOf(id, document) });
  });

  opsRoute(scope, 'validateOpsLayout', async (request) => {
    requireOperator(request);
    return envelope({ problems: await gateProblemsOf(request.params.id, request.body.document) });
  });

  opsRoute(scope, 'publishOpsLayout', async (request) => {
    const { id } = request.params;
    const { revision, note } = request.body;
    const target = await findRevision(db, id, revision);
    const operator = await requireDirectPublisher(request, { reviewRequired: options.reviewRequired, author: async () => target?.createdBy });
    if (!target) throw new AppError(404, OPS_MESSAGES.revisionNotFound);
    // Staleness first: publishing anything but the newest saved revision would drop someone's work.
    const newest = await findEditableLayout(db, id);
    if (newest && newest.revision !== revision) {
      const current = (await findRevision(db, id, newest.revision))!;
      throw conflict(
        id,
        { conflict: true, current_revision: current.revision, changed_by: current.createdBy, base: target, current },
        OPS_MESSAGES.publishConflict,
      );
    }
    const problems = await gateProblemsOf(id, target.document);
    if (problems.length > 0) throw new AppError(422, OPS_MESSAGES.invalid, 422, { problems });
    const published = await publishLayoutRevision(db, operator, { id, revision, note });
    if (!published) throw new AppError(404, OPS_MESSAGES.notFound);
    if ('conflict' in published) throw conflict(id, published, OPS_MESSAGES.publishConflict);
    scope.announceLayout(id, published.published_revision);
    return envelope(published);
  });

  opsRoute(scope, 'rollbackOpsLayout', async (request) => {
    const operator = requirePublisher(request);
    const { id } = request.params;
    const old = await findRevision(db, id, request.body.revision);
    if (!old) throw new AppError(404, OPS_MESSAGES.revisionNotFound);
    // The old revision was valid when published; widgets may have changed since: it is upgraded by their
    // migrations (as the app would load it) and what is published again is the upgraded copy.
    const { document } = upgradeDocument(old.document, await loadUpgradeContext());
    const problems = await gateProblemsOf(id, document);
    if (problems.length > 0) throw new AppError(422, OPS_MESSAGES.invalid, 422, { problems });
    const result = await rollbackTo(db, { id, revision: request.body.revision, author: operator.name, document });
    if (!result) throw new AppError(404, OPS_MESSAGES.notFound);
    scope.announceLayout(id, result.published_revision);
    await recordAudit(db, {
      operator,
      action: 'layout.rollback',
      target: `layout:${id}`,
      detail: { to: request.body.revision, revision: result.published_revision },
    });
    return envelope(result);
  });

  opsRoute(scope, 'listOpsLayoutRevisions', async (request) => {
    requireOperator(request);
    const list = await listRevisionHistory(db, request.params.id);
    if (!list) throw new AppError(404, OPS_MESSAGES.notFound);
    return envelope({ list });
  });

  opsRoute(scope, 'getOpsLayoutRevision', async (request) => {
    requireOperator(request);
    const found = await findRevision(db, request.params.id, request.params.revision);
    if (!found) throw new AppError(404, OPS_MESSAGES.revisionNotFound);
    return envelope({ revision: found.revision, author: found.createdBy, document: found.document });
  });

  opsRoute(scope, 'getOpsLayoutDiff', async (request) => {
    requireOperator(request);
    const { id } = request.params;
    const [from, to] = await Promise.all([findRevision(db, id, request.query.from), findRevision(db, id, request.query.to)]);
    if (!from || !to) throw new AppError(404, OPS_MESSAGES.revisionNotFound);
    return envelope({ from: from.revision, to: to.revision, diff: layoutDiff(id, from, to) });
  });

  opsRoute(scope, 'previewOpsLayout', async (request) => {
    const operator = requireOperator(request);
    const { id } = request.params;
    const layout = await findEditableLayout(db, id);
    if (!layout || layout.revision === 0) throw new AppError(404, OPS_MESSAGES.saveFirst);
    const { token, expiresAt } = await createPreviewToken(db, { layoutId: id, createdBy: operator.name, now: options.now() });
    await recordAudit(db, { operator, action: 'layout.preview', target: `layout:${id}`, detail: { revision: layout.revision } });
    return envelope({ token, url: previewUrl(id, token), revision: layout.revision, expires_at: expiresAt.toISOString() });
  });
}
