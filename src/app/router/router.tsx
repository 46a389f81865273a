import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AppHistory, AppLocation, NavigationType } from './history';

interface RouterState {
  history: AppHistory;
  location: AppLocation;
  action: NavigationType;
}

const RouterContext = createContext<RouterState | null>(null);

/**
 * Gives the screens the address on screen. Screens are chosen by the contract's route matcher (the same
 * one the server uses), so the app needs no router library: history, the location and links.
 * A change renders as a transition, so the old screen stays until the new one is ready.
 */
export function AppRouterProvider({ history, children }: { history: AppHistory; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  useEffect(() => {
    const update = () => startTransition(() => setState({ location: history.location, action: history.action }));
    // A change between the first render and this subscription is not lost.
    if (history.location !== state.location) update();
    return history.listen(update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per history; state.location is the first render's.
  }, [history]);
  const value = useMemo(() => ({ history, ...state }), [history, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation outside AppRouterProvider');
  return router;
}

export const useLocation = (): AppLocation => useRouter().location;

/** How the doctor reached this entry: a push, a replace, or back/forward (POP, also the first load). */
export const useNavigationType = (): NavigationType => useRouter().action;

export const useAppHistory = (): AppHistory => useRouter().history;

/** The address's query, the same object while it stays the same (screens key their bindings on it). */
export function useSearchQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Navigates: a new entry, or the one on screen replaced. */
export function navigateIn(history: AppHistory, to: string, options?: { replace?: boolean }): void {
  if (options?.replace) history.replace(to);
  else history.push(to);
}
