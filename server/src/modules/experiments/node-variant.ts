// Arm B of a section test: the document with one node (found by id in the body or the overlays, children
// included) replaced by the operator's alternative. The alternative keeps the node's id, so exposures and
// clicks of both arms count for the same section.

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

export interface NodeReplacement {
  document: unknown;
  found: boolean;
}

export function replaceNode(document: unknown, nodeId: string, replacement: unknown): NodeReplacement {
  let found = false;
  if (!isObj(document)) return { document, found };
  const visit = (nodes: unknown): unknown => {
    if (!Array.isArray(nodes)) return nodes;
    return nodes.map((node: unknown) => {
      if (!isObj(node)) return node;
      if (node.id === nodeId) {
        found = true;
        return replacement;
      }
      return Array.isArray(node.children) ? { ...node, children: visit(node.children) } : node;
    });
  };
  const out: Obj = { ...document };
  for (const list of ['body', 'overlays'] as const) if (list in document) out[list] = visit(document[list]);
  return { document: out, found };
}

/** The node with this id in the document, if any. */
export function findNode(document: unknown, nodeId: string): Obj | undefined {
  let hit: Obj | undefined;
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes) || hit) return;
    for (const node of nodes as unknown[]) {
      if (!isObj(node)) continue;
      if (node.id === nodeId) {
        hit = node;
        return;
      }
      visit(node.children);
    }
  };
  if (isObj(document)) for (const list of ['body', 'overlays'] as const) visit(document[list]);
  return hit;
}

/** Each node id of the document (body and overlays) with the ids of its subtree, itself included. */
export function subtreeIds(document: unknown): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const visit = (nodes: unknown, ancestors: string[]) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as unknown[]) {
      if (!isObj(node) || typeof node.id !== 'string') continue;
      const chain = [...ancestors, node.id];
      for (const id of chain) {
        const set = out.get(id) ?? new Set<string>();
        set.add(node.id);
        out.set(id, set);
      }
      visit(node.children, chain);
    }
  };
  if (isObj(document)) for (const list of ['body', 'overlays'] as const) visit(document[list], []);
  return out;
}
