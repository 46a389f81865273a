import type { ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter, type RouteObject } from 'react-router-dom';
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
 * app can never disagree. The router only owns history, links and search params.
 */
export function AppScreens() {
  return (
    <AppShell>
      <RoutedScreen />
    </AppShell>
  );
}

/** The same screens as a route list, for tests that drive them with an in-memory router. */
export function appRoutes(): RouteObject[] {
  return [{ path: '*', element: <AppScreens /> }];
}

export interface AppRouter {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Path and query of the entry on screen. */
  currentPath(): string;
  /** The router element around the app's screens. */
  render(children: ReactNode): ReactNode;
}

/**
 * The browser-history router without react-router's data router (loaders, actions, fetchers: none of
 * which the app uses): a large part of the first screen's script otherwise.
 */
export function createAppRouter(): AppRouter {
  const history = createBrowserHistory({ v5Compat: true });
  const currentPath = () => `${history.location.pathname}${history.location.search}`;
  return {
    navigate(path, options) {
      // As react-router's links do: going to the address already on screen replaces its entry.
      const same = path === `${currentPath()}${history.location.hash}`;
      if (options?.replace || same) history.replace(path);
      else history.push(path);
    },
    currentPath,
    render: (children) => <HistoryRouter history={history}>{children}</HistoryRouter>,
  };
}
