// On a tall phone the room's chat list starts low on the page (player, ads and title above it) and its
// 55vh would run on under the fixed comment box, so the newest messages (at its bottom) are off screen
// when the room opens. Where the space between the list's top and the comment box is big enough to read
// in, the list is made exactly that tall; on a short screen it keeps its CSS height and the page scrolls.

/** Below this the space left on screen is too small to be the list: the page scrolls to it instead. */
const MIN_FITTED_HEIGHT_PX = 200;
/** Air between the list's last message and the comment box. */
const GAP_PX = 8;

function fit(list: HTMLElement, footer: HTMLElement | null): void {
  const top = list.getBoundingClientRect().top + window.scrollY;
  const footerHeight = footer?.getBoundingClientRect().height ?? 0;
  const space = Math.floor(window.innerHeight - top - footerHeight - GAP_PX);
  list.style.maxHeight = space >= MIN_FITTED_HEIGHT_PX ? `${space}px` : '';
}

/** Keeps the list fitted as the page above it settles (pictures, players) and the screen turns. */
export function fitListAboveFooter(list: HTMLElement, footer: () => HTMLElement | null): () => void {
  const refit = () => fit(list, footer());
  refit();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refit);
  observer?.observe(document.body);
  window.addEventListener('resize', refit);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', refit);
  };
}
