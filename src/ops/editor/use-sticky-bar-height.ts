import { useEffect, type RefObject } from 'react';

/** The CSS variable the console's stylesheet reads to keep focused fields clear of the sticky bar. */
export const STICKY_BAR_VARIABLE = '--ops-sticky-bar';

/**
 * Publishes the sticky toolbar's height on the root element while `active`: the bar wraps onto more lines
 * in narrower windows, and a field scrolled into view must land below it, not under it.
 */
export function useStickyBarHeight(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(STICKY_BAR_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_BAR_VARIABLE);
    };
  }, [bar, active]);
}
