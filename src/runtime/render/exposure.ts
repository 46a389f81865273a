import type { SectionSource } from '../analytics/section-events';

/**
 * Impressions (original call exposure record): a node that is seen — at least half of it inside the viewport
 * for DWELL_MS — is reported once per page view. Reports are batched and sent without anyone waiting;
 * a failed send is dropped, so analytics can never block or break a screen.
 */
export interface ExposureRecord {
  node: string;
  widget: string;
  /** Path + query of the page view the node was seen on. */
  path: string;
  /** Epoch ms when it counted as seen. */
  at: number;
}

/** A watched node; `source` names the served layout it belongs to (section analytics). */
export interface ExposureNode {
  id: string;
  widget: string;
  source?: SectionSource | null;
}

export interface ExposureReporter {
  /** Watches the element(s) of one node; returns a stop function. */
  observe(elements: readonly Element[], node: ExposureNode): () => void;
  /**
   * A tap on `target`: every watched node around it not reported yet counts as seen now (a section tapped
   * before its second of dwell, or too tall to be half visible, was still seen). Called from a capturing
   * click listener on the document, so the exposure is queued before the tap's own click event.
   */
  seenByTap(target: Node): void;
  /** A new page view starts: nodes may be reported again. */
  startPageView(path: string): void;
  /** Sends what is queued now (also used before the page is left). */
  flush(): void;
}

export interface ExposureOptions {
  send(batch: ExposureRecord[]): Promise<unknown>;
  dwellMs?: number;
  flushMs?: number;
  maxBatch?: number;
  now?: () => number;
  /** Told of each node counted as seen (section analytics), with what observe() was given. */
  onSeen?(node: ExposureNode): void;
  /** IntersectionObserver constructor (absent: exposure is off). */
  observerClass?: typeof IntersectionObserver;
}

const VISIBLE_RATIO = 0.5;

export function createExposureReporter(options: ExposureOptions): ExposureReporter {
  const dwellMs = options.dwellMs ?? 1000;
  const flushMs = options.flushMs ?? 1000;
  const maxBatch = options.maxBatch ?? 20;
  const now = options.now ?? Date.now;
  const Observer = options.observerClass ?? (typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver);

  let path = '';
  let seen = new Set<string>();
  let queue: ExposureRecord[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const owners = new Map<Element, { key: string; node: ExposureNode }>();
  const dwellTimers = new Map<Element, ReturnType<typeof setTimeout>>();

  const flush = () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      void options.send(batch).catch(() => undefined);
    } catch {
      // Analytics must never surface to the person.
    }
  };

  const report = (element: Element) => {
    const owner = owners.get(element);
    if (!owner || seen.has(owner.key)) return;
    seen.add(owner.key);
    queue.push({ node: owner.node.id, widget: owner.node.widget, path, at: now() });
    try {
      options.onSeen?.(owner.node);
    } catch {
      // Best effort, like the rest of the impressions.
    }
    if (queue.length >= maxBatch) flush();
    else if (flushTimer === undefined) flushTimer = setTimeout(flush, flushMs);
  };

  const cancelDwell = (element: Element) => {
    const timer = dwellTimers.get(element);
    if (timer !== undefined) clearTimeout(timer);
    dwellTimers.delete(element);
  };

  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            const owner = owners.get(entry.target);
            if (!owner || seen.has(owner.key)) continue;
            if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
              if (!dwellTimers.has(entry.target))
                dwellTimers.set(
                  entry.target,
                  setTimeout(() => (dwellTimers.delete(entry.target), report(entry.target)), dwellMs),
                );
            } else cancelDwell(entry.target);
          }
        },
        { threshold: [0, VISIBLE_RATIO] },
      )
    : undefined;

  const seenByTap = (target: Node) => {
    for (const element of [...owners.keys()]) {
      if (!element.contains(target)) continue;
      cancelDwell(element);
      report(element);
    }
  };
  if (observer && typeof document !== 'undefined') {
    // The server counts a click only after its section's exposure (section-event-intake.ts on the server).
    document.addEventListener('click', (event) => event.target instanceof Node && seenByTap(event.target), true);
  }

  return {
    seenByTap,
    observe(elements, node) {
      if (!observer) return () => undefined;
      const key = node.id;
      const watched = elements.filter((element) => !owners.has(element));
      for (const element of watched) {
        owners.set(element, { key, node });
        observer.observe(element);
      }
      return () => {
        for (const element of watched) {
          cancelDwell(element);
          owners.delete(element);
          observer.unobserve(element);
        }
      };
    },
    startPageView(nextPath) {
      if (nextPath === path) return;
      flush();
      path = nextPath;
      seen = new Set();
    },
    flush,
  };
}
