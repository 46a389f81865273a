type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Each node id of a layout document (body and overlays, children included) with the id of the top-level
 * node it sits in (itself for a top-level node): the section whose exposure its clicks count against.
 */
export function nodeRoots(document: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (nodes: unknown, root: string | undefined) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as unknown[]) {
      if (!isObj(node) || typeof node.id !== 'string') continue;
      const top = root ?? node.id;
      if (!out.has(node.id)) out.set(node.id, top);
      visit(node.children, top);
    }
  };
  if (isObj(document)) for (const list of ['body', 'overlays'] as const) visit(document[list], undefined);
  return out;
}
