import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { LiveChatMessage, LiveViewCount } from '../../../../contract/generated/schema-types';
import type { ResolvedSession } from '../../plugins/auth';
import { resolveAccessToken } from '../auth';
import { accessFor, guestMayRead, LIVE_ACCESS, findLive, effectiveStatus } from '../lives';
import { watchSockets } from '../../observability/metrics';
import { openRequestRedis } from '../../providers/redis-connection';
import { messagesByIds } from './chat.service';
import { createLiveSocketGuard } from './live-socket-guard';
import type { TrustProxy } from '../../plugins/trust-proxy';

/**
 * The live rooms over socket.io (path /socket.io, namespace /live), attached by hand to Fastify's
 * http server (fastify-socket.io does not support Fastify 5). A client connects with
 * auth { token }, emits `join` { live_id, pass? } and receives:
 *   messages  LiveChatMessage[]  — batched per room, one frame every BATCH_MS
 *   deleted   { ids }            — a manager removed messages
 *   status    LiveViewCount      — live_status / open_status changed (the client reloads)
 * With REDIS_URL the Redis adapter shares rooms between API processes: whichever process takes a
 * post emits its batch, and every process delivers it to its own sockets.
 */
export const LIVE_NAMESPACE = '/live';
export const BATCH_MS = 200;
const JOIN_LIMIT = 20;
const JOIN_WINDOW_MS = 60_000;
/** More than this many messages waiting in one room go out at once rather than waiting for the timer. */
const MAX_BATCH = 200;

export const roomOf = (liveId: number): string => `live:${liveId}`;
/** Every socket joined under a session chain is also in its chain's room, so revoking the chain can end them. */
export const sessionRoomOf = (chainId: string): string => `session:${chainId}`;
const userRoomOf = (userId: number): string => `user:${userId}`;

export interface LiveRooms {
  /** Queues a message for the room's next `messages` frame. */
  publishMessage(message: LiveChatMessage): void;
  publishDeleted(liveId: number, ids: number[]): void;
  /** Sends messages an operator let through (approved or restored) to their rooms, as if just posted. */
  publishApproved(ids: number[]): Promise<void>;
  publishStatus(liveId: number, status: LiveViewCount): void;
  /** Sends every queued batch now (tests, shutdown). */
  flush(): void;
  /**
   * Disconnects, in every API process (through the adapter), the sockets that joined under these session
   * chains: a revoked session (log-out, refresh reuse, phone change) stops receiving at once.
   */
  endSessions(chainIds: readonly string[]): void;
  /** The same for every session of a user (account deleted). */
  endUser(userId: number): void;
}

export interface LiveRoomsOptions {
  redisUrl?: string;
  /** Publishes to the other processes fail after this long while Redis is away (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandTimeoutMs?: number;
  /** Prefix of the adapter's Redis channels. */
  redisKey: string;
  passSecret?: string;
  now: () => number;
  /** Open connections per client address (LIVE_SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  /** How the client's address is read from a handshake (TRUST_PROXY), as Fastify reads request.ip. */
  trustProxy: TrustProxy;
}

interface SocketData {
  liveId?: number;
}

type LiveSocket = Socket & { data: SocketData };

/** Per-room batching: the first message of a quiet room starts a timer; the frame carries everything queued since. */
class RoomBatcher {
  private readonly queues = new Map<number, LiveChatMessage[]>();
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(private readonly send: (liveId: number, batch: LiveChatMessage[]) => void) {}

  add(message: LiveChatMessage): void {
    const queue = this.queues.get(message.live_id) ?? [];
    queue.push(message);
    this.queues.set(message.live_id, queue);
    if (queue.length >= MAX_BATCH) return this.flushRoom(message.live_id);
    if (!this.timers.has(message.live_id)) {
      this.timers.set(
        message.live_id,
        setTimeout(() => this.flushRoom(message.live_id), BATCH_MS),
      );
    }
  }

  flushRoom(liveId: number): void {
    const timer = this.timers.get(liveId);
    if (timer) clearTimeout(timer);
    this.timers.delete(liveId);
    const queue = this.queues.get(liveId);
    this.queues.delete(liveId);
    if (queue && queue.length > 0) this.send(liveId, queue);
  }

  /** Drops queued messages that were deleted before their frame went out. */
  remove(liveId: number, ids: number[]): void {
    const queue = this.queues.get(liveId);
    if (queue)
      this.queues.set(
        liveId,
        queue.filter((m) => !ids.includes(m.id)),
      );
  }

  flushAll(): void {
    for (const liveId of [...this.queues.keys()]) this.flushRoom(liveId);
  }
}

function liveIdOf(payload: unknown): number | null {
  const raw = typeof payload === 'object' && payload !== null ? (payload as { live_id?: unknown }).live_id : undefined;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2147483647 ? id : null;
}

function passOf(payload: unknown): string | undefined {
  const raw = typeof payload === 'object' && payload !== null ? (payload as { pass?: unknown }).pass : undefined;
  return typeof raw === 'string' && raw.length <= 512 ? raw : undefined;
}

/**
 * The socket.io Redis adapter publishes without handling a refusal: while Redis is away, a room message
 * would become an unhandled rejection and end the process. A failed publish is logged instead; this
 * process's own sockets got the message anyway, the other processes' miss it.
 */
function catchFailedPublishes(client: Redis, onFailure: (error: unknown) => void): void {
  const publish = client.publish.bind(client) as (channel: string, message: string) => Promise<number>;
  // Reason for the cast: publish has many overloads (buffers, callbacks); the adapter calls the (channel, message) one.
  client.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      onFailure(error);
      return 0;
    })) as unknown as Redis['publish'];
}

/** Attaches socket.io to the app's http server; closes it (and the Redis clients) with the app. */
export function attachLiveRooms(app: FastifyInstance, options: LiveRoomsOptions): LiveRooms {
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    pub = openRequestRedis(options.redisUrl, { commandTimeoutMs: options.redisCommandTimeoutMs });
    sub = new Redis(options.redisUrl, { connectTimeout: 2000 });
    for (const client of [pub, sub]) client.on('error', (error: Error) => app.log.warn({ err: error }, 'live rooms: redis error'));
    catchFailedPublishes(pub, (error) => app.log.warn({ err: error }, 'live rooms: a room message did not reach the other processes'));
  }
  // Connections per address: counted across the processes on the adapter's Redis when there is one.
  const guard = createLiveSocketGuard(app, { perAddress: options.socketsPerAddress, trustProxy: options.trustProxy, redis: pub, redisKey: options.redisKey });
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Clients send only small `join` frames; everything else goes over HTTP.
    maxHttpBufferSize: 16 * 1024,
    allowRequest: guard.allowRequest,
  });
  guard.attach(io);
  if (pub && sub) io.adapter(createAdapter(pub, sub, { key: `${options.redisKey}:io` }));
  const nsp: Namespace = io.of(LIVE_NAMESPACE);

  /** The handshake token's session now: looked up at each join, so a revoked session stops working here too. */
  async function sessionOf(socket: LiveSocket): Promise<ResolvedSession | null> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) return null;
    try {
      return await resolveAccessToken(app.db, token, options.now());
    } catch (error) {
      app.log.warn({ err: error }, 'live rooms: token lookup failed');
      return null;
    }
  }

  nsp.on('connection', (socket: LiveSocket) => {
    // Each join costs database reads: a connection gets JOIN_LIMIT of them per JOIN_WINDOW_MS.
    let joins: number[] = [];
    socket.on('join', async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: { code: number; message: string }) => void) : () => undefined;
      const at = options.now();
      joins = joins.filter((t) => t > at - JOIN_WINDOW_MS);
      if (joins.length >= JOIN_LIMIT) return reply({ code: 429, message: '操作过于频繁，请稍后再试' });
      joins.push(at);
      try {
        const liveId = liveIdOf(payload);
        if (liveId === null) return reply({ code: 400, message: '参数错误: live_id' });
        const live = await findLive(app.db, liveId);
        if (!live) return reply({ code: 404, message: '直播不存在' });
        const session = await sessionOf(socket);
        // Reading an open live needs no account; every other room needs the live's full check.
        if (!guestMayRead(live)) {
          const { access } = await accessFor(
            app.db,
            { ...live, liveStatus: effectiveStatus(live) },
            session?.viewer ?? null,
            { token: passOf(payload), secret: options.passSecret },
            true,
          );
          if (access.code !== 0) return reply(access);
        }
        // One room per connection: joining another leaves the previous one.
        if (socket.data.liveId !== undefined && socket.data.liveId !== liveId) await socket.leave(roomOf(socket.data.liveId));
        if (session) await socket.join([sessionRoomOf(session.chainId), userRoomOf(session.viewer.id)]);
        socket.data.liveId = liveId;
        await socket.join(roomOf(liveId));
        // A revocation between the check above and these joins found no socket to end: look once more.
        if (session && !guestMayRead(live) && !(await sessionOf(socket))) {
          await socket.leave(roomOf(liveId));
          socket.data.liveId = undefined;
          return reply(LIVE_ACCESS.login);
        }
        reply(LIVE_ACCESS.ok);
      } catch (error) {
        app.log.error({ err: error }, 'live rooms: join failed');
        reply({ code: 500, message: '服务器内部错误，请稍后重试' });
      }
    });
    socket.on('leave', async () => {
      if (socket.data.liveId !== undefined) await socket.leave(roomOf(socket.data.liveId));
      socket.data.liveId = undefined;
    });
  });

  const batcher = new RoomBatcher((liveId, batch) => nsp.to(roomOf(liveId)).emit('messages', batch));
  // This process's connections and the live namespace's rooms (each socket's own room included).
  const unwatch = watchSockets(() => ({ clients: io.engine.clientsCount, rooms: nsp.adapter.rooms.size }));

  // Before Fastify closes the http server (their upgraded connections would keep it open): close every
  // client's transport, then the adapters. Closing the transport, not disconnecting the sockets, is the
  // reconnect hint: socket.io clients take a server "disconnect" as final, but reconnect after a lost
  // transport — through the balancer to another process, where the app joins its room again.
  // io.close() is not used: it closes the http server too.
  app.addHook('preClose', async () => {
    unwatch();
    batcher.flushAll();
    io.engine.close();
    for (const namespace of [io.of('/'), nsp]) await namespace.adapter.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(
      [pub, sub].map(async (client) => {
        if (client && client.status !== 'end') await client.quit().catch(() => client.disconnect());
      }),
    );
  });

  return {
    publishMessage: (message) => batcher.add(message),
    publishApproved: async (ids) => {
      for (const message of await messagesByIds(app.db, ids)) batcher.add(message);
    },
    publishDeleted: (liveId, ids) => {
      batcher.remove(liveId, ids);
      nsp.to(roomOf(liveId)).emit('deleted', { ids });
    },
    publishStatus: (liveId, status) => {
      nsp.to(roomOf(liveId)).emit('status', status);
    },
    flush: () => batcher.flushAll(),
    endSessions: (chainIds) => {
      if (chainIds.length > 0) nsp.in(chainIds.map(sessionRoomOf)).disconnectSockets(true);
    },
    endUser: (userId) => nsp.in(userRoomOf(userId)).disconnectSockets(true),
  };
}
