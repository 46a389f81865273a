import type { LayoutNode } from '../../../contract/generated/schema-types';
import { fieldLabel } from '../schema-form/field-kind';
import { repositorySchemas, widgetSchema, type SchemaAt } from '../schema-form/schema-registry';

// A node seen as the fields an operator edits one by one in the node form: each prop (its fixed value and
// its binding together, since the form edits them as one choice), each event's action list, the display
// condition, the time window, the audiences, the repeat, the hidden switch and the widget itself. Merging
// and the revision diff both compare nodes field by field through this, and name each field as the form does.

/** Names of the node's own fields where the node schema gives none an operator reads (x-title). */
export const NODE_FIELD_TEXT = {
  widget: '组件类型',
  event: (description: string) => `${description}时的动作`,
  fields: { when: '显示条件', hidden: '立即隐藏', repeat: '按列表重复' } as Readonly<Record<string, string>>,
} as const;

/** `widget`, `prop:<name>`, `on:<event>`, or a node-level key (`when`, `schedule`, `audiences`, …). */
export type NodeFieldKey = string;

const NODE_FILE = 'schemas/layout/layout-node.json';
/** Node keys that are not fields of their own: identity and structure. */
const STRUCTURE = new Set(['id', 'children', 'props', 'bind', 'on', 'widget', 'version']);

export interface PropValue {
  value?: unknown;
  bind?: unknown;
}

/** Every field the node has a value for, by key; `widget` covers the widget and its props version. */
export function nodeFields(node: LayoutNode): Map<NodeFieldKey, unknown> {
  const fields = new Map<NodeFieldKey, unknown>();
  fields.set('widget', { widget: node.widget, version: node.version });
  const props = (node.props ?? {}) as Record<string, unknown>;
  const bind = (node.bind ?? {}) as Record<string, unknown>;
  for (const name of new Set([...Object.keys(props), ...Object.keys(bind)])) {
    const value: PropValue = {};
    if (props[name] !== undefined) value.value = props[name];
    if (bind[name] !== undefined) value.bind = bind[name];
    fields.set(`prop:${name}`, value);
  }
  for (const [event, actions] of Object.entries(node.on ?? {})) fields.set(`on:${event}`, actions);
  for (const [key, value] of Object.entries(node)) if (!STRUCTURE.has(key) && value !== undefined) fields.set(key, value);
  return fields;
}

/** The node (without children) the fields describe: the inverse of nodeFields for one node id. */
export function nodeFromFields(id: string, fields: ReadonlyMap<NodeFieldKey, unknown>): Omit<LayoutNode, 'children'> {
  const widget = fields.get('widget') as { widget: string; version?: number };
  const node: Record<string, unknown> = { id, widget: widget.widget };
  if (widget.version !== undefined) node.version = widget.version;
  const props: Record<string, unknown> = {};
  const bind: Record<string, unknown> = {};
  const on: Record<string, unknown> = {};
  for (const [key, value] of fields) {
    if (key === 'widget' || value === undefined) continue;
    if (key.startsWith('prop:')) {
      const prop = value as PropValue;
      if (prop.value !== undefined) props[key.slice(5)] = prop.value;
      if (prop.bind !== undefined) bind[key.slice(5)] = prop.bind;
    } else if (key.startsWith('on:')) on[key.slice(3)] = value;
    else node[key] = value;
  }
  if (Object.keys(props).length > 0) node.props = props;
  if (Object.keys(bind).length > 0) node.bind = bind;
  if (Object.keys(on).length > 0) node.on = on;
  // The keys are those of a LayoutNode by construction (nodeFields took them from one).
  return node as unknown as Omit<LayoutNode, 'children'>;
}

/** The schema of a widget prop, for its name and for how its value reads. */
export function propSchema(widget: string, name: string): SchemaAt | undefined {
  const at = widgetSchema(widget);
  const property = at?.schema.properties?.[name];
  return at && property ? { schema: property, file: at.file } : undefined;
}

/** The field's name as the node form shows it. */
export function nodeFieldName(widget: string, key: NodeFieldKey): string {
  if (key === 'widget') return NODE_FIELD_TEXT.widget;
  if (key.startsWith('prop:')) return fieldLabel(key.slice(5), propSchema(widget, key.slice(5)));
  if (key.startsWith('on:')) {
    const events = widgetSchema(widget)?.schema['x-events'] as Record<string, string> | undefined;
    // The event's description up to its first break: what the doctor does; the rest speaks to developers.
    const said = events?.[key.slice(3)]?.split(/[，,；;（(]/)[0].trim();
    return NODE_FIELD_TEXT.event(said || key.slice(3));
  }
  const named = NODE_FIELD_TEXT.fields[key];
  if (named) return named;
  const schema = repositorySchemas[NODE_FILE]?.properties?.[key];
  return fieldLabel(key, schema ? { schema, file: NODE_FILE } : undefined);
}
