import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { nodeFields, nodeFromFields, type NodeFieldKey } from '../../../contract/layout/node-fields';
import { dataEntryTitle, pageFieldTitle } from './page-field-names';
import { nodeFieldName } from './node-fields';
import { nodeFieldWords } from './value-words';

// A node-level three-way merge of layout documents, used after a save conflict: `base` is the revision the
// operator started from, `mine` the operator's draft, `theirs` the revision a colleague saved meanwhile.
// Nodes keep their ids across edits, so each node is compared on its own: edits of different nodes, a
// move by one side and an edit by the other, additions on both sides and deletions of untouched nodes
// combine. A node changed on both sides merges field by field (each prop with its binding, each event's
// actions, the condition, time window, audiences… see node-fields.ts): only the same field changed to
// different values on both sides, a node deleted by one side and changed by the other, or a node whose
// widget one side replaced while the other edited it, is a clash the operator settles (keep mine / keep
// theirs), told with the field's name and both values in words. Document fields (title, each data entry)
// merge the same way.

export type Side = 'mine' | 'theirs';

export interface MergeNames {
  /** The colleague who saved the newer revision. */
  theirs: string;
  /** A node's readable name (the outline's label). */
  label(node: LayoutNode): string;
}

export interface MergeChange {
  side: Side;
  text: string;
}

export interface MergeClash {
  /** Stable within one merge: the node id, `<node id>#<field>` for one field of a node, or `field:<name>` for a document field. */
  key: string;
  text: string;
  /** For a clash over one field: both values in words, to show at the choice. */
  values?: Record<Side, string>;
}

export interface LayoutMerge {
  /** Changes that combine by themselves, described for the operator. */
  changes: MergeChange[];
  clashes: MergeClash[];
  /** The combined document with every clash settled as `choices` says (a clash without a choice keeps theirs). */
  resolve(choices: Readonly<Record<string, Side>>): LayoutDocument;
}

export const MERGE_TEXT = {
  you: '你',
  edited: (who: string, name: string) => `${who} 修改了 ${name}`,
  moved: (who: string, name: string) => `${who} 移动了 ${name}`,
  added: (who: string, name: string) => `${who} 添加了 ${name}`,
  deleted: (who: string, name: string) => `${who} 删除了 ${name}`,
  changedInside: (who: string, name: string) => `${who} 修改了 ${name} 里的内容`,
  editedField: (who: string, name: string, field: string, value: string) => `${who} 把 ${name}的「${field}」改为${value}`,
  editedFields: (who: string, name: string, fields: string[]) => `${who} 修改了 ${name}的${fields.map((field) => `「${field}」`).join('')}`,
  fieldClash: (name: string, field: string, theirs: string, theirsValue: string, mineValue: string) =>
    `${name}的「${field}」：${theirs} 改为${theirsValue}，你 改为${mineValue}`,
  clash: (theirs: string, mine: string) => `${theirs}；${mine}`,
} as const;

/** Where a node hangs: the parent node's id, or the top of body / overlays. */
type ParentKey = string;
const TOP = { body: '\u0000body', overlays: '\u0000overlays' } as const;

interface Placed {
  node: LayoutNode;
  parent: ParentKey;
}

interface Indexed {
  nodes: Map<string, Placed>;
  /** Child ids in order, per parent. */
  children: Map<ParentKey, string[]>;
}

function index(doc: LayoutDocument): Indexed {
  const nodes = new Map<string, Placed>();
  const children = new Map<ParentKey, string[]>();
  const walk = (list: LayoutNode[] | undefined, parent: ParentKey) => {
    const ids: string[] = [];
    for (const node of list ?? []) {
      ids.push(node.id);
      nodes.set(node.id, { node, parent });
      walk(node.children, node.id);
    }
    if (ids.length > 0) children.set(parent, ids);
  };
  walk(doc.body, TOP.body);
  walk(doc.overlays, TOP.overlays);
  return { nodes, children };
}

/** JSON with object keys sorted, so two values compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A node's own content: everything but its children (they are nodes of their own). */
function content(node: LayoutNode): Omit<LayoutNode, 'children'> {
  const { children: _children, ...own } = node;
  return own;
}

/** Ids in `from` that are not part of a longest common subsequence with `to`: the ones that moved. */
function movedWithin(from: string[], to: string[]): Set<string> {
  const table = Array.from({ length: from.length + 1 }, () => new Array<number>(to.length + 1).fill(0));
  for (let i = from.length - 1; i >= 0; i -= 1)
    for (let j = to.length - 1; j >= 0; j -= 1) table[i][j] = from[i] === to[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < from.length && j < to.length;) {
    if (from[i] === to[j]) {
      kept.add(from[i]);
      i += 1;
      j += 1;
    } else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }
  return new Set(from.filter((id) => !kept.has(id)));
}

interface SideChanges {
  doc: Indexed;
  added: Set<string>;
  deleted: Set<string>;
  edited: Set<string>;
  moved: Set<string>;
}

function changesOf(base: Indexed, side: Indexed): SideChanges {
  const added = new Set([...side.nodes.keys()].filter((id) => !base.nodes.has(id)));
  const deleted = new Set([...base.nodes.keys()].filter((id) => !side.nodes.has(id)));
  const edited = new Set<string>();
  const moved = new Set<string>();
  for (const [id, placed] of side.nodes) {
    const before = base.nodes.get(id);
    if (!before) continue;
    if (!same(content(before.node), content(placed.node))) edited.add(id);
    if (before.parent !== placed.parent) moved.add(id);
  }
  // Reordering among the same siblings: whatever falls outside the longest common order moved.
  for (const [parent, ids] of side.children) {
    const stayed = (list: string[] | undefined, where: Indexed) =>
      (list ?? []).filter((id) => base.nodes.get(id)?.parent === parent && where.nodes.get(id)?.parent === parent);
    for (const id of movedWithin(stayed(ids, side), stayed(base.children.get(parent), side))) moved.add(id);
  }
  return { doc: side, added, deleted, edited, moved };
}

const touched = (changes: SideChanges, id: string) => changes.added.has(id) || changes.edited.has(id) || changes.moved.has(id);

/** The node and all nodes under it in one document. */
function subtree(doc: Indexed, id: string): string[] {
  const ids = [id];
  for (const child of doc.children.get(id) ?? []) ids.push(...subtree(doc, child));
  return ids;
}

/** Where a node sits among its siblings, to tell whether both sides moved it to the same place. */
function placeOf(doc: Indexed, id: string): string {
  const parent = doc.nodes.get(id)!.parent;
  const siblings = doc.children.get(parent) ?? [];
  const at = siblings.indexOf(id);
  return canonical([parent, siblings[at - 1] ?? null, siblings[at + 1] ?? null]);
}

interface DeleteClash {
  kind: 'delete';
  key: string;
  deleter: Side;
  /** Every node the clash decides on: the deleted node's subtree in base and on the other side. */
  ids: Set<string>;
}
interface NodeClash {
  kind: 'content' | 'place';
  key: string;
}
interface NodeFieldClash {
  kind: 'node-field';
  key: string;
  values: Record<Side, string>;
}
interface FieldClash {
  kind: 'field';
  key: string;
  field: FieldPath;
}
type Clash = (DeleteClash | NodeClash | NodeFieldClash | FieldClash) & { text: string };

/** A document field merged on its own: a top-level field, or one entry of `data`. */
type FieldPath = { top: string } | { data: string };

function fieldsOf(doc: LayoutDocument): Map<string, FieldPath> {
  const fields = new Map<string, FieldPath>();
  for (const key of Object.keys(doc)) if (key !== 'body' && key !== 'overlays' && key !== 'data') fields.set(`field:${key}`, { top: key });
  for (const key of Object.keys(doc.data ?? {})) fields.set(`field:data.${key}`, { data: key });
  return fields;
}

function readField(doc: LayoutDocument, field: FieldPath): unknown {
  return 'top' in field ? (doc as unknown as Record<string, unknown>)[field.top] : doc.data?.[field.data];
}

/** A document field or data entry as operators know it (page-field-names.ts), from whichever side binds it. */
function fieldName(field: FieldPath, ...docs: LayoutDocument[]): string {
  return 'data' in field ? dataEntryTitle(field.data, ...docs) : pageFieldTitle(field.top);
}

interface NodeFieldChanges {
  /** The widget was replaced on one side and the node edited on the other: fields of two widgets do not mix. */
  widgetClash: boolean;
  /** Fields each side changed (a field both changed alike counts for theirs only). */
  changed: Record<Side, NodeFieldKey[]>;
  clashes: NodeFieldKey[];
}

function nodeFieldChanges(base: LayoutNode, mine: LayoutNode, theirs: LayoutNode): NodeFieldChanges {
  const fields = { base: nodeFields(base), mine: nodeFields(mine), theirs: nodeFields(theirs) };
  const keys = new Set([...fields.base.keys(), ...fields.mine.keys(), ...fields.theirs.keys()]);
  const changedOn = (side: Side, key: NodeFieldKey) => !same(fields.base.get(key), fields[side].get(key));
  const result: NodeFieldChanges = { widgetClash: false, changed: { mine: [], theirs: [] }, clashes: [] };
  for (const key of keys) {
    const mineChanged = changedOn('mine', key);
    const theirsChanged = changedOn('theirs', key);
    if (mineChanged && theirsChanged && !same(fields.mine.get(key), fields.theirs.get(key))) result.clashes.push(key);
    else {
      if (theirsChanged) result.changed.theirs.push(key);
      if (mineChanged && !theirsChanged) result.changed.mine.push(key);
    }
  }
  const touchedAll = (side: Side) => [...keys].some((key) => changedOn(side, key));
  result.widgetClash = (changedOn('mine', 'widget') && touchedAll('theirs')) || (changedOn('theirs', 'widget') && touchedAll('mine'));
  if (result.widgetClash && same(content(mine), content(theirs))) result.widgetClash = false;
  return result;
}

/** The node both sides kept, its fields taken from the side that changed each (theirs where both did, unless chosen). */
function mergedNode(base: LayoutNode, mine: LayoutNode, theirs: LayoutNode, pick: (key: NodeFieldKey) => Side | undefined): Omit<LayoutNode, 'children'> {
  const fields = { base: nodeFields(base), mine: nodeFields(mine), theirs: nodeFields(theirs) };
  const result = new Map<NodeFieldKey, unknown>();
  for (const key of new Set([...fields.base.keys(), ...fields.mine.keys(), ...fields.theirs.keys()])) {
    const chosen = pick(key);
    const from: Side = chosen ?? (!same(fields.base.get(key), fields.mine.get(key)) && same(fields.base.get(key), fields.theirs.get(key)) ? 'mine' : 'theirs');
    result.set(key, fields[from].get(key));
  }
  return nodeFromFields(base.id, result);
}

/** Ids that would collide: a node both sides added under the same id but with different content. */
function freshId(taken: Set<string>, id: string): string {
  for (let n = 2; ; n += 1) {
    const candidate = `${id}-${n}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function renameNodes(doc: LayoutDocument, renames: Map<string, string>): LayoutDocument {
  if (renames.size === 0) return doc;
  const rename = (nodes: LayoutNode[]): LayoutNode[] =>
    nodes.map((node) => ({
      ...node,
      id: renames.get(node.id) ?? node.id,
      ...(node.children ? { children: rename(node.children) } : {}),
    }));
  return { ...doc, body: rename(doc.body), ...(doc.overlays ? { overlays: rename(doc.overlays) } : {}) };
}

export function mergeLayouts(baseDoc: LayoutDocument, mineDoc: LayoutDocument, theirsDoc: LayoutDocument, names: MergeNames): LayoutMerge {
  const base = index(baseDoc);
  const theirsIndexed = index(theirsDoc);

  // Both sides added a node under the same id (the palette names new nodes after their widget): unless it
  // is the very same node, mine gets a fresh id so both are kept.
  const taken = new Set([...base.nodes.keys(), ...theirsIndexed.nodes.keys(), ...index(mineDoc).nodes.keys()]);
  const renames = new Map<string, string>();
  for (const [id, placed] of index(mineDoc).nodes) {
    const theirs = theirsIndexed.nodes.get(id);
    if (base.nodes.has(id) || !theirs) continue;
    if (!same(content(placed.node), content(theirs.node)) || placed.parent !== theirs.parent) renames.set(id, freshId(taken, id));
  }
  const mineDocument = renameNodes(mineDoc, renames);

  const mine = changesOf(base, index(mineDocument));
  const theirs = changesOf(base, theirsIndexed);
  const sides = { mine, theirs };
  const other = (side: Side): Side => (side === 'mine' ? 'theirs' : 'mine');
  const who = (side: Side) => (side === 'mine' ? MERGE_TEXT.you : names.theirs);
  const labelIn = (doc: Indexed, id: string) => names.label((doc.nodes.get(id) ?? base.nodes.get(id))!.node);

  const changes: MergeChange[] = [];
  const clashes: Clash[] = [];
  /** Nodes a clash decides on; they are not listed as changes of their own. */
  const decided = new Set<string>();

  // Deletions: only the topmost deleted node counts (its children went with it).
  for (const deleter of ['theirs', 'mine'] as const) {
    const deleting = sides[deleter];
    const keeping = sides[other(deleter)];
    for (const id of deleting.deleted) {
      const parent = base.nodes.get(id)!.parent;
      if (deleting.deleted.has(parent)) continue;
      if (keeping.deleted.has(id)) {
        // Both deleted it: nothing to merge, though each may have kept something under it.
        if (deleter === 'theirs') changes.push({ side: 'theirs', text: MERGE_TEXT.deleted(who('theirs'), labelIn(base, id)) });
        continue;
      }
      const ids = new Set([...subtree(base, id), ...subtree(keeping.doc, id)]);
      const changedInside = [...ids].filter((inner) => touched(keeping, inner));
      if (changedInside.length === 0) {
        changes.push({ side: deleter, text: MERGE_TEXT.deleted(who(deleter), labelIn(base, id)) });
        continue;
      }
      const keeperText =
        changedInside.length === 1 && changedInside[0] === id
          ? (keeping.edited.has(id) ? MERGE_TEXT.edited : MERGE_TEXT.moved)(who(other(deleter)), labelIn(keeping.doc, id))
          : MERGE_TEXT.changedInside(who(other(deleter)), labelIn(keeping.doc, id));
      const deleterText = MERGE_TEXT.deleted(who(deleter), labelIn(base, id));
      clashes.push({
        kind: 'delete',
        key: id,
        deleter,
        ids,
        text: deleter === 'theirs' ? MERGE_TEXT.clash(deleterText, keeperText) : MERGE_TEXT.clash(keeperText, deleterText),
      });
      for (const inner of ids) decided.add(inner);
    }
  }

  // Nodes on both sides: content and place, each merged on its own.
  for (const [id, placed] of mine.doc.nodes) {
    if (decided.has(id) || !theirs.doc.nodes.has(id) || !base.nodes.has(id)) continue;
    const theirsNode = theirs.doc.nodes.get(id)!.node;
    const baseNode = base.nodes.get(id)!.node;
    const fieldChanges = nodeFieldChanges(baseNode, placed.node, theirsNode);
    if (fieldChanges.widgetClash) {
      clashes.push({
        kind: 'content',
        key: id,
        text: MERGE_TEXT.clash(MERGE_TEXT.edited(who('theirs'), names.label(theirsNode)), MERGE_TEXT.edited(who('mine'), names.label(placed.node))),
      });
    } else {
      const name = names.label(baseNode);
      const widget = baseNode.widget;
      for (const side of ['theirs', 'mine'] as const) {
        const keys = fieldChanges.changed[side];
        if (keys.length === 1) {
          const value = nodeFields(sides[side].doc.nodes.get(id)!.node).get(keys[0]);
          changes.push({ side, text: MERGE_TEXT.editedField(who(side), name, nodeFieldName(widget, keys[0]), nodeFieldWords(widget, keys[0], value)) });
        } else if (keys.length > 1)
          changes.push({
            side,
            text: MERGE_TEXT.editedFields(
              who(side),
              name,
              keys.map((key) => nodeFieldName(widget, key)),
            ),
          });
      }
      for (const key of fieldChanges.clashes) {
        const values = {
          mine: nodeFieldWords(widget, key, nodeFields(placed.node).get(key)),
          theirs: nodeFieldWords(widget, key, nodeFields(theirsNode).get(key)),
        };
        clashes.push({
          kind: 'node-field',
          key: `${id}#${key}`,
          values,
          text: MERGE_TEXT.fieldClash(name, nodeFieldName(widget, key), who('theirs'), values.theirs, values.mine),
        });
      }
    }
    if (mine.moved.has(id) && theirs.moved.has(id) && placeOf(mine.doc, id) !== placeOf(theirs.doc, id)) {
      clashes.push({
        kind: 'place',
        key: `${id}@place`,
        text: MERGE_TEXT.clash(MERGE_TEXT.moved(who('theirs'), names.label(theirsNode)), MERGE_TEXT.moved(who('mine'), names.label(placed.node))),
      });
    } else {
      for (const side of ['theirs', 'mine'] as const)
        if (sides[side].moved.has(id) && !(side === 'mine' && theirs.moved.has(id)))
          changes.push({ side, text: MERGE_TEXT.moved(who(side), labelIn(sides[side].doc, id)) });
    }
  }
  for (const side of ['theirs', 'mine'] as const)
    for (const id of sides[side].added)
      if (!decided.has(id) && !(side === 'mine' && theirs.added.has(id)) && !sides[side].added.has(sides[side].doc.nodes.get(id)!.parent))
        changes.push({ side, text: MERGE_TEXT.added(who(side), labelIn(sides[side].doc, id)) });

  // Document fields.
  const fields = new Map([...fieldsOf(baseDoc), ...fieldsOf(mineDocument), ...fieldsOf(theirsDoc)]);
  const docs = { mine: mineDocument, theirs: theirsDoc };
  for (const [key, field] of fields) {
    const before = readField(baseDoc, field);
    const changed = (side: Side) => !same(before, readField(docs[side], field));
    if (changed('mine') && changed('theirs') && !same(readField(mineDocument, field), readField(theirsDoc, field))) {
      clashes.push({
        kind: 'field',
        key,
        field,
        text: MERGE_TEXT.clash(
          MERGE_TEXT.edited(who('theirs'), fieldName(field, theirsDoc, mineDocument, baseDoc)),
          MERGE_TEXT.edited(who('mine'), fieldName(field, mineDocument, theirsDoc, baseDoc)),
        ),
      });
    } else {
      for (const side of ['theirs', 'mine'] as const)
        if (changed(side) && !(side === 'mine' && changed('theirs')))
          changes.push({ side, text: MERGE_TEXT.edited(who(side), fieldName(field, docs[side], baseDoc)) });
    }
  }

  const resolve = (choices: Readonly<Record<string, Side>>): LayoutDocument => {
    const choice = (key: string): Side => choices[key] ?? 'theirs';
    const present = new Map<string, Side>(); // node id → the side whose subtree it comes from (for clashes)
    const removed = new Set<string>();
    for (const clash of clashes) {
      if (clash.kind !== 'delete') continue;
      const keeper = other(clash.deleter);
      if (choice(clash.key) === clash.deleter) for (const id of clash.ids) removed.add(id);
      else for (const id of clash.ids) if (sides[keeper].doc.nodes.has(id)) present.set(id, keeper);
    }
    const clashOf = new Map(clashes.map((clash) => [clash.key, clash]));

    /** A node's own content in the result: one side's whole node, or both sides' merged field by field (then place). */
    const contentOf = (id: string): Omit<LayoutNode, 'children'> => {
      const whole = (side: Side) => content(sides[side].doc.nodes.get(id)!.node);
      const forced = present.get(id);
      if (forced) return whole(forced);
      if (!theirs.doc.nodes.has(id)) return whole('mine');
      if (!mine.doc.nodes.has(id)) return whole('theirs');
      if (clashOf.has(id)) return whole(choice(id));
      const before = base.nodes.get(id);
      if (!before) return whole('theirs');
      return mergedNode(before.node, mine.doc.nodes.get(id)!.node, theirs.doc.nodes.get(id)!.node, (key) =>
        clashOf.has(`${id}#${key}`) ? choice(`${id}#${key}`) : undefined,
      );
    };
    const placeFrom = (id: string): Side => {
      const forced = present.get(id);
      if (forced) return forced;
      if (!theirs.doc.nodes.has(id)) return 'mine';
      if (!mine.doc.nodes.has(id)) return 'theirs';
      if (clashOf.has(`${id}@place`)) return choice(`${id}@place`);
      return mine.moved.has(id) && !theirs.moved.has(id) ? 'mine' : 'theirs';
    };

    const ids = new Set<string>();
    for (const id of [...theirs.doc.nodes.keys(), ...mine.doc.nodes.keys()]) {
      if (removed.has(id)) continue;
      const inBoth = theirs.doc.nodes.has(id) && mine.doc.nodes.has(id);
      const inBase = base.nodes.has(id);
      // A base node missing on one side is deleted there, unless a clash kept it.
      if (inBase && !inBoth && !present.has(id)) continue;
      ids.add(id);
    }

    // Sibling order: theirs' order for the nodes placed as theirs, then each node placed as mine goes after
    // its nearest preceding sibling in mine.
    const order = new Map<ParentKey, string[]>();
    const parentOf = (id: string) => sides[placeFrom(id)].doc.nodes.get(id)!.parent;
    for (const [parent, list] of theirs.doc.children)
      order.set(
        parent,
        list.filter((id) => ids.has(id) && placeFrom(id) === 'theirs'),
      );
    for (const [parent, list] of mine.doc.children) {
      const merged = order.get(parent) ?? [];
      let after: string | null = null;
      for (const id of list) {
        if (ids.has(id) && placeFrom(id) === 'mine' && parentOf(id) === parent) {
          merged.splice(after === null ? 0 : merged.indexOf(after) + 1, 0, id);
          after = id;
        } else if (merged.includes(id)) after = id;
      }
      order.set(parent, merged);
    }

    const build = (parent: ParentKey): LayoutNode[] =>
      (order.get(parent) ?? []).map((id) => {
        const own = contentOf(id);
        const children = build(id);
        const hadChildren = (theirs.doc.nodes.get(id) ?? mine.doc.nodes.get(id))!.node.children;
        return children.length > 0 || hadChildren ? { ...own, children } : own;
      });

    const result: LayoutDocument = { ...theirsDoc, body: build(TOP.body) };
    const overlays = build(TOP.overlays);
    if (overlays.length > 0 || theirsDoc.overlays || mineDocument.overlays) result.overlays = overlays;
    else delete result.overlays;

    const data = { ...(theirsDoc.data ?? {}) };
    const record = result as unknown as Record<string, unknown>;
    for (const [key, field] of fields) {
      const from = clashOf.has(key) ? choice(key) : !same(readField(baseDoc, field), readField(mineDocument, field)) ? 'mine' : 'theirs';
      const value = readField(docs[from], field);
      if ('data' in field) {
        if (value === undefined) delete data[field.data];
        else data[field.data] = value as (typeof data)[string];
      } else if (value === undefined) delete record[field.top];
      else record[field.top] = value;
    }
    if (Object.keys(data).length > 0 || theirsDoc.data || mineDocument.data) result.data = data;
    return result;
  };

  return {
    changes,
    clashes: clashes.map((clash) => ({ key: clash.key, text: clash.text, ...(clash.kind === 'node-field' ? { values: clash.values } : {}) })),
    resolve,
  };
}
