import type { LayoutNode } from '../../../../contract/generated/schema-types';

// A layout section may carry a time window (`schedule: { start?, end? }`, ISO date-times). The server
// leaves a node outside its window out of the layout answer (with its children), so the phone never
// receives it; the answer is cached only until the next start or end, so a boundary shows within the
// cache's check (the scheduler job also tells open apps at each boundary).

interface WithNodes {
  body?: LayoutNode[];
  overlays?: LayoutNode[];
}

const time = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value));

/** Whether `node` is shown at `now` as far as its window is concerned. */
export function inWindow(node: Pick<LayoutNode, 'schedule'>, now: number): boolean {
  const start = time(node.schedule?.start);
  const end = time(node.schedule?.end);
  if (start !== undefined && !Number.isNaN(start) && now < start) return false;
  if (end !== undefined && !Number.isNaN(end) && now >= end) return false;
  return true;
}

/** Every node of the document, depth first (children after their parent). */
export function everyNode(document: unknown): LayoutNode[] {
  const found: LayoutNode[] = [];
  const walk = (nodes: LayoutNode[] | undefined) => {
    for (const node of nodes ?? []) {
      found.push(node);
      walk(node.children);
    }
  };
  if (document && typeof document === 'object') {
    const doc = document as WithNodes;
    walk(Array.isArray(doc.body) ? doc.body : undefined);
    walk(Array.isArray(doc.overlays) ? doc.overlays : undefined);
  }
  return found;
}

/** Every start and end time named in the document, in ms. */
export function windowBoundaries(document: unknown): number[] {
  return everyNode(document)
    .flatMap((node) => [time(node.schedule?.start), time(node.schedule?.end)])
    .filter((t): t is number => t !== undefined && !Number.isNaN(t));
}

export interface WindowedDocument {
  document: unknown;
  /** True when a node was left out (the answer then differs from the stored revision). */
  changed: boolean;
  /** The first boundary after `now` (the answer changes then), if any. */
  nextBoundary: number | undefined;
}

/** The document as the app may see it at `now`: nodes outside their window removed. */
export function applyNodeWindows(document: unknown, now: number): WindowedDocument {
  const next = windowBoundaries(document)
    .filter((t) => t > now)
    .sort((a, b) => a - b)[0];
  let changed = false;
  const keep = (nodes: LayoutNode[]): LayoutNode[] =>
    nodes.flatMap((node) => {
      if (!inWindow(node, now)) {
        changed = true;
        return [];
      }
      return node.children ? [{ ...node, children: keep(node.children) }] : [node];
    });
  if (!document || typeof document !== 'object') return { document, changed, nextBoundary: next };
  const doc = document as WithNodes & Record<string, unknown>;
  const result: Record<string, unknown> = { ...doc };
  if (Array.isArray(doc.body)) result.body = keep(doc.body);
  if (Array.isArray(doc.overlays)) result.overlays = keep(doc.overlays);
  return changed ? { document: result, changed, nextBoundary: next } : { document, changed, nextBoundary: next };
}
