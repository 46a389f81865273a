import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WechatConfig } from '../../config/config';
import { AppError } from '../../plugins/envelope';
import { jsSdkSignature, urlForSigning } from '../../providers/wechat/jssdk-signature';
import { wechatOauthUrl, type WechatApi } from '../../providers/wechat/wechat-api';
import { LOGIN_FORM, refuse, safeRelativePath, issueWechatHandoff } from '../auth';
import { catalogueRoute } from '../../plugins/catalogue';

export interface WechatRoutesOptions {
  /** null = WeChat is off: jsSdk refuses with 微信未配置, wxOauth answers 404. */
  config: WechatConfig | null;
  api: WechatApi | null;
  /** PUBLIC_ORIGIN; unset = the request's own origin. */
  publicOrigin?: string;
  /** Signs the OAuth state so the callback's redirect target cannot be swapped. */
  secret: string;
  now?: () => number;
}

export const WECHAT_MESSAGES = {
  off: '微信未配置',
  badRedirect: '参数错误: redirect_url 必须是本站地址',
  badCallback: '微信授权参数无效',
  signUnavailable: '微信签名暂不可用，请稍后重试',
  badUri: '参数错误: uri 必须是 http(s) 地址',
} as const;

const CALLBACK_PATH = '/wechat/wxOauth/callback';

function ownOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** An absolute URL on our own origin (or a site-relative path made absolute), else null: no open redirect. */
export function ownRedirect(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1024) return null;
  if (safeRelativePath(raw)) return new URL(raw, origin).href;
  try {
    const url = new URL(raw);
    return url.origin === origin && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

function state(secret: string, redirect: string, path: string): string {
  return createHmac('sha256', secret).update(`wx-oauth\n${redirect}\n${path}`).digest('base64url').slice(0, 32);
}

function sameState(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

type Query = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * WeChat: the OAuth redirect and its callback, and the JS-SDK signature for share config.
 * Only live when WECHAT_APP_ID/WECHAT_APP_SECRET are configured.
 */
export function wechatRoutes(app: FastifyInstance, options: WechatRoutesOptions): void {
  const now = options.now ?? Date.now;

  catalogueRoute(
    app,
    'getWechatJsSdk',
    async ({ uri }, request) => {
      if (!options.config || !options.api) throw refuse(WECHAT_MESSAGES.off);
      if (!/^https?:\/\/[^\s]+$/.test(uri)) throw refuse(WECHAT_MESSAGES.badUri);
      let ticket: string;
      try {
        ticket = await options.api.getJsapiTicket();
      } catch (error) {
        request.log.error({ err: error }, 'WeChat jsapi_ticket unavailable');
        throw refuse(WECHAT_MESSAGES.signUnavailable);
      }
      const timestamp = Math.floor(now() / 1000);
      const nonceStr = randomBytes(8).toString('hex');
      const signature = jsSdkSignature({ jsapiTicket: ticket, nonceStr, timestamp, url: urlForSigning(uri) });
      return { app_id: options.config.appId, timestamp, nonce_str: nonceStr, signature };
    },
    LOGIN_FORM,
  );

  // {api}/wechat/wxOauth?redirect_url&path: the browser goes to WeChat, which returns to our callback.
  app.get('/wechat/wxOauth', async (request, reply) => {
    if (!options.config) throw new AppError(404, WECHAT_MESSAGES.off);
    const query = request.query as Query;
    const origin = ownOrigin(request, options.publicOrigin);
    const redirect = ownRedirect(query.redirect_url, origin);
    if (!redirect) throw new AppError(400, WECHAT_MESSAGES.badRedirect);
    const path = safeRelativePath(str(query.path)) ?? '';
    const callback = new URL(CALLBACK_PATH, origin);
    callback.searchParams.set('redirect_url', redirect);
    if (path) callback.searchParams.set('path', path);
    return reply.redirect(wechatOauthUrl(options.config.appId, callback.href, state(options.secret, redirect, path)), 302);
  });

  // WeChat → here with code and state. The ids WeChat gives the server never travel to the browser: the
  // /middle route (redirect_url) gets a one-time wx_token for them, which signs in or binds once.
  app.get(CALLBACK_PATH, async (request, reply) => {
    if (!options.config || !options.api) throw new AppError(404, WECHAT_MESSAGES.off);
    const query = request.query as Query;
    const redirect = ownRedirect(query.redirect_url, ownOrigin(request, options.publicOrigin));
    const path = safeRelativePath(str(query.path)) ?? '';
    const code = str(query.code);
    if (!redirect || !sameState(str(query.state), state(options.secret, redirect, path)) || !/^[A-Za-z0-9_-]{1,128}$/.test(code)) {
      throw new AppError(400, WECHAT_MESSAGES.badCallback);
    }
    const target = new URL(redirect);
    if (path) target.searchParams.set('path', path);
    try {
      const identity = await options.api.exchangeOauthCode(code);
      // Without an Open Platform binding there is no unionid: the openid then serves as the account's union id.
      const token = await issueWechatHandoff(app.db, { unionId: identity.unionid ?? identity.openid, openid: identity.openid }, now());
      target.searchParams.set('wx_token', token);
    } catch (error) {
      // The visitor goes on as a guest; the page can still offer phone login.
      request.log.warn({ err: error }, 'WeChat OAuth hand-off failed (code exchange or token issue)');
    }
    return reply.redirect(target.href, 302);
  });
}
