import type { FastifyInstance } from 'fastify';

// A revoked session must stop receiving live-room messages at once. Sign-out and account deletion (auth,
// privacy) ask for that through this small port; the live rooms register as its implementation, so neither
// module depends on live-chat, which itself depends on auth for resolving sessions.

export interface LiveSockets {
  /** Disconnects, in every API process, the sockets that joined under these session chains. */
  endSessions(chainIds: readonly string[]): void;
  /** The same for every session of a user. */
  endUser(userId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveSockets: LiveSockets;
  }
}

/**
 * Ends the live-room sockets of revoked session chains (or of a whole user). A no-op in an app without
 * live rooms; a failure is logged, never turned into a failed log-out.
 */
export function endLiveSockets(app: FastifyInstance, revoked: { chainIds?: readonly string[]; userId?: number }): void {
  if (!app.hasDecorator('liveSockets')) return;
  try {
    if (revoked.chainIds?.length) app.liveSockets.endSessions(revoked.chainIds);
    if (revoked.userId !== undefined) app.liveSockets.endUser(revoked.userId);
  } catch (error) {
    app.log.warn({ err: error }, 'live rooms: could not end the sockets of revoked sessions');
  }
}
