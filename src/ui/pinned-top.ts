/** The CSS variable sticky bars read to stay below a block pinned at the top of the screen (src/app/styles/app.css). */
const PINNED_TOP_VARIABLE = '--app-pinned-top';

/**
 * A ref callback for a block pinned at the top of the screen (the live room's player): keeps its height in
 * --app-pinned-top while it is shown, so a sticky tab bar sticks below it instead of under it. One such block is
 * on a page at a time. Stable, so React attaches it once.
 */
export function declarePinnedTop(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  const publish = () => root.style.setProperty(PINNED_TOP_VARIABLE, `${element.getBoundingClientRect().height}px`);
  publish();
  // jsdom has no ResizeObserver: the first height is then all there is.
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(PINNED_TOP_VARIABLE);
  };
}
