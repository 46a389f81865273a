import { useId, useRef, useState } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { useModal } from '../../ui/modal';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { factsText, MEDIA_TEXT } from './media-texts';
import { MediaThumbnail } from './media-thumbnail';
import './media-library.css';

type PickableKind = OpsMediaAsset['kind'];

export const PICKER_TEXT = {
  open: (label: string) => `从媒体库选择：${label}`,
  titles: { image: '从媒体库选择图片', video: '从媒体库选择视频', document: '从媒体库选择文档' } satisfies Record<PickableKind, string>,
  onlyReady: '只列出已转码可用的视频',
  search: '搜索文件名',
  pick: (name: string) => `选择 ${name}`,
  close: '取消',
} as const;

/**
 * The library's images (or videos, or documents) in a dialog: tapping one hands it to the field, which keeps
 * its address (or crops it first). Only videos that are 可用 are offered: a queued one has nothing to play yet.
 */
export function MediaPicker({ label, onPick, kind = 'image' }: { label: string; onPick(asset: OpsMediaAsset): void; kind?: PickableKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {PICKER_TEXT.open(label)}
      </button>
      {open && (
        <PickerDialog
          kind={kind}
          onClose={() => setOpen(false)}
          onPick={(asset) => {
            onPick(asset);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

export function PickerDialog({ kind, onClose, onPick }: { kind: PickableKind; onClose(): void; onPick(asset: OpsMediaAsset): void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [q, setQ] = useState('');
  const { currentData, error } = opsEndpoints.useListOpsMediaQuery({ kind, pageSize: 48, page: 1, ...(q.trim() ? { q: q.trim() } : {}) });
  const offered = currentData?.list.filter((asset) => asset.status === 'ready');
  useModal(panel, true, { onClose });
  return (
    <div className="ops-dialog-mask">
      <div ref={panel} className="ops-dialog ops-media-picker" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="ops-dialog__title">
          {PICKER_TEXT.titles[kind]}
        </h2>
        {kind === 'video' && <p className="ops-hint">{PICKER_TEXT.onlyReady}</p>}
        <label className="ops-field">
          {PICKER_TEXT.search}
          <input type="search" value={q} maxLength={50} onChange={(event) => setQ(event.target.value)} />
        </label>
        {error && <p role="alert">{refusalText(error)}</p>}
        {!offered ? (
          !error && <p className="ops-hint">{MEDIA_TEXT.loading}</p>
        ) : offered.length === 0 ? (
          <p className="ops-hint">{q.trim() ? MEDIA_TEXT.empty : MEDIA_TEXT.emptyLibrary}</p>
        ) : (
          <ul className="ops-media__grid">
            {offered.map((asset) => (
              <li key={asset.id}>
                <button type="button" aria-label={PICKER_TEXT.pick(asset.name)} onClick={() => onPick(asset)}>
                  <MediaThumbnail asset={asset} decorative />
                  <span className="ops-media__name">{asset.name}</span>
                  <span className="ops-hint">{factsText(asset)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="ops-dialog__buttons">
          <button type="button" onClick={onClose}>
            {PICKER_TEXT.close}
          </button>
        </div>
      </div>
    </div>
  );
}
