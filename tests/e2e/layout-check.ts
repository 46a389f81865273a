// What the layout walk (route-walk-layout.test.ts) looks for on a page, run inside the page: a floating button
// over a control, a control left under the floating buttons' dock at the end of the page, and text past the
// right edge of the screen. Self-contained: Playwright sends the function's source to the page.

export interface LayoutProblem {
  kind: 'floating-over-control' | 'control-under-dock' | 'text-past-edge';
  what: string;
}

/**
 * `atEnd`: the page was scrolled to its end, where nothing may be left under the dock (checked once it is
 * there). `width` × `height`: the phone's screen; a phone browser widens its layout viewport (innerWidth) to
 * a page that is wider than the screen, so the screen's own size is passed in.
 */
export function findLayoutProblems({ atEnd, width, height }: { atEnd: boolean; width: number; height: number }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const CONTROLS = 'button, a[href], input:not([type="hidden"]), textarea, select, [role="tab"], [role="button"], [role="radio"], [role="link"]';
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').split(' ')[0]} 「${(element.textContent ?? '').trim().slice(0, 16) || element.getAttribute('aria-label') || ''}」`;
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.opacity !== '0' && box.width > 0 && box.height > 0;
  };
  // Overlap of more than a sliver (2 px each way): borders and shadows touching do not count.
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const onScreen = (box: DOMRect) => box.bottom > 0 && box.top < height && box.right > 0 && box.left < width;
  const controls = Array.from(document.querySelectorAll(CONTROLS)).filter(shown);

  // Fixed elements narrower than the screen that hold a control are floating buttons; full-width ones are
  // bars (tab bar, dock, comment box, a dialog's mask), which pages leave room for or which are modal.
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    if (getComputedStyle(element).position !== 'fixed' || !shown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width >= width * 0.9 || !onScreen(box)) continue;
    if (!element.matches(CONTROLS) && !element.querySelector(CONTROLS)) continue;
    for (const control of controls) {
      if (element.contains(control) || control.contains(element)) continue;
      const under = control.getBoundingClientRect();
      if (onScreen(under) && overlap(box, under)) problems.push({ kind: 'floating-over-control', what: `${describe(element)} over ${describe(control)}` });
    }
  }

  const dock = document.getElementById('app-floating-dock');
  const reachedEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
  if (atEnd && reachedEnd && dock && shown(dock)) {
    const box = dock.getBoundingClientRect();
    for (const control of controls) {
      if (dock.contains(control) || getComputedStyle(control).position === 'fixed') continue;
      if (overlap(box, control.getBoundingClientRect())) problems.push({ kind: 'control-under-dock', what: describe(control) });
    }
  }

  // Text that starts on the screen and runs past its right edge. Not counted: text in a row that scrolls
  // sideways (tab bars), in a strip of slides (a carousel: content far wider than its clipping box), or cut
  // by a box that ends inside the screen (an ellipsis, a ticker). A box that clips at the screen's own edge
  // still cuts the text off there, so it does not excuse it.
  const excused = (from: Element) => {
    for (let element: Element | null = from; element && element !== document.body; element = element.parentElement) {
      const overflow = getComputedStyle(element).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
      if (overflow !== 'hidden' && overflow !== 'clip') continue;
      if (element.getBoundingClientRect().right < width - 1 || element.scrollWidth >= element.clientWidth * 1.5) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || reported.has(parent) || !(node.textContent ?? '').trim() || !shown(parent)) continue;
    range.selectNodeContents(node);
    const cut = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.left < width - 1 && rect.right > width + 1);
    if (cut.length > 0 && !excused(parent)) {
      reported.add(parent);
      problems.push({ kind: 'text-past-edge', what: `${describe(parent)} ends at ${Math.round(Math.max(...cut.map((rect) => rect.right)))} of ${width}` });
    }
  }
  return problems;
}
