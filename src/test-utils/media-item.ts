import type { OpsMediaAsset } from '../../contract/generated/schema-types';

/** A media library item as the console receives it: a ready JPEG unless `overrides` say otherwise. */
export function libraryItem(overrides: Partial<OpsMediaAsset> = {}): OpsMediaAsset {
  return {
    id: 1,
    kind: 'image',
    name: '封面.jpg',
    mime: 'image/jpeg',
    size: 2048,
    url: '/media/uploads/original.jpg',
    width: 1600,
    height: 900,
    duration: null,
    pages: null,
    variants: [],
    status: 'ready',
    progress: null,
    failure: null,
    hls_url: null,
    renditions: [],
    poster_url: null,
    poster_second: null,
    focus: null,
    uploader: '王编辑',
    created_at: '2026-11-29T08:00:00.000Z',
    ...overrides,
  };
}
