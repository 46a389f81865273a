// Pointer handling of the console's canvas: hovering a rendered node outlines it with its name, a click
// selects it (in the console) instead of running the widget's actions, and dragging a node onto one of its
// siblings moves it there (the console applies the move as an undoable edit). Plain DOM: the outlines sit
// above the page in fixed boxes, apart from React's tree.

/** The attribute render-node puts on each node's wrapper in preview mode. */
const NODE_ATTRIBUTE = 'data-sdui-node';

export interface CanvasPointerOptions {
  label(nodeId: string): string;
  selectedId(): string | null;
  onSelect(nodeId: string): void;
  /** `nodeId` was dropped on its sibling `overId`. */
  onMove(nodeId: string, overId: string): void;
}

/** How far (px) the pointer travels with the button down before a press becomes a drag, not a click. */
const DRAG_DISTANCE = 6;
/** Holding a drag this close (px) to the top or bottom edge scrolls the page, so a far place can be reached. */
const SCROLL_EDGE = 48;
const SCROLL_STEP = 20;
const SCROLL_EVERY_MS = 16;

function wrapperAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${NODE_ATTRIBUTE}]`) : null;
}

function nodeIdAt(target: EventTarget | null): string | null {
  return wrapperAt(target)?.getAttribute(NODE_ATTRIBUTE) ?? null;
}

/** The wrapper of the node `wrapper`'s node sits in (null at the top of the page). */
function parentWrapper(wrapper: Element): Element | null {
  return wrapper.parentElement?.closest(`[${NODE_ATTRIBUTE}]`) ?? null;
}

/** What scrolls when the page under `element` scrolls: the nearest scrolling box, else the document. */
function scrollerOf(element: Element): Element {
  for (let up = element.parentElement; up; up = up.parentElement) {
    const { overflowY } = getComputedStyle(up);
    if ((overflowY === 'auto' || overflowY === 'scroll') && up.scrollHeight > up.clientHeight) return up;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** The node under `target` that shares the dragged node's parent (the only places a drop can go), if any. */
function siblingAt(target: Element | null, dragged: Element): string | null {
  const parent = parentWrapper(dragged);
  for (let wrapper = wrapperAt(target); wrapper; wrapper = parentWrapper(wrapper)) {
    if (wrapper === dragged) return null;
    if (parentWrapper(wrapper) === parent) return wrapper.getAttribute(NODE_ATTRIBUTE);
  }
  return null;
}

/** The box around every copy of a node (its wrapper is display: contents, so the children give the size). */
function nodeRect(nodeId: string): DOMRect | null {
  let top = Infinity;
  let left = Infinity;
  let bottom = -Infinity;
  let right = -Infinity;
  for (const wrapper of document.querySelectorAll(`[${NODE_ATTRIBUTE}]`)) {
    if (wrapper.getAttribute(NODE_ATTRIBUTE) !== nodeId) continue;
    for (const child of wrapper.children) {
      const rect = child.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      top = Math.min(top, rect.top);
      left = Math.min(left, rect.left);
      bottom = Math.max(bottom, rect.bottom);
      right = Math.max(right, rect.right);
    }
  }
  return top === Infinity ? null : new DOMRect(left, top, right - left, bottom - top);
}

function makeBox(className: string, color: string, style: 'dashed' | 'solid'): HTMLDivElement {
  const box = document.createElement('div');
  box.className = className;
  Object.assign(box.style, {
    position: 'fixed',
    pointerEvents: 'none',
    zIndex: '2147483646',
    border: `2px ${style} ${color}`,
    borderRadius: '4px',
    boxSizing: 'border-box',
    display: 'none',
  });
  document.body.append(box);
  return box;
}

function place(box: HTMLElement, rect: DOMRect | null): void {
  if (!rect) {
    box.style.display = 'none';
    return;
  }
  Object.assign(box.style, { display: 'block', top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px` });
}

/** Installs the handlers; returns a refresh (after a new draft or selection) and a cleanup. */
export function installCanvasPointer(options: CanvasPointerOptions): { refresh(): void; dispose(): void } {
  const hover = makeBox('sdui-canvas-hover', '#1677ff', 'dashed');
  const selection = makeBox('sdui-canvas-selection', '#fa541c', 'solid');
  const drop = makeBox('sdui-canvas-drop', '#52c41a', 'solid');
  const label = document.createElement('div');
  label.className = 'sdui-canvas-label';
  Object.assign(label.style, {
    position: 'absolute',
    left: '-2px',
    top: '-22px',
    padding: '1px 6px',
    font: '12px/18px sans-serif',
    color: '#fff',
    background: '#1677ff',
    borderRadius: '3px',
    whiteSpace: 'nowrap',
  });
  hover.append(label);
  let hovered: string | null = null;
  /** The press that may become a drag, and once it is one, the sibling under the pointer. */
  let press: { wrapper: Element; nodeId: string; x: number; y: number; dragging: boolean; over: string | null } | null = null;
  /** A drag just ended: the click the browser sends after it is not a selection. */
  let swallowClick = false;
  let pointer = { x: 0, y: 0 };
  let scrollTimer: number | null = null;

  const refresh = () => {
    place(hover, hovered ? nodeRect(hovered) : null);
    const selected = options.selectedId();
    place(selection, selected ? nodeRect(selected) : null);
    place(drop, press?.over ? nodeRect(press.over) : null);
  };
  const onOver = (event: Event) => {
    hovered = nodeIdAt(event.target);
    label.textContent = hovered ? options.label(hovered) : '';
    refresh();
  };
  const onLeave = () => {
    hovered = null;
    refresh();
  };
  // Capture on the window runs before React's own listeners: the widget's tap actions never run here.
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (swallowClick) {
      swallowClick = false;
      return;
    }
    const nodeId = nodeIdAt(event.target);
    if (nodeId) options.onSelect(nodeId);
  };
  const onPointerDown = (event: PointerEvent) => {
    const wrapper = event.button === 0 ? wrapperAt(event.target) : null;
    const nodeId = wrapper?.getAttribute(NODE_ATTRIBUTE);
    press = wrapper && nodeId ? { wrapper, nodeId, x: event.clientX, y: event.clientY, dragging: false, over: null } : null;
  };
  const findDropTarget = () => {
    if (!press) return;
    press.over = siblingAt(document.elementFromPoint(pointer.x, pointer.y), press.wrapper);
    refresh();
  };
  const stopScrolling = () => {
    if (scrollTimer !== null) window.clearInterval(scrollTimer);
    scrollTimer = null;
  };
  const scrollStep = () => (pointer.y < SCROLL_EDGE ? -SCROLL_STEP : pointer.y > window.innerHeight - SCROLL_EDGE ? SCROLL_STEP : 0);
  const onPointerMove = (event: PointerEvent) => {
    if (!press) return;
    pointer = { x: event.clientX, y: event.clientY };
    if (!press.dragging) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_DISTANCE) return;
      press.dragging = true;
      document.documentElement.style.cursor = 'grabbing';
    }
    findDropTarget();
    if (scrollStep() !== 0 && scrollTimer === null) {
      const scroller = scrollerOf(press.wrapper.firstElementChild ?? press.wrapper);
      scrollTimer = window.setInterval(() => {
        const step = scrollStep();
        if (step === 0) return stopScrolling();
        scroller.scrollBy(0, step);
        findDropTarget();
      }, SCROLL_EVERY_MS);
    }
  };
  const endPress = () => {
    stopScrolling();
    press = null;
    document.documentElement.style.cursor = '';
    refresh();
  };
  const onPointerUp = () => {
    const ended = press;
    endPress();
    if (!ended?.dragging) return;
    swallowClick = true;
    // When the pointer went up outside the page no click follows; the next real click must still select.
    window.setTimeout(() => (swallowClick = false), 0);
    if (ended.over && ended.over !== ended.nodeId) options.onMove(ended.nodeId, ended.over);
  };
  // Dragging moves nodes, not text or images.
  const onNativeDrag = (event: Event) => {
    if (press) event.preventDefault();
  };
  // Sections move as their data arrives and as the page scrolls: keep the outlines on them.
  const timer = window.setInterval(refresh, 250);
  window.addEventListener('mouseover', onOver, true);
  document.documentElement.addEventListener('mouseleave', onLeave);
  window.addEventListener('click', onClick, true);
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('pointermove', onPointerMove, true);
  window.addEventListener('pointerup', onPointerUp, true);
  window.addEventListener('pointercancel', endPress, true);
  window.addEventListener('selectstart', onNativeDrag, true);
  window.addEventListener('dragstart', onNativeDrag, true);
  window.addEventListener('scroll', refresh, true);
  return {
    refresh,
    dispose() {
      window.clearInterval(timer);
      stopScrolling();
      window.removeEventListener('mouseover', onOver, true);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('pointermove', onPointerMove, true);
      window.removeEventListener('pointerup', onPointerUp, true);
      window.removeEventListener('pointercancel', endPress, true);
      window.removeEventListener('selectstart', onNativeDrag, true);
      window.removeEventListener('dragstart', onNativeDrag, true);
      window.removeEventListener('scroll', refresh, true);
      hover.remove();
      selection.remove();
      drop.remove();
    },
  };
}
