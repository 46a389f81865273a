import type { CacheBus } from '../providers/cache-bus';
import type { ResolvedSession } from './auth';

/** Cache bus channel on which revoked sessions are named (`u:<user id>`, `c:<chain id>`; anything else drops all). */
export const SESSION_CHANNEL = 'sessions';

/** What the database says of a live access token: the session and when the token expires (ms since the epoch). */
export interface LookedUpSession extends ResolvedSession {
  accessExpiresAt: number;
}

export interface SessionCacheOptions {
  /** The database lookup of a token (null: unknown, expired, revoked or disabled). */
  lookup: (token: string) => Promise<LookedUpSession | null>;
  bus: CacheBus;
  /** How long a resolved session is reused in this process; 0 turns the cache off. */
  ttlMs: number;
  /** The app's clock, against which tokens expire. */
  now: () => number;
  /** Bound on cached tokens (oldest dropped first). */
  maxEntries?: number;
  /** Monotonic clock for the cache's own lifetimes (tests may move `now` back and forth). */
  monotonic?: () => number;
}

export interface SessionCache {
  resolve(token: string): Promise<ResolvedSession | null>;
  /** The session held for the token when it is still fresh, with no lookup; undefined otherwise. */
  cached(token: string): ResolvedSession | undefined;
}

interface Entry {
  session: LookedUpSession;
  storedAt: number;
}

/**
 * Every signed-in request resolves its access token; the answer is reused for `ttlMs` (a few seconds) so a
 * busy client costs one lookup per few seconds instead of one per request. A revocation (logout, a reused
 * refresh token, a phone change, a profile save, account deletion) is published on SESSION_CHANNEL and
 * drops the entries in every process; a Redis reconnection (RESYNC) drops them all, and while the bus is not
 * listening (before its subscription is acknowledged, or cut off from Redis) nothing is kept. Unknown tokens are
 * never cached, so guessing tokens cannot push real sessions out.
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { lookup, ttlMs, now, maxEntries = 10_000, monotonic = () => performance.now() } = options;
  const entries = new Map<string, Entry>();
  // Bumped by every drop, so a lookup that started before a revocation does not store what it read.
  let generation = 0;

  options.bus.subscribe(SESSION_CHANNEL, (message) => {
    generation += 1;
    const [kind, id] = [message.slice(0, 2), message.slice(2)];
    if (kind !== 'u:' && kind !== 'c:') {
      entries.clear();
      return;
    }
    for (const [token, { session }] of entries) {
      if (kind === 'u:' ? String(session.viewer.id) === id : session.chainId === id) entries.delete(token);
    }
  });

  const fresh = (token: string): LookedUpSession | undefined => {
    const hit = entries.get(token);
    if (!hit) return undefined;
    if (monotonic() - hit.storedAt < ttlMs && hit.session.accessExpiresAt > now()) return hit.session;
    entries.delete(token);
    return undefined;
  };

  return {
    cached(token) {
      if (ttlMs <= 0 || !options.bus.listening) return undefined;
      return fresh(token);
    },
    async resolve(token) {
      // Cut off from the other processes, a revocation there would go unheard: every request looks its token up.
      if (ttlMs <= 0 || !options.bus.listening) {
        entries.clear();
        return lookup(token);
      }
      const hit = fresh(token);
      if (hit) return hit;
      const startedAt = generation;
      const session = await lookup(token);
      if (session && startedAt === generation && options.bus.listening) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(token, { session, storedAt: monotonic() });
      }
      return session;
    },
  };
}

/** Tells every process's session cache that these sessions ended or their user changed (awaited: sent before answering). */
export async function forgetSessions(bus: CacheBus, revoked: { chainIds?: readonly string[]; userId?: number }): Promise<void> {
  const messages = [...(revoked.chainIds ?? []).map((chainId) => `c:${chainId}`), ...(revoked.userId === undefined ? [] : [`u:${revoked.userId}`])];
  await Promise.all(messages.map((message) => bus.publish(SESSION_CHANNEL, message)));
}
