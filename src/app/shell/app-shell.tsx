import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteDefinition } from '../../runtime/routes/route-table';
import { desktopFrameStyle, isDesktopBrowser } from './desktop-frame';
import { FloatingHome } from './floating-home';
import { pageTitle } from './page-title';
import { TabBar } from './tab-bar';
import { ToastHost } from './toast-host';

function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { route?: RouteDefinition } | undefined;
  return handle?.route;
}

/** What every page shares: title, frame, floating home button, tab bar and toasts. */
export function AppShell({ children }: { children?: ReactNode }) {
  const route = useCurrentRoute();
  const desktop = useMemo(() => typeof navigator !== 'undefined' && isDesktopBrowser(navigator.userAgent), []);
  useEffect(() => {
    if (!route?.titleFromContent) document.title = pageTitle(route?.title);
  }, [route]);
  const frameStyle = desktop && typeof window !== 'undefined' ? desktopFrameStyle(window.screen.width, window.screen.height) : undefined;
  return (
    <div className={desktop ? 'app-frame app-frame--desktop' : 'app-frame'} style={frameStyle}>
      <main className={route?.tabBar ? 'app-main app-main--with-tabs' : 'app-main'}>{children ?? <Outlet />}</main>
      <FloatingHome />
      {route?.tabBar && <TabBar />}
      <ToastHost />
    </div>
  );
}
