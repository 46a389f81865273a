import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { OPS_SIGNED_OUT_EVENT } from '../api/ops-fetch';
import { MEDIA_TEXT } from './media-texts';

export type UploadOutcome = { ok: true; asset: OpsMediaAsset } | { ok: false; reason: string };

const MEDIA_PATH = '/ops/api/media';

/** The ops envelope of an answer, or null when the answer is not one (a proxy's error page). */
export function envelopeOf(text: string): { code: number; message?: string; data?: unknown } | null {
  try {
    const payload = JSON.parse(text) as { code?: unknown; message?: string; data?: unknown } | null;
    return payload && typeof payload.code === 'number' ? { code: payload.code, message: payload.message, data: payload.data } : null;
  } catch {
    return null;
  }
}

/**
 * Sends one file to the library and reports its progress (0–100). XMLHttpRequest, not fetch: only it
 * reports how much of a request body has been sent. The answer is the same ops envelope opsFetch reads.
 */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', MEDIA_PATH);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('error', () => resolve({ ok: false, reason: MEDIA_TEXT.network }));
    request.addEventListener('load', () => {
      const payload = envelopeOf(request.responseText);
      if (!payload) return resolve({ ok: false, reason: `${MEDIA_TEXT.network}（${request.status}）` });
      if (payload.code === 401 || request.status === 401) window.dispatchEvent(new Event(OPS_SIGNED_OUT_EVENT));
      if (payload.code !== 0) return resolve({ ok: false, reason: payload.message ?? MEDIA_TEXT.network });
      // The envelope's data is the catalogue's OpsMediaAsset (the server validates its answers against it).
      resolve({ ok: true, asset: payload.data as OpsMediaAsset });
    });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
