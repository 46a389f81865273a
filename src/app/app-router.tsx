import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './shell/app-shell';
import { LayoutScreen } from './screens/layout-screen';
import { NotFoundScreen } from './screens/not-found-screen';
import { useMatchedRoute } from './use-matched-route';

/** The route table's screen at this address with its params, or the not-found screen. */
function RoutedScreen() {
  const matched = useMatchedRoute();
  return matched ? <LayoutScreen route={matched.route} params={matched.params} /> : <NotFoundScreen />;
}

/**
 * Every address renders inside the shell; which screen is decided by the contract's route matcher, not
 * by the router's own, so the server (which matches addresses the same way for its page hints) and the
 * app can never disagree. The router still owns history, links and search params.
 */
export function appRoutes(): RouteObject[] {
  return [{ element: <AppShell />, children: [{ path: '*', element: <RoutedScreen /> }] }];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
