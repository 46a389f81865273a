import { useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import type { LayoutDocument } from '../../contract/generated/schema-types';
import { DEFAULT_TEXT_SIZE, isTextSize } from '../../contract/boot/text-size';
import { exampleStateLabel } from '../../contract/layout/widget-examples';
import { LayoutView } from '../runtime/render/layout-view';
import { preloadLayoutWidgets } from '../runtime/render/preload-widgets';
import { RuntimeProvider, type RuntimeServices } from '../runtime/render/runtime-context';
import { createWidgetRegistry } from '../runtime/render/widget-registry';
import { makeStore } from '../runtime/state/make-store';
import type { WidgetDefinition } from '../runtime/widget-api';
import { applyTextSize } from '../ui/text-size';
import { ACTION_MESSAGE, loggingActions, type ActionMessage, type LoggedAction } from './canvas-actions';
import { exampleNode } from './widget-examples';
import { CANVAS_NODE_ID, CANVAS_READY_ATTRIBUTE, canvasUrl, readCanvasTarget, type CanvasTarget } from './workbench-paths';

export const CANVAS_TEXT = {
  missing: (widget: string, state: string) => `组件 ${widget} 没有「${exampleStateLabel(state)}」示例`,
} as const;

/** The longest the canvas waits for one picture before it counts as drawn. */
const IMAGE_WAIT_MS = 3_000;

/** Tells the workbench that frames this canvas what an action asked for (it lists them; nothing runs). */
function postToParent(action: LoggedAction): void {
  console.info('[workbench]', action.kind, action.detail);
  if (window.parent === window) return;
  const message: ActionMessage = { kind: ACTION_MESSAGE, action };
  window.parent.postMessage(message, window.location.origin);
}

/** The browser has drawn the example with its fonts and pictures: what a screenshot may be taken of. */
async function markReady(): Promise<void> {
  await document.fonts.ready;
  // A picture that never arrives (a lazy one out of sight, a missing file) stops no one for long.
  const settled = (image: HTMLImageElement) =>
    Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
  await Promise.all([...document.images].map((image) => (image.complete ? undefined : settled(image))));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  document.documentElement.setAttribute(CANVAS_READY_ATTRIBUTE, 'true');
}

/** The example the address names; a history step (pushState + popstate) shows another without a reload. */
function useCanvasTarget(): CanvasTarget {
  const [target, setTarget] = useState(() => readCanvasTarget(window.location.search));
  useEffect(() => {
    const onPop = () => {
      document.documentElement.removeAttribute(CANVAS_READY_ATTRIBUTE);
      setTarget(readCanvasTarget(window.location.search));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return target;
}

function ExampleView({ definitions, target }: { definitions: readonly WidgetDefinition[]; target: CanvasTarget }) {
  const node = exampleNode(target.widget, target.state);
  const doc: LayoutDocument = useMemo(() => ({ schemaVersion: 1, id: 'workbench', body: node ? [node] : [] }), [node]);
  const [services] = useState(() => {
    const store = makeStore({ notify: (text) => postToParent({ kind: 'toast', detail: text }), onUnauthorized: () => undefined });
    const runtime: RuntimeServices = {
      registry: createWidgetRegistry(definitions),
      actions: loggingActions(postToParent),
      preview: false,
      report: (report) => console.warn('[workbench]', report.kind, report.nodeId ?? '', report.detail),
    };
    return { store, runtime };
  });
  useEffect(() => {
    applyTextSize(isTextSize(target.textSize) ? target.textSize : DEFAULT_TEXT_SIZE);
    let current = true;
    void preloadLayoutWidgets(doc, services.runtime.registry).then(() => {
      if (current) void markReady();
    });
    return () => {
      current = false;
    };
  }, [doc, services, target.textSize]);
  if (!node) return <p role="alert">{CANVAS_TEXT.missing(target.widget, target.state)}</p>;
  return (
    <div id={CANVAS_NODE_ID}>
      <Provider store={services.store}>
        <RuntimeProvider value={services.runtime}>
          {/* No router around it: widgets navigate only through actions, and actions only log here. */}
          <LayoutView doc={doc} route={{ params: {}, query: {} }} />
        </RuntimeProvider>
      </Provider>
    </div>
  );
}

/**
 * One widget example (?widget=&state=&text=) rendered through the app's own runtime: the registry,
 * props validation, bindings and the action runner, with action services that only log. It fills the
 * frame it is shown in, so the frame's width is the phone's (the stylesheet scales with the viewport).
 * Each example gets a fresh store and router (keyed), so nothing of one example leaks into the next.
 */
export function WorkbenchCanvas({ definitions }: { definitions: readonly WidgetDefinition[] }) {
  const target = useCanvasTarget();
  return <ExampleView key={canvasUrl(target)} definitions={definitions} target={target} />;
}
