import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { mediaApi } from '../api/ops-endpoints';
import { askToConfirm } from '../confirm-dialog';
import { MEDIA_TEXT } from './media-texts';
import { replaceWithProgress } from './upload-with-progress';

/** What the file picker offers: the item's own kind, since the server refuses any other. */
const ACCEPTED = { image: 'image/jpeg,image/png,image/webp,image/gif', document: 'application/pdf,.pdf' } as const;

type ReplaceState =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'processing' }
  | { state: 'done'; places: number }
  | { state: 'failed'; reason: string };

/**
 * 替换文件 in a file's details: the picked file is sent with its progress, and the item keeps its id and name
 * while every place that showed the old file shows the new one. A video is uploaded again instead (its
 * replacement would be a resumable upload and a transcode), which the details say.
 */
export function MediaReplaceButton({ asset }: { asset: OpsMediaAsset }) {
  const dispatch = useDispatch();
  const [status, setStatus] = useState<ReplaceState>({ state: 'idle' });
  if (asset.kind === 'video') return <p className="ops-hint">{MEDIA_TEXT.replaceVideo}</p>;
  const busy = status.state === 'uploading' || status.state === 'processing';
  const places = (asset.uses ?? []).length;

  const onPicked = async (file: File) => {
    if (places > 0) {
      const confirmed = await askToConfirm({
        title: MEDIA_TEXT.replaceTitle,
        message: MEDIA_TEXT.replaceMessage(asset.name, places),
        confirmText: MEDIA_TEXT.replace,
        cancelText: MEDIA_TEXT.cancel,
      });
      if (!confirmed) return;
    }
    setStatus({ state: 'uploading', percent: 0 });
    const outcome = await replaceWithProgress(asset.id, file, (percent) =>
      setStatus(percent < 100 ? { state: 'uploading', percent } : { state: 'processing' }),
    );
    if (!outcome.ok) return setStatus({ state: 'failed', reason: outcome.reason });
    setStatus({ state: 'done', places: outcome.data.rewritten });
    // The details (new size, dimensions, pages), the grid's thumbnail and the audit log load again.
    dispatch(mediaApi.util.invalidateTags(['Media', 'Audit']));
  };

  return (
    <div className="ops-media-details__replace">
      <label className="ops-media__pick" aria-disabled={busy}>
        {MEDIA_TEXT.replace}
        <input
          type="file"
          accept={ACCEPTED[asset.kind]}
          aria-label={MEDIA_TEXT.replaceLabel(asset.name)}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void onPicked(file);
          }}
        />
      </label>
      <p className="ops-hint">{MEDIA_TEXT.replaceHint[asset.kind]}</p>
      {busy && (
        <p>
          <progress aria-label={MEDIA_TEXT.replaceProgress} max={100} value={status.state === 'uploading' ? status.percent : undefined} />{' '}
          {status.state === 'uploading' ? MEDIA_TEXT.uploading(status.percent) : MEDIA_TEXT.processing}
        </p>
      )}
      {status.state === 'done' && <p role="status">{MEDIA_TEXT.replaced(status.places)}</p>}
      {status.state === 'failed' && <p role="alert">{MEDIA_TEXT.failed(status.reason)}</p>}
    </div>
  );
}
