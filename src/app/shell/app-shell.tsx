import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from '../router/router';
import { useMatchedRoute } from '../use-matched-route';
import { ConsentCheck } from './consent/consent-check';
import { FloatingDock } from './floating-dock';
import { shouldShowFloatingHome } from './floating-home';
import { pageTitle, routeTitle } from '../../../contract/routes/page-title';
import { TabBar } from './tab-bar';
import { DialogHost } from './dialog-host';
import { ToastHost } from './toast-host';
import { usePageViewTracking } from './use-page-view-tracking';
import { useWechatShare } from './wechat-share/use-wechat-share';

// Keeps each history entry's scroll position for the way back: its own chunk, loaded after the first screen.
const ScrollMemory = lazy(() => import('./scroll-memory'));

/** What every page shares: title, the floating buttons' dock, tab bar, toasts and dialogs. */
export function AppShell({ children }: { children: ReactNode }) {
  const route = useMatchedRoute()?.route;
  const { search, pathname } = useLocation();
  const withHome = shouldShowFloatingHome(pathname);
  usePageViewTracking();
  useWechatShare();
  useEffect(() => {
    if (!route?.titleFromContent) document.title = pageTitle(routeTitle(route, search));
  }, [route, search]);
  return (
    <div className="app-frame">
      <main className={`app-main${route?.tabBar ? ' app-main--with-tabs' : ''}${withHome ? ' app-main--with-home' : ''}`}>{children}</main>
      <FloatingDock />
      {route?.tabBar && <TabBar />}
      <ToastHost />
      <DialogHost />
      <ConsentCheck />
      <Suspense fallback={null}>
        <ScrollMemory />
      </Suspense>
    </div>
  );
}
