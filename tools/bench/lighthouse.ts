// Lighthouse (mobile preset, simulated throttling) on home and an article detail, against a production
// build served by the real server (tools/bench/bench-servers.ts: NODE_ENV=production, fresh DATA_DIR).
//
//   npx tsx tools/bench/lighthouse.ts                       # dist/, 3 runs per page, median reported
//   LH_CLIENT_DIR=/tmp/perf-dist LH_RUNS=5 npx tsx tools/bench/lighthouse.ts
//   LH_URL=http://127.0.0.1:8080 npx tsx tools/bench/lighthouse.ts   # an already running server
//   LH_REPORT_DIR=/tmp/lh npx tsx tools/bench/lighthouse.ts             # also keep each run's full JSON report
//
// CHROME_PATH (default /usr/bin/chromium). Reports performance, accessibility, FCP, LCP, TBT, SI and CLS.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScreenAdvert } from '../../contract/generated/schema-types';
import { advertCookieName, localDayKey, shouldShowAdvert } from '../../contract/adverts/screen-advert-schedule';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Milliseconds (CLS: unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

interface Report {
  categories: { performance: { score: number | null }; accessibility: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/** A cookie set in the browser before Lighthouse opens the page (the page's own origin). */
export interface PageCookie {
  name: string;
  value: string;
}

/** Chromium with a DevTools port of its own; resolves once it listens. */
async function launchChrome(chrome: string, profile: string): Promise<{ port: number; browserSocket: string; stop(): Promise<void> }> {
  const child = spawn(chrome, [...CHROME_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // A group of its own, so stopping it stops its helper processes too (they kept writing into the profile).
    detached: true,
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const browserSocket = await new Promise<string>((resolveSocket, reject) => {
    let err = '';
    child.stderr!.on('data', (c: Buffer) => {
      err += c.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (found) resolveSocket(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${err.slice(-300)}`)));
  });
  return {
    port: Number(new URL(browserSocket).port),
    browserSocket,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM'); // the group is gone already
      }
      await exited;
    },
  };
}

/** Sets cookies for `url`'s origin through the browser's DevTools socket (one Storage.setCookies call). */
async function setCookies(browserSocket: string, url: string, cookies: PageCookie[]): Promise<void> {
  const socket = new WebSocket(browserSocket);
  await new Promise<void>((resolveOpen, reject) => {
    socket.addEventListener('open', () => resolveOpen(), { once: true });
    socket.addEventListener('error', () => reject(new Error('DevTools socket failed')), { once: true });
  });
  try {
    const reply = new Promise<{ error?: { message: string } }>((resolveReply) =>
      socket.addEventListener('message', (event) => resolveReply(JSON.parse(String(event.data)) as { error?: { message: string } }), { once: true }),
    );
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookies.map((c) => ({ ...c, url })) } }));
    const answer = await reply;
    if (answer.error) throw new Error(`Storage.setCookies: ${answer.error.message}`);
  } finally {
    socket.close();
  }
}

/** A file name for a page's saved report: its path, e.g. `article-detail-12` or `home`. */
function reportName(url: string): string {
  return new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

/**
 * One Lighthouse run (mobile preset, simulated throttling); a string says why it failed. Cookies are set
 * before the page loads (Lighthouse clears caches and storage but keeps cookies), e.g. the splash
 * advert's "shown today" cookie, so the run measures the home feed a returning doctor sees.
 */
export async function lighthouse(
  url: string,
  chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  cookies: PageCookie[] = [],
): Promise<LighthouseScores | string> {
  if (!existsSync(chrome)) return `no Chromium at ${chrome}`;
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  let browser: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    browser = await launchChrome(chrome, profile);
    if (cookies.length) await setCookies(browser.browserSocket, url, cookies);
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility',
        `--port=${browser.port}`,
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    if (code !== 0) return `lighthouse failed (${code}): ${err.slice(-300)}`;
    const reportDir = process.env.LH_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `${reportName(url)}-${Date.now()}.json`), out);
    }
    const report = JSON.parse(out) as Report;
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      si: audit('speed-index'),
      cls: audit('cumulative-layout-shift'),
    };
  } catch (error) {
    return `lighthouse failed: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await browser?.stop();
    // Chromium's helper processes may still write into the profile after the browser exits (ENOTEMPTY):
    // retried, and never allowed to throw away the figures of a run that took half an hour.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`  note: could not remove ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * The cookie that marks today's splash advert as already shown, or none when the home page shows no
 * advert today. Without it a first visit of the day measures the 5-second advert over the feed.
 */
export async function advertSeenCookies(url: string, now = new Date()): Promise<PageCookie[]> {
  const response = await fetch(`${url}/course/api/home`).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as { data?: { screen_advert?: ScreenAdvert | null } } | undefined;
  const advert = body?.data?.screen_advert;
  if (!advert || !shouldShowAdvert(advert, now, '')) return [];
  return [{ name: advertCookieName(advert.id), value: localDayKey(now) }];
}

/** The median run by performance score (Lighthouse varies from run to run). */
export async function medianLighthouse(
  url: string,
  runs: number,
  cookies: PageCookie[] = [],
): Promise<{ median: LighthouseScores; all: LighthouseScores[] } | string> {
  const all: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) {
    const scores = await lighthouse(url, undefined, cookies);
    if (typeof scores === 'string') return scores;
    all.push(scores);
  }
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor(sorted.length / 2)], all };
}

export function formatScores(s: LighthouseScores): string {
  const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `performance ${s.performance}  accessibility ${s.accessibility}  FCP ${sec(s.fcp)}  LCP ${sec(s.lcp)}  TBT ${Math.round(s.tbt)} ms  SI ${sec(s.si)}  CLS ${s.cls.toFixed(3)}`;
}

/** bench-servers.ts in a child process (the server must not share Lighthouse's event loop). */
async function startServer(clientDir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tools/bench/bench-servers.ts')], {
    cwd: ROOT,
    env: { ...process.env, CLIENT_DIR: clientDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<{ app: number }>((resolvePorts, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolvePorts(JSON.parse(line) as { app: number });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${ports.app}`, stop: () => child.kill('SIGTERM') };
}

/** The first article of the seeded home feed (any content id that opens as an article detail). */
async function firstArticleId(url: string): Promise<number> {
  const response = await fetch(`${url}/course/api/article/list?page=1&pageSize=1`).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as { data?: { list?: Array<{ id?: number }> } } | undefined;
  return body?.data?.list?.[0]?.id ?? Number(process.env.LH_ARTICLE_ID ?? 1);
}

async function main(): Promise<void> {
  const runs = Number(process.env.LH_RUNS ?? 3);
  const clientDir = resolve(ROOT, process.env.LH_CLIENT_DIR ?? 'dist');
  const server = process.env.LH_URL ? { url: process.env.LH_URL.replace(/\/+$/, ''), stop: () => undefined } : await startServer(clientDir);
  try {
    const articleId = process.env.LH_ARTICLE_ID ?? String(await firstArticleId(server.url));
    const pages = (process.env.LH_PATHS ?? `/,/article-detail/${articleId}`).split(',');
    console.log(`Lighthouse (mobile, simulated throttling), ${runs} run(s) per page, median by performance; ${server.url}`);
    // Each page as a returning doctor sees it (today's splash advert already shown), and home once more
    // as the day's first visit, under the advert.
    const seen = await advertSeenCookies(server.url);
    const views = pages.map((path) => ({ path, label: path, cookies: seen }));
    if (seen.length && pages.includes('/')) views.push({ path: '/', label: '/ (splash advert)', cookies: [] });
    for (const view of views) {
      const result = await medianLighthouse(`${server.url}${view.path}`, runs, view.cookies);
      if (typeof result === 'string') console.log(`  ${view.label.padEnd(24)} ${result}`);
      else {
        console.log(`  ${view.label.padEnd(24)} ${formatScores(result.median)}`);
        if (runs > 1) console.log(`  ${''.padEnd(24)} runs: ${result.all.map((s) => s.performance).join(', ')}`);
      }
    }
  } finally {
    server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
