import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** While draining: a keep-alive connection with no request for this long is closed (the client is not using it). */
export const DRAIN_LINGER_MS = 1000;

interface ConnectionState {
  /** Requests of this connection not yet answered. */
  busy: number;
  /** When its last answer finished (or it connected), for an idle connection. */
  idleSince: number;
}

/**
 * Follows every connection of `server` from its start, so a drain can tell a connection the client is still
 * using from one it left idle. Node's own close (server.close → closeIdleConnections) closes every idle
 * keep-alive connection at once, including those a client is sending its next request on right then: that
 * request meets a reset (nginx does not replay a POST that was sent). Draining instead answers every request
 * that arrives with `Connection: close` (Fastify does while closing) and closes only connections left idle
 * for DRAIN_LINGER_MS.
 */
export function followConnections(server: Server): void {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy++;
    response.once('close', () => {
      state.busy--;
      state.idleSince = Date.now();
    });
  });
  followed.set(server, {
    closeLingering(now) {
      for (const [socket, state] of connections) {
        if (state.busy === 0 && now - state.idleSince >= DRAIN_LINGER_MS) socket.destroy();
      }
    },
    keepIdleOnClose() {
      // Reason: server.close() calls this on the instance; the drain's own sweep (closeLingering) replaces it.
      server.closeIdleConnections = () => undefined;
    },
  });
}

export interface FollowedConnections {
  /** Closes the connections without a request for DRAIN_LINGER_MS. */
  closeLingering(now: number): void;
  /** Makes server.close() leave idle connections open (closeLingering closes them once they have lingered). */
  keepIdleOnClose(): void;
}

const followed = new WeakMap<Server, FollowedConnections>();

/** The connections of a server that followConnections was called on (from its start). */
export function followedConnections(server: Server): FollowedConnections | undefined {
  return followed.get(server);
}
