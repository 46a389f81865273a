import { Link, useLocation } from 'react-router-dom';
import { shouldShowFloatingHome } from '../../../contract/routes/floating-home';

export { shouldShowFloatingHome };

export function FloatingHome() {
  const { pathname } = useLocation();
  if (!shouldShowFloatingHome(pathname)) return null;
  return (
    <Link to="/" className="app-floating-home ui-floating-dock-button" aria-label="回到首页">
      首页
    </Link>
  );
}
