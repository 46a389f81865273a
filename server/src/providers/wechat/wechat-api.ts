import type { WechatConfig } from '../../config';
import type { HttpJson } from '../http-json';

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
  /** The jsapi_ticket for JS-SDK signatures (cached until shortly before it expires). */
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

const API = 'https://api.weixin.qq.com';
/** Renew cached tokens this long before WeChat's expiry (both last 7200 s). */
const EARLY_MS = 5 * 60 * 1000;

function check(answer: unknown, what: string): WechatAnswer {
  const a = (answer ?? {}) as WechatAnswer;
  if (a.errcode) throw new Error(`WeChat ${what} failed: ${a.errcode} ${a.errmsg ?? ''}`);
  return a;
}

interface Cached {
  value: string;
  until: number;
}

/**
 * The real API. The app access token and the jsapi ticket are cached in this process (WeChat limits
 * how often they may be fetched) and concurrent callers share one fetch.
 */
export class HttpWechatApi implements WechatApi {
  private token?: Cached;
  private ticket?: Cached;
  private pendingTicket?: Promise<string>;

  constructor(
    private readonly config: WechatConfig,
    private readonly http: HttpJson,
    private readonly now: () => number = Date.now,
  ) {}

  async exchangeOauthCode(code: string): Promise<WechatIdentity> {
    const q = new URLSearchParams({ appid: this.config.appId, secret: this.config.appSecret, code, grant_type: 'authorization_code' });
    const answer = check(await this.http({ method: 'GET', url: `${API}/sns/oauth2/access_token?${q}` }), 'oauth2/access_token');
    if (!answer.openid) throw new Error('WeChat oauth2/access_token answered without openid');
    return { openid: answer.openid, ...(answer.unionid ? { unionid: answer.unionid } : {}) };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: this.config.appId, secret: this.config.appSecret });
    const answer = check(await this.http({ method: 'GET', url: `${API}/cgi-bin/token?${q}` }), 'cgi-bin/token');
    if (!answer.access_token) throw new Error('WeChat cgi-bin/token answered without access_token');
    this.token = { value: answer.access_token, until: this.now() + (answer.expires_in ?? 7200) * 1000 - EARLY_MS };
    return this.token.value;
  }

  async getJsapiTicket(): Promise<string> {
    if (this.ticket && this.ticket.until > this.now()) return this.ticket.value;
    this.pendingTicket ??= (async () => {
      try {
        const q = new URLSearchParams({ access_token: await this.accessToken(), type: 'jsapi' });
        const answer = check(await this.http({ method: 'GET', url: `${API}/cgi-bin/ticket/getticket?${q}` }), 'ticket/getticket');
        if (!answer.ticket) throw new Error('WeChat getticket answered without ticket');
        this.ticket = { value: answer.ticket, until: this.now() + (answer.expires_in ?? 7200) * 1000 - EARLY_MS };
        return answer.ticket;
      } finally {
        this.pendingTicket = undefined;
      }
    })();
    return this.pendingTicket;
  }
}

/** The browser redirect to WeChat's OAuth page (snsapi_userinfo: the union id needs it for non-followers). */
export function wechatOauthUrl(appId: string, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`;
}
