import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import type { WidgetMigrations } from '../../contract/layout/widget-migrations';
import { resolveRef, widgetSchema, type JsonSchema, type SchemaAt } from '../ops/schema-form/schema-registry';

// A widget's contract as its props schema states it: what the workbench's contract page shows.

export interface PropRow {
  name: string;
  type: string;
  description: string;
  /** The schema's default, as JSON; empty when it has none. */
  defaultValue: string;
  required: boolean;
}

export interface EventRow {
  name: string;
  /** What the event means and the data it carries (the schema's x-events text). */
  description: string;
}

export interface VersionRow {
  version: number;
  /** Whether nodes of the version before are rewritten on upgrade (a migration) or only renumbered. */
  migrated: boolean;
}

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  integer: '整数',
  number: '数字',
  boolean: '是/否',
  object: '对象',
  array: '列表',
  null: '空',
};

/** The type of a props schema entry in words: enums list their values, lists name what they hold. */
export function typeText(at: SchemaAt, depth = 0): string {
  const resolved = resolveRef(at) ?? at;
  const schema = resolved.schema;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.oneOf ?? schema.anyOf;
  if (union && depth < 2) return union.map((branch) => typeText({ schema: branch, file: resolved.file }, depth + 1)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => TYPE_NAMES[type] ?? type);
  if (types.includes('array') && schema.items && !Array.isArray(schema.items) && depth < 2) {
    const item = typeText({ schema: schema.items, file: resolved.file }, depth + 1);
    return named.map((name) => (name === TYPE_NAMES.array ? `${name}（${item}）` : name)).join(' | ');
  }
  const title = schema['x-title'] ?? schema.title;
  if (types.length === 0 || (types.length === 1 && types[0] === 'object' && title)) return title ?? '任意值';
  return named.join(' | ');
}

export function propRows(widget: string): PropRow[] {
  const at = widgetSchema(widget);
  if (!at) return [];
  const required = new Set(at.schema.required ?? []);
  return Object.entries(at.schema.properties ?? {}).map(([name, schema]: [string, JsonSchema]) => ({
    name,
    type: typeText({ schema, file: at.file }),
    description: schema['x-description'] ?? schema.description ?? resolveRef({ schema, file: at.file })?.schema.description ?? '',
    defaultValue: schema.default === undefined ? '' : JSON.stringify(schema.default),
    required: required.has(name),
  }));
}

export function eventRows(widget: string): EventRow[] {
  const events = widgetSchema(widget)?.schema['x-events'] ?? {};
  return Object.entries(events).map(([name, description]) => ({ name, description }));
}

/** Every version from 1 to the schema's x-version, each with whether a migration upgrades nodes to it. */
export function versionRows(widget: string, migrations: WidgetMigrations | undefined): VersionRow[] {
  const current = widgetSchema(widget)?.schema['x-version'] ?? 1;
  return Array.from({ length: current }, (_, index) => ({ version: index + 1, migrated: index > 0 && typeof migrations?.[index + 1] === 'function' }));
}

/** A place a widget is used: a layout and the node's id. */
export interface WidgetUse {
  layoutId: string;
  nodeId: string;
}

/** Where each widget appears in `docs` (body, overlays and children). */
export function usesInLayouts(docs: readonly LayoutDocument[]): Map<string, WidgetUse[]> {
  const uses = new Map<string, WidgetUse[]>();
  const visit = (layoutId: string, nodes: readonly LayoutNode[] | undefined) =>
    nodes?.forEach((node) => {
      uses.set(node.widget, [...(uses.get(node.widget) ?? []), { layoutId, nodeId: node.id }]);
      visit(layoutId, node.children);
    });
  for (const doc of docs) {
    visit(doc.id, doc.body);
    visit(doc.id, doc.overlays);
  }
  return uses;
}
