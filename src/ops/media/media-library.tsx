import { useId, useState, type DragEvent } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { MediaDetails } from './media-details';
import { factsText, isProcessing, MEDIA_TEXT, processingText } from './media-texts';
import { MediaThumbnail } from './media-thumbnail';
import { useMediaUploads, type UploadState } from './use-media-uploads';
import './media-library.css';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,video/webm,.m4v,application/pdf';
/** While a video is queued or transcoding, the list asks again this often (ms) to show its progress. */
const PROCESSING_POLL_MS = 2000;
const PAGE_SIZE = 40;

type Kind = '' | OpsMediaAsset['kind'];
interface Filters {
  q: string;
  kind: Kind;
  uploader: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { q: '', kind: '', uploader: '', from: '', to: '' };

function statusText(status: UploadState): string {
  if (status.state === 'uploading') return MEDIA_TEXT.uploading(status.percent);
  if (status.state === 'processing') return MEDIA_TEXT.processing;
  if (status.state === 'done') return MEDIA_TEXT.done;
  return MEDIA_TEXT.failed(status.reason);
}

/** The media library: upload (pick or drop, several at once, each with its progress), find, look at, delete. */
export function MediaLibrary() {
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const { uploads, add, clearFinished } = useMediaUploads();
  const query = {
    page,
    pageSize: PAGE_SIZE,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.uploader ? { uploader: filters.uploader } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const [polling, setPolling] = useState(false);
  const { currentData, error } = opsEndpoints.useListOpsMediaQuery(query, { pollingInterval: polling ? PROCESSING_POLL_MS : 0 });
  const processing = currentData?.list.some(isProcessing) ?? false;
  if (processing !== polling) setPolling(processing);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const limits = currentData?.limits;

  return (
    <section aria-labelledby={`${id}-h`} className="ops-media">
      <h2 id={`${id}-h`}>{MEDIA_TEXT.heading}</h2>
      <div
        className={`ops-media__drop${dragging ? ' ops-media__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="ops-media__pick">
          {MEDIA_TEXT.upload}
          <input
            type="file"
            multiple
            accept={ACCEPTED}
            onChange={(event) => {
              add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <p className="ops-hint">{MEDIA_TEXT.drop}</p>
        {limits && <p className="ops-hint">{MEDIA_TEXT.limits(Math.round(limits.imageMaxBytes / 1024 / 1024), limits.imageMaxSide)}</p>}
        {limits && <p className="ops-hint">{MEDIA_TEXT.documentLimits(Math.round(limits.documentMaxBytes / 1024 / 1024))}</p>}
        {limits && (
          <p className="ops-hint">{MEDIA_TEXT.videoLimits(Math.round(limits.videoMaxBytes / 1024 / 1024), Math.round(limits.videoMaxSeconds / 60))}</p>
        )}
      </div>

      {uploads.length > 0 && (
        <section aria-label={MEDIA_TEXT.uploads} className="ops-media__uploads">
          <ul>
            {uploads.map((upload) => (
              <li key={upload.key} data-state={upload.status.state}>
                <span className="ops-media__upload-name">{upload.name}</span>
                <progress
                  aria-label={MEDIA_TEXT.progress(upload.name)}
                  max={100}
                  value={upload.status.state === 'uploading' ? upload.status.percent : upload.status.state === 'processing' ? undefined : 100}
                />
                <span role={upload.status.state === 'failed' ? 'alert' : undefined}>{statusText(upload.status)}</span>
              </li>
            ))}
          </ul>
          <button type="button" onClick={clearFinished}>
            {MEDIA_TEXT.clearDone}
          </button>
        </section>
      )}

      <div className="ops-media__filters" role="search">
        <label className="ops-field">
          {MEDIA_TEXT.search}
          <input type="search" value={filters.q} maxLength={50} onChange={(event) => setFilter('q', event.target.value)} />
        </label>
        <label className="ops-field">
          {MEDIA_TEXT.kind}
          <select value={filters.kind} onChange={(event) => setFilter('kind', event.target.value as Kind)}>
            <option value="">{MEDIA_TEXT.kinds.all}</option>
            <option value="image">{MEDIA_TEXT.kinds.image}</option>
            <option value="video">{MEDIA_TEXT.kinds.video}</option>
            <option value="document">{MEDIA_TEXT.kinds.document}</option>
          </select>
        </label>
        <label className="ops-field">
          {MEDIA_TEXT.uploader}
          <select value={filters.uploader} onChange={(event) => setFilter('uploader', event.target.value)}>
            <option value="">{MEDIA_TEXT.allUploaders}</option>
            {(currentData?.uploaders ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field">
          {MEDIA_TEXT.from}
          <input type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />
        </label>
        <label className="ops-field">
          {MEDIA_TEXT.to}
          <input type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />
        </label>
      </div>

      {notice && <p role="status">{notice}</p>}
      {error && <p role="alert">{refusalText(error)}</p>}
      <div className="ops-media__body">
        {!currentData ? (
          !error && <p className="ops-hint">{MEDIA_TEXT.loading}</p>
        ) : currentData.list.length === 0 ? (
          <p className="ops-hint">{filtered ? MEDIA_TEXT.empty : MEDIA_TEXT.emptyLibrary}</p>
        ) : (
          <div>
            <p className="ops-hint">{MEDIA_TEXT.total(currentData.total)}</p>
            <ul className="ops-media__grid">
              {currentData.list.map((asset) => (
                <li key={asset.id}>
                  <button type="button" aria-pressed={selected === asset.id} onClick={() => setSelected(asset.id)}>
                    <MediaThumbnail asset={asset} />
                    <span className="ops-media__name">{asset.name}</span>
                    <span className="ops-hint">{factsText(asset)}</span>
                    {asset.kind === 'video' && (
                      <span className="ops-media__state" data-status={asset.status} role={asset.status === 'failed' ? 'alert' : undefined}>
                        {processingText(asset)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            <nav className="ops-row-buttons" aria-label={MEDIA_TEXT.page(page)}>
              <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {MEDIA_TEXT.previous}
              </button>
              <span>{MEDIA_TEXT.page(page)}</span>
              <button type="button" disabled={page * PAGE_SIZE >= currentData.total} onClick={() => setPage(page + 1)}>
                {MEDIA_TEXT.next}
              </button>
            </nav>
          </div>
        )}
        {selected !== null && (
          <MediaDetails
            id={selected}
            onClose={() => setSelected(null)}
            onDeleted={(message) => {
              setSelected(null);
              setNotice(message);
            }}
          />
        )}
      </div>
    </section>
  );
}
