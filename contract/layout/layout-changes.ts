import type { LayoutDocument, LayoutNode } from '../generated/schema-types';
import { canonicalJson, changedNodeFields, type NodeFieldKey } from './node-fields';

// What changed between two versions of a layout, by section and field rather than by JSON line: sections
// added, removed or moved, the fields of each edited section, and the page's own fields (title, each data
// entry). The console's revision diff words it for operators; the server keeps a small copy of it in the
// audit log entry of each save and publish.

export interface ChangedNode {
  id: string;
  widget: string;
  /** The section's title prop, when it has one (its name in the outline). */
  title?: string;
}

export interface EditedNode extends ChangedNode {
  fields: NodeFieldKey[];
}

export interface LayoutChanges {
  added: ChangedNode[];
  removed: ChangedNode[];
  moved: ChangedNode[];
  edited: EditedNode[];
  /** Page fields: `title`, `data.<entry>`, or another top-level key. */
  page: string[];
}

interface Placed {
  node: LayoutNode;
  parent: string;
}

function place(doc: Partial<LayoutDocument>): { nodes: Map<string, Placed>; children: Map<string, string[]> } {
  const nodes = new Map<string, Placed>();
  const children = new Map<string, string[]>();
  const walk = (list: LayoutNode[] | undefined, parent: string) => {
    const ids: string[] = [];
    for (const node of Array.isArray(list) ? list : []) {
      if (!node || typeof node.id !== 'string') continue;
      ids.push(node.id);
      nodes.set(node.id, { node, parent });
      walk(node.children, node.id);
    }
    children.set(parent, ids);
  };
  walk(doc.body, '\u0000body');
  walk(doc.overlays, '\u0000overlays');
  return { nodes, children };
}

function ref(node: LayoutNode): ChangedNode {
  const title = (node.props as Record<string, unknown> | undefined)?.title;
  return typeof title === 'string' && title ? { id: node.id, widget: node.widget, title } : { id: node.id, widget: node.widget };
}

/** Ids of `to` outside a longest common subsequence with `from`: the ones that moved among their siblings. */
function reordered(from: string[], to: string[]): Set<string> {
  const table = Array.from({ length: to.length + 1 }, () => new Array<number>(from.length + 1).fill(0));
  for (let i = to.length - 1; i >= 0; i -= 1)
    for (let j = from.length - 1; j >= 0; j -= 1) table[i][j] = to[i] === from[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < to.length && j < from.length;) {
    if (to[i] === from[j]) {
      kept.add(to[i]);
      i += 1;
      j += 1;
    } else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }
  return new Set(to.filter((id) => !kept.has(id)));
}

function pageFields(doc: Partial<LayoutDocument>): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(doc)) if (key !== 'body' && key !== 'overlays' && key !== 'data' && key !== 'id') fields.set(key, value);
  for (const [key, value] of Object.entries(doc.data ?? {})) fields.set(`data.${key}`, value);
  return fields;
}

/** The changes from `before` to `after`. Documents are read defensively: a stored revision may be anything. */
export function layoutChanges(beforeDoc: unknown, afterDoc: unknown): LayoutChanges {
  const asDoc = (doc: unknown) => (doc && typeof doc === 'object' ? (doc as Partial<LayoutDocument>) : {});
  const before = place(asDoc(beforeDoc));
  const after = place(asDoc(afterDoc));
  const changes: LayoutChanges = { added: [], removed: [], moved: [], edited: [], page: [] };
  for (const [id, placed] of after.nodes) {
    const old = before.nodes.get(id);
    // A node added inside an added node came with it.
    if (!old) {
      if (!after.nodes.has(placed.parent) || before.nodes.has(placed.parent)) changes.added.push(ref(placed.node));
      continue;
    }
    const fields = changedNodeFields(old.node, placed.node);
    if (fields.length > 0) changes.edited.push({ ...ref(placed.node), fields });
  }
  for (const [id, placed] of before.nodes)
    if (!after.nodes.has(id) && (!before.nodes.has(placed.parent) || after.nodes.has(placed.parent))) changes.removed.push(ref(placed.node));
  const moved = new Set<string>();
  for (const [id, placed] of after.nodes) {
    const old = before.nodes.get(id);
    if (old && old.parent !== placed.parent) moved.add(id);
  }
  for (const [parent, ids] of after.children) {
    const stayed = (list: string[] | undefined) =>
      (list ?? []).filter((id) => before.nodes.get(id)?.parent === parent && after.nodes.get(id)?.parent === parent);
    for (const id of reordered(stayed(before.children.get(parent)), stayed(ids))) moved.add(id);
  }
  for (const id of moved) changes.moved.push(ref(after.nodes.get(id)!.node));
  const a = pageFields(asDoc(beforeDoc));
  const b = pageFields(asDoc(afterDoc));
  for (const key of new Set([...a.keys(), ...b.keys()])) if (canonicalJson(a.get(key)) !== canonicalJson(b.get(key))) changes.page.push(key);
  return changes;
}

/** At most `limit` entries in all, for a record that must stay small (the audit log); `more` counts the rest. */
export function boundedChanges(changes: LayoutChanges, limit = 20): LayoutChanges & { more: number } {
  let room = limit;
  const take = <T>(list: T[]): T[] => {
    const kept = list.slice(0, Math.max(room, 0));
    room -= kept.length;
    return kept;
  };
  const edited = take(changes.edited).map((node) => ({ ...node, fields: node.fields.slice(0, 8) }));
  const bounded = { added: take(changes.added), removed: take(changes.removed), moved: take(changes.moved), edited, page: take(changes.page) };
  const total = changes.added.length + changes.removed.length + changes.moved.length + changes.edited.length + changes.page.length;
  return { ...bounded, more: Math.max(total - limit, 0) };
}
