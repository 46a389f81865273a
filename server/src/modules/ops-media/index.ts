// The ops-media module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsMediaRoutes } from './ops-media.routes';
export { MEDIA_UPLOAD_WINDOWS } from './media-upload-windows';
export { videoUploadRoutes, VIDEO_UPLOAD_PATH } from './video-upload.routes';
export { startVideoWorker } from './video-jobs';
export type { MediaLimits } from './ops-media.service';
export { uploadImage } from './ops-media.service';
