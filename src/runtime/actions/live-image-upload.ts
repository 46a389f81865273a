import type { UploadLiveChatImageAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { readSession } from '../data/session-storage';
import type { ActionContext } from './action-context';

/** The catalogue's request layer sends form-encoded bodies only; this one call is multipart (a file). */
export const LIVE_IMAGE_PATH = '/live/api/chat/image';
const FAILED = '图片发送失败，请重试';

export async function runUploadLiveChatImage(action: UploadLiveChatImageAction, context: ActionContext, send: typeof fetch = fetch): Promise<boolean> {
  const liveId = Number(resolveValue(action.liveId, context.scope));
  const file = (context.scope.event as { file?: unknown } | undefined)?.file;
  if (!Number.isInteger(liveId) || liveId <= 0 || !(file instanceof Blob)) return false;
  const form = new FormData();
  form.append('live_id', String(liveId));
  form.append('file', file);
  const { accessToken } = readSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) Object.assign(headers, { 'x-token': accessToken, Authorization: `Bearer ${accessToken}` });
  try {
    const response = await send(LIVE_IMAGE_PATH, { method: 'POST', headers, body: form });
    const body = (await response.json()) as { code?: number; message?: string };
    if (body.code === 0) return true;
    context.services.toast(body.message || FAILED, 'fail');
  } catch {
    context.services.toast(FAILED, 'fail');
  }
  return false;
}
