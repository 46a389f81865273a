// Where each history entry was scrolled to, and putting it back when the doctor returns to it
// (docs/product-rules.md#paging-and-lists).
// Its own chunk (the shell loads it lazily): nothing of it weighs on the first screen's script.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../router/router';
import { isPageScrollLocked } from '../../ui/modal';
import { restoreScroll } from './restore-scroll';

/** Scroll offsets by history entry (location.key: one per entry, kept in history.state). */
const positions = new Map<string, number>();

/**
 * New pages start at the top; going back or forward to an entry puts it where it was left, once its
 * content (the list pages kept in RTK Query's cache) is tall enough again; a tab switch (a replace
 * on the same path) leaves the page where it is, a redirect (a replace elsewhere) starts at the top.
 */
export default function ScrollMemory() {
  const { key, pathname } = useLocation();
  const action = useNavigationType();
  const shownKey = useRef(key);
  const shownPath = useRef(pathname);
  const restoring = useRef(false);

  useEffect(() => {
    // The browser's own restoration jumps at once, before the screen has its content, and lands at the top.
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive after the frame: a screen shrinking under a new entry counts for that new entry.
    // A dialog's scroll lock fixes the body (scrollY reads 0 meanwhile): the place is still the one before it.
    const save = () => {
      if (!restoring.current && !isPageScrollLocked()) positions.set(shownKey.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  // A layout effect: the new screen is in the DOM, not yet painted at the old screen's offset.
  useLayoutEffect(() => {
    shownKey.current = key;
    const samePath = shownPath.current === pathname;
    shownPath.current = pathname;
    const saved = positions.get(key);
    if (action === 'POP' && saved) {
      restoring.current = true;
      const stop = restoreScroll(saved, () => {
        restoring.current = false;
        positions.set(key, window.scrollY);
      });
      return () => {
        stop();
        restoring.current = false;
      };
    }
    if (action === 'PUSH' || (action === 'REPLACE' && !samePath)) window.scrollTo(0, 0);
    positions.set(key, window.scrollY);
    return undefined;
  }, [key, pathname, action]);

  return null;
}
