import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, courses, lives } from '../db/schema';
import { loadCatalogue, pathParamNames } from './catalogue';
import { signIn, type SignedIn } from '../testing/auth-session';
import { makeBuiltClient } from '../testing/built-client';
import { openTestApp, testConfig, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-database';
import { listenOnLoopback } from '../testing/loop-stall';
import { limiterKinds, openTestLimiter, type TestLimiter } from '../testing/test-limiters';
import { plausibleValue, prng, toQuery } from '../testing/fuzz/fuzz-values';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE } from './client-boot';
import { contentSecurityPolicy, DATA_POLICY } from './security-headers';
import { WRITE_LIMIT_MESSAGE } from './write-rate-limit';
import { checkPasswordRequest } from '../testing/check-password';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
const BOUNDARY = '----security-test';
const multipart = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.html"\r\nContent-Type: text/html\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('content security policy', () => {
  it('has no unsafe-eval and no inline scripts but the boot script, by its hash; allows the WeChat JS-SDK; frames only by itself', () => {
    const policy = contentSecurityPolicy({
      mediaOrigins: ['https://vod.example.com'],
      production: true,
      frameAncestors: "'self'",
      publicOrigin: 'https://m.example.com',
    });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`, 'https://res.wx.qq.com']);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://vod.example.com']);
    expect(directives['media-src']).toContain('https://vod.example.com');
    expect(directives['connect-src']).toEqual(["'self'", 'wss://m.example.com']);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives).toHaveProperty('upgrade-insecure-requests');
  });
});

describe.each(testDatabases())('security headers, revoked tokens and uploads on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  const client = makeBuiltClient();
  beforeAll(async () => {
    // A built client, so pages answer as pages (HTML), as in production.
    t = await openTestApp(kind, { config: { clientDir: client.clientDir } });
    user = await signIn(t.database, '13800000022');
  });
  afterAll(async () => {
    client.remove();
    await t?.close();
  });

  it('sends API answers, errors and unknown API paths the data headers: nothing loads, runs or frames them; no HSTS outside production', async () => {
    for (const url of ['/healthz', '/course/api/home', '/course/api/article/detail/abc', '/nope/api/x', '/user/oauth/userinfo', '/ops/api/me']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(response.headers['content-security-policy'], url).toBe(DATA_POLICY);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("sends pages the app's policy: its scripts by hash, framed by itself alone, no eval", async () => {
    for (const url of ['/', '/article-detail/1', '/no-such-page']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE} https://res.wx.qq.com`);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).not.toContain('unsafe-eval');
    }
  });

  it('sends preview pages (canvas, layout draft, item draft) a CSP sandbox with no forms; ordinary pages keep theirs', async () => {
    for (const url of ['/channel-home?preview=canvas', '/home-new?layout_draft=abc&preview=1', '/article-detail/1?item-preview=abc']) {
      const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
      // Without allow-same-origin: the page runs in an opaque origin, out of reach of the console's session.
      expect(csp, url).toMatch(/; sandbox allow-scripts(;|$)/);
      expect(csp, url).not.toContain('allow-same-origin');
      expect(csp, url).toContain("form-action 'none'");
      expect(csp, url).not.toContain("form-action 'self'");
      expect(csp, url).toContain(`script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE} https://res.wx.qq.com`);
    }
    const ordinary = String((await t.app.inject({ url: '/channel-home?channel=1' })).headers['content-security-policy']);
    expect(ordinary).not.toContain('sandbox');
    expect(ordinary).toContain("form-action 'self'");
  });

  it('/ops may not be framed at all', async () => {
    const response = await t.app.inject({ url: '/ops' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS in production', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ database: t.database, config: { ...testConfig({ clientDir: client.clientDir }), NODE_ENV: 'production' }, logger: false });
    try {
      const response = await app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const page = await app.inject({ url: '/' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });

  it('serves uploads inert: PDF as an attachment in a sandbox, no path traversal out of the media folder', async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/course/upload/file',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(PDF),
    });
    expect(uploaded.statusCode).toBe(200);
    const url = (uploaded.json().data as { url: string }).url;
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.pdf$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
    for (const bad of [
      '/media/uploads/..%2f..%2f..%2fpackage.json',
      '/media/../package.json',
      '/media/uploads/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/media/uploads/..\\..\\package.json',
      '/media/%00',
    ]) {
      const response = await t.app.inject({ url: bad });
      expect(response.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, bad).toBeLessThan(500);
      expect(response.body, bad).not.toContain('"dependencies"');
    }
  });

  it('serves an upload inert however its path is spelled: encoded, doubled or dotted segments, other case, backslashes', async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/course/upload/file',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(PDF),
    });
    const name = String((uploaded.json().data as { url: string }).url)
      .split('/')
      .pop()!;
    const spellings = [
      `/media/%75ploads/${name}`,
      `/media/%75%70%6c%6f%61%64%73/${name}`,
      `/media//uploads/${name}`,
      `/media/./uploads/${name}`,
      `/media/uploads/./${name}`,
      `/media/uploads//${name}`,
      `/media/%2e/uploads/${name}`,
      `/media/x/../uploads/${name}`,
      `/media/x/%2e%2e/uploads/${name}`,
      `/media/uploads%2f${name}`,
      `/media/%2fuploads/${name}`,
      `/media/%2575ploads/${name}`,
      `/media/UPLOADS/${name}`,
      `/media/Uploads/${name}`,
      `/media/uploads\\${name}`,
      `/media\\uploads\\${name}`,
      `/media/.%2fuploads/${name}`,
      `/media/uploads/${name}?download=0`,
      `/media/uploads/${name.toUpperCase()}`,
      `/%6dedia/uploads/${name}`,
    ];
    const expectInert = (url: string, status: number, headers: Record<string, unknown>) => {
      expect(status, url).toBeLessThan(500);
      if (status === 404) return;
      expect(status, url).toBe(200);
      expect(headers['content-disposition'], url).toBe('attachment');
      expect(String(headers['content-security-policy']), url).toMatch(/default-src 'none'.*sandbox/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    };
    for (const url of spellings) {
      const response = await t.app.inject({ url });
      expectInert(url, response.statusCode, response.headers);
    }
    // Over a real socket too: inject parses the URL first, a browser's raw request line is not normalised.
    const base = new URL(await listenOnLoopback(t.app));
    for (const path of spellings) {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        const request = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET' }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        });
        request.on('error', reject);
        request.end();
      });
      expectInert(path, answer.status, answer.headers);
    }
  });

  it('a logged-out token works nowhere: every endpoint answers it exactly as it answers a guest', async () => {
    const revoked = await signIn(t.database, '13800000022');
    expect((await t.app.inject({ url: '/user/oauth/userinfo', headers: revoked.headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/user/api/logout', headers: revoked.headers, payload: {} });
    expect(out.json().code).toBe(0);
    const random = prng(7);
    const differences: string[] = [];
    const catalogue = loadCatalogue();
    // The login flows are left out: they rate-limit per number, so a second identical call differs by design.
    const skipped = new Set(['sendVerify', 'checkVerify', 'updateTel', 'refreshSession', 'logout', 'loginByUnionId', 'loginByUuid']);
    for (const [name, entry] of Object.entries(catalogue)) {
      if (skipped.has(name)) continue;
      const properties = (entry.args.properties ?? {}) as Record<string, Record<string, unknown>>;
      const params = pathParamNames(entry.path);
      const args = Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => !params.includes(key))
          .map(([key, schema]) => [key, plausibleValue(random, schema)]),
      );
      const path = entry.path.replace(/\{([A-Za-z_]+)\}/g, (_m, key: string) => String(plausibleValue(random, properties[key])));
      const isBody = entry.method === 'POST' || entry.method === 'PUT';
      const request = (headers: Record<string, string>) =>
        t.app.inject({
          method: entry.method,
          url: isBody ? path : `${path}?${toQuery(args)}`,
          headers,
          ...(isBody ? { payload: args as Record<string, string> } : {}),
        });
      const guest = await request({});
      const withRevoked = await request(revoked.headers);
      const summary = (r: typeof guest) => `${r.statusCode}/${(r.json() as { code?: number }).code}`;
      if (summary(guest) !== summary(withRevoked)) differences.push(`${name}: guest ${summary(guest)} vs revoked ${summary(withRevoked)}`);
    }
    expect(differences).toEqual([]);
  });
});

describe.each(limiterKinds())('write rate limits (%s limiter)', (limiterKind) => {
  let t: TestApp;
  let limiter: TestLimiter;
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    limiter = openTestLimiter(limiterKind);
    t = await openTestApp('pglite', {
      config: { security: { ...testConfig().security, writesPerUserMinute: 3, writesPerIpMinute: 8, passwordChecksPerIp: 4 } },
      authTestHooks: { limiter: limiter.limiter },
    });
    a = await signIn(t.database, '13800000022');
    b = await signIn(t.database, '13800000023');
  });
  afterAll(async () => {
    await t?.close();
    await limiter?.dispose();
  });

  it('limits writes per user (POST and GET toggles alike) with 429, Retry-After and a clear message; reads are free', async () => {
    const like = (who: SignedIn, address = '10.1.0.1') => t.app.inject({ url: '/course/api/article/like/1', headers: who.headers, remoteAddress: address });
    const post = (who: SignedIn, address = '10.1.0.1') =>
      t.app.inject({ method: 'POST', url: '/user/api/footprint/record', headers: who.headers, remoteAddress: address, payload: { id: 1, type: 2 } });
    expect((await like(a)).statusCode).toBe(200);
    expect((await post(a)).statusCode).toBeLessThan(429);
    expect((await like(a)).statusCode).toBe(200);
    const refused = await post(a);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 429, message: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/) });
    expect(WRITE_LIMIT_MESSAGE('60秒')).toBe('操作过于频繁，请60秒后再试');
    // Another user (another address) is unaffected; reads are not limited.
    expect((await like(b, '10.1.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await t.app.inject({ url: '/course/api/article/detail/1', headers: a.headers, remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
  });

  it('limits writes per address, signed in or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/user/api/logout', remoteAddress: '10.2.0.1', payload: {} });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('limits writes per IPv6 /64, whichever address of it the client picks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/user/api/logout', remoteAddress: `2001:db8:2:1::${i + 1}`, payload: {} });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect((await t.app.inject({ method: 'POST', url: '/user/api/logout', remoteAddress: '2001:db8:2:2::1', payload: {} })).statusCode).toBe(200);
  });

  it('limits watch-password guesses per address and per account across all items (no sweeping item after item)', async () => {
    const { db } = t.database;
    const items: [number, number][] = [
      [1, (await db.select({ id: courses.id }).from(courses).where(eq(courses.needPassword, 1)))[0].id],
      [2, (await db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 1)))[0].id],
      [4, (await db.select({ id: lives.id }).from(lives).where(eq(lives.authType, 2)))[0].id],
    ];
    const guess = (i: number, who: SignedIn, address: string, password = String(i).padStart(4, '0')) => {
      const [type, id] = items[i % items.length];
      return t.app
        .inject({ ...checkPasswordRequest(`id=${id}&type=${type}&password=${password}`, who.headers), remoteAddress: address })
        .then((response) => (response.json() as { code: number }).code);
    };
    // One address, a new account for every guess.
    const accounts = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((i) => signIn(t.database, `1380000013${i}`)));
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++) perAddress.push(await guess(i, accounts[i], '10.3.0.1'));
    expect(perAddress).toEqual([-1, -1, -1, -1, 429, 429]);
    // The right password from the same address is refused too until the window passes.
    expect(await guess(0, accounts[6], '10.3.0.1', '1234')).toBe(429);

    // One account, a new address for every guess.
    const perAccount: number[] = [];
    for (let i = 0; i < 6; i++) perAccount.push(await guess(i, b, `10.3.1.${i + 1}`, String(5000 + i)));
    expect(perAccount).toEqual([-1, -1, -1, -1, 429, 429]);
  });
});
