import { useId, useRef, useState } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { useModal } from '../../ui/modal';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { dimensionText, MEDIA_TEXT, thumbnailOf } from './media-texts';
import './media-library.css';

export const PICKER_TEXT = {
  open: (label: string) => `从媒体库选择：${label}`,
  title: '从媒体库选择图片',
  search: '搜索文件名',
  pick: (name: string) => `选择 ${name}`,
  close: '取消',
} as const;

/** The library's images in a dialog: tapping one hands it to the field (which keeps its address, or crops it first). */
export function MediaPicker({ label, onPick }: { label: string; onPick(asset: OpsMediaAsset): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {PICKER_TEXT.open(label)}
      </button>
      {open && (
        <PickerDialog
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

function PickerDialog({ onClose, onPick }: { onClose(): void; onPick(asset: OpsMediaAsset): void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [q, setQ] = useState('');
  const { currentData, error } = opsEndpoints.useListOpsMediaQuery({ kind: 'image', pageSize: 48, page: 1, ...(q.trim() ? { q: q.trim() } : {}) });
  useModal(panel, true, { onClose });
  return (
    <div className="ops-dialog-mask">
      <div ref={panel} className="ops-dialog ops-media-picker" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="ops-dialog__title">
          {PICKER_TEXT.title}
        </h2>
        <label className="ops-field">
          {PICKER_TEXT.search}
          <input type="search" value={q} maxLength={50} onChange={(event) => setQ(event.target.value)} />
        </label>
        {error && <p role="alert">{refusalText(error)}</p>}
        {!currentData ? (
          !error && <p className="ops-hint">{MEDIA_TEXT.loading}</p>
        ) : currentData.list.length === 0 ? (
          <p className="ops-hint">{q.trim() ? MEDIA_TEXT.empty : MEDIA_TEXT.emptyLibrary}</p>
        ) : (
          <ul className="ops-media__grid">
            {currentData.list.map((asset) => (
              <li key={asset.id}>
                <button type="button" aria-label={PICKER_TEXT.pick(asset.name)} onClick={() => onPick(asset)}>
                  <img src={thumbnailOf(asset) ?? asset.url} alt="" loading="lazy" />
                  <span className="ops-media__name">{asset.name}</span>
                  <span className="ops-hint">{dimensionText(asset)}</span>
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
