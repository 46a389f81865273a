import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { clientAddressKey } from '../../plugins/client-address';
import { rawClientAddress, type TrustProxy } from '../../plugins/trust-proxy';

export const LIVE_SOCKET_MESSAGES = {
  tooMany: '此网络的直播连接过多，请关闭其他直播页面后再试',
} as const;

export interface LiveSocketGuardOptions {
  /** Connections one address key (IPv4 address, IPv6 /64) may hold at once. */
  perAddress: number;
  trustProxy: TrustProxy;
  /**
   * With Redis (the rooms' adapter client), connections are counted across every API process: each open one
   * is an entry of its address's sorted set, renewed while it lasts, so a killed process's entries lapse.
   */
  redis?: Redis;
  redisKey?: string;
}

/** A shared entry lapses this long after its process last renewed it (it renews every third of it). */
const ENTRY_TTL_MS = 60_000;

/**
 * One round trip, atomic across processes: drop lapsed entries, refuse at the cap, else add this one.
 * KEYS[1] the address's set; ARGV now, ttl, limit, member. Answers 1 when added.
 */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

interface Counted {
  key: string;
  /** The entry in the address's Redis set (when shared). */
  member?: string;
}

/** The handshake's count, kept on the request until its connection opens or fails. */
const countedOn = new WeakMap<IncomingMessage, Counted>();

/**
 * Guards socket.io's own HTTP answers, which Fastify never sees:
 * - a cap on open live-room connections per client address (engine.io's allowRequest, at the handshake):
 *   the next handshake is refused with 403 and a Chinese message until one closes. Counted in this process,
 *   and with Redis across every process; while Redis is away the process's own count still holds.
 * - the security headers every other answer carries, on every socket.io HTTP answer (long polling,
 *   handshakes, refusals): set on the response before engine.io writes its head, which merges them in.
 */
export function createLiveSocketGuard(app: FastifyInstance, options: LiveSocketGuardOptions) {
  const open = new Map<string, number>();
  const shared = new Map<string, string>(); // member → its address's Redis key, for the renewals
  const processId = randomUUID();
  let next = 0;
  const redisKeyOf = (key: string) => `${options.redisKey ?? 'byh:live'}:sockets:${key}`;

  const releaseLocal = (key: string) => {
    const left = (open.get(key) ?? 1) - 1;
    if (left <= 0) open.delete(key);
    else open.set(key, left);
  };
  const release = ({ key, member }: Counted) => {
    releaseLocal(key);
    if (member === undefined || !options.redis) return;
    shared.delete(member);
    options.redis.zrem(redisKeyOf(key), member).catch((error: unknown) => app.log.warn({ err: error }, 'live rooms: socket count not released'));
  };

  /** Whether the shared count has room (and takes it); undefined when Redis did not answer. */
  async function takeShared(key: string, member: string): Promise<boolean | undefined> {
    if (!options.redis) return undefined;
    try {
      const taken = await options.redis.eval(TAKE_SCRIPT, 1, redisKeyOf(key), Date.now(), ENTRY_TTL_MS, options.perAddress, member);
      return Number(taken) === 1;
    } catch (error) {
      app.log.warn({ err: error }, 'live rooms: shared socket count unavailable, counting in this process only');
      return undefined;
    }
  }

  function allowRequest(request: IncomingMessage, callback: (message: string | null | undefined, success: boolean) => void): void {
    const key = clientAddressKey(rawClientAddress(request, options.trustProxy));
    const count = open.get(key) ?? 0;
    const refuse = () => {
      app.log.info({ addressKey: key, open: count }, 'live rooms: connection refused, too many from one address');
      callback(LIVE_SOCKET_MESSAGES.tooMany, false);
    };
    if (count >= options.perAddress) return refuse();
    open.set(key, count + 1);
    const member = `${processId}:${(next += 1)}`;
    void takeShared(key, member).then((taken) => {
      if (taken === false) {
        releaseLocal(key);
        return refuse();
      }
      if (taken === true) shared.set(member, redisKeyOf(key));
      countedOn.set(request, { key, member: taken ? member : undefined });
      callback(null, true);
    });
  }

  // Open connections' shared entries are renewed while they last; a process that dies stops renewing.
  const renew = setInterval(() => {
    if (!options.redis || shared.size === 0) return;
    const pipeline = options.redis.pipeline();
    const until = Date.now() + ENTRY_TTL_MS;
    for (const [member, redisKey] of shared) pipeline.zadd(redisKey, 'XX', until, member).pexpire(redisKey, ENTRY_TTL_MS);
    pipeline.exec().catch((error: unknown) => app.log.warn({ err: error }, 'live rooms: socket counts not renewed'));
  }, ENTRY_TTL_MS / 3);
  renew.unref();
  app.addHook('onClose', async () => clearInterval(renew));

  function attach(io: Server): void {
    io.engine.on('connection', (socket: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
      const counted = countedOn.get(socket.request);
      if (counted === undefined) return;
      countedOn.delete(socket.request);
      socket.once('close', () => release(counted));
    });
    // A handshake allowed above that failed after all (engine.io emits this for its own refusals too).
    io.engine.on('connection_error', (error: { req: IncomingMessage }) => {
      const counted = countedOn.get(error.req);
      if (counted === undefined) return;
      countedOn.delete(error.req);
      release(counted);
    });

    const headers = app.dataSecurityHeaders;
    if (!headers) return;
    // engine.io put its own 'request' listener in front of Fastify's when it attached: wrap them all once more.
    const listeners = app.server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
    app.server.removeAllListeners('request');
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/socket.io/')) {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      }
      for (const listener of listeners) listener.call(app.server, request, response);
    });
  }

  return { allowRequest, attach };
}
