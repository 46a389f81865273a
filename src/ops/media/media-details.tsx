import { useId, useState } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { usePageNames } from '../use-page-name';
import { pageName } from '../page-names';
import { dimensionText, durationText, isProcessing, MEDIA_TEXT, processingText, renditionsText, sizeText, mediaUseText } from './media-texts';
import { MediaReplaceButton } from './media-replace-button';
import { VideoPosterPicker } from './video-poster-picker';

const KIND_NAMES = MEDIA_TEXT.kinds;

/** One file: what it is, the sizes made from it, where the published app shows it, replacing and deleting it. */
export function MediaDetails({ id, onClose, onDeleted }: { id: number; onClose(): void; onDeleted(message: string): void }) {
  const headingId = useId();
  const [polling, setPolling] = useState(false);
  const { currentData: asset, error } = opsEndpoints.useGetOpsMediaQuery({ id }, { refetchOnMountOrArgChange: true, pollingInterval: polling ? 2000 : 0 });
  const processing = asset ? isProcessing(asset) : false;
  if (processing !== polling) setPolling(processing);
  const [remove, { isLoading: deleting }] = opsEndpoints.useDeleteOpsMediaMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const names = usePageNames();
  const nameOf = (layoutId: string) => names.get(layoutId) ?? pageName(layoutId);

  const onDelete = async () => {
    if (!asset) return;
    const confirmed = await askToConfirm({
      title: MEDIA_TEXT.deleteTitle,
      message: MEDIA_TEXT.deleteMessage(asset.name),
      confirmText: MEDIA_TEXT.delete,
      cancelText: MEDIA_TEXT.cancel,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove({ id: asset.id }).unwrap();
      onDeleted(MEDIA_TEXT.deleted(asset.name));
    } catch (problem) {
      setRefusal(refusalText(problem));
    }
  };

  return (
    <aside className="ops-media-details" aria-labelledby={headingId}>
      <div className="ops-media-details__head">
        <h3 id={headingId}>{MEDIA_TEXT.details}</h3>
        <button type="button" onClick={onClose}>
          {MEDIA_TEXT.close}
        </button>
      </div>
      {error && <p role="alert">{refusalText(error)}</p>}
      {!asset ? (
        !error && <p className="ops-hint">{MEDIA_TEXT.loading}</p>
      ) : (
        <>
          {asset.kind === 'image' && <img className="ops-media-details__preview" src={asset.url} alt={asset.name} />}
          {asset.kind === 'video' && asset.mime === 'video/mp4' && (
            <video
              className="ops-media-details__preview"
              src={asset.url}
              poster={asset.poster_url ?? undefined}
              controls
              preload="metadata"
              aria-label={asset.name}
            />
          )}
          <dl className="ops-media-details__facts">
            <dt>{MEDIA_TEXT.name}</dt>
            <dd>{asset.name}</dd>
            <dt>{MEDIA_TEXT.type}</dt>
            <dd>{KIND_NAMES[asset.kind]}</dd>
            <dt>{MEDIA_TEXT.size}</dt>
            <dd>{sizeText(asset.size)}</dd>
            {dimensionText(asset) && (
              <>
                <dt>{MEDIA_TEXT.dimensions}</dt>
                <dd>{dimensionText(asset)}</dd>
              </>
            )}
            {asset.duration !== null && (
              <>
                <dt>{MEDIA_TEXT.duration}</dt>
                <dd>{durationText(asset.duration)}</dd>
              </>
            )}
            {asset.pages !== null && (
              <>
                <dt>{MEDIA_TEXT.pages}</dt>
                <dd>{MEDIA_TEXT.pageCount(asset.pages)}</dd>
              </>
            )}
            {asset.kind === 'video' && (
              <>
                <dt>{MEDIA_TEXT.state}</dt>
                <dd data-status={asset.status}>{processingText(asset)}</dd>
              </>
            )}
            {asset.renditions.length > 0 && (
              <>
                <dt>{MEDIA_TEXT.renditions}</dt>
                <dd>{renditionsText(asset.renditions)}</dd>
              </>
            )}
            {asset.hls_url && (
              <>
                <dt>{MEDIA_TEXT.hlsAddress}</dt>
                <dd className="ops-media-details__address">{asset.hls_url}</dd>
              </>
            )}
            <dt>{MEDIA_TEXT.uploadedBy}</dt>
            <dd>{asset.uploader}</dd>
            <dt>{MEDIA_TEXT.uploadedAt}</dt>
            <dd>{formatTime(asset.created_at)}</dd>
            {asset.variants.length > 0 && (
              <>
                <dt>{MEDIA_TEXT.sizes}</dt>
                <dd>{[...new Set(asset.variants.map((variant) => `${variant.width} × ${variant.height}`))].join('、')}</dd>
              </>
            )}
          </dl>
          {asset.kind === 'video' && asset.status === 'ready' && <VideoPosterPicker asset={asset} />}
          {/* Keyed by item: another file's details start without this one's outcome. */}
          <MediaReplaceButton key={asset.id} asset={asset} />
          <h4>{MEDIA_TEXT.uses}</h4>
          {(asset.uses ?? []).length === 0 ? (
            <p className="ops-hint">{MEDIA_TEXT.unused}</p>
          ) : (
            <ul>
              {(asset.uses ?? []).map((use) => (
                <li key={`${use.kind}:${use.id}`}>{mediaUseText(use, nameOf)}</li>
              ))}
            </ul>
          )}
          {refusal && <p role="alert">{refusal}</p>}
          <button type="button" className="ops-danger" disabled={deleting} onClick={() => void onDelete()}>
            {MEDIA_TEXT.delete}
          </button>
        </>
      )}
    </aside>
  );
}
