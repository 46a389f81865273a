import { useEffect, useMemo, useRef, useState } from 'react';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { layoutPage } from '../../../contract/routes/layout-page';
import { CONSOLE_PREVIEW_PARAM } from '../../../contract/request/request-url';
import { readFrameMessage, type DraftMessage } from '../../runtime/preview/canvas-messages';
import { CANVAS_PREVIEW, CONSOLE_ORIGIN_PARAM } from '../../runtime/preview/canvas-param';
import { AudiencePreviewSelect, useAudiencePreview } from '../audiences/use-audience-preview';
import { PREVIEW_SANDBOX } from '../preview-sandbox';
import { nodeLabel } from './outline-tree';

export const PREVIEW_TEXT = {
  title: '手机预览',
  frame: (width: number, height: number) => `草稿预览（${width}×${height}）`,
  device: '屏幕尺寸',
  hint: '预览显示当前草稿（包括未保存的修改）；点击预览中的区块即可选中它，按住拖到同级的另一个区块上即可调整顺序（可撤销）。',
  open: '在新窗口打开预览（已保存的草稿）',
  share: '生成分享链接',
  shareHint: '链接打开已保存的草稿，可在新窗口或手机上查看',
  shareUnsaved: '有未保存的修改：链接只显示已保存的草稿，请先保存草稿再生成链接',
  shareNotStored: '这个页面还没有保存过草稿，保存后才能生成链接',
  rejected: '草稿结构有误，预览仍显示上一次能显示的内容；请看校验结果。',
  rejectedDetail: '开发者信息',
} as const;

/** The preview section's element id (the toolbar's 预览 button brings it into view and focuses the frame). */
export const PREVIEW_SECTION_ID = 'ops-preview';

export interface DeviceSize {
  name: string;
  width: number;
  height: number;
}

export const DEVICE_SIZES: readonly DeviceSize[] = [
  { name: '小屏', width: 375, height: 667 },
  { name: '标准', width: 390, height: 844 },
  { name: '大屏', width: 414, height: 896 },
];

/**
 * The app page of `layoutId` in canvas mode (it renders what the console posts, not what is stored). It names
 * the console's origin: the frame's own origin is opaque, so the canvas cannot read where its parent is.
 */
export function canvasUrl(layoutId: string, consoleOrigin: string): string {
  const { path, query } = layoutPage(layoutId);
  const search = new URLSearchParams(query);
  search.set(CONSOLE_PREVIEW_PARAM, CANVAS_PREVIEW);
  search.set(CONSOLE_ORIGIN_PARAM, consoleOrigin);
  return `${path}?${search.toString()}`;
}

/** What an opaque origin (the sandboxed frame's) is called in a message event. */
const OPAQUE_ORIGIN = 'null';

/** Every node's name as the outline shows it, by node id (the frame shows it on hover). */
export function nodeLabels(doc: LayoutDocument): Record<string, string> {
  const labels: Record<string, string> = {};
  const visit = (nodes: readonly LayoutNode[]) =>
    nodes.forEach((node) => {
      labels[node.id] = nodeLabel(node);
      if (node.children) visit(node.children);
    });
  visit(doc.body);
  visit(doc.overlays ?? []);
  return labels;
}

interface Props {
  layoutId: string;
  /** The editor's current draft, saved or not. */
  doc: LayoutDocument;
  selectedId: string | null;
  onSelect(nodeId: string): void;
  /** The operator dragged `nodeId` onto its sibling `overId` in the preview. */
  onMove(nodeId: string, overId: string): void;
  /** A link to the saved draft, once the operator asked for one. */
  shareUrl?: string | null;
  /** Why no link can be made now (it would not show what the operator sees), or null. */
  shareBlocked?: string | null;
  onShareLink?(): void;
  /** The section's element id when it is not the editor's own preview (an A/B test's B version). */
  sectionId?: string;
}

/**
 * The real app in a phone-sized frame, rendering the editor's draft live: the draft goes to the frame by
 * postMessage whenever it changes, so looking never saves anything. The frame runs in an opaque origin: the
 * console hears only its own frame's window (whose origin is 'null'), and posts to it with target '*', the
 * only target an opaque origin has; the console's frame-src 'self' keeps that window on this site.
 */
export function PreviewFrame({
  layoutId,
  doc,
  selectedId,
  onSelect,
  onMove,
  shareUrl,
  shareBlocked = null,
  onShareLink,
  sectionId = PREVIEW_SECTION_ID,
}: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<DeviceSize>(DEVICE_SIZES[0]);
  // Bumped each time the frame's page (re)starts and asks for the draft.
  const [readyCount, setReadyCount] = useState(0);
  const [rejected, setRejected] = useState<string | null>(null);
  const [audience, setAudience] = useState('');
  const { shown, error: audienceError } = useAudiencePreview(doc, audience);
  const selectRef = useRef(onSelect);
  const moveRef = useRef(onMove);
  useEffect(() => {
    selectRef.current = onSelect;
    moveRef.current = onMove;
  }, [onSelect, onMove]);
  const src = useMemo(() => canvasUrl(layoutId, window.location.origin), [layoutId]);
  const labels = useMemo(() => nodeLabels(doc), [doc]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== OPAQUE_ORIGIN || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (message?.kind === 'sdui-canvas:ready') setReadyCount((count) => count + 1);
      else if (message?.kind === 'sdui-canvas:select') selectRef.current(message.nodeId);
      else if (message?.kind === 'sdui-canvas:move') moveRef.current(message.nodeId, message.overId);
      else if (message?.kind === 'sdui-canvas:rejected') setRejected(message.reason);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (readyCount === 0 || !shown) return;
    const message: DraftMessage = { kind: 'sdui-canvas:draft', doc: shown, labels, selectedId };
    setRejected(null);
    frame.current?.contentWindow?.postMessage(message, '*');
  }, [readyCount, shown, labels, selectedId]);

  return (
    <section id={sectionId} className="ops-preview" aria-label={PREVIEW_TEXT.title}>
      <h3>{PREVIEW_TEXT.title}</h3>
      <p className="ops-hint">{PREVIEW_TEXT.hint}</p>
      <label className="ops-preview__device">
        {PREVIEW_TEXT.device}
        <select value={device.name} onChange={(event) => setDevice(DEVICE_SIZES.find((size) => size.name === event.target.value) ?? DEVICE_SIZES[0])}>
          {DEVICE_SIZES.map((size) => (
            <option key={size.name} value={size.name}>
              {`${size.name} ${size.width}×${size.height}`}
            </option>
          ))}
        </select>
      </label>
      <AudiencePreviewSelect value={audience} onChange={setAudience} />
      {audienceError && <p className="ops-field__error">{audienceError}</p>}
      {rejected && (
        <div className="ops-field__error">
          <p>{PREVIEW_TEXT.rejected}</p>
          {/* The validator's own words are a developer's detail, folded away. */}
          <details>
            <summary>{PREVIEW_TEXT.rejectedDetail}</summary>
            {rejected}
          </details>
        </div>
      )}
      <div className="ops-preview__viewport">
        <iframe
          ref={frame}
          className="ops-preview__frame"
          title={PREVIEW_TEXT.frame(device.width, device.height)}
          sandbox={PREVIEW_SANDBOX}
          src={src}
          width={device.width}
          height={device.height}
        />
      </div>
      {onShareLink && (
        <p className="ops-row-buttons">
          <button type="button" disabled={shareBlocked !== null} title={PREVIEW_TEXT.shareHint} onClick={onShareLink}>
            {PREVIEW_TEXT.share}
          </button>
          {shareBlocked && <span className="ops-reason">{shareBlocked}</span>}
        </p>
      )}
      {shareUrl && !shareBlocked && (
        <p>
          <a href={shareUrl} target="_blank" rel="noreferrer">
            {PREVIEW_TEXT.open}
          </a>
        </p>
      )}
    </section>
  );
}
