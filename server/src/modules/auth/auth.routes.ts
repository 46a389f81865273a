import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../../contract/generated/schema-types';
import type { AuthConfig } from '../../config/config';
import { readAccessToken, requireViewer, UNAUTHORIZED_MESSAGE, viewerChainId } from '../../plugins/auth';
import { clientAddressKey } from '../../plugins/client-address';
import { AppError } from '../../plugins/envelope';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { authLimitsFor, checkLimits, LIMIT_MESSAGES, type AuthLimits } from './auth-limits';
import { catalogueRoute } from '../../plugins/catalogue';
import { LOGIN_FORM, refuse } from './auth-refusals';
import { CODE_TTL_MINUTES, deleteCode, insertCode, pruneCodes } from './codes.repository';
import { findCodeToCheck, generateCode, hashCode, verifyCode, type CodeCheck } from './codes';
import { maskMobile, normaliseMobile } from './mobile';
import type { RateLimiter } from '../../shared/rate-limits';
import { hasSignedInFrom, pruneSignInAddresses, recordSignInAddress } from './sign-in-addresses.repository';
import {
  chainOfAccessToken,
  chainOfRefreshToken,
  hasCurrentTelProof,
  markCurrentTelVerified,
  revokeChain,
  revokeOtherChains,
  takeCurrentTelVerified,
} from './sessions.repository';
import { createSession, rotateRefreshToken, type SessionContext } from './sessions.service';
import { awardQuietly } from '../points';
import { endLiveSockets } from '../../plugins/live-sockets';
import { forgetSessions } from '../../plugins/session-cache';
import { changeMobile, findOrCreateUser, findUserById, findUserByMobile, isWhiteListed, type UserRow } from './users.repository';
import { bindWechatIds, toUser } from './users.service';
import { spendWechatHandoff } from './wechat-handoffs.service';

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
  currentTelFirst: '请先验证当前手机号',
  noCurrentTel: '当前账号未绑定手机号',
} as const;

/** After proving the current number, a session may change it within this window (one change per proof). */
export const CURRENT_TEL_PROOF_MS = 10 * 60 * 1000;

/** Resend wait the client counts down (60 s). */
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

/** Codes and sessions (docs/product-rules.md#login-and-codes): send-verify, check-verify, update-tel, refresh, log-out, userinfo. */
export function authRoutes(app: FastifyInstance, runtime: AuthRuntime): void {
  const { config, now, limiter } = runtime;
  const limits = runtime.limits ?? authLimitsFor(config.sendsPerIpHour, config.checksPerIp10Min);
  const codePattern = new RegExp(`^[0-9]{${config.codeLength}}$`);

  /**
   * Shared by check-verify and update-tel: the per-address check limit, the per-number limit on checks
   * from addresses that did not ask for the code, then the code itself.
   */
  async function checkCode(request: FastifyRequest, mobile: string, code: string): Promise<string | null> {
    const address = clientAddressKey(request.ip);
    const limited = await checkLimits(request, limiter, now(), [{ key: `check:ip:${address}`, windows: limits.checkPerIp, message: LIMIT_MESSAGES.check }]);
    if (limited) return limited;
    if (!codePattern.test(code)) return AUTH_MESSAGES.invalidCode(config.codeLength);
    const target = await findCodeToCheck(app.db, mobile, address, now());
    if (target && !target.askedHere) {
      const othersLimited = await checkLimits(request, limiter, now(), [
        { key: `check:mobile-others:${mobile}`, windows: limits.otherAddressChecksPerMobile, message: LIMIT_MESSAGES.check },
      ]);
      if (othersLimited) return othersLimited;
    }
    const result = await verifyCode(app.db, config.secret, mobile, code, target, now());
    if (result !== 'ok') request.log.info({ mobile: maskMobile(mobile), result, askedHere: target?.askedHere }, 'code check refused');
    return result === 'ok' ? null : codeRefusal[result];
  }

  /**
   * A phone change's new number is refused before any SMS goes out when it cannot be used: the user's own
   * number, or one bound to another account. Saying a number is taken is only told to a session that has
   * just proven its own number (verifyCurrentTel), so it cannot be used to probe numbers in bulk.
   */
  async function refuseUnusableNewMobile(request: FastifyRequest, mobile: string): Promise<void> {
    const viewer = requireViewer(request);
    const chainId = viewerChainId(request);
    if (!chainId) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
    if (mobile === viewer.mobile) throw refuse(AUTH_MESSAGES.sameMobile);
    if (!(await hasCurrentTelProof(app.db, chainId, now() - CURRENT_TEL_PROOF_MS))) throw refuse(AUTH_MESSAGES.currentTelFirst);
    const holder = await findUserByMobile(app.db, mobile);
    if (holder && holder.id !== viewer.id) throw refuse(AUTH_MESSAGES.mobileTaken);
  }

  // The code screens show and expect as many digits as this server sends.
  catalogueRoute(app, 'getLoginCodeRules', async () => ({ code_length: config.codeLength }));

  // is_register is ignored on purpose: registered and unregistered numbers get the same work and answer.
  catalogueRoute(
    app,
    'sendVerify',
    async (args, request) => {
      const mobile = normaliseMobile(args.mobile);
      if (!mobile) throw refuse(AUTH_MESSAGES.invalidMobile);
      if (args.purpose === 'change-tel') await refuseUnusableNewMobile(request, mobile);
      const address = clientAddressKey(request.ip);
      const addressLimited = await checkLimits(request, limiter, now(), [
        { key: `send:ip:${address}`, windows: limits.sendPerIp, message: LIMIT_MESSAGES.send },
      ]);
      if (addressLimited) throw refuse(addressLimited);
      // An address that signed this number in before has its own allowance: strangers cannot use it up.
      const mobileKey = (await hasSignedInFrom(app.db, mobile, address, now())) ? `send:mobile:${mobile}:from:${address}` : `send:mobile:${mobile}`;
      const mobileLimited = await checkLimits(request, limiter, now(), [{ key: mobileKey, windows: limits.sendPerMobile, message: LIMIT_MESSAGES.send }]);
      if (mobileLimited) throw refuse(mobileLimited);

      const code = generateCode(config.codeLength);
      const codeHash = hashCode(config.secret, mobile, code);
      await insertCode(app.db, { mobile, codeHash, now: now(), ip: request.ip, addressKey: address });
      try {
        await runtime.sms.send({ mobile, code, ttlMinutes: CODE_TTL_MINUTES });
      } catch (error) {
        // An undelivered code must not linger as the number's newest one.
        await deleteCode(app.db, mobile, codeHash);
        request.log.warn({ err: error, mobile: maskMobile(mobile), provider: runtime.sms.name }, 'SMS provider refused the code');
        throw refuse(AUTH_MESSAGES.smsFailed);
      }
      if (Math.random() * PRUNE_EVERY < 1) {
        await pruneCodes(app.db, now());
        await pruneSignInAddresses(app.db, now());
      }
      return { countdown: RESEND_SECONDS };
    },
    LOGIN_FORM,
  );

  catalogueRoute(
    app,
    'checkVerify',
    async (args, request) => {
      const mobile = normaliseMobile(args.mobile);
      if (!mobile) throw refuse(AUTH_MESSAGES.invalidMobile);
      const refused = await checkCode(request, mobile, args.code);
      if (refused) throw refuse(refused);

      const user = await findOrCreateUser(app.db, mobile);
      if (user.disabled) throw refuse(AUTH_MESSAGES.disabled);
      await recordSignInAddress(app.db, user.id, clientAddressKey(request.ip), now());
      // The register rule (注册认证) pays a completed profile, once per user (its idempotency key): a user
      // completed before this login (an older account) is paid here; a new one when the profile is saved.
      if (user.isComplete === 1) await awardQuietly(app.db, user.id, 'register', {}, request.log);
      // Only an identity the server got from WeChat itself (the OAuth callback's one-time token) is bound;
      // union_id/openid sent by the client prove nothing and are ignored.
      const wechat = args.wx_token ? await spendWechatHandoff(app.db, args.wx_token.trim(), now()) : null;
      if (wechat) await bindWechatIds(app.db, user, { unionId: wechat.unionId, openid: wechat.openid });
      await runtime.onLogin?.(user.id, request);
      return loginResult(app, user, runtime, request);
    },
    LOGIN_FORM,
  );

  // Step one of a phone change: a stolen access token alone must not move the account to another number.
  catalogueRoute(
    app,
    'verifyCurrentTel',
    async (args, request) => {
      const viewer = requireViewer(request);
      const chainId = viewerChainId(request);
      if (!viewer.mobile || !chainId) throw refuse(AUTH_MESSAGES.noCurrentTel);
      const refused = await checkCode(request, viewer.mobile, args.code);
      if (refused) throw refuse(refused);
      await markCurrentTelVerified(app.db, chainId, now());
      return {};
    },
    LOGIN_FORM,
  );

  catalogueRoute(
    app,
    'updateTel',
    async (args, request) => {
      const viewer = requireViewer(request);
      const chainId = viewerChainId(request);
      const mobile = normaliseMobile(args.mobile);
      if (!mobile) throw refuse(AUTH_MESSAGES.invalidMobile);
      if (mobile === viewer.mobile) throw refuse(AUTH_MESSAGES.sameMobile);
      if (!chainId) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
      const refused = await checkCode(request, mobile, args.code);
      if (refused) throw refuse(refused);
      // Checked after the new code so that code is spent either way; the proof is spent only by a change.
      if (!(await takeCurrentTelVerified(app.db, chainId, now() - CURRENT_TEL_PROOF_MS))) throw refuse(AUTH_MESSAGES.currentTelFirst);
      // Only now, with the new number proven, may the answer say that another account holds it.
      if ((await changeMobile(app.db, viewer.id, mobile)) === 'taken') throw refuse(AUTH_MESSAGES.mobileTaken);
      await recordSignInAddress(app.db, viewer.id, clientAddressKey(request.ip), now());
      endLiveSockets(app, { chainIds: await revokeOtherChains(app.db, viewer.id, chainId, now()) });
      // Every session of the user: the others are revoked, and this one's viewer has a new number.
      await forgetSessions(app.cacheBus, { userId: viewer.id });
      const user = await findUserById(app.db, viewer.id);
      if (!user) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
      if (viewer.mobile) await tellOldNumber(request, viewer.mobile, mobile);
      return { user: toUser(user, true) };
    },
    LOGIN_FORM,
  );

  /** The owner of the old number learns of the change even if it was not them; a failed notice does not undo it. */
  async function tellOldNumber(request: FastifyRequest, oldMobile: string, newMobile: string): Promise<void> {
    const log = { mobile: maskMobile(oldMobile), provider: runtime.sms.name };
    if (!runtime.sms.sendTelChanged) {
      request.log.warn(log, 'phone change notice skipped: the SMS provider has no notice template');
      return;
    }
    try {
      await runtime.sms.sendTelChanged({ mobile: oldMobile, newMobileMasked: maskMobile(newMobile) });
    } catch (error) {
      request.log.warn({ ...log, err: error }, 'phone change notice not sent');
    }
  }

  catalogueRoute(
    app,
    'refreshSession',
    async (args, request) => {
      const outcome = await rotateRefreshToken(app.db, args.refresh_token, now(), ttl(config), sessionContext(request));
      if (!outcome.ok) {
        if (outcome.reason === 'reused') request.log.warn('refresh token reused: session chain revoked');
        if (outcome.chainId) {
          endLiveSockets(app, { chainIds: [outcome.chainId] });
          await forgetSessions(app.cacheBus, { chainIds: [outcome.chainId] });
        }
        throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
      }
      return outcome.tokens;
    },
    LOGIN_FORM,
  );

  catalogueRoute(
    app,
    'logout',
    async (args, request) => {
      const token = readAccessToken(request);
      const chainId =
        viewerChainId(request) ??
        (token ? await chainOfAccessToken(app.db, token) : null) ??
        (args.refresh_token ? await chainOfRefreshToken(app.db, args.refresh_token) : null);
      if (chainId) {
        await revokeChain(app.db, chainId, now());
        endLiveSockets(app, { chainIds: [chainId] });
        await forgetSessions(app.cacheBus, { chainIds: [chainId] });
      }
      return {};
    },
    LOGIN_FORM,
  );

  catalogueRoute(
    app,
    'getUserInfo',
    async (_args, request) => {
      const viewer = requireViewer(request);
      const user = await findUserById(app.db, viewer.id);
      if (!user || user.disabled) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
      return { user: toUser(user, true), hasIInWhiteList: await isWhiteListed(app.db, user.mobile) };
    },
    LOGIN_FORM,
  );
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
