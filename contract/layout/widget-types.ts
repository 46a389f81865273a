/**
 * Every widget type a layout names, in document order: its body and overlays, children included. The
 * app fetches these widgets' code as soon as the layout is known; the server names the same code in
 * the page so it downloads with the main script. Trees are read defensively (a stored document may be
 * of an older format, upgraded only in the app), so anything that is not a node is skipped, and so is a
 * node an operator hid (with its children): it is never drawn, so its code is not needed.
 */
export function layoutWidgetTypes(...trees: unknown[]): string[] {
  const types = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as unknown[]) {
      if (!node || typeof node !== 'object') continue;
      const { widget, children, hidden } = node as { widget?: unknown; children?: unknown; hidden?: unknown };
      if (hidden === true) continue;
      if (typeof widget === 'string') types.add(widget);
      walk(children);
    }
  };
  for (const tree of trees) walk(tree);
  return [...types];
}
