import type { ReactNode } from 'react';
import { createBrowserAppHistory } from './router/history';
import { AppRouterProvider, navigateIn } from './router/router';
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
 * Every address renders inside the shell; which screen is decided by the contract's route matcher, so
 * the server (which matches addresses the same way for its page hints) and the app can never disagree.
 */
export function AppScreens() {
  return (
    <AppShell>
      <RoutedScreen />
    </AppShell>
  );
}

export interface AppRouter {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Path and query of the entry on screen. */
  currentPath(): string;
  /** The router element around the app's screens. */
  render(children: ReactNode): ReactNode;
}

export function createAppRouter(): AppRouter {
  const history = createBrowserAppHistory();
  return {
    // A push even to the address on screen (a new entry that starts at the top), as before.
    navigate: (path, options) => navigateIn(history, path, options),
    currentPath: () => `${history.location.pathname}${history.location.search}`,
    render: (children) => <AppRouterProvider history={history}>{children}</AppRouterProvider>,
  };
}
