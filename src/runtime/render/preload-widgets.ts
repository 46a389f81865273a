import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import type { WidgetRegistry } from './widget-registry';

function widgetTypes(nodes: readonly LayoutNode[] | undefined, into: Set<string>): Set<string> {
  for (const node of nodes ?? []) {
    into.add(node.widget);
    widgetTypes(node.children, into);
  }
  return into;
}

/**
 * Fetches the code of every lazily loaded widget a layout names, all at once, as soon as the layout is
 * known — instead of one chunk after another as nested nodes render. Failures surface when the node renders.
 */
export function preloadLayoutWidgets(doc: LayoutDocument, registry: WidgetRegistry): Promise<unknown> {
  const types = widgetTypes(doc.overlays, widgetTypes(doc.body, new Set()));
  return Promise.allSettled([...types].map((type) => registry.get(type)?.preload()));
}

/** Whether every widget the layout names can render without suspending (unknown types render a fallback). */
export function layoutWidgetsLoaded(doc: LayoutDocument, registry: WidgetRegistry): boolean {
  const types = widgetTypes(doc.overlays, widgetTypes(doc.body, new Set()));
  return [...types].every((type) => registry.get(type)?.isLoaded() ?? true);
}
