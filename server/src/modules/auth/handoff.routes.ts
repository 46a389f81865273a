import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HandoffLoginResult } from '../../../../contract/generated/schema-types';
import { clientAddressKey } from '../../plugins/client-address';
import { AUTH_LIMITS, checkLimits, LIMIT_MESSAGES } from './auth-limits';
import { catalogueRoute } from '../../plugins/catalogue';
import { LOGIN_FORM, refuse } from './auth-refusals';
import { loginResult, type AuthRuntime } from './auth.routes';
import { safeRelativePath } from './mobile';
import { findUserByUnionId, findUserByUuid, type UserRow } from './users.repository';
import { peekWechatHandoff, spendWechatHandoff } from './wechat-handoffs.service';
import { refuseWith } from '../../plugins/envelope';

export const HANDOFF_MESSAGES = {
  deadWechatToken: '微信授权已失效，请重新授权登录',
  unboundWechat: '微信账号尚未绑定，请使用手机号登录',
  unknownUuid: '用户不存在或链接已失效',
} as const;

/** The WeChat identity is real (server-verified) but no account holds it yet: the token stays for binding. */
export const UNBOUND_WECHAT_CODE = -2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Social handoffs: visitors arrive logged in through the WeChat OAuth callback's one-time token or a uuid.
 * Both work like bearer secrets here, so they are throttled per client address against enumeration, and
 * unknown, malformed and disabled accounts get one and the same answer.
 */
export function handoffRoutes(app: FastifyInstance, runtime: AuthRuntime): void {
  const limits = runtime.limits ?? AUTH_LIMITS;

  /** `find` answers the user to sign in, undefined for one shared refusal, or throws a refusal of its own. */
  async function handoff(
    request: FastifyRequest,
    find: () => Promise<UserRow | undefined>,
    unknown: string,
    path: string | undefined,
  ): Promise<HandoffLoginResult> {
    const limited = await checkLimits(request, runtime.limiter, runtime.now(), [
      { key: `handoff:ip:${clientAddressKey(request.ip)}`, windows: limits.handoffPerIp, message: LIMIT_MESSAGES.check },
    ]);
    if (limited) throw refuse(limited);
    const user = await find();
    if (!user || user.disabled) throw refuse(unknown);
    const result = await loginResult(app, user, runtime, request);
    const safePath = safeRelativePath(path);
    return safePath ? { ...result, path: safePath } : result;
  }

  // Only a token issued by the WeChat OAuth callback signs in, once: a union id alone is no credential.
  catalogueRoute(
    app,
    'loginByUnionId',
    async ({ wx_token, path }, request) => {
      const token = wx_token.trim();
      const find = async (): Promise<UserRow | undefined> => {
        const identity = await peekWechatHandoff(app.db, token, runtime.now());
        if (!identity) return undefined;
        const user = await findUserByUnionId(app.db, identity.unionId);
        // Unspent on purpose: the code login binds this identity with the same token.
        if (!user) throw refuseWith(UNBOUND_WECHAT_CODE, HANDOFF_MESSAGES.unboundWechat);
        if (user.disabled) return undefined;
        // Spent before the session exists: of two concurrent uses only one gets past here.
        return (await spendWechatHandoff(app.db, token, runtime.now())) ? user : undefined;
      };
      return handoff(request, find, HANDOFF_MESSAGES.deadWechatToken, path);
    },
    LOGIN_FORM,
  );

  catalogueRoute(
    app,
    'loginByUuid',
    async ({ uuid, path }, request) => {
      const id = uuid.trim().toLowerCase();
      return handoff(request, async () => (UUID.test(id) ? findUserByUuid(app.db, id) : undefined), HANDOFF_MESSAGES.unknownUuid, path);
    },
    LOGIN_FORM,
  );
}
