/** The CSS variable the floating buttons' dock reads to stay above a fixed bottom bar (src/app/styles/app.css). */
const BOTTOM_BAR_VARIABLE = '--app-bottom-bar';

/**
 * A ref callback for a fixed bar at the bottom of the screen (comment box, chat input with its panels, a list's
 * fixed 添加 button): keeps the room it takes in --app-bottom-bar while it is shown, so the floating buttons' dock sits above the bar
 * instead of on 发送, and the page leaves room for both. One such bar is on a page at a time. Stable, so React attaches it once.
 */
export function declareBottomBar(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  // The room the bar takes from the screen's bottom edge up to its top: its height, plus its gap when it floats
  // above the edge (a fixed button with a margin); nothing while it is not laid out.
  const publish = () => {
    const box = element.getBoundingClientRect();
    const room = box.height === 0 ? 0 : Math.max(box.height, root.clientHeight - box.top);
    root.style.setProperty(BOTTOM_BAR_VARIABLE, `${room}px`);
  };
  publish();
  // jsdom has no ResizeObserver: the first height is then all there is.
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BOTTOM_BAR_VARIABLE);
  };
}
