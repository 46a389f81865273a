import { Link, useLocation } from 'react-router-dom';

// On every page except /, /home-new and /my.
const HIDDEN_ON = new Set(['/', '/home-new', '/my']);

export function shouldShowFloatingHome(pathname: string): boolean {
  return !HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/');
}

export function FloatingHome() {
  const { pathname } = useLocation();
  if (!shouldShowFloatingHome(pathname)) return null;
  return (
    <Link to="/" className="app-floating-home" aria-label="回到首页">
      首页
    </Link>
  );
}
