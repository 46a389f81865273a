import { AppLink } from '../router/app-link';
import { useLocation } from '../router/router';
import { shouldShowFloatingHome } from '../../../contract/routes/floating-home';

export { shouldShowFloatingHome };

export function FloatingHome() {
  const { pathname } = useLocation();
  if (!shouldShowFloatingHome(pathname)) return null;
  return (
    <AppLink to="/" className="app-floating-home ui-floating-dock-button" aria-label="回到首页">
      首页
    </AppLink>
  );
}
