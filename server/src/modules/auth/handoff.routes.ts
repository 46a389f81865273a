import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HandoffLoginResult } from '../../../../src/generated/schema-types';
import { AUTH_LIMITS, checkLimits, LIMIT_MESSAGES } from './auth-limits';
import { authRoute, refuse } from './auth-route';
import { loginResult, type AuthRuntime } from './auth.routes';
import { safeRelativePath } from './mobile';
import { findUserByUnionId, findUserByUuid, type UserRow } from './users.repository';
import type { Refusal } from '../gates/refusable-route';

export const HANDOFF_MESSAGES = {
  unknownUnionId: '微信账号尚未绑定，请重新授权登录',
  unknownUuid: '用户不存在或链接已失效',
} as const;

const UNION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Social handoffs (spec §6: visitors arrive logged in through a union id or a uuid). Both ids work like
 * bearer secrets here, so they are throttled per client address against enumeration, and unknown,
 * malformed and disabled accounts get one and the same answer.
 */
export function handoffRoutes(app: FastifyInstance, runtime: AuthRuntime): void {
  const limits = runtime.limits ?? AUTH_LIMITS;

  async function handoff(request: FastifyRequest, find: () => Promise<UserRow | undefined>, unknown: string, path: string | undefined): Promise<HandoffLoginResult | Refusal> {
    const limited = await checkLimits(request, runtime.limiter, runtime.now(), [{ key: `handoff:ip:${request.ip}`, windows: limits.handoffPerIp, message: LIMIT_MESSAGES.check }]);
    if (limited) return refuse(limited);
    const user = await find();
    if (!user || user.disabled) return refuse(unknown);
    const result = await loginResult(app, user, runtime, request);
    const safePath = safeRelativePath(path);
    return safePath ? { ...result, path: safePath } : result;
  }

  authRoute(app, 'loginByUnionId', async ({ union_id, path }, request) => {
    const id = union_id.trim();
    return handoff(request, async () => (UNION_ID.test(id) ? findUserByUnionId(app.db, id) : undefined), HANDOFF_MESSAGES.unknownUnionId, path);
  });

  authRoute(app, 'loginByUuid', async ({ uuid, path }, request) => {
    const id = uuid.trim().toLowerCase();
    return handoff(request, async () => (UUID.test(id) ? findUserByUuid(app.db, id) : undefined), HANDOFF_MESSAGES.unknownUuid, path);
  });
}
