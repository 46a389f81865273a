import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * WeChat's token endpoints as a real HTTP server on a loopback port (WeChat itself is outside our control):
 * cgi-bin/stable_token (normal mode hands every caller the current token; force_refresh replaces it) and
 * cgi-bin/ticket/getticket (40001 for a token that is no longer current, 42001 for one that expired). Answers are held back a little,
 * so callers that do not coordinate overlap and are counted twice.
 */
export interface FakeWechatServer {
  url: string;
  /** Requests seen: stable_token (forced: those with force_refresh), getticket (refused: answered 40001, expired: 42001). */
  calls: { stableToken: number; forced: number; getticket: number; refused: number; expired: number };
  /** Another party rotated the token: the current one is refused from now on; normal mode hands out a new one. */
  rotateToken(): void;
  /** WeChat revokes the current token but normal mode keeps handing it out; only force_refresh gives a good one. */
  revokeToken(): void;
  /**
   * The next `times` getticket calls find their token expired: each is answered 42001 and the token is retired,
   * so normal mode hands out a new one (as WeChat does for a token past its time).
   */
  expireToken(times?: number): void;
  close(): Promise<void>;
}

export interface FakeWechatOptions {
  appId: string;
  appSecret: string;
  /** expires_in of tickets (tokens last 7200 s). */
  ticketLifetimeS?: number;
  /** How long each answer is held back. */
  latencyMs?: number;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

export async function startFakeWechat(options: FakeWechatOptions): Promise<FakeWechatServer> {
  const calls = { stableToken: 0, forced: 0, getticket: 0, refused: 0, expired: 0 };
  let generation = 1;
  let expiring = 0;
  let current: string | null = null;
  let revoked = false;
  let tickets = 0;
  const token = () => (current ??= `TOKEN-${generation}`);

  async function answer(request: IncomingMessage): Promise<object> {
    const url = new URL(request.url ?? '/', 'http://wechat.invalid');
    if (request.method === 'POST' && url.pathname === '/cgi-bin/stable_token') {
      calls.stableToken += 1;
      const body = JSON.parse(await readBody(request)) as { grant_type?: string; appid?: string; secret?: string; force_refresh?: boolean };
      if (body.grant_type !== 'client_credential' || body.appid !== options.appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (body.secret !== options.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      if (body.force_refresh === true) {
        calls.forced += 1;
        generation += 1;
        current = null;
        revoked = false;
      }
      return { access_token: token(), expires_in: 7200 };
    }
    if (request.method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
      calls.getticket += 1;
      if (expiring > 0) {
        expiring -= 1;
        calls.expired += 1;
        generation += 1;
        current = null;
        return { errcode: 42001, errmsg: 'access_token expired' };
      }
      if (url.searchParams.get('access_token') !== token() || revoked) {
        calls.refused += 1;
        return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
      }
      tickets += 1;
      return { errcode: 0, errmsg: 'ok', ticket: `TICKET-${tickets}`, expires_in: options.ticketLifetimeS ?? 7200 };
    }
    return { errcode: 40066, errmsg: 'invalid url' };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void answer(request).then(async (body) => {
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 50));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    rotateToken() {
      generation += 1;
      current = null;
    },
    revokeToken() {
      revoked = true;
    },
    expireToken(times = 1) {
      expiring = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
