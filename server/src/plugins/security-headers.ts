import type { FastifyInstance } from 'fastify';
import { ITEM_PREVIEW_PARAM } from '../../../contract/request/item-preview';
import { CONSOLE_PREVIEW_PARAM, LAYOUT_DRAFT_PARAM } from '../../../contract/request/request-url';
import { BOOT_SCRIPT_CSP_SOURCE } from './client-boot';
import type { SecurityConfig } from './security-config';

export interface SecurityHeadersOptions {
  security: SecurityConfig;
  production: boolean;
}

/** The operator console: never framed by anything (its layout preview frames the app, not itself). */
const OPS_PATH = /^\/ops(?:\/|$|\?)/;

/** Page queries that open someone's unpublished work: the console's live canvas, a layout draft link, an item draft link. */
const PREVIEW_PARAMS = [CONSOLE_PREVIEW_PARAM, LAYOUT_DRAFT_PARAM, ITEM_PREVIEW_PARAM];

/** Whether the request is a preview page (its query names one of PREVIEW_PARAMS). */
export function isPreviewRequest(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return false;
  const search = new URLSearchParams(url.slice(query + 1));
  return PREVIEW_PARAMS.some((name) => search.has(name));
}

/**
 * A preview shows an editor's draft to a publisher, who is signed in to the console on this origin. Its
 * page runs the app's scripts but no form may be sent from it (one aimed at /ops/api would carry the
 * publisher's session), nor a popup opened or the top page navigated, and without allow-same-origin it runs
 * in an opaque origin: no script there reads /ops/api with the publisher's cookie, the console's pages or
 * this site's storage. The CSP sandbox holds the page to that wherever it is opened (the console's frames add
 * the same sandbox attribute: src/ops/preview-sandbox.ts); preview-cors.ts lets that origin read the public
 * app API and the built files the page needs.
 */
const PREVIEW_DIRECTIVES = "; form-action 'none'; sandbox allow-scripts";

/**
 * The Content-Security-Policy of the app. No 'unsafe-eval' and no inline scripts but one: the built client
 * is module scripts from 'self' (validators are precompiled standalone code), plus the WeChat JS-SDK, and
 * the page's constant boot script (client-boot.ts), allowed by its hash.
 * Styles keep 'unsafe-inline': the page's static shell and its inlined entry stylesheet (client-boot.ts)
 * are <style> elements; scripts never do.
 * Images: self (the article image proxy is same-origin), data: (inline icons) and blob: (upload
 * previews); media also blob: (hls.js feeds MediaSource through blob URLs). connect-src: the API and
 * socket.io on the same origin ('self' covers ws/wss there in CSP3; the explicit ws(s) host is added
 * for older WebViews when PUBLIC_ORIGIN is known).
 */
export function contentSecurityPolicy(options: {
  mediaOrigins: readonly string[];
  publicOrigin?: string;
  production: boolean;
  frameAncestors: string;
}): string {
  const media = options.mediaOrigins.join(' ');
  const socketOrigins = options.publicOrigin ? ` ${options.publicOrigin.replace(/^http/, 'ws')}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE} https://res.wx.qq.com`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self'${socketOrigins}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ];
  if (options.production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The policy of an answer that is data, not a page (JSON): nothing may load or run in it, and nothing may
 * frame it. nginx's own JSON error answers carry the same (deploy/nginx/default.conf).
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** JSON: the API's envelopes and errors, and anything else answered as data. */
const isData = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers of a data answer (set by registerSecurityHeaders): for answers written outside
     * Fastify's reply, such as socket.io's long-polling and handshake answers.
     */
    dataSecurityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * Security headers on every response (API envelopes, static files, the SPA fallback, errors). A route
 * that sets its own CSP (uploaded files: no scripts at all) keeps it. HSTS only in production, where
 * the app is behind HTTPS; in development it would pin localhost to HTTPS.
 *
 * A JSON answer gets the short data set instead of a page's: its policy lets nothing load or run, so the
 * page's script, style and media sources and its permissions policy say nothing there. It is also about
 * 600 bytes shorter, on the answers the app sends most (home, layouts, details).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions & { publicOrigin?: string }): void {
  const appPolicy = contentSecurityPolicy({
    mediaOrigins: options.security.cspMediaOrigins,
    publicOrigin: options.publicOrigin,
    production: options.production,
    frameAncestors: "'self'",
  });
  const opsPolicy = contentSecurityPolicy({
    mediaOrigins: options.security.cspMediaOrigins,
    publicOrigin: options.publicOrigin,
    production: options.production,
    frameAncestors: "'none'",
  });
  // Two form-action directives would both apply (the stricter wins), but one of each reads plainly.
  const previewPolicy = appPolicy.replace("; form-action 'self'", '') + PREVIEW_DIRECTIVES;
  // What every answer carries, page or data.
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-site',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const pageHeaders = (frameOptions: string, policy: string): Record<string, string> => ({
    ...common,
    'x-frame-options': frameOptions,
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'content-security-policy': policy,
  });
  // The four sets are built once: every answer carries one, and building it per answer showed in profiles.
  const opsHeaders = pageHeaders('DENY', opsPolicy);
  const previewHeaders = pageHeaders('SAMEORIGIN', previewPolicy);
  const appHeaders = pageHeaders('SAMEORIGIN', appPolicy);
  const dataHeaders: Record<string, string> = { ...common, 'x-frame-options': 'DENY', 'content-security-policy': DATA_POLICY };
  const pageHeadersFor = (url: string): Readonly<Record<string, string>> =>
    OPS_PATH.test(url) ? opsHeaders : isPreviewRequest(url) ? previewHeaders : appHeaders;
  app.decorate('dataSecurityHeaders', dataHeaders);
  const CSP = 'content-security-policy';
  // A callback hook: it runs on every answer, where an async hook costs a promise and a microtask.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route that set its own policy (uploaded files: no scripts at all) keeps it.
    const ownPolicy = reply.getHeader(CSP);
    reply.headers(isData(reply.getHeader('content-type')) ? dataHeaders : pageHeadersFor(request.url));
    if (ownPolicy !== undefined) reply.header(CSP, ownPolicy);
    done(null, payload);
  });
}
