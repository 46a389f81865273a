import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// What every modal dialog and bottom sheet of the app does while it is open: the page behind holds still
// (iOS too), keyboard focus goes in and stays in, Escape closes it where closing is allowed, and focus
// goes back to what opened it. See docs/ui-kit.md for why these are our own and not a UI kit's.

export interface ModalOptions {
  /** Escape closes the top-most modal through this; leave it out where a choice must be made. */
  onClose?: () => void;
  /** Focused on open when focus is not already inside; default: the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

interface OpenModal {
  container: RefObject<HTMLElement | null>;
  options: RefObject<ModalOptions>;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open modals, the last on top: only it answers keys and keeps focus. */
const open: OpenModal[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[inert]'));
}

/** Focuses the container itself when nothing in it can take focus (it is made focusable for that). */
function focusInto(container: HTMLElement, preferred: HTMLElement | null | undefined, last = false): void {
  const candidates = focusables(container);
  const target = preferred && container.contains(preferred) ? preferred : last ? candidates[candidates.length - 1] : candidates[0];
  if (target) return target.focus();
  if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
  container.focus();
}

function onKeyDown(event: KeyboardEvent): void {
  const top = open[open.length - 1];
  const container = top?.container.current;
  // Escape during IME composition (pinyin input) cancels the composition, not the dialog.
  if (!top || !container || event.isComposing) return;
  if (event.key === 'Escape') {
    const close = top.options.current.onClose;
    if (!close) return;
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (!first || outside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    focusInto(container, null, event.shiftKey);
  }
}

function onFocusIn(event: FocusEvent): void {
  const top = open[open.length - 1]?.container.current;
  if (!top) return;
  // Focus that escapes the top-most modal (a script, a click through to the page) is brought back.
  if (event.target instanceof Node && !top.contains(event.target)) focusInto(top, null);
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
}

// The scroll lock is counted: a dialog over a sheet keeps the page locked until both are closed.
let locks = 0;
let lockedAt = 0;
let savedStyle: Pick<CSSStyleDeclaration, 'position' | 'top' | 'left' | 'right' | 'overflow'> | null = null;

/**
 * iOS Safari scrolls the page behind an `overflow: hidden` body on touch, so the body is fixed in place
 * instead, moved up by the scroll offset so nothing visibly jumps, and scrolled back on release.
 */
export function lockPageScroll(): () => void {
  if (locks++ === 0) {
    const { style } = document.body;
    lockedAt = window.scrollY;
    savedStyle = { position: style.position, top: style.top, left: style.left, right: style.right, overflow: style.overflow };
    Object.assign(style, { position: 'fixed', top: `-${lockedAt}px`, left: '0', right: '0', overflow: 'hidden' });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0 || !savedStyle) return;
    Object.assign(document.body.style, savedStyle);
    savedStyle = null;
    if (lockedAt !== window.scrollY) window.scrollTo(0, lockedAt);
  };
}

/** True while a modal holds the page still (for tests and for code that measures the page). */
export function isPageScrollLocked(): boolean {
  return locks > 0;
}

/**
 * Makes the element in `container` a modal while `active`: page scroll lock, initial focus, a focus trap,
 * Escape (when `onClose` is given) and, on close, focus back to the element that had it before.
 */
export function useModal(container: RefObject<HTMLElement | null>, active: boolean, options: ModalOptions = {}): void {
  const latest = useRef(options);
  latest.current = options;
  const opener = useRef<HTMLElement | null>(null);
  // Before any child's own effect moves focus in, so the opener is still the active element.
  useLayoutEffect(() => {
    if (!active) return;
    const current = document.activeElement;
    // Nothing to return to when the page had no focus (a tap on iOS does not focus a button).
    opener.current = current instanceof HTMLElement && current !== document.body && !container.current?.contains(current) ? current : null;
    const entry: OpenModal = { container, options: latest };
    open.push(entry);
    const unlock = lockPageScroll();
    return () => {
      open.splice(open.indexOf(entry), 1);
      unlock();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [active, container]);
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const focused = document.activeElement;
    if (focused instanceof Node && element.contains(focused)) return;
    focusInto(element, latest.current.initialFocus?.current);
  }, [active, container]);
}
