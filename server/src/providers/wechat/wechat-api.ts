import type { WechatConfig } from '../../config/config';
import type { HttpJson } from '../http-json';
import { MemoryCredentialStore, type Credential, type CredentialStore } from './credential-store';
import { SharedCredential } from './shared-credential';

/** What the WeChat OAuth code exchange tells us about a visitor. */
export interface WechatIdentity {
  openid: string;
  /** Present when the official account is bound to an Open Platform account. */
  unionid?: string;
}

/** WeChat's server API, behind an interface: tests use a fake and never reach the network. */
export interface WechatApi {
  /** sns/oauth2/access_token: the OAuth `code` from the callback → the visitor's ids. */
  exchangeOauthCode(code: string): Promise<WechatIdentity>;
  /** The jsapi_ticket for JS-SDK signatures (shared by all processes, renewed shortly before it expires). */
  getJsapiTicket(): Promise<string>;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
  openid?: string;
  unionid?: string;
}

const WECHAT_API = 'https://api.weixin.qq.com';
/** WeChat's lifetime of a token or ticket when an answer leaves expires_in out. */
const DEFAULT_LIFETIME_S = 7200;

/**
 * Answers meaning the access token we sent is no longer good: 40001 (invalid credential: replaced or revoked),
 * 42001 (expired), 40014 (not a valid access token). The call is worth one retry with a new token.
 */
const TOKEN_REFUSED = new Set([40001, 42001, 40014]);

/** WeChat's answer, or a WechatError for a non-zero errcode. */
function check(answer: unknown, what: string): WechatAnswer {
  // WeChat answers loosely typed JSON; every field used is checked where it is read.
  const a = (answer ?? {}) as WechatAnswer;
  if (a.errcode) throw new WechatError(what, a.errcode, a.errmsg);
  return a;
}
/** The errcode of an answer (0 when it has none). */
function errcodeOf(answer: unknown): number {
  const errcode = (answer as WechatAnswer | null)?.errcode; // loosely typed, as in check()
  return typeof errcode === 'number' ? errcode : 0;
}

export class WechatError extends Error {
  constructor(
    what: string,
    readonly errcode: number,
    errmsg = '',
  ) {
    super(`WeChat ${what} failed: ${errcode} ${errmsg}`);
    this.name = 'WechatError';
  }
}

export interface HttpWechatApiOptions {
  now?: () => number;
  /** Where the access token and JS-SDK ticket are shared: Redis for several processes; default in memory. */
  store?: CredentialStore;
  /** WeChat's API origin; tests point it at a fake WeChat server. */
  apiBase?: string;
  /** Told when the store fails (the credential is then fetched without it). */
  onStoreError?: (error: unknown) => void;
}

/**
 * The real API. The access token (getStableAccessToken: the same token for every caller, so processes never
 * invalidate each other's) and the JS-SDK ticket are each held once for all processes (shared-credential.ts):
 * renewed before they expire, by one process at a time. A call WeChat answers with "token invalid or expired"
 * gets a new token and is retried once.
 */
export class HttpWechatApi implements WechatApi {
  private readonly accessToken: SharedCredential;
  private readonly ticket: SharedCredential;
  private readonly api: string;
  private readonly now: () => number;

  constructor(
    private readonly config: WechatConfig,
    private readonly http: HttpJson,
    options: HttpWechatApiOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.api = options.apiBase ?? WECHAT_API;
    const store = options.store ?? new MemoryCredentialStore();
    const shared = { store, now: this.now, onStoreError: options.onStoreError };
    this.accessToken = new SharedCredential({ ...shared, name: `${config.appId}:access_token`, fetch: (request) => this.fetchAccessToken(request) });
    this.ticket = new SharedCredential({ ...shared, name: `${config.appId}:jsapi_ticket`, fetch: () => this.fetchJsapiTicket() });
  }

  async exchangeOauthCode(code: string): Promise<WechatIdentity> {
    const q = new URLSearchParams({ appid: this.config.appId, secret: this.config.appSecret, code, grant_type: 'authorization_code' });
    const answer = check(await this.http({ method: 'GET', url: `${this.api}/sns/oauth2/access_token?${q}` }), 'oauth2/access_token');
    if (!answer.openid) throw new Error('WeChat oauth2/access_token answered without openid');
    return { openid: answer.openid, ...(answer.unionid ? { unionid: answer.unionid } : {}) };
  }

  getJsapiTicket(): Promise<string> {
    return this.ticket.get();
  }

  /**
   * cgi-bin/stable_token in normal mode; when it hands back the very token WeChat just refused, once more with
   * force_refresh (which WeChat allows 20 times a day, so only then).
   */
  private async fetchAccessToken({ stale }: { stale?: string }): Promise<Credential> {
    const fetched = await this.stableToken(false);
    return stale !== undefined && fetched.value === stale ? this.stableToken(true) : fetched;
  }

  private async stableToken(forceRefresh: boolean): Promise<Credential> {
    const body = JSON.stringify({ grant_type: 'client_credential', appid: this.config.appId, secret: this.config.appSecret, force_refresh: forceRefresh });
    const answer = check(
      await this.http({ method: 'POST', url: `${this.api}/cgi-bin/stable_token`, headers: { 'content-type': 'application/json' }, body }),
      'cgi-bin/stable_token',
    );
    if (!answer.access_token) throw new Error('WeChat cgi-bin/stable_token answered without access_token');
    return { value: answer.access_token, expiresAt: this.expiry(answer) };
  }

  private async fetchJsapiTicket(): Promise<Credential> {
    const answer = await this.withAccessToken('ticket/getticket', (token) => {
      const q = new URLSearchParams({ access_token: token, type: 'jsapi' });
      return this.http({ method: 'GET', url: `${this.api}/cgi-bin/ticket/getticket?${q}` });
    });
    if (!answer.ticket) throw new Error('WeChat getticket answered without ticket');
    return { value: answer.ticket, expiresAt: this.expiry(answer) };
  }

  /** Calls WeChat with the shared access token; a "token refused" answer renews it and retries once. */
  private async withAccessToken(what: string, call: (token: string) => Promise<unknown>): Promise<WechatAnswer> {
    const token = await this.accessToken.get();
    const first = await call(token);
    if (!TOKEN_REFUSED.has(errcodeOf(first))) return check(first, what);
    return check(await call(await this.accessToken.refresh(token)), what);
  }

  private expiry(answer: WechatAnswer): number {
    return this.now() + (answer.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
  }
}

/** The browser redirect to WeChat's OAuth page (snsapi_userinfo: the union id needs it for non-followers). */
export function wechatOauthUrl(appId: string, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`;
}
