import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, useLocation as useRouterLocation, useNavigationType as useRouterNavigationType, type Navigator, type To } from 'react-router-dom';
import type { AppHistory, AppLocation, NavigationType } from './history';

/** The history in use, for links and navigations (react-router's context holds only its navigator interface). */
const HistoryContext = createContext<AppHistory | null>(null);

function pathOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/** The app's history as react-router's navigator: react-router reads it, nothing in the app goes around it. */
function navigatorOf(history: AppHistory): Navigator {
  return {
    createHref: (to) => pathOf(to),
    go: (delta) => window.history.go(delta),
    push: (to) => history.push(pathOf(to)),
    replace: (to) => history.replace(pathOf(to)),
  };
}

/**
 * Gives the screens the address on screen, through react-router's <Router> in its lightest mode: no data
 * router, no route objects, no loaders (screens are chosen by the contract's route matcher, the same one
 * the server uses), so only its location context and hooks reach the doctors' entry chunk.
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
  const navigator = useMemo(() => navigatorOf(history), [history]);
  // react-router types the navigation type as its enum `Action`, whose values are these same three strings
  // ('POP', 'PUSH', 'REPLACE'), so the casts here and in useNavigationType change no value.
  return (
    <HistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action as Parameters<typeof Router>[0]['navigationType']} navigator={navigator}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

export const useLocation = (): AppLocation => useRouterLocation();

/** How the doctor reached this entry: a push, a replace, or back/forward (POP, also the first load). */
export const useNavigationType = (): NavigationType => useRouterNavigationType() as NavigationType;

export const useAppHistory = (): AppHistory => {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useAppHistory outside AppRouterProvider');
  return history;
};

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
