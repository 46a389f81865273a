import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './floating-dock.css';

/** The element the app shell keeps for the floating buttons (src/app/shell/floating-dock.tsx). */
export const FLOATING_DOCK_ID = 'app-floating-dock';

/** Set on <html> while the dock holds a button, so every page leaves room for it (src/app/styles/app.css). */
export const FLOATING_DOCK_ATTRIBUTE = 'data-floating-dock';

/**
 * A floating button (分享, 问卷, 客服): rendered into the shell's dock, the one safe zone along the bottom that
 * every page leaves room for, so no button ever lies over a control or text of the page. Where there is no
 * dock (a widget test, the console's preview) the button stays in place.
 */
export function InFloatingDock({ children }: { children: ReactNode }) {
  const [dock, setDock] = useState<HTMLElement | null>(null);
  // A page may render (out of sight, or in a boundary of its own) before the shell's dock is in the
  // document: it is looked for again as the document changes, until it is there.
  useEffect(() => {
    const find = () => document.getElementById(FLOATING_DOCK_ID);
    const found = find();
    if (found) {
      setDock(found);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const later = find();
      if (!later) return;
      observer.disconnect();
      setDock(later);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return dock ? createPortal(children, dock) : <div className="ui-floating-dock-inline">{children}</div>;
}
