// Content plays a media-library video by a video id of its own (`lib-<asset id>`), like the demo's clips
// (media_files) and Aliyun VOD ids: the app's player asks getVideoInfo by id, and a replaced library file
// plays on under the same id.

const LIBRARY_VIDEO_ID = /^lib-([1-9]\d{0,9})$/;

export const libraryVideoId = (assetId: number): string => `lib-${assetId}`;

/** The library item a video id names, or undefined for another provider's id. */
export function libraryVideoAssetId(videoId: string): number | undefined {
  const match = LIBRARY_VIDEO_ID.exec(videoId);
  return match ? Number(match[1]) : undefined;
}
