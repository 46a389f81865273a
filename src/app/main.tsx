import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { FIRST_SCREEN_ELEMENT_ID } from '../../contract/boot/first-screen';
import { CONSOLE_PREVIEW_PARAM, LAYOUT_DRAFT_PARAM } from '../../contract/request/request-url';
// eslint-disable-next-line import-x/no-restricted-paths -- the entry point is the one place that hands the widget set to the runtime.
import { widgetDefinitions } from '../../widgets/index';
import type { ActionServices } from '../runtime/actions/action-context';
import { lazySectionEventReporter } from '../runtime/analytics/lazy-section-events';
import { goalOfEndpoint } from '../runtime/analytics/section-goals';
import { makeEndpointCaller } from '../runtime/data/call-endpoint';
import { clearSession } from '../runtime/data/session-storage';
import { keepReturnPath, LOGIN_PATH } from '../runtime/data/back-url';
import { createPageViewTracker, sendTracking } from '../runtime/data/tracking';
import { offerSignIn } from '../runtime/actions/require-login';
import { createExposureReporter } from '../runtime/render/exposure';
import { lazyFailureReporter } from '../runtime/render/lazy-failure-reporter';
import { listenForPageErrors } from '../runtime/render/page-errors';
import { BOUND_PROPS_SAMPLE } from '../runtime/render/bound-props-sample';
import { createWidgetRegistry } from '../runtime/render/widget-registry';
import { RuntimeProvider, type RuntimeServices } from '../runtime/render/runtime-context';
import { makeStore } from '../runtime/state/make-store';
import { layoutCachePort } from '../runtime/layout/layout-cache-port';
import { userChanged } from '../runtime/state/app-slice';
import { appConfig } from './app-config';
import { AppScreens, createAppRouter } from './app-router';
import { isOpsPath, OpsEntry } from './ops-entry';
import { isDesktopBrowser } from './shell/desktop-frame';
import { workbenchPageOf } from '../workbench/workbench-route';
import { showConfirm } from './shell/dialog-host';
import { showToast } from './shell/toast-host';
import { applyTextSize, readTextSize } from '../ui/text-size';
import { sessionStore } from '../runtime/data/web-storage';
import './styles/app.css';

/** Builds the router, store and runtime once, and returns the app element. */
function createApp() {
  // The boot script already did this on a served page; the dev server's page has no boot script.
  applyTextSize(readTextSize());
  const router = createAppRouter();
  const sectionEvents = lazySectionEventReporter();
  const store = makeStore(
    {
      notify: (text) => showToast(text, 'fail'),
      onUnauthorized: () => {
        clearSession();
        store.dispatch(userChanged(null));
        // Signed out by the server: back to this page after logging in again.
        keepReturnPath(router.currentPath());
        router.navigate(LOGIN_PATH);
      },
      // One dialog for however many of the page's requests a visitor was refused.
      onLoginNeeded: () => {
        if (loginOffer) return;
        loginOffer = offerSignIn(actions, null).finally(() => {
          loginOffer = null;
        });
      },
    },
    {
      endpointSucceeded: (endpoint) => {
        // A comment posted or a booking made counts for the section clicked before it (experiment goals).
        const goal = goalOfEndpoint(endpoint);
        if (goal) sectionEvents.goal(goal);
      },
    },
  );
  let loginOffer: Promise<void> | null = null;
  const actions: ActionServices = {
    navigate: (path, options) => router.navigate(path, { replace: options?.replace }),
    // Configured "external" pages may be paths inside the app; those stay in the single-page app.
    openExternal: (url) => (url.startsWith('/') && !url.startsWith('//') ? router.navigate(url) : window.location.assign(url)),
    toast: showToast,
    confirm: showConfirm,
    callEndpoint: makeEndpointCaller(store.dispatch),
    currentPath: router.currentPath,
    config: appConfig,
  };
  // The operator console's draft preview (layout_draft=<token>) shows fallback boxes too.
  const preview = [CONSOLE_PREVIEW_PARAM, LAYOUT_DRAFT_PARAM].some((key) => new URLSearchParams(window.location.search).has(key));
  // What doctors' phones fail to show reaches the console; a preview's draft is the operator's own business.
  const failures = preview ? undefined : lazyFailureReporter(appConfig.build);
  if (failures) listenForPageErrors(window, (error) => failures.pageError(error));
  const runtime: RuntimeServices = {
    registry: createWidgetRegistry(widgetDefinitions),
    actions,
    preview,
    checkBoundProps: !preview && Math.random() < BOUND_PROPS_SAMPLE,
    report: (report) => {
      console.warn('[sdui]', report.kind, report.nodeId ?? '', report.detail);
      failures?.report(report);
    },
    exposure: createExposureReporter({
      send: (batch) => sendTracking('recordExposure', { data: JSON.stringify(batch) }),
      onSeen: (node) => node.source && sectionEvents.exposure(node.source, node.id),
    }),
    sectionEvents,
    pageViews: createPageViewTracker({ send: (args) => sendTracking('recordBrowsing', args), title: () => document.title, storage: sessionStore() }),
  };
  // The last impressions leave with the page.
  window.addEventListener('pagehide', () => {
    runtime.exposure?.flush();
    sectionEvents.flush(true);
    failures?.flush(true);
  });
  // Publishes and rollbacks reach the open page (a draft preview shows a draft, never live changes). The
  // listener is its own chunk: it starts only once the first screen has its layout anyway.
  if (!runtime.preview) {
    const cache = layoutCachePort(store);
    void import('../runtime/layout/layout-events').then(({ watchLayoutChanges }) => watchLayoutChanges(cache));
  }
  return (
    <Provider store={store}>
      <RuntimeProvider value={runtime}>{router.render(<AppScreens />)}</RuntimeProvider>
    </Provider>
  );
}

// Desktop browsers get the phone-sized frame (its own chunk), which loads the app itself inside it.
const DesktopFramePage = lazy(() => import('./shell/desktop-frame-page'));
// The widget workbench's canvas (one widget example, framed by the workbench or opened by the screenshot
// check) and, in development only, the workbench page itself: each its own chunk, nothing of the app's store.
const WorkbenchCanvas = lazy(() => import('../workbench/workbench-canvas').then((module) => ({ default: module.WorkbenchCanvas })));
// Only the development build has the page (the condition is a constant, so production drops the import).
const DevWorkbench = import.meta.env.DEV ? lazy(() => import('../workbench/dev-workbench')) : null;
const workbenchPage = workbenchPageOf(window.location.pathname, import.meta.env.DEV);
const inDesktopFrame = isDesktopBrowser(navigator.userAgent) && window.self === window.top && !workbenchPage;
// /ops is the operator console (its own lazy chunk, a desktop page): no phone frame, no app store.
const createPage = () =>
  isOpsPath(window.location.pathname) ? (
    <OpsEntry />
  ) : workbenchPage ? (
    <Suspense fallback={null}>{workbenchPage === 'canvas' ? <WorkbenchCanvas definitions={widgetDefinitions} /> : DevWorkbench && <DevWorkbench />}</Suspense>
  ) : inDesktopFrame ? (
    <Suspense fallback={null}>
      <DesktopFramePage />
    </Suspense>
  ) : (
    createApp()
  );

// A transition: the first render yields to the browser every few milliseconds (the static shell stays
// on screen meanwhile) instead of one long task on a slow phone.
const mount = (container: HTMLElement) => {
  const root = createRoot(container);
  const page = createPage();
  startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
};
// Where the server drew the first screen, the app renders out of sight and swaps itself in
// (first-screen.ts, its own chunk: only those pages need it). Elsewhere the app replaces the static shell.
// Either way the app is built in a task of its own, after the one that ran the modules: one long task on a
// slow phone would keep a tap on the first screen waiting for both.
const rootElement = document.getElementById('root')!;
if (document.getElementById(FIRST_SCREEN_ELEMENT_ID) && !inDesktopFrame && !workbenchPage && !isOpsPath(window.location.pathname)) {
  void import('./first-screen').then(
    ({ appContainer }) => setTimeout(() => mount(appContainer(rootElement))),
    () => setTimeout(() => mount(rootElement)),
  );
} else {
  setTimeout(() => mount(rootElement));
}
