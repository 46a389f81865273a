import type { OpenShareAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

export const SHARE_TEXTS = { failed: '海报生成失败，请稍后重试' } as const;
/** Shares opened from inside the app count as source_type 1 (docs/product-rules.md#sharing). */
const SOURCE_TYPE = 1;

/**
 * Gets the item's poster from the server (made once and cached there), then records the share, which
 * pays the share rule to a signed-in user. Recording never blocks the poster: it is fire-and-forget.
 */
export async function runOpenShare(action: OpenShareAction, { scope, services, screen }: ActionContext): Promise<boolean> {
  const id = Number(resolveValue(action.id, scope));
  if (!Number.isInteger(id) || id <= 0) throw new Error(`open-share: id must resolve to a positive integer (got ${String(resolveValue(action.id, scope))})`);
  const contentType = action.contentType === undefined ? undefined : Number(resolveValue(action.contentType, scope));
  const poster = await services.callEndpoint('getShare', {
    content_id: id,
    type: action.type,
    ...(contentType !== undefined && Number.isInteger(contentType) && contentType > 0 ? { content_type: contentType } : {}),
  });
  if (!poster.ok) {
    services.toast(poster.message || SHARE_TEXTS.failed, 'fail');
    return false;
  }
  const title = action.title === undefined ? undefined : resolveValue(action.title, scope);
  // The poster's ticket (signed-in users) is what lets the record pay the share rule.
  const ticket = (poster.data as { share_ticket?: unknown } | undefined)?.share_ticket;
  void services.callEndpoint('recordShare', {
    type: action.type,
    content_id: id,
    source_type: SOURCE_TYPE,
    ...(typeof title === 'string' && title ? { title: title.slice(0, 256) } : {}),
    ...(typeof ticket === 'string' && ticket ? { ticket } : {}),
  });
  // The poster the dialog shows: kept on the screen when the layout asks, so no entry fetches it up front.
  if (action.posterOverlay) screen.setOverlay?.(action.posterOverlay, poster.data.post_img_url);
  if (action.refetch?.length) screen.refetch(action.refetch);
  return true;
}
