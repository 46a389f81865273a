import { useEffect, useRef } from 'react';
import { FLOATING_DOCK_ATTRIBUTE, FLOATING_DOCK_ID } from '../../ui/floating-dock';
import { FloatingHome } from './floating-home';

/**
 * The floating buttons' dock: 首页 here, the page's 分享 / 问卷 / 客服 portalled in (src/ui/floating-dock.tsx).
 * While it holds any button, <html> says so and every page leaves room for it at its end.
 */
export function FloatingDock() {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const mark = () => root.toggleAttribute(FLOATING_DOCK_ATTRIBUTE, element.childElementCount > 0);
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true });
    return () => {
      observer.disconnect();
      root.removeAttribute(FLOATING_DOCK_ATTRIBUTE);
    };
  }, []);
  return (
    <div id={FLOATING_DOCK_ID} className="app-floating-dock" ref={dock}>
      <FloatingHome />
    </div>
  );
}
