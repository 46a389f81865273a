import type { MediaAssetRow } from './ops-media.repository';

/** A library item as the console receives it. */
export function assetAnswer(row: MediaAssetRow) {
  return {
    id: row.id,
    kind: row.kind as 'image' | 'video' | 'document',
    name: row.name,
    mime: row.mime,
    size: row.size,
    url: row.url,
    width: row.width,
    height: row.height,
    duration: row.duration,
    pages: row.pages,
    variants: row.variants,
    status: row.status,
    progress: row.progress,
    failure: row.failure,
    hls_url: row.hlsUrl,
    renditions: row.renditions ?? [],
    poster_url: row.posterUrl,
    poster_second: row.posterSecond,
    focus: row.focus,
    uploader: row.uploaderName,
    created_at: row.createdAt.toISOString(),
  };
}
