import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { layoutWidgetTypes } from '../../../contract/layout/widget-types';
import type { WidgetRegistry } from './widget-registry';

/**
 * Fetches the code of every lazily loaded widget a layout names, all at once, as soon as the layout is
 * known — instead of one chunk after another as nested nodes render. Failures surface when the node renders.
 */
export function preloadLayoutWidgets(doc: LayoutDocument, registry: WidgetRegistry): Promise<unknown> {
  return Promise.allSettled(layoutWidgetTypes(doc.body, doc.overlays).map((type) => registry.get(type)?.preload()));
}

/** Whether every widget the layout names can render without suspending (unknown types render a fallback). */
export function layoutWidgetsLoaded(doc: LayoutDocument, registry: WidgetRegistry): boolean {
  return layoutWidgetTypes(doc.body, doc.overlays).every((type) => registry.get(type)?.isLoaded() ?? true);
}
