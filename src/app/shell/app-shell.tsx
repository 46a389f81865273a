import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useMatchedRoute } from '../use-matched-route';
import { ConsentCheck } from './consent/consent-check';
import { FloatingHome } from './floating-home';
import { pageTitle } from '../../../contract/routes/page-title';
import { TabBar } from './tab-bar';
import { DialogHost } from './dialog-host';
import { ToastHost } from './toast-host';
import { usePageViewTracking } from './use-page-view-tracking';
import { useWechatShare } from './wechat-share/use-wechat-share';

/** What every page shares: title, floating home button, tab bar, toasts and dialogs. */
export function AppShell({ children }: { children?: ReactNode }) {
  const route = useMatchedRoute()?.route;
  usePageViewTracking();
  useWechatShare();
  useEffect(() => {
    if (!route?.titleFromContent) document.title = pageTitle(route?.title);
  }, [route]);
  return (
    <div className="app-frame">
      <main className={route?.tabBar ? 'app-main app-main--with-tabs' : 'app-main'}>{children ?? <Outlet />}</main>
      <FloatingHome />
      {route?.tabBar && <TabBar />}
      <ToastHost />
      <DialogHost />
      <ConsentCheck />
    </div>
  );
}
