import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { loadSchemaStore, type WidgetManifest } from '../../schemas/schema-store';
import { envelope } from '../../plugins/envelope';
import { loadUpgradeContext } from '../../layout-lint/widget-upgrades';
import { walkNodes } from './layout-problems';
import { listCurrentDocuments } from './ops-layouts.repository';
import { requireOperator } from '../ops-operators';
import { checkStoredLayouts } from './stored-layout-problems';

export interface WidgetUsage {
  layout_id: string;
  node_id: string;
  revision: number;
}

/** Where each widget is used in the newest saved revision (draft or published) of every stored layout. */
export async function widgetUsage(scope: FastifyInstance): Promise<Map<string, WidgetUsage[]>> {
  const rows = await listCurrentDocuments(scope.db);
  const usage = new Map<string, WidgetUsage[]>();
  for (const row of rows) {
    for (const { node } of walkNodes(row.document)) {
      if (typeof node.widget !== 'string') continue;
      const list = usage.get(node.widget) ?? [];
      list.push({ layout_id: row.id, node_id: typeof node.id === 'string' ? node.id : '', revision: row.revision });
      usage.set(node.widget, list);
    }
  }
  return usage;
}

/** The palette (every registered widget with its props schema) and the catalogue of endpoints and actions. */
export function opsWidgetRoutes(scope: FastifyInstance, options: { clientManifest: WidgetManifest }): void {
  opsRoute(scope, 'listOpsWidgets', async (request) => {
    requireOperator(request);
    const store = loadSchemaStore();
    const usage = await widgetUsage(scope);
    const list = store.widgets.map((w) => ({
      name: w.type,
      version: w.version,
      /** null: the deployed client does not have this widget yet (layouts using it cannot be published). */
      client_version: options.clientManifest[w.type]?.version ?? null,
      title: typeof w.schema.title === 'string' ? w.schema.title : w.type,
      description: typeof w.schema.description === 'string' ? w.schema.description : '',
      events: (w.schema['x-events'] as Record<string, string> | undefined) ?? {},
      schema: w.schema,
      usage: usage.get(w.type) ?? [],
    }));
    // Widgets stored layouts use but nothing registers (left behind by a removal): shown so they can be fixed.
    const unknown = [...usage.entries()].filter(([name]) => !store.manifest[name]).map(([name, where]) => ({ name, usage: where }));
    return envelope({ list, unknown });
  });

  // Every stored revision against the current widgets: the same check as `npm run lint:layouts -- --db`.
  opsRoute(scope, 'listOpsStoredLayoutProblems', async (request) => {
    requireOperator(request);
    return envelope(await checkStoredLayouts(scope.db, { upgrades: await loadUpgradeContext() }));
  });

  opsRoute(scope, 'getOpsCatalogue', async (request) => {
    requireOperator(request);
    const store = loadSchemaStore();
    const endpoints = [...store.endpoints.values()].map((e) => ({
      name: e.name,
      method: e.method,
      path: e.path,
      paged: e.paged,
      description: e.description ?? '',
      args: e.args,
      source: e.file,
    }));
    const actions = [...store.actions.entries()].map(([type, id]) => ({ type, schema: store.byId.get(id) ?? {} }));
    return envelope({ endpoints, actions });
  });
}
