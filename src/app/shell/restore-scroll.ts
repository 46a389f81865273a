/** How long a restore keeps trying while the screen is still growing (skeleton, cached pages, pages loading again). */
export const RESTORE_GIVE_UP_MS = 5000;
/** Once at the position, how long it holds it against late layout shifts (images above it arriving). */
export const RESTORE_SETTLE_MS = 600;

/** Any of these means the doctor scrolls or taps: the page is theirs again. */
const USER_INPUTS = ['wheel', 'touchstart', 'mousedown', 'keydown'] as const;

/**
 * Scrolls the window to `y` as soon as the document is tall enough, frame by frame: a returning screen
 * shows its skeleton first and its cached list a moment later. Until then it stays as far down as the
 * document goes, so a list whose pages were dropped from the cache loads them again (its end comes into
 * view) until the position is reachable. `onEnd` runs when it settles, gives up or the doctor takes over;
 * the returned function stops it without that.
 */
export function restoreScroll(y: number, onEnd: () => void): () => void {
  const started = performance.now();
  let reachedAt: number | undefined;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_INPUTS) window.removeEventListener(type, end);
  };
  function end() {
    stop();
    onEnd();
  }
  function step(now: number) {
    const bottom = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const target = Math.min(y, bottom);
    if (Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, target);
    if (target === y) reachedAt ??= now;
    if ((reachedAt !== undefined && now - reachedAt >= RESTORE_SETTLE_MS) || now - started >= RESTORE_GIVE_UP_MS) return end();
    frame = requestAnimationFrame(step);
  }
  for (const type of USER_INPUTS) window.addEventListener(type, end, { passive: true });
  step(started);
  return stop;
}
