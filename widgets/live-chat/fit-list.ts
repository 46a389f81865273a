// The room's chat list sits below the pinned player and the tab bar; its 55vh would run on under the fixed
// comment box (taller with the emoji or 更多 panel open), so the newest messages (at its bottom) would be off
// screen. The list is made exactly as tall as the space between its top and the comment box, following the
// box as its panels open and close; only where that space is too small to read a message in does it keep
// its CSS height and the page scroll.

/** Below this the space left on screen is too small to be the list: the page scrolls to it instead. */
const MIN_FITTED_HEIGHT_PX = 60;
/** Air between the list's last message and the comment box. */
const GAP_PX = 8;

/**
 * The room the page keeps free at its bottom: the comment box, or the page's own bottom padding when that is
 * larger (it also leaves room for the floating buttons above the box, which then never sit on a message).
 */
function bottomRoom(list: HTMLElement, footer: HTMLElement | null): number {
  const footerHeight = footer?.getBoundingClientRect().height ?? 0;
  const main = list.closest<HTMLElement>('.app-main');
  const padding = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
  return Math.max(footerHeight, padding);
}

function fit(list: HTMLElement, footer: HTMLElement | null): void {
  const top = list.getBoundingClientRect().top + window.scrollY;
  const space = Math.floor(window.innerHeight - top - bottomRoom(list, footer) - GAP_PX);
  const fitted = space >= MIN_FITTED_HEIGHT_PX;
  list.style.maxHeight = fitted ? `${space}px` : '';
  // Fitted, the page ends at the screen's bottom edge: no room below the list that would let the page scroll
  // the list up under the pinned player.
  const section = list.parentElement;
  if (section) section.style.paddingBottom = fitted ? '0px' : '';
}

/** Keeps the list fitted as the page above it settles (pictures, players) and the screen turns. */
export function fitListAboveFooter(list: HTMLElement, footer: () => HTMLElement | null): () => void {
  const refit = () => fit(list, footer());
  refit();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refit);
  observer?.observe(document.body);
  // The fixed comment box is outside the page's flow: its panels opening do not resize the body.
  const box = footer();
  if (box) observer?.observe(box);
  window.addEventListener('resize', refit);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', refit);
  };
}
