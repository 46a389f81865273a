import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { clientAddressKey } from '../../plugins/client-address';
import { AppError, notFoundError, refuseWith } from '../../plugins/envelope';
import { checkLimits, formatWait, LIMIT_MESSAGES } from '../auth';
import type { RateLimiter } from '../../shared/rate-limits';
import { issueContentPass, passFamily, registerContentPass } from '../../plugins/content-pass';
import { findPasswordTarget, hasUnlockedSince, hasWrongTrySince, pruneAttempts, recordAttempt, replacePasswordHash } from './gates.repository';
import { hashWatchPassword, isLegacyWatchPasswordHash, verifyWatchPassword } from './watch-password-hash';
import { ITEM_SCOPE, accountGuardScope, lockFullScopes, pruneGuards, releaseTry, reserveTry, type GuardScope } from './watch-password-guards';
import type { WatchPasswordConfig } from './watch-password-policy';
import { catalogueRoute } from '../../plugins/catalogue';

export const GATE_MESSAGES = {
  wrongPassword: '密码错误请重试',
  tooManyTries: LIMIT_MESSAGES.check,
  postOnly: '观看密码须以 POST 请求提交，请刷新页面后重试',
} as const;
export const CHECK_PASSWORD_PATH = '/live/api/check_password';
/**
 * A right password is remembered for the account this long (its password_attempts row): the account then
 * gets past the item's cool-down, so guessers cannot lock out a viewer who already unlocked the item.
 */
export const UNLOCK_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;
/** During an item's cool-down an account gets one try when it typed no wrong password for the item within this. */
const GRACE_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** Envelope codes (HTTP 200): -1 wrong password, 429 too many tries. A visitor gets HTTP 401 (sign in first). */
export const GATE_CODES = { wrongPassword: -1, tooManyTries: 429 } as const;
/** Checks per address and per account over all items in this window (PASSWORD_CHECKS_PER_IP each). */
const CHECK_WINDOW_MS = 15 * 60 * 1000;
/** Prune old attempts and counters on roughly one call in this many. */
const PRUNE_EVERY = 200;

/** POST /live/api/check_password: the server decides; a right password earns a signed pass. */
export interface GateRouteOptions {
  secret: string;
  /** Key of the stored hashes and the wrong-try limits per item, account and address. */
  watchPasswords: WatchPasswordConfig;
  /**
   * Shared limiter (memory or Redis): checks across ALL items per address and per account, on top of
   * the per-item counters, so one client cannot sweep the 10 000 codes of many items in turn.
   */
  limiter?: RateLimiter;
  now?: () => number;
  /** Checks per address (and per account) per 15 minutes over all items. */
  checksPerIp?: number;
}

/**
 * Only signed-in users may check (an account costs an SMS-verified number, an address costs nothing).
 * Every wrong try counts against the item (everyone together), the account and the address; each count is
 * taken atomically before the password is compared, so parallel requests cannot go past a limit.
 */
export function gateRoutes(app: FastifyInstance, options: GateRouteOptions): void {
  registerContentPass(app, options.secret);
  const now = options.now ?? Date.now;
  const { secret: hashKey, perItem, perViewer } = options.watchPasswords;

  catalogueRoute(app, 'checkPassword', async ({ id, password, type }, request) => {
    const viewer = requireViewer(request);
    const target = await findPasswordTarget(app.db, type, id);
    if (!target) throw notFoundError();
    if (!target.protected || !target.passwordHash) return issueContentPass(target, options.secret); // Nothing to unlock; a pass does no harm.
    const storedHash = target.passwordHash;

    if (options.limiter) {
      const windows = [{ limit: options.checksPerIp ?? 30, windowMs: CHECK_WINDOW_MS }];
      const rules = [
        { key: `password:ip:${clientAddressKey(request.ip)}`, windows, message: GATE_MESSAGES.tooManyTries },
        { key: `password:user:${viewer.id}`, windows, message: GATE_MESSAGES.tooManyTries },
      ];
      const limited = await checkLimits(request, options.limiter, now(), rules);
      if (limited) throw refuseWith(GATE_CODES.tooManyTries, limited);
    }

    // A course and a video of the same row share one budget, as they share one pass.
    const guarded = { type: passFamily(target.type), id };
    const at = now();
    const accountAndAddress: GuardScope[] = [
      { scope: accountGuardScope(viewer.id), rule: perViewer },
      { scope: `ip:${clientAddressKey(request.ip)}`, rule: perViewer },
    ];
    // The item (shared by everyone) last, so checks refused for the account or address never count there. An
    // account that typed this password right before (another phone, a pass run out) is not held by the item's
    // count at all: guessers cannot lock out viewers who already unlocked the item.
    const unlocked = await hasUnlockedSince(app.db, viewer.id, guarded, new Date(at - UNLOCK_MEMORY_MS));
    let scopes: GuardScope[] = unlocked ? accountAndAddress : [...accountAndAddress, { scope: ITEM_SCOPE, rule: perItem }];
    let reservation = await reserveTry(app.db, guarded, scopes, at);
    if (reservation.refused && reservation.scope === ITEM_SCOPE && !(await hasWrongTrySince(app.db, viewer.id, guarded, new Date(at - GRACE_LOOKBACK_MS)))) {
      // The item cools down after many wrong tries from everyone, but this account has not guessed: one try,
      // still counted for the account and address. Guessers pay a verified phone number per such try.
      scopes = accountAndAddress;
      reservation = await reserveTry(app.db, guarded, scopes, at);
    }
    if (reservation.refused) {
      request.log.info({ targetType: target.type, targetId: id }, 'watch password: too many tries');
      throw refuseWith(GATE_CODES.tooManyTries, GATE_MESSAGES.tooManyTries(formatWait(reservation.retryAfterMs)));
    }

    const verdict = await verifyWatchPassword(password, storedHash, hashKey);
    if (verdict === 'right') {
      await releaseTry(app.db, guarded, scopes);
      if (isLegacyWatchPasswordHash(storedHash)) await replacePasswordHash(app.db, target, storedHash, hashWatchPassword(password, hashKey));
    } else {
      const locked = await lockFullScopes(app.db, guarded, reservation.full, at);
      if (locked.includes(ITEM_SCOPE)) request.log.warn({ targetType: target.type, targetId: id }, 'watch password: item cool-down started');
    }
    await recordAttempt(app.db, { ip: request.ip, targetType: target.type, targetId: id }, verdict === 'right', viewer.id, new Date(at));
    if (Math.random() * PRUNE_EVERY < 1) {
      await pruneAttempts(app.db, at, UNLOCK_MEMORY_MS);
      await pruneGuards(app.db, at);
    }
    if (verdict !== 'right') throw refuseWith(GATE_CODES.wrongPassword, GATE_MESSAGES.wrongPassword);
    return issueContentPass(target, options.secret);
  });

  // The password travels in the body, never in a URL (access logs, traces and proxies keep URLs). A GET from
  // an app loaded before this change is refused with what to do, and its password is not checked.
  app.get(CHECK_PASSWORD_PATH, { logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('allow', 'POST');
    throw new AppError(405, GATE_MESSAGES.postOnly);
  });
}
