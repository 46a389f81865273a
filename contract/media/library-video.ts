// Names of the media library's video files (docs/media-library.md). An original is named by its content;
// a transcode's playlists and segments by the original and the attempt that wrote them, so a retried
// transcode never mixes its segments with a killed attempt's. None is ever rewritten under its name.

/** Containers an operator may upload as a video, by extension. */
export const LIBRARY_VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'webm'] as const;
export type LibraryVideoExtension = (typeof LIBRARY_VIDEO_EXTENSIONS)[number];

/** `vid-<32 hex of the original's SHA-256>.<extension>` */
export const LIBRARY_VIDEO_NAME = /^vid-[0-9a-f]{32}\.(?:mp4|mov|m4v|webm)$/;

/** `hls-<32 hex>-<8 hex attempt>.m3u8` (master), `…-<rendition>.m3u8`, `…-<rendition>-<5 digits>.ts` */
export const LIBRARY_HLS_NAME = /^hls-[0-9a-f]{32}-[0-9a-f]{8}(?:-\d{3,4}p(?:-\d{5}\.ts|\.m3u8)|\.m3u8)$/;

export function libraryVideoName(originalHash: string, extension: LibraryVideoExtension): string {
  return `vid-${originalHash.slice(0, 32)}.${extension}`;
}

/** The stem every file of one transcode attempt starts with. */
export function libraryHlsStem(originalHash: string, attempt: string): string {
  return `hls-${originalHash.slice(0, 32)}-${attempt}`;
}
