import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { envelope } from '../../plugins/envelope';
import type { WidgetManifest } from '../../schemas/schema-store';
import { layoutProblems } from '../ops-layouts';
import { recordAudit } from '../ops-audit';
import { requireOperator, requirePublisher } from '../ops-operators';
import { listExperiments } from './experiments.repository';
import { refuseSplitEdit, startExperiment, stopExperiment, toOpsExperiment } from './experiments.service';

/**
 * A/B tests in the operator API: list (operators), start, stop (publishers: both change what doctors
 * see). Starting and stopping with A drop every process's cached layouts and tell open pages to load
 * theirs again (the arm is applied when a layout is served); stopping with B publishes it.
 */
export function opsExperimentRoutes(scope: FastifyInstance, options: { clientManifest: WidgetManifest }): void {
  const db = scope.db;
  const problemsOf = (id: string, document: unknown) => layoutProblems(document, { layoutId: id, manifest: options.clientManifest });

  opsRoute(scope, 'listOpsLayoutExperiments', async (request) => {
    requireOperator(request);
    return envelope({ list: (await listExperiments(db, request.params.id)).map(toOpsExperiment) });
  });

  opsRoute(scope, 'startOpsExperiment', async (request) => {
    const operator = requirePublisher(request);
    const row = await startExperiment(db, request.params.id, request.body, operator, problemsOf);
    scope.invalidateLayouts();
    await recordAudit(db, {
      operator,
      action: 'layout.experiment-start',
      target: `layout:${row.layoutId}`,
      detail: { experiment: row.id, kind: row.kind, node: row.nodeId, split_b: row.splitB, variant_revision: row.variantRevision },
    });
    return envelope(toOpsExperiment(row));
  });

  opsRoute(scope, 'updateOpsExperimentSplit', async (request) => {
    requirePublisher(request);
    return refuseSplitEdit(db, request.params.eid);
  });

  opsRoute(scope, 'stopOpsExperiment', async (request) => {
    const operator = requirePublisher(request);
    const outcome = await stopExperiment(db, request.params.eid, request.body.winner, operator, problemsOf);
    const { experiment } = outcome;
    if (outcome.published) scope.announceLayout(experiment.layoutId, outcome.published);
    else scope.invalidateLayouts();
    await recordAudit(db, {
      operator,
      action: 'layout.experiment-stop',
      target: `layout:${experiment.layoutId}`,
      detail: { experiment: experiment.id, winner: request.body.winner, ...(outcome.published ? { revision: outcome.published } : {}) },
    });
    return envelope(toOpsExperiment(experiment));
  });
}
