import { useMemo } from 'react';
import { useLocation } from './router/router';
import { matchRoute, type MatchedRoute } from '../../contract/routes/match-route';

/**
 * The screen at the current address, by the contract's matcher (the one the server's first-screen hints
 * use too, so the page's early fetches are for the screen the app shows); undefined for an unknown address.
 */
export function useMatchedRoute(): MatchedRoute | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
