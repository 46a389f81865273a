import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { firstRenderWidgetTypes, layoutWidgetTypes, overlaysByOpening } from '../../../contract/layout/widget-types';
import type { WidgetRegistry } from './widget-registry';

const preloadAll = (types: string[], registry: WidgetRegistry) => Promise.allSettled(types.map((type) => registry.get(type)?.preload()));

/**
 * Fetches the code of every lazily loaded widget the screen's first render draws, all at once, as soon as
 * the layout is known — instead of one chunk after another as nested nodes render — and resolves when it
 * is here. The overlays only an action opens are fetched after that, so they never hold up the first screen
 * and are usually here before a tap opens one. Failures surface when the node renders.
 */
export function preloadLayoutWidgets(doc: LayoutDocument, registry: WidgetRegistry): Promise<unknown> {
  const firstRender = preloadAll(firstRenderWidgetTypes(doc), registry);
  void firstRender.then(() => preloadAll(layoutWidgetTypes(overlaysByOpening(doc.overlays).onAction), registry));
  return firstRender;
}

/** Whether the screen's first render can draw without suspending (unknown types render a fallback). */
export function layoutWidgetsLoaded(doc: LayoutDocument, registry: WidgetRegistry): boolean {
  return firstRenderWidgetTypes(doc).every((type) => registry.get(type)?.isLoaded() ?? true);
}
