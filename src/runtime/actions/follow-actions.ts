import type { ToggleFollowAction } from '../../../contract/generated/schema-types';
import { OriginType } from '../../../contract/constants';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';
import { isFlagSet, offerSignIn } from './require-login';

export const FOLLOW_TEXTS = {
  followed: '关注成功',
  unfollowed: '取消关注成功',
  confirm: { title: '提醒', message: '确定取消关注吗？', confirmText: '确定', cancelText: '取消' },
  failed: '操作失败',
} as const;

/** Each kind's toggle endpoint, with its own path parameter (subscribe/{id}, subscribe/{pageID}, attention/{origin_id}). */
function toggleFollow(kind: Kind, id: number, services: ActionContext['services']) {
  switch (kind) {
    case 'medical-column':
      return services.callEndpoint('toggleMedicalColumnFollow', { id });
    case 'column':
      return services.callEndpoint('toggleColumnFollow', { pageID: id });
    case 'live-series':
      return services.callEndpoint('toggleAttention', { origin_id: id });
  }
}

type Kind = NonNullable<ToggleFollowAction['kind']>;

/** The origin_type of followable cards: medical column, live series; columns of articles/cases otherwise. */
function kindOf(action: ToggleFollowAction, scope: ActionContext['scope']): Kind {
  if (action.kind) return action.kind;
  const originType = Number(resolveValue(action.originType, scope));
  if (originType === OriginType.medicalColumn) return 'medical-column';
  if (originType === OriginType.live) return 'live-series';
  return 'column';
}

export function positiveId(value: unknown, action: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`${action}: id must resolve to a positive integer (got ${String(value)})`);
  return id;
}

/** 关注 / 取消关注: unfollowing asks first; the server's answer decides; the screen reloads after success. */
export async function runToggleFollow(action: ToggleFollowAction, { scope, services, screen }: ActionContext): Promise<boolean> {
  const id = positiveId(resolveValue(action.id, scope), 'toggle-follow');
  if (scope.state.loggedIn !== true) {
    // Following needs an account (not a completed profile): the login-needed dialog, back here afterwards.
    await offerSignIn(services, scope.state.user);
    return false;
  }
  const kind = kindOf(action, scope);
  const followed = isFlagSet(resolveValue(action.followed, scope));
  if (followed && !(await services.confirm(FOLLOW_TEXTS.confirm))) return false;
  const outcome = await toggleFollow(kind, id, services);
  if (!outcome.ok) {
    // HTTP failures were already shown by the request layer; envelope refusals carry the server's message.
    if (typeof outcome.code === 'number') services.toast(outcome.message || FOLLOW_TEXTS.failed, 'fail');
    return false;
  }
  const now = (outcome.data as { is_subscribe?: unknown } | null)?.is_subscribe;
  services.toast(now === 1 || (now === undefined && !followed) ? FOLLOW_TEXTS.followed : FOLLOW_TEXTS.unfollowed, 'success');
  screen.refetch(action.refetch);
  return true;
}
