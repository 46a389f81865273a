import type { MouseEvent, ReactNode } from 'react';
import { navigateIn, useAppHistory, useLocation } from './router';

interface AppLinkProps {
  /** An absolute path inside the app. */
  to: string;
  /** A class, or one chosen by whether the address on screen is `to` itself (a tab's own page). */
  className?: string | ((state: { isActive: boolean }) => string);
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link inside the single-page app: an ordinary anchor (opens in a new tab with a modifier key or
 * middle click, copies) whose plain click navigates in place. With a class chooser it marks its own
 * page with aria-current, as a tab does.
 */
export function AppLink({ to, className, children, ...rest }: AppLinkProps) {
  const history = useAppHistory();
  const { pathname } = useLocation();
  const isActive = pathname.toLowerCase().replace(/(.)\/+$/, '$1') === to.toLowerCase();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // As react-router's links did: a link to the address already on screen replaces its entry.
    const { pathname: path, search, hash } = history.location;
    navigateIn(history, to, { replace: to === `${path}${search}${hash}` });
  };
  return (
    <a
      {...rest}
      href={to}
      onClick={onClick}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={typeof className === 'function' && isActive ? 'page' : undefined}
    >
      {children}
    </a>
  );
}
