import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchQuery } from '../router/router';
import type { BindingScope } from '../../../contract/bind/scope';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { acceptLayout } from '../../runtime/layout/validate-layout';
import { readDraftMessage, type FrameMessage } from '../../runtime/preview/canvas-messages';
import { installCanvasPointer } from './canvas-pointer';
import { PageSkeleton } from './page-skeleton';

/** Only the console, at the origin it named, may hear what the canvas says. */
function postTo(consoleOrigin: string, message: FrameMessage): void {
  window.parent.postMessage(message, consoleOrigin);
}

/**
 * The console's live preview: renders whatever draft the console posts (unsaved edits, a rollback, an
 * older revision) through the normal runtime, after the same validator the app applies to server layouts.
 * Loaded only in that mode, as its own chunk.
 */
export default function CanvasScreen({
  consoleOrigin,
  params,
  renderLayout,
}: {
  /** The console's origin (canvas-mode.ts): the page's own is opaque, so this one is named explicitly. */
  consoleOrigin: string;
  params: Readonly<Record<string, string>>;
  /** The screen's own layout view. Passed in, not imported: importing it here makes the bundler split the
      runtime out of the entry into shared chunks, which weighs on every doctor's first load. */
  renderLayout(doc: LayoutDocument, route: BindingScope['route']): ReactNode;
}) {
  const search = useSearchQuery();
  const route = useMemo(() => ({ params: { ...params }, query: Object.fromEntries(search) }), [params, search]);
  const [doc, setDoc] = useState<LayoutDocument | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const labels = useRef<Record<string, string>>({});
  const selected = useRef<string | null>(null);
  const pointer = useRef<ReturnType<typeof installCanvasPointer> | null>(null);

  useEffect(() => {
    const postToConsole = (message: FrameMessage) => postTo(consoleOrigin, message);
    let latest = 0;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== consoleOrigin || event.source !== window.parent) return;
      const message = readDraftMessage(event.data);
      if (!message) return;
      labels.current = message.labels;
      setSelectedId(message.selectedId);
      const ticket = (latest += 1);
      acceptLayout(message.doc).then(
        (accepted) => ticket === latest && setDoc(accepted),
        // The last good draft stays on screen; the console says why this one is not shown.
        (error: unknown) =>
          ticket === latest && postToConsole({ kind: 'sdui-canvas:rejected', reason: error instanceof Error ? error.message : String(error) }),
      );
    };
    window.addEventListener('message', onMessage);
    postToConsole({ kind: 'sdui-canvas:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, [consoleOrigin]);

  useEffect(() => {
    const installed = installCanvasPointer({
      label: (nodeId) => labels.current[nodeId] ?? nodeId,
      selectedId: () => selected.current,
      onSelect: (nodeId) => {
        selected.current = nodeId;
        setSelectedId(nodeId);
        postTo(consoleOrigin, { kind: 'sdui-canvas:select', nodeId });
      },
      onMove: (nodeId, overId) => postTo(consoleOrigin, { kind: 'sdui-canvas:move', nodeId, overId }),
    });
    pointer.current = installed;
    return () => installed.dispose();
  }, [consoleOrigin]);

  useEffect(() => {
    selected.current = selectedId;
    pointer.current?.refresh();
  }, [selectedId, doc]);

  if (!doc) return <PageSkeleton />;
  return (
    <div className="layout-screen" data-layout-id={doc.id}>
      {renderLayout(doc, route)}
    </div>
  );
}
