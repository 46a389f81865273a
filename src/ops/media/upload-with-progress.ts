import type { OpsMediaAsset, OpsMediaReplaced } from '../../../contract/generated/schema-types';
import { opsRequestOf } from '../api/ops-definitions';
import { OPS_SIGNED_OUT_EVENT } from '../api/ops-fetch';
import { MEDIA_TEXT } from './media-texts';

export type SendOutcome<T> = { ok: true; data: T } | { ok: false; reason: string };
export type UploadOutcome = { ok: true; asset: OpsMediaAsset } | { ok: false; reason: string };

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
 * Sends one file as the multipart field `file` to `path` and reports its progress (0–100). XMLHttpRequest,
 * not fetch: only it reports how much of a request body has been sent. The answer is the same ops envelope
 * opsFetch reads; its data is the endpoint's answer (the server validates its answers against the catalogue).
 */
export function sendFileWithProgress<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<SendOutcome<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
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
      resolve({ ok: true, data: payload.data as T });
    });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Sends one file to the library (createOpsMedia). */
export async function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  const outcome = await sendFileWithProgress<OpsMediaAsset>(opsRequestOf('createOpsMedia', { file }).path, file, onProgress);
  return outcome.ok ? { ok: true, asset: outcome.data } : outcome;
}

/** Sends the new file of library item `id` (setOpsMediaFile): the item and how many places now show it. */
export function replaceWithProgress(id: number, file: File, onProgress: (percent: number) => void): Promise<SendOutcome<OpsMediaReplaced>> {
  return sendFileWithProgress<OpsMediaReplaced>(opsRequestOf('setOpsMediaFile', { id, file }).path, file, onProgress);
}
