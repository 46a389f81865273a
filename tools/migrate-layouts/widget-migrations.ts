// How a widget declares migrations of its layout nodes. A widget whose props schema gets a new
// `x-version` that changes the meaning or the names of props adds widgets/<type>/<type>.migrations.ts:
//
//   import type { WidgetMigrations } from '../../tools/migrate-layouts/widget-migrations';
//   export const migrations: WidgetMigrations = {
//     // 1 → 2: `perPage` became `pageSize`
//     2: (node) => { const { perPage, ...props } = node.props ?? {}; return { ...node, props: { ...props, pageSize: perPage } }; },
//   };
//
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
