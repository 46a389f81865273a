import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './envelope';

/** The signed-in user of a request, as far as every module needs to know. */
export interface Viewer {
  id: number;
  isComplete: boolean;
  mobile: string | null;
}

/** What a valid access token resolves to: the viewer and the session chain it belongs to. */
export interface ResolvedSession {
  viewer: Viewer;
  chainId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Resolved ONLY from the access token (x-token, or Authorization: Bearer) before any handler runs;
     * null for guests and for missing, unknown, expired or revoked tokens. x-user-id is ignored.
     */
    viewer: Viewer | null;
  }
}

export const UNAUTHORIZED_MESSAGE = '登录超时，请重新登录！';
/** Our tokens are 43 characters; anything far longer is not one of ours and is not looked up. */
const MAX_TOKEN_LENGTH = 256;

const chains = new WeakMap<FastifyRequest, string>();

/** The raw access token of a request, or null. Old clients send the literal strings "null"/"undefined". */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers['x-token'];
  let token = Array.isArray(header) ? header[0] : header;
  if (!token) {
    const authorization = request.headers.authorization;
    const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
    token = match?.[1];
  }
  token = token?.trim();
  if (!token || token === 'null' || token === 'undefined' || token.length > MAX_TOKEN_LENGTH) return null;
  return token;
}

/**
 * Endpoints whose handler may find the session itself, inside the statement it sends anyway (the comment
 * post: one round trip for a poster whose session is not cached). For them the hook takes the session
 * from `cached` only; on a miss `viewer` stays null until the handler calls resolveDeferredSession.
 */
export interface DeferredSessions {
  endpoints: ReadonlySet<string>;
  /** A session this process still holds for the token (no lookup), else undefined. */
  cached(token: string): ResolvedSession | undefined;
}

const deferred = new WeakMap<FastifyRequest, { token: string; resolve: () => Promise<void> }>();

/**
 * Decorates every request with `viewer`. `resolve` looks the token up (sessions repository); an
 * invalid token makes a guest, and endpoints that need a user answer 401 through requireViewer.
 */
export function registerAuth(app: FastifyInstance, resolve: (token: string) => Promise<ResolvedSession | null>, later?: DeferredSessions): void {
  app.decorateRequest('viewer', null);
  const settle = (request: FastifyRequest, session: ResolvedSession | null) => {
    if (!session) return;
    request.viewer = session.viewer;
    chains.set(request, session.chainId);
  };
  // A callback hook: a guest's request (most of them) and a deferred lookup pass without an async hook's
  // promise and microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = readAccessToken(request);
    if (!token) return done();
    const endpoint = (request.routeOptions.config as { endpoint?: unknown } | undefined)?.endpoint;
    if (later && typeof endpoint === 'string' && later.endpoints.has(endpoint)) {
      const hit = later.cached(token);
      if (hit) settle(request, hit);
      else deferred.set(request, { token, resolve: async () => settle(request, await resolve(token)) });
      return done();
    }
    resolve(token)
      .then((session) => settle(request, session))
      .then(() => done(), done);
  });
}

/** The access token whose session the handler is to find (see DeferredSessions), or null: viewer is settled. */
export function deferredSessionToken(request: FastifyRequest): string | null {
  return deferred.get(request)?.token ?? null;
}

/** Looks a deferred session up the ordinary way, setting `viewer`; nothing when the request has none. */
export async function resolveDeferredSession(request: FastifyRequest): Promise<void> {
  const pending = deferred.get(request);
  if (!pending) return;
  deferred.delete(request);
  await pending.resolve();
}

/** The viewer, or the 401 envelope (code 401, 登录超时，请重新登录！) that sends the client to /login. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(401, UNAUTHORIZED_MESSAGE, 401);
  return request.viewer;
}

/** The session chain of the request's access token (logout and phone change), or null for guests. */
export function viewerChainId(request: FastifyRequest): string | null {
  return chains.get(request) ?? null;
}
