// One document in, the document with every node upgraded to its widget's current version out. Used by
// `layouts:migrate`, `lint:layouts --db` and the console's rollback, so they all see what the app renders.
import { migrateLayout } from '../../../contract/layout/migrate-layout';
import { upgradeNode, type MigratableNode, type WidgetMigrations } from '../../../contract/layout/widget-migrations';

export interface UpgradeContext {
  /** Widget type → its props schema's x-version (only widgets that declare migrations). */
  targets: ReadonlyMap<string, number>;
  migrations: ReadonlyMap<string, WidgetMigrations>;
}

export interface UpgradeResult {
  document: unknown;
  /** "node section-live: section 1 → 2", one line per upgraded node (and the document's schemaVersion). */
  changes: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

function upgradeTree(node: unknown, ctx: UpgradeContext, changes: string[]): unknown {
  if (!isObj(node)) return node;
  let out = node as MigratableNode;
  const target = typeof out.widget === 'string' ? ctx.targets.get(out.widget) : undefined;
  const from = typeof out.version === 'number' ? out.version : 1;
  if (target !== undefined && from < target) {
    out = upgradeNode(out, target, ctx.migrations.get(out.widget) ?? {});
    changes.push(`node ${String(out.id)}: ${out.widget} ${from} → ${target}`);
  }
  if (Array.isArray(out.children)) out = { ...out, children: out.children.map((child) => upgradeTree(child, ctx, changes) as MigratableNode) };
  return out;
}

/** The runtime's document migrations (schemaVersion), then every node's widget migrations. */
export function upgradeDocument(raw: unknown, ctx: UpgradeContext): UpgradeResult {
  const changes: string[] = [];
  const before = isObj(raw) ? raw.schemaVersion : undefined;
  const doc = migrateLayout(raw);
  if (!isObj(doc)) return { document: raw, changes };
  if (doc.schemaVersion !== before) changes.push(`schemaVersion ${String(before ?? 0)} → ${String(doc.schemaVersion)}`);
  const out: Obj = { ...doc };
  for (const list of ['body', 'overlays'] as const) {
    if (Array.isArray(doc[list])) out[list] = (doc[list] as unknown[]).map((node) => upgradeTree(node, ctx, changes));
  }
  return { document: changes.length > 0 ? out : raw, changes };
}
