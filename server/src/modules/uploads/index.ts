// The uploads module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { sniffType } from './sniff-type';
export { insertUserUpload } from './uploads.repository';
export { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './uploads.routes';
