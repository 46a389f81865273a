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

/** Operators false for a value that is not there: a screen opens with no `$state.overlay` values set. */
const FALSE_WHEN_UNSET = new Set(['exists', 'truthy', 'nonempty']);

/** Whether a node's `when` is false until an action sets one of the screen's `$state.overlay` values. */
function waitsForOverlayState(when: unknown): boolean {
  if (!when || typeof when !== 'object') return false;
  const { path, op, all, any } = when as { path?: unknown; op?: unknown; all?: unknown; any?: unknown };
  if (Array.isArray(all)) return all.some(waitsForOverlayState);
  if (Array.isArray(any)) return any.length > 0 && any.every(waitsForOverlayState);
  return typeof path === 'string' && path.startsWith('$state.overlay.') && typeof op === 'string' && FALSE_WHEN_UNSET.has(op);
}

/**
 * A layout's overlays split by when their code is needed: `atOpen` may show as the screen opens (a splash
 * advert), `onAction` only once an action opens them (a booking's result, shown when `$state.overlay.booked`
 * is set). The first screen waits for the code of its body and of `atOpen` only; the rest is fetched after it.
 */
export function overlaysByOpening(overlays: unknown): { atOpen: unknown[]; onAction: unknown[] } {
  const atOpen: unknown[] = [];
  const onAction: unknown[] = [];
  if (Array.isArray(overlays))
    for (const overlay of overlays as unknown[]) {
      const when = overlay && typeof overlay === 'object' ? (overlay as { when?: unknown }).when : undefined;
      (waitsForOverlayState(when) ? onAction : atOpen).push(overlay);
    }
  return { atOpen, onAction };
}

/** The widget types a screen's first render draws: its body and the overlays that can show as it opens. */
export function firstRenderWidgetTypes(layout: { body?: unknown; overlays?: unknown }): string[] {
  return layoutWidgetTypes(layout.body, overlaysByOpening(layout.overlays).atOpen);
}
