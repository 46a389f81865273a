import { Upload, type DetailedError } from 'tus-js-client';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { OPS_SIGNED_OUT_EVENT } from '../api/ops-fetch';
import { MEDIA_TEXT } from './media-texts';
import { envelopeOf, type UploadOutcome } from './upload-with-progress';

/** The server's tus endpoint (server/src/modules/ops-media/video-upload.routes.ts). */
const VIDEO_UPLOADS = '/ops/api/media/uploads';
/** Pieces small enough for a proxy's body limit, large enough that an hour-long lecture is a few hundred requests. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** A dropped connection is retried after these waits (ms) before the operator is told. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** What the server said when it refused: its Chinese message, or a network notice. */
function refusalOf(error: Error | DetailedError): { reason: string; status: number } {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  const payload = response ? envelopeOf(response.getBody()) : null;
  return { reason: payload?.message ?? (status ? `${MEDIA_TEXT.network}（${status}）` : MEDIA_TEXT.network), status };
}

/**
 * Sends a video by the tus protocol: in 8 MB pieces, each retried after a dropped connection, and
 * resumed from where it stopped — also after the page was closed, as long as the same file is picked
 * again (tus-js-client keeps each upload's address in localStorage under the file's fingerprint).
 */
export function uploadVideoResumable(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint: VIDEO_UPLOADS,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      // A refusal (4xx: too large, not a video, signed out) will not change on a retry.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => onProgress(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0),
      onSuccess: ({ lastResponse }) => {
        const payload = envelopeOf(lastResponse.getBody());
        // The final piece's answer is the catalogue's OpsMediaAsset (video-upload.routes.ts sends the envelope).
        if (payload?.code === 0) resolve({ ok: true, asset: payload.data as OpsMediaAsset });
        else resolve({ ok: false, reason: payload?.message ?? MEDIA_TEXT.network });
      },
      onError: (error) => {
        const { reason, status } = refusalOf(error);
        if (status === 401) window.dispatchEvent(new Event(OPS_SIGNED_OUT_EVENT));
        resolve({ ok: false, reason });
      },
    });
    void upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
}

const VIDEO_NAME = /\.(mp4|mov|m4v|webm)$/i;

/** Videos go by tus (resumable, large); images and documents in one multipart request. */
export const isVideoFile = (file: File) => file.type.startsWith('video/') || VIDEO_NAME.test(file.name);
