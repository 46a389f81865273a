/** The CSS variable the floating buttons' dock reads to stay above a fixed bottom bar (src/app/styles/app.css). */
const BOTTOM_BAR_VARIABLE = '--app-bottom-bar';

/**
 * A ref callback for a fixed bar at the bottom of the screen (comment box, chat input with its panels): keeps
 * the bar's height in --app-bottom-bar while it is shown, so the floating buttons' dock sits above the bar
 * instead of on 发送, and the page leaves room for both. One such bar is on a page at a time. Stable, so React attaches it once.
 */
export function declareBottomBar(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  const publish = () => root.style.setProperty(BOTTOM_BAR_VARIABLE, `${element.getBoundingClientRect().height}px`);
  publish();
  // jsdom has no ResizeObserver: the first height is then all there is.
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BOTTOM_BAR_VARIABLE);
  };
}
