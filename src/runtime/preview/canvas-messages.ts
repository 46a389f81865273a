// The messages between the operator console and the app framed in it as its live preview ("canvas").
// Both sides read every message through these readers: a message of the wrong shape is dropped, never
// half-used. Origins and senders are checked by the listeners (the console's frame window, the console's origin), not here.

const PREFIX = 'sdui-canvas:';
/** Node ids are short slugs; anything longer is not one of ours. */
const MAX_ID_LENGTH = 200;
const MAX_LABEL_LENGTH = 500;

/** Console → frame: the unsaved draft to render, the operator's names for its nodes and the selection. */
export interface DraftMessage {
  kind: 'sdui-canvas:draft';
  /** Checked by the frame with the precompiled layout validator before it renders. */
  doc: object;
  labels: Record<string, string>;
  selectedId: string | null;
}

/** Frame → console. `move`: the operator dragged `nodeId` onto its sibling `overId` (it takes that one's place). */
export type FrameMessage =
  | { kind: 'sdui-canvas:ready' }
  | { kind: 'sdui-canvas:select'; nodeId: string }
  | { kind: 'sdui-canvas:move'; nodeId: string; overId: string }
  | { kind: 'sdui-canvas:rejected'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNodeId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

function readLabels(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const labels: Record<string, string> = {};
  for (const [id, label] of Object.entries(value)) {
    if (!isNodeId(id) || typeof label !== 'string' || label.length > MAX_LABEL_LENGTH) return null;
    labels[id] = label;
  }
  return labels;
}

export function readDraftMessage(data: unknown): DraftMessage | null {
  if (!isRecord(data) || data.kind !== `${PREFIX}draft` || !isRecord(data.doc)) return null;
  const labels = readLabels(data.labels);
  if (!labels) return null;
  if (data.selectedId !== null && !isNodeId(data.selectedId)) return null;
  return { kind: 'sdui-canvas:draft', doc: data.doc, labels, selectedId: data.selectedId };
}

export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data.kind) {
    case `${PREFIX}ready`:
      return { kind: 'sdui-canvas:ready' };
    case `${PREFIX}select`:
      return isNodeId(data.nodeId) ? { kind: 'sdui-canvas:select', nodeId: data.nodeId } : null;
    case `${PREFIX}move`:
      return isNodeId(data.nodeId) && isNodeId(data.overId) && data.nodeId !== data.overId
        ? { kind: 'sdui-canvas:move', nodeId: data.nodeId, overId: data.overId }
        : null;
    case `${PREFIX}rejected`:
      return typeof data.reason === 'string' ? { kind: 'sdui-canvas:rejected', reason: data.reason.slice(0, MAX_LABEL_LENGTH) } : null;
    default:
      return null;
  }
}
