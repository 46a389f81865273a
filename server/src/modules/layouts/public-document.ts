import type { LayoutNode } from '../../../../contract/generated/schema-types';
import { sanitizeLayoutHtml } from '../../html/layout-html';
import { applyNodeWindows, type WindowedDocument } from './node-windows';

// What a phone may receive of a stored layout: a section hidden by 立即隐藏此区块 is removed with its
// children (its props, bindings and links never leave the server, as with time windows and audiences),
// and the HTML a section carries passes the rich-HTML allow-list. The console's own answers (/ops/api)
// keep the stored document as it is, hidden sections included.

interface WithNodes {
  body?: LayoutNode[];
  overlays?: LayoutNode[];
}

/** The document without hidden sections; `changed` when one was removed. */
export function withoutHidden(document: unknown): { document: unknown; changed: boolean } {
  let changed = false;
  const keep = (nodes: LayoutNode[]): LayoutNode[] =>
    nodes.flatMap((node) => {
      if (node.hidden === true) {
        changed = true;
        return [];
      }
      return node.children ? [{ ...node, children: keep(node.children) }] : [node];
    });
  if (!document || typeof document !== 'object') return { document, changed };
  const doc = document as WithNodes & Record<string, unknown>;
  const result: Record<string, unknown> = { ...doc };
  if (Array.isArray(doc.body)) result.body = keep(doc.body);
  if (Array.isArray(doc.overlays)) result.overlays = keep(doc.overlays);
  return changed ? { document: result, changed } : { document, changed };
}

/** The document as the app may receive it at `now` (windows, hidden sections, HTML); audiences are cut per viewer later. */
export function publicDocument(document: unknown, now: number): WindowedDocument {
  const shown = withoutHidden(document);
  const windowed = applyNodeWindows(shown.document, now);
  const cleaned = sanitizeLayoutHtml(windowed.document);
  return { document: cleaned, changed: shown.changed || windowed.changed || cleaned !== windowed.document, nextBoundary: windowed.nextBoundary };
}

/** An operator's draft preview (a share link): no windows (it previews what is planned), the rest as phones get it. */
export function previewDocument(document: unknown): unknown {
  return sanitizeLayoutHtml(withoutHidden(document).document);
}
