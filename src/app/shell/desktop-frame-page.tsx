import { useEffect, useRef } from 'react';
import { desktopFrameStyle } from './desktop-frame';

/**
 * On a desktop browser the app runs inside a phone-sized iframe (24% of the screen wide, 78%
 * high). An iframe rather than a styled div because the widgets are sized in vw at a 375px design width,
 * and vw inside an iframe is the frame's width — so the app looks exactly as on a phone.
 */
export default function DesktopFramePage() {
  const frame = useRef<HTMLIFrameElement>(null);
  const size = desktopFrameStyle(window.screen.width, window.screen.height);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // Keep the address bar and title in step with the page inside, so links can be copied and shared.
    const sync = () => {
      const inner = element.contentWindow;
      if (!inner) return;
      try {
        const { pathname, search, hash } = inner.location;
        window.history.replaceState(null, '', `${pathname}${search}${hash}`);
        document.title = inner.document.title;
      } catch {
        // Cross-origin only if something navigated the frame away from the app; leave the outer page alone.
      }
    };
    element.addEventListener('load', sync);
    const timer = window.setInterval(sync, 500);
    return () => {
      element.removeEventListener('load', sync);
      window.clearInterval(timer);
    };
  }, []);

  return (
    <div className="desktop-stage">
      <iframe
        ref={frame}
        className="desktop-stage__frame"
        title="博医荟"
        src={`${window.location.pathname}${window.location.search}${window.location.hash}`}
        style={size}
      />
    </div>
  );
}
