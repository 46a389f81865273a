import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { clientAddressKey } from '../../plugins/client-address';
import { rawClientAddress, type TrustProxy } from '../../plugins/trust-proxy';

export const LIVE_SOCKET_MESSAGES = {
  tooMany: '此网络的直播连接过多，请关闭其他直播页面后再试',
} as const;

export interface LiveSocketGuardOptions {
  /** Connections one address key (IPv4 address, IPv6 /64) may hold at once in this process. */
  perAddress: number;
  trustProxy: TrustProxy;
}

/** The key the handshake was counted under, kept on the request until its connection opens or fails. */
const countedKey = new WeakMap<IncomingMessage, string>();

/**
 * Guards socket.io's own HTTP answers, which Fastify never sees:
 * - a cap on open live-room connections per client address (engine.io's allowRequest, at the handshake):
 *   the next handshake is refused with 403 and a Chinese message until one closes. Counted in this process:
 *   behind the shipped nginx (ip_hash) every request of one address reaches the same process, so this is the
 *   address's whole count; behind a balancer that spreads one address over N processes the cap is N times this.
 * - the security headers every other answer carries, on every socket.io HTTP answer (long polling,
 *   handshakes, refusals): set on the response before engine.io writes its head, which merges them in.
 */
export function createLiveSocketGuard(app: FastifyInstance, options: LiveSocketGuardOptions) {
  const open = new Map<string, number>();
  const release = (key: string) => {
    const left = (open.get(key) ?? 1) - 1;
    if (left <= 0) open.delete(key);
    else open.set(key, left);
  };

  function allowRequest(request: IncomingMessage, callback: (message: string | null | undefined, success: boolean) => void): void {
    const key = clientAddressKey(rawClientAddress(request, options.trustProxy));
    const count = open.get(key) ?? 0;
    if (count >= options.perAddress) {
      app.log.info({ addressKey: key, open: count }, 'live rooms: connection refused, too many from one address');
      return callback(LIVE_SOCKET_MESSAGES.tooMany, false);
    }
    open.set(key, count + 1);
    countedKey.set(request, key);
    callback(null, true);
  }

  function attach(io: Server): void {
    io.engine.on('connection', (socket: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
      const key = countedKey.get(socket.request);
      if (key === undefined) return;
      countedKey.delete(socket.request);
      socket.once('close', () => release(key));
    });
    // A handshake allowed above that failed after all (engine.io emits this for its own refusals too).
    io.engine.on('connection_error', (error: { req: IncomingMessage }) => {
      const key = countedKey.get(error.req);
      if (key === undefined) return;
      countedKey.delete(error.req);
      release(key);
    });

    const headersFor = app.securityHeadersFor;
    if (!headersFor) return;
    // engine.io put its own 'request' listener in front of Fastify's when it attached: wrap them all once more.
    const listeners = app.server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
    app.server.removeAllListeners('request');
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/socket.io/')) {
        for (const [name, value] of Object.entries(headersFor(request.url))) response.setHeader(name, value);
      }
      for (const listener of listeners) listener.call(app.server, request, response);
    });
  }

  return { allowRequest, attach, openCount: (key: string) => open.get(key) ?? 0 };
}
