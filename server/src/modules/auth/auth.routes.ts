import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../../src/generated/schema-types';
import type { AuthConfig } from '../../config';
import { readAccessToken, requireViewer, UNAUTHORIZED_MESSAGE, viewerChainId } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { authLimitsFor, checkLimits, LIMIT_MESSAGES, type AuthLimits } from './auth-limits';
import { authRoute, refuse } from './auth-route';
import { CODE_TTL_MINUTES, deleteCode, insertCode, pruneCodes } from './codes.repository';
import { generateCode, hashCode, verifyCode, type CodeCheck } from './codes';
import { maskMobile, normaliseMobile } from './mobile';
import type { RateLimiter } from './rate-limits';
import {
  chainOfAccessToken,
  chainOfRefreshToken,
  createSession,
  revokeChain,
  revokeOtherChains,
  rotateRefreshToken,
  type SessionContext,
} from './sessions.repository';
import { awardQuietly } from '../points/points.service';
import { bindWechatIds, changeMobile, findOrCreateUser, findUserById, isWhiteListed, toUser, type UserRow } from './users.repository';

/** What the login flows need besides the database; tests swap the clock, limiter and provider. */
export interface AuthRuntime {
  config: AuthConfig;
  now: () => number;
  limiter: RateLimiter;
  limits?: AuthLimits;
  sms: SmsProvider;
  /** After a code login (the client only sends it with the agreement ticked): records the consent. */
  onLogin?: (userId: number, request: FastifyRequest) => Promise<void>;
}

export const AUTH_MESSAGES = {
  invalidMobile: '请输入正确的手机号',
  invalidCode: (length: number) => `请输入${length}位数字验证码`,
  wrongCode: '验证码错误',
  deadCode: '验证码错误次数过多，请重新获取',
  missingCode: '验证码已失效，请重新获取',
  smsFailed: '短信发送失败，请稍后重试',
  disabled: '账号已被停用，请联系客服',
  sameMobile: '新手机号与当前手机号相同',
  mobileTaken: '该手机号已绑定其他账号',
} as const;

/** Resend wait the client counts down (spec §9: 60 s). */
export const RESEND_SECONDS = 60;
const PRUNE_EVERY = 200;

const codeRefusal: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: AUTH_MESSAGES.wrongCode,
  dead: AUTH_MESSAGES.deadCode,
  missing: AUTH_MESSAGES.missingCode,
};

export function sessionContext(request: FastifyRequest): SessionContext {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}

/** Codes and sessions (spec §7 Users and login): send-verify, check-verify, update-tel, refresh, log-out, userinfo. */
export function authRoutes(app: FastifyInstance, runtime: AuthRuntime): void {
  const { config, now, limiter } = runtime;
  const limits = runtime.limits ?? authLimitsFor(config.sendsPerIpHour);
  const codePattern = new RegExp(`^[0-9]{${config.codeLength}}$`);

  /** Shared by check-verify and update-tel: the per-address check limit, then the code itself. */
  async function checkCode(request: FastifyRequest, mobile: string, code: string): Promise<string | null> {
    const limited = await checkLimits(request, limiter, now(), [{ key: `check:ip:${request.ip}`, windows: limits.checkPerIp, message: LIMIT_MESSAGES.check }]);
    if (limited) return limited;
    if (!codePattern.test(code)) return AUTH_MESSAGES.invalidCode(config.codeLength);
    const result = await verifyCode(app.db, config.secret, mobile, code, now());
    if (result !== 'ok') request.log.info({ mobile: maskMobile(mobile), result }, 'code check refused');
    return result === 'ok' ? null : codeRefusal[result];
  }

  // is_register is ignored on purpose: registered and unregistered numbers get the same work and answer.
  authRoute(app, 'sendVerify', async (args, request) => {
    const mobile = normaliseMobile(args.mobile);
    if (!mobile) return refuse(AUTH_MESSAGES.invalidMobile);
    const limited = await checkLimits(request, limiter, now(), [
      { key: `send:ip:${request.ip}`, windows: limits.sendPerIp, message: LIMIT_MESSAGES.send },
      { key: `send:mobile:${mobile}`, windows: limits.sendPerMobile, message: LIMIT_MESSAGES.send },
    ]);
    if (limited) return refuse(limited);

    const code = generateCode(config.codeLength);
    const codeHash = hashCode(config.secret, mobile, code);
    await insertCode(app.db, { mobile, codeHash, now: now(), ip: request.ip });
    try {
      await runtime.sms.send({ mobile, code, ttlMinutes: CODE_TTL_MINUTES });
    } catch (error) {
      // An undelivered code must not linger as the number's newest one.
      await deleteCode(app.db, mobile, codeHash);
      request.log.warn({ err: error, mobile: maskMobile(mobile), provider: runtime.sms.name }, 'SMS provider refused the code');
      return refuse(AUTH_MESSAGES.smsFailed);
    }
    if (Math.random() * PRUNE_EVERY < 1) await pruneCodes(app.db, now());
    return { countdown: RESEND_SECONDS };
  });

  authRoute(app, 'checkVerify', async (args, request) => {
    const mobile = normaliseMobile(args.mobile);
    if (!mobile) return refuse(AUTH_MESSAGES.invalidMobile);
    const refused = await checkCode(request, mobile, args.code);
    if (refused) return refuse(refused);

    const user = await findOrCreateUser(app.db, mobile);
    if (user.disabled) return refuse(AUTH_MESSAGES.disabled);
    // The register rule pays once per user (its idempotency key), so every later login is a no-op.
    await awardQuietly(app.db, user.id, 'register', {}, request.log);
    const unionId = args.union_id?.trim();
    const openid = args.openid?.trim();
    if (unionId || openid) await bindWechatIds(app.db, user, { unionId, openid });
    await runtime.onLogin?.(user.id, request);
    return loginResult(app, user, runtime, request);
  });

  authRoute(app, 'updateTel', async (args, request) => {
    const viewer = requireViewer(request);
    const mobile = normaliseMobile(args.mobile);
    if (!mobile) return refuse(AUTH_MESSAGES.invalidMobile);
    if (mobile === viewer.mobile) return refuse(AUTH_MESSAGES.sameMobile);
    const refused = await checkCode(request, mobile, args.code);
    if (refused) return refuse(refused);
    // Only now, with the new number proven, may the answer say that another account holds it.
    if ((await changeMobile(app.db, viewer.id, mobile)) === 'taken') return refuse(AUTH_MESSAGES.mobileTaken);
    await revokeOtherChains(app.db, viewer.id, viewerChainId(request), now());
    const user = await findUserById(app.db, viewer.id);
    if (!user) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
    return { user: toUser(user, true) };
  });

  authRoute(app, 'refreshSession', async (args, request) => {
    const outcome = await rotateRefreshToken(app.db, args.refresh_token, now(), ttl(config), sessionContext(request));
    if (!outcome.ok) {
      if (outcome.reason === 'reused') request.log.warn('refresh token reused: session chain revoked');
      throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
    }
    return outcome.tokens;
  });

  authRoute(app, 'logout', async (args, request) => {
    const token = readAccessToken(request);
    const chainId =
      viewerChainId(request) ??
      (token ? await chainOfAccessToken(app.db, token) : null) ??
      (args.refresh_token ? await chainOfRefreshToken(app.db, args.refresh_token) : null);
    if (chainId) await revokeChain(app.db, chainId, now());
    return {};
  });

  authRoute(app, 'getUserInfo', async (_args, request) => {
    const viewer = requireViewer(request);
    const user = await findUserById(app.db, viewer.id);
    if (!user || user.disabled) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
    return { user: toUser(user, true), hasIInWhiteList: await isWhiteListed(app.db, user.mobile) };
  });
}

export function ttl(config: AuthConfig) {
  return { accessTokenTtlSeconds: config.accessTokenTtlSeconds, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds };
}

/** A new session for `user`: what check-verify and the handoffs answer. */
export async function loginResult(app: FastifyInstance, user: UserRow, runtime: AuthRuntime, request: FastifyRequest): Promise<LoginResult> {
  const tokens = await createSession(app.db, user.id, runtime.now(), ttl(runtime.config), sessionContext(request));
  return {
    user: toUser(user, true),
    ...tokens,
    user_id: user.id,
    uuid: user.uuid,
    hasIInWhiteList: await isWhiteListed(app.db, user.mobile),
  };
}
