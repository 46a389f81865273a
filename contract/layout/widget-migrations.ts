// How a widget declares migrations of its layout nodes. A widget whose props schema gets a new
// `x-version` that changes the meaning or the names of props adds widgets/<type>/<type>.migrations.ts:
//
//   import type { WidgetMigrations } from '../../contract/layout/widget-migrations';
//   export const migrations: WidgetMigrations = {
//     // 1 → 2: `perPage` became `pageSize`
//     2: (node) => { const { perPage, ...props } = node.props ?? {}; return { ...node, props: { ...props, pageSize: perPage } }; },
//   };
//
// and hands the same object to defineWidget ({ type, load, migrations }), so the app upgrades old nodes
// when it loads them and `npm run layouts:migrate` upgrades the stored layouts with the same code.
// Keys are the version a function upgrades TO (from key − 1); the whole node is passed (props, bind, on,
// children), so bindings and event names can move too. A version between 2 and x-version without a
// function is a compatible bump: the node only gets the new version number. A widget without a
// migrations file is never rewritten (its bumps are all compatible), so layouts stay untouched.

/** A layout node as migrations see it: plain JSON (structure checked by lint after the upgrade). */
export interface MigratableNode {
  id: string;
  widget: string;
  version?: number;
  props?: Record<string, unknown>;
  bind?: Record<string, unknown>;
  on?: Record<string, unknown>;
  /** An operator's kill switch: keep it (spread the node, as above), or a hidden section comes back. */
  hidden?: boolean;
  children?: MigratableNode[];
  [key: string]: unknown;
}

export type WidgetMigration = (node: MigratableNode) => MigratableNode;

export type WidgetMigrations = Record<number, WidgetMigration>;

export const MIGRATIONS_EXPORT = 'migrations';

export function migrationsFile(type: string): string {
  return `widgets/${type}/${type}.migrations.ts`;
}

/**
 * One node (not its children) upgraded from its `version` (absent: 1) to `target` through each declared
 * step; the node itself when it is already there. Each step gets its own copy (nodes are plain JSON), since
 * a migration may mutate what it is given.
 */
export function upgradeNode<N extends MigratableNode>(node: N, target: number, steps: WidgetMigrations): N {
  const from = typeof node.version === 'number' ? node.version : 1;
  if (from >= target) return node;
  let out: MigratableNode = node;
  for (let version = from + 1; version <= target; version += 1) {
    const step = steps[version];
    if (step) out = step(JSON.parse(JSON.stringify(out)) as MigratableNode);
  }
  // The steps keep the node's shape (lint and the props validator check the result).
  return { ...out, version: target } as N;
}
