import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_TAPS_GLOBAL } from '../../contract/boot/first-screen';

/**
 * A page arrives with its first screen drawn by the server with the app's own widgets and node renderer
 * (src/app/first-screen-ssr.tsx, called by server/src/html/first-screen.ts): its sections are on screen
 * before this script runs. The app must not wipe that for its
 * skeleton. So it renders into a container out of sight (laid out at the same place and width, so widgets
 * measure what they will show) and swaps itself in, in one DOM step, once its page has every section the
 * server drew and their pictures are decoded. The swapped-in page has the same boxes, so nothing moves
 * (no layout shift); a page that turns out different (an error, a redirect) is swapped in after a while anyway.
 */

/** Longest the server's page stays when the app shows something else (a not-found message, a redirect). */
const SWAP_ANYWAY_MS = 8_000;
/** Longest to wait for the app's copies of the pictures to decode (they come from the browser's cache). */
const DECODE_WAIT_MS = 1_000;

const OUT_OF_SIGHT = 'position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none';

/** The nodes the server drew that have a box: each is the runtime's wrapper (data-node-id) around the widget's markup. */
function drawnNodes(drawn: Element): Element[] {
  return Array.from(drawn.querySelector('.sdui-body')?.children ?? []).filter((node) => node.childElementCount > 0);
}

/** True once the app's page shows every node the server drew (its body no longer busy, no skeleton, each widget's code here). */
function showsSameSections(drawn: Element, host: Element): boolean {
  const body = host.querySelector('.sdui-body:not([aria-busy])');
  if (!body || host.querySelector('.page-skeleton')) return false;
  return drawnNodes(drawn).every((node) => {
    const id = node.getAttribute('data-node-id');
    const counterpart = id === null ? null : body.querySelector(`[data-node-id="${CSS.escape(id)}"]`);
    return counterpart !== null && counterpart.childElementCount > 0;
  });
}

/** Where an element sits in the page's body (.sdui-body): the element index at each level down. */
function pathInBody(element: Element): number[] | undefined {
  const path: number[] = [];
  for (let current: Element = element; current.parentElement; current = current.parentElement) {
    path.push(Array.prototype.indexOf.call(current.parentElement.children, current) as number);
    if (current.parentElement.classList.contains('sdui-body')) return path.reverse();
  }
  return undefined;
}

/**
 * The last tap on the server's page (the boot script keeps them: that page has no handlers), replayed on
 * the app's copy of the same element, so a tap made while the app was starting is not lost. The app's
 * body starts with the very nodes the server drew, in the same markup, so the same place is the same element.
 */
function replayTap(host: Element): void {
  const taps = (window as unknown as Record<string, Element[] | undefined>)[FIRST_SCREEN_TAPS_GLOBAL];
  const tapped = taps?.[taps.length - 1];
  const path = tapped && pathInBody(tapped);
  if (!path) return;
  let counterpart: Element | null | undefined = host.querySelector('.sdui-body');
  for (const index of path) counterpart = counterpart?.children[index];
  if (counterpart instanceof HTMLElement || counterpart instanceof SVGElement)
    counterpart.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** The app's pictures on the first screen, decoded (or given up on after a short wait). */
async function decodeVisibleImages(host: Element): Promise<void> {
  const images = Array.from(host.querySelectorAll('img')).filter((image) => image.getBoundingClientRect().top < window.innerHeight);
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, DECODE_WAIT_MS))]);
}

/** Runs `then` in the task after the browser's next frame (its style and layout done by then). */
function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then));
}

/**
 * Where the app renders: #root itself, or, when the server drew the first screen, a container out of sight
 * that takes #root's place once it shows the same sections.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const drawn = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!drawn || !root.contains(drawn)) return root;
  const host = document.createElement('div');
  host.style.cssText = OUT_OF_SIGHT;
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  document.body.appendChild(host);
  let swapped = false;
  // How the app took over, on #root: once it showed the same sections, or after waiting in vain.
  const swap = (how: 'same-sections' | 'timed-out') => {
    if (swapped) return;
    swapped = true;
    root.dataset.firstScreen = how;
    observer.disconnect();
    clearTimeout(timer);
    root.replaceChildren(host);
    host.removeAttribute('style');
    host.removeAttribute('aria-hidden');
    host.inert = false;
    // Only onto the same sections: on a page that turned out different the tap would land elsewhere.
    if (how === 'same-sections') replayTap(host);
  };
  let waiting = false;
  const check = () => {
    if (waiting || swapped || !showsSameSections(drawn, host)) return;
    waiting = true;
    // Measured after the browser's next frame has laid the page out: measuring now, inside React's
    // commit, would force that layout into the same long task.
    afterNextFrame(() => void decodeVisibleImages(host).then(() => requestAnimationFrame(() => swap('same-sections'))));
  };
  const observer = new MutationObserver(check);
  observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  const timer = setTimeout(() => swap('timed-out'), SWAP_ANYWAY_MS);
  return host;
}
