import { useEffect, useRef, type ReactNode } from 'react';
import type { SectionSource } from '../analytics/section-events';
import type { ExposureReporter } from './exposure';

/**
 * Wraps one node's widget so the renderer — not the widget — can watch it for impressions. The wrapper
 * is `display: contents`: it makes no box, so layout and sticky positioning see the widget as before;
 * its element children (which appear late for lazily loaded widgets) are what is watched.
 */
export function ExposureTarget({
  reporter,
  nodeId,
  widget,
  source = null,
  children,
}: {
  reporter: ExposureReporter;
  nodeId: string;
  widget: string;
  source?: SectionSource | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    let stop: () => void = () => undefined;
    const watch = () => {
      try {
        stop();
        stop = reporter.observe(Array.from(wrapper.children), { id: nodeId, widget, ...(source ? { source } : {}) });
      } catch {
        stop = () => undefined; // Impressions are best effort; the screen goes on.
      }
    };
    watch();
    const mutations = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(watch);
    mutations?.observe(wrapper, { childList: true });
    return () => {
      mutations?.disconnect();
      stop();
    };
  }, [reporter, nodeId, widget, source]);
  return (
    <div ref={ref} className="sdui-node" style={{ display: 'contents' }} data-node-id={nodeId}>
      {children}
    </div>
  );
}
