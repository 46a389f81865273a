import { produce, type Draft } from 'immer';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { widgetTitle } from './widget-names';

// Pure edits of a layout document's node tree, addressed by node id (ids are unique in a document).
// The outline, the drag-and-drop and the 上移/下移 buttons all go through these, so they are tested once.

export type NodeList = 'body' | 'overlays';

export interface NodeLocation {
  /** The sibling list holding the node. */
  siblings: LayoutNode[];
  index: number;
  /** The parent node's id, or null at the top of body/overlays. */
  parentId: string | null;
  list: NodeList;
  depth: number;
}

function search(nodes: LayoutNode[], id: string, parentId: string | null, list: NodeList, depth: number): NodeLocation | undefined {
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node.id === id) return { siblings: nodes, index, parentId, list, depth };
    if (node.children) {
      const found = search(node.children, id, node.id, list, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function locateNode(doc: LayoutDocument, id: string): NodeLocation | undefined {
  return search(doc.body, id, null, 'body', 0) ?? (doc.overlays ? search(doc.overlays, id, null, 'overlays', 0) : undefined);
}

export function findNode(doc: LayoutDocument, id: string): LayoutNode | undefined {
  const location = locateNode(doc, id);
  return location?.siblings[location.index];
}

/** Same as locateNode, inside an immer draft (to edit in place). */
function locateDraft(doc: Draft<LayoutDocument>, id: string): NodeLocation | undefined {
  return locateNode(doc as LayoutDocument, id);
}

/** Moves a node up (-1) or down (+1) among its siblings; no change at either end. */
export function moveNode(doc: LayoutDocument, id: string, delta: -1 | 1): LayoutDocument {
  const location = locateNode(doc, id);
  if (!location) return doc;
  const target = location.index + delta;
  if (target < 0 || target >= location.siblings.length) return doc;
  return produce(doc, (draft) => {
    const found = locateDraft(draft, id)!;
    const [node] = found.siblings.splice(found.index, 1);
    found.siblings.splice(target, 0, node);
  });
}

/**
 * Drag-and-drop: puts `activeId` where `overId` is, when both share a parent (the outline keeps each
 * sibling list its own sortable context, so a drop never re-parents a node).
 */
export function reorderSiblings(doc: LayoutDocument, activeId: string, overId: string): LayoutDocument {
  if (activeId === overId) return doc;
  const from = locateNode(doc, activeId);
  const to = locateNode(doc, overId);
  if (!from || !to || from.siblings !== to.siblings) return doc;
  return produce(doc, (draft) => {
    const found = locateDraft(draft, activeId)!;
    const [node] = found.siblings.splice(found.index, 1);
    found.siblings.splice(to.index, 0, node);
  });
}

export function removeNode(doc: LayoutDocument, id: string): LayoutDocument {
  if (!locateNode(doc, id)) return doc;
  return produce(doc, (draft) => {
    const found = locateDraft(draft, id)!;
    found.siblings.splice(found.index, 1);
  });
}

/** Adds a node after `afterId` (same parent), or at the end of body when there is no such node. */
export function insertNode(doc: LayoutDocument, node: LayoutNode, afterId?: string | null): LayoutDocument {
  return produce(doc, (draft) => {
    const found = afterId ? locateDraft(draft, afterId) : undefined;
    if (found) found.siblings.splice(found.index + 1, 0, node as Draft<LayoutNode>);
    else draft.body.push(node as Draft<LayoutNode>);
  });
}

/** Replaces one node with the result of `change` (which receives the current node). */
export function updateNode(doc: LayoutDocument, id: string, change: (node: LayoutNode) => LayoutNode): LayoutDocument {
  const location = locateNode(doc, id);
  if (!location) return doc;
  const next = change(location.siblings[location.index]);
  return produce(doc, (draft) => {
    const found = locateDraft(draft, id)!;
    found.siblings[found.index] = next as Draft<LayoutNode>;
  });
}

function collectIds(nodes: LayoutNode[] | undefined, into: Set<string>): Set<string> {
  for (const node of nodes ?? []) {
    into.add(node.id);
    collectIds(node.children, into);
  }
  return into;
}

export function allNodeIds(doc: LayoutDocument): Set<string> {
  return collectIds(doc.overlays, collectIds(doc.body, new Set()));
}

/** How many nodes a node holds, at any depth (they go with it when it is deleted). */
export function descendantCount(node: LayoutNode): number {
  return collectIds(node.children, new Set()).size;
}

/** A node id not yet used in the document: the widget name, then widget-2, widget-3, … */
export function uniqueNodeId(doc: LayoutDocument, base: string): string {
  const used = allNodeIds(doc);
  const clean =
    base
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'node';
  if (!used.has(clean)) return clean;
  for (let n = 2; ; n += 1) if (!used.has(`${clean}-${n}`)) return `${clean}-${n}`;
}

/** A short human label for a node: its title prop when it has one, with the widget's Chinese name. */
export function nodeLabel(node: LayoutNode): string {
  const props = node.props as Record<string, unknown> | undefined;
  const title = props && typeof props.title === 'string' ? props.title : undefined;
  const widget = widgetTitle(node.widget);
  return title ? `${title}（${widget}）` : widget;
}
