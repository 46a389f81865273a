import { act, render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { widgetDefinitions } from '../../widgets/index';
import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import type { ActionServices, ConfirmOptions } from '../runtime/actions/action-context';
import { makeEndpointCaller } from '../runtime/data/call-endpoint';
import { createWidgetRegistry, type WidgetRegistry } from '../runtime/render/widget-registry';
import { LayoutView } from '../runtime/render/layout-view';
import { preloadLayoutWidgets } from '../runtime/render/preload-widgets';
import { RuntimeProvider, type RuntimeReport } from '../runtime/render/runtime-context';
import { makeStore } from '../runtime/state/make-store';
import { createMemoryAppHistory } from '../app/router/history';
import { AppRouterProvider, navigateIn, useLocation } from '../app/router/router';

export interface RenderedNode extends RenderResult {
  /** Current in-app path + query after any navigation the widget's actions did. */
  location(): string;
  /** External URLs opened by actions. */
  opened(): string[];
  toasts(): string[];
  reports(): RuntimeReport[];
  /** Dialogs actions opened, in order. */
  dialogs(): ConfirmOptions[];
}

export interface RenderOptions {
  path?: string;
  preview?: boolean;
  /** A whole document instead of one node (data entries, several nodes). */
  doc?: LayoutDocument;
  fetch?: typeof fetch;
  /** Another widget set than the app's (tests of the registry itself). */
  registry?: WidgetRegistry;
  /** Render before lazily loaded widgets' code has arrived (default: wait for it). */
  renderBeforeWidgetsLoad?: boolean;
  /** How the person answers confirm dialogs opened by actions (default: confirms). */
  confirmAnswer?: boolean;
  /** This page load is one of the sampled phones that check props after binding. */
  checkBoundProps?: boolean;
}

function ScreenUnderTest({ doc }: { doc: LayoutDocument }) {
  const location = useLocation();
  const route = { params: {}, query: Object.fromEntries(new URLSearchParams(location.search)) };
  return <LayoutView doc={doc} route={route} />;
}

/** Renders a layout node through the real runtime: registry, renderer, bindings, actions and a memory router. */
export async function renderNode(node: LayoutNode | undefined, options: RenderOptions = {}): Promise<RenderedNode> {
  const doc: LayoutDocument = options.doc ?? { schemaVersion: 1, id: 'widget-test', body: node ? [node] : [] };
  const toasts: string[] = [];
  const opened: string[] = [];
  const reports: RuntimeReport[] = [];
  const dialogs: ConfirmOptions[] = [];
  const router = createMemoryAppHistory([options.path ?? '/']);
  const actions: ActionServices = {
    navigate: (path, navigateOptions) => navigateIn(router, path, navigateOptions),
    openExternal: (url) => opened.push(url),
    toast: (text) => toasts.push(text),
    confirm: async (dialog) => {
      dialogs.push(dialog);
      return options.confirmAnswer ?? true;
    },
    callEndpoint: (name, args) => makeEndpointCaller(store.dispatch)(name, args),
    currentPath: () => `${router.location.pathname}${router.location.search}`,
    config: { meetingUrlTemplate: 'https://meeting.example.test/m/{uuid}' },
  };
  const store = makeStore({
    notify: (text) => toasts.push(text),
    onUnauthorized: () => navigateIn(router, '/login'),
    fetch: options.fetch ?? (async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: null }))),
    baseUrl: 'http://localhost',
  });
  const runtime = {
    registry: options.registry ?? createWidgetRegistry(widgetDefinitions),
    actions,
    preview: options.preview ?? false,
    checkBoundProps: options.checkBoundProps,
    report: (r: RuntimeReport) => reports.push(r),
  };
  // Lazily loaded widgets: fetch their code first, so a test sees the widget as a person would once loaded.
  if (!options.renderBeforeWidgetsLoad) await preloadLayoutWidgets(doc, runtime.registry);
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <Provider store={store}>
        <RuntimeProvider value={runtime}>
          <AppRouterProvider history={router}>
            <ScreenUnderTest doc={doc} />
          </AppRouterProvider>
        </RuntimeProvider>
      </Provider>,
    );
  });
  return {
    ...result,
    location: () => `${router.location.pathname}${router.location.search}`,
    opened: () => [...opened],
    toasts: () => [...toasts],
    reports: () => [...reports],
    dialogs: () => [...dialogs],
  };
}
