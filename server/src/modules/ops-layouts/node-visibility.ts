// The kill switch's edit of a stored layout document: one node's `hidden` flag, found by id in the body or
// the overlays (children included). Hiding keeps the node, so showing it again restores it exactly; a node
// shown again loses the flag rather than getting `hidden: false`, so the document reads as before.

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

export interface VisibilityEdit {
  document: unknown;
  /** The node is in the document. */
  found: boolean;
  /** The document differs (false when the node already was in that state). */
  changed: boolean;
}

/** Whether the node `nodeId` is in the document and hidden there (undefined: not in it). */
export function nodeHidden(document: unknown, nodeId: string): boolean | undefined {
  let state: boolean | undefined;
  walk(document, nodeId, (node) => {
    state = node.hidden === true;
    return node;
  });
  return state;
}

/** The document with the node hidden (or shown); other nodes and fields untouched. */
export function setNodeHidden(document: unknown, nodeId: string, hidden: boolean): VisibilityEdit {
  let found = false;
  let changed = false;
  const edited = walk(document, nodeId, (node) => {
    found = true;
    if ((node.hidden === true) === hidden) return node;
    changed = true;
    const { hidden: _old, ...rest } = node;
    return hidden ? { ...rest, hidden: true } : rest;
  });
  return { document: changed ? edited : document, found, changed };
}

/** Copies the document with `edit` applied to the node with this id (ids are unique in a document). */
function walk(document: unknown, nodeId: string, edit: (node: Obj) => Obj): unknown {
  if (!isObj(document)) return document;
  const visit = (nodes: unknown): unknown => {
    if (!Array.isArray(nodes)) return nodes;
    return nodes.map((node: unknown) => {
      if (!isObj(node)) return node;
      if (node.id === nodeId) return edit(node);
      return Array.isArray(node.children) ? { ...node, children: visit(node.children) } : node;
    });
  };
  const out: Obj = { ...document };
  for (const list of ['body', 'overlays'] as const) if (list in document) out[list] = visit(document[list]);
  return out;
}
