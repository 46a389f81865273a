import { useEffect } from 'react';
import { useLocation } from '../router/router';
import { isDetailPath } from '../../runtime/analytics/section-goals';
import { useRuntime } from '../../runtime/render/runtime-context';

/** Every navigation starts a new page view: impressions may repeat, and a browsing record follows. */
export function usePageViewTracking(): void {
  const location = useLocation();
  const { exposure, pageViews, sectionEvents, preview } = useRuntime();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    try {
      exposure?.startPageView(path);
      pageViews?.navigated(path);
      // A detail page opened after a click on a section: that section's detail-views goal.
      if (!preview && isDetailPath(location.pathname)) sectionEvents?.goal('detail-view');
    } catch {
      // Tracking never stands in the way of a screen.
    }
  }, [path, location.pathname, exposure, pageViews, sectionEvents, preview]);
}
