import type { LayoutNode } from '../generated/schema-types';

// A node seen as the fields an operator edits one by one in the node form: each prop (its fixed value and
// its binding together, since the form edits them as one choice), each event's action list, the display
// condition, the time window, the audiences, the repeat, the hidden switch and the widget itself. Merging,
// the revision diff and the audit log's change summary all compare nodes field by field through this.

/** `widget`, `prop:<name>`, `on:<event>`, or a node-level key (`when`, `schedule`, `audiences`, …). */
export type NodeFieldKey = string;

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

/** JSON with object keys sorted, so two values compare equal whatever order their keys were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The fields whose values differ between two versions of one node. */
export function changedNodeFields(before: LayoutNode, after: LayoutNode): NodeFieldKey[] {
  const a = nodeFields(before);
  const b = nodeFields(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => canonicalJson(a.get(key)) !== canonicalJson(b.get(key)));
}
