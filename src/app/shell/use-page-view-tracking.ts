import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../runtime/render/runtime-context';

/** Every navigation starts a new page view: impressions may repeat, and a browsing record follows. */
export function usePageViewTracking(): void {
  const location = useLocation();
  const { exposure, pageViews } = useRuntime();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    try {
      exposure?.startPageView(path);
      pageViews?.navigated(path);
    } catch {
      // Tracking never stands in the way of a screen.
    }
  }, [path, exposure, pageViews]);
}
