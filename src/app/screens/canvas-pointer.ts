// Pointer handling of the console's canvas: hovering a rendered node outlines it with its name, a click
// selects it (in the console) instead of running the widget's actions. Plain DOM: the outlines sit above
// the page in fixed boxes, apart from React's tree.

/** The attribute render-node puts on each node's wrapper in preview mode. */
const NODE_ATTRIBUTE = 'data-sdui-node';

export interface CanvasPointerOptions {
  label(nodeId: string): string;
  selectedId(): string | null;
  onSelect(nodeId: string): void;
}

function nodeIdAt(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target.closest(`[${NODE_ATTRIBUTE}]`) : null;
  return element?.getAttribute(NODE_ATTRIBUTE) ?? null;
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

  const refresh = () => {
    place(hover, hovered ? nodeRect(hovered) : null);
    const selected = options.selectedId();
    place(selection, selected ? nodeRect(selected) : null);
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
    const nodeId = nodeIdAt(event.target);
    if (nodeId) options.onSelect(nodeId);
  };
  // Sections move as their data arrives and as the page scrolls: keep the outlines on them.
  const timer = window.setInterval(refresh, 250);
  window.addEventListener('mouseover', onOver, true);
  document.documentElement.addEventListener('mouseleave', onLeave);
  window.addEventListener('click', onClick, true);
  window.addEventListener('scroll', refresh, true);
  return {
    refresh,
    dispose() {
      window.clearInterval(timer);
      window.removeEventListener('mouseover', onOver, true);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('scroll', refresh, true);
      hover.remove();
      selection.remove();
    },
  };
}
