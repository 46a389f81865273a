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
 * Decorates every request with `viewer`. `resolve` looks the token up (sessions repository); an
 * invalid token makes a guest, and endpoints that need a user answer 401 through requireViewer.
 */
export function registerAuth(app: FastifyInstance, resolve: (token: string) => Promise<ResolvedSession | null>): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = readAccessToken(request);
    if (!token) return;
    const session = await resolve(token);
    if (!session) return;
    request.viewer = session.viewer;
    chains.set(request, session.chainId);
  });
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
