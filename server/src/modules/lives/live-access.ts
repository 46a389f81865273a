import type { FastifyRequest } from 'fastify';
import type { LiveAccess } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { LiveStatus, TargetType } from '../../db/target-types';
import type { Viewer } from '../../plugins/auth';
import { hasContentPass, verifyContentPass } from '../../plugins/content-pass';
import { findLiveManager, findPasswordAuth, findWhiteListEntry, rememberPasswordAuth } from './live-access.repository';

/**
 * Who may watch a live and take part in its chat (docs/product-rules.md#content-gating, #live-chat):
 * not logged in → login; need_auth 1 → a completed profile; auth_type 2 → the watch password
 * (a check_password pass, remembered per user in password_auths); auth_type 3 → the white list
 * (by the viewer's mobile). The codes let the client open the matching dialog.
 */
export const LIVE_ACCESS = {
  ok: { code: 0, message: 'success' },
  login: { code: 401, message: '您还未登录，请先登录' },
  incomplete: { code: 403, message: '请先完善个人信息' },
  password: { code: 4002, message: '本篇内容需要您输入观看密码' },
  whiteList: { code: 4003, message: '本场活动为定向观看，如您需观看可联系会务组或下方会务助手' },
} as const satisfies Record<string, LiveAccess>;

export const AuthType = { open: 1, password: 2, whiteList: 3 } as const;

/** The columns of a live the decision needs. */
export interface AccessLive {
  id: number;
  authType: number;
  needAuth: number;
  liveStatus: number;
}

export interface AccessFacts {
  viewer: Viewer | null;
  passwordAuthorised: boolean;
  whiteListed: boolean;
}

/**
 * The decision. `strict` (chat) applies the password and white-list checks whatever the status;
 * playback applies them from live_status 1 on, as docs/product-rules.md#content-gating says (an upcoming page stays browsable).
 */
export function decideAccess(live: AccessLive, facts: AccessFacts, strict: boolean): LiveAccess {
  if (!facts.viewer) return LIVE_ACCESS.login;
  if (live.needAuth === 1 && !facts.viewer.isComplete) return LIVE_ACCESS.incomplete;
  if (!strict && live.liveStatus < LiveStatus.live) return LIVE_ACCESS.ok;
  if (live.authType === AuthType.password && !facts.passwordAuthorised) return LIVE_ACCESS.password;
  if (live.authType === AuthType.whiteList && !facts.whiteListed) return LIVE_ACCESS.whiteList;
  return LIVE_ACCESS.ok;
}

/** Whether a guest may read the room (chat history and socket join): only open lives. */
export function guestMayRead(live: AccessLive): boolean {
  return live.authType === AuthType.open;
}

export async function isWhiteListed(db: Db, liveId: number, viewer: Viewer | null): Promise<boolean> {
  if (!viewer?.mobile) return false;
  return Boolean(await findWhiteListEntry(db, liveId, viewer.mobile));
}

export async function isLiveManager(db: Db, liveId: number, userId: number | undefined): Promise<boolean> {
  if (userId === undefined) return false;
  return Boolean(await findLiveManager(db, liveId, userId));
}

/**
 * Password authorisation: a stored password_auths row, or a valid pass (header x-content-pass, or
 * `pass` given to the socket join). A signed-in viewer with a valid pass is remembered, so later
 * requests and other devices need no pass.
 */
export async function isPasswordAuthorised(
  db: Db,
  liveId: number,
  viewer: Viewer | null,
  pass: { request?: FastifyRequest; token?: string; secret?: string },
): Promise<boolean> {
  const target = { type: TargetType.live, id: liveId };
  const hasPass =
    (pass.request ? hasContentPass(pass.request, target) : false) || (pass.token && pass.secret ? verifyContentPass(pass.token, target, pass.secret) : false);
  if (!viewer) return hasPass;
  if (hasPass) {
    await rememberPasswordAuth(db, viewer.id, liveId);
    return true;
  }
  return Boolean(await findPasswordAuth(db, viewer.id, liveId));
}

/** Loads only the facts the live's auth_type needs, then decides. */
export async function accessFor(
  db: Db,
  live: AccessLive,
  viewer: Viewer | null,
  pass: { request?: FastifyRequest; token?: string; secret?: string },
  strict: boolean,
): Promise<{ access: LiveAccess; passwordAuthorised: boolean; whiteListed: boolean }> {
  const passwordAuthorised = live.authType === AuthType.password ? await isPasswordAuthorised(db, live.id, viewer, pass) : true;
  const whiteListed = live.authType === AuthType.whiteList ? await isWhiteListed(db, live.id, viewer) : true;
  return { access: decideAccess(live, { viewer, passwordAuthorised, whiteListed }, strict), passwordAuthorised, whiteListed };
}
