// Every route of the app in WeChat on a phone (390×844), with ids from the seed, signed in as a certified
// doctor or as a visitor: no console error, no failed request, no broken image and never a blank screen.
// Each walk is a test file of its own (route-walk-*.test.ts), so the two run side by side.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../contract/routes/route-table';
import { e2eApi } from './api-client';
import { layoutForEditing, publishLayoutAsOperator } from './ops-operators';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl);
/** The certified doctor the walks sign in as. */
export const MOBILE = '13800000026';

interface Item {
  id: number;
  uuid?: string;
  type?: number;
  source_type?: number;
  live_status?: number;
  origin_type?: number;
}

async function list(path: string): Promise<Item[]> {
  const data = await api.data<{ list?: Item[] } | Item[]>(path);
  return Array.isArray(data) ? data : (data.list ?? []);
}

async function firstId(path: string, keep: (item: Item) => boolean = () => true): Promise<number> {
  const found = (await list(path)).find(keep);
  if (!found) throw new Error(`no seeded item from ${path}`);
  return found.id;
}

const select = (originType: number) => `/course/api/content/select?origin_type=${originType}&page=1&pageSize=100`;

/** Seeded topic 1's modules: 1 专题课程 (column), 2 学组招募 (study group); see server/src/seed/build-topics.ts. */
const TOPIC = 1;

/** The address each route is walked at; routes without parameters are walked at their path. */
const ADDRESSES: Record<string, () => Promise<string>> = {
  meeting: async () => `/meeting/${(await list('/meeting/api/academic?page=1&pageSize=1'))[0]?.uuid ?? 'no-seeded-meeting'}`,
  'meeting-news-detail': async () => `/meeting-news-detail/${await firstId('/meeting/api/news?page=1&pageSize=1')}`,
  'course-column': async () => `/course-column/${await firstId(select(1), (i) => i.type === 2 && i.source_type !== 4)}`,
  'course-detail': async () => `/course-detail/${await firstId(select(1), (i) => i.type !== 2 && i.source_type !== 4)}`,
  'video-column': async () => `/video-column/${await firstId(select(1), (i) => i.type === 2 && i.source_type === 4)}`,
  'video-detail': async () => `/video-detail/${await firstId(select(1), (i) => i.type !== 2 && i.source_type === 4)}`,
  'article-column': async () => `/article-column/${await firstId(select(2), (i) => i.type === 2)}`,
  'article-detail': async () => `/article-detail/${await firstId('/course/api/article/list?page=1&pageSize=1')}`,
  'short-video-detail': async () => `/short-video-detail/${await firstId('/course/api/short-video/list?page=1&pageSize=1')}`,
  'live-column': async () => `/live-column/${await firstId('/live/api/live/column/list?page=1&pageSize=1')}`,
  'live-column-detail': async () => `/live-column-detail?id=${await firstId('/live/api/live/column/list?page=1&pageSize=1')}`,
  'live-detail': async () => `/live-detail/${await firstId(select(4), (i) => i.type !== 2 && i.live_status === 0)}`,
  'live-detail-home': async () => `/live-detail-home/${await firstId('/live/api/live/reBack?page=1&pageSize=10', (i) => i.type !== 2)}`,
  'case-column': async () => `/case-column/${await firstId(select(6), (i) => i.type !== 1)}`,
  'activity-detail': async () => `/activity-detail/${await firstId(select(11))}`,
  'download-detail': async () => `/download-detail/${await firstId('/course/api/download/list?page=1&pageSize=50', (i) => i.type === 3)}`,
  'topic-detail': async () => `/topic-detail/${TOPIC}`,
  'topic-desc': async () => `/topic-desc/${TOPIC}`,
  'topic-news-list': async () => `/topic-news-list/${TOPIC}`,
  'topic-column': async () => `/topic-column/${TOPIC}/1`,
  'study-group-recruitment': async () => `/study-group-recruitment/${TOPIC}/2`,
  'topic-honor': async () => `/topic-honor/${TOPIC}`,
  'topic-honor-detail': async () => `/topic-honor-detail/${TOPIC}/${await firstId(`/meeting/api/topic/honor/list?topic_id=${TOPIC}&page=1&pageSize=10`)}`,
  'channel-more': async () => `/channel-more/${await firstId('/course/api/channel?origin_type=0&page=1&pageSize=999')}/1`,
  'image-text': async () => '/image-text/40',
  // A landing page exists once an operator publishes one: the walk publishes the blank as its own.
  landing: async () => {
    const { document } = await layoutForEditing<{ id: string }>(baseUrl, 'landing.route-walk');
    await publishLayoutAsOperator(baseUrl, document);
    return '/landing/route-walk';
  },
  'medical-column-list': async () => `/medical-column-list/${await medicalColumnId()}`,
  'medical-column-detail': async () => `/medical-column-detail/${await medicalColumnId()}`,
};

async function medicalColumnId(): Promise<number> {
  const index = await api.data<{ list: Array<{ list?: Item[] } & Partial<Item>> }>('/course/api/medicalColumn');
  const first = index.list.flatMap((group) => group.list ?? [group as Item])[0];
  if (!first?.id) throw new Error('no seeded medical column');
  return first.id;
}

/** The address a route is walked at (with ids from the seed). */
export function addressOf(name: string, path: string): () => Promise<string> {
  return ADDRESSES[name] ?? (async () => path);
}

interface Problems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Collects what goes wrong on `page`; `reset` starts a new list for the next route. The walk loads every
 * route into one page: a page of its own per route cost the browser a fresh renderer each time, about three
 * times the CPU of the load itself.
 */
function watch(page: Page): { problems: () => Problems; reset: () => void } {
  let problems: Problems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // Requests cut off by leaving the page are the browser's doing, not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return {
    problems: () => problems,
    reset: () => {
      problems = { consoleErrors: [], failedRequests: [] };
    },
  };
}

/** How long no request may be in flight before a page counts as loaded (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 200;

/**
 * Resolves once none of the page's requests has been in flight for QUIET_MS (or after `timeoutMs`): what
 * networkidle waits for, with a shorter quiet window, as every route is walked. Event streams stay open by
 * design and are not counted.
 */
export function quietNetwork(page: Page): (timeoutMs: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let quiet = () => {};
  let timer: NodeJS.Timeout | undefined;
  // Every change of the requests in flight starts the quiet window again, once none is left.
  const changed = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(() => quiet(), QUIET_MS);
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    changed();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (timeoutMs) => {
    const settled = new Promise<void>((resolve) => (quiet = resolve));
    changed();
    let giveUp: NodeJS.Timeout | undefined;
    await Promise.race([settled, new Promise<void>((resolve) => (giveUp = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(giveUp);
    clearTimeout(timer);
  };
}

/** Drops the 401 answers (and the browser's console lines about them) from what a page got wrong. */
function forgiveRefusals(problems: Problems): void {
  problems.failedRequests = problems.failedRequests.filter((entry) => !entry.startsWith('401 '));
  problems.consoleErrors = problems.consoleErrors.filter((text) => !text.includes('status of 401'));
}

/** Images that finished loading without a picture. */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.getAttribute('src') && img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

/** True when the page shows nothing: no text, no picture, no player in the main area. */
function isBlank(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    return (main as HTMLElement).innerText.trim() === '' && !main.querySelector('img, video, canvas, svg, iframe');
  });
}

/**
 * Waits until the page shows something and nothing says it is busy. A route that hands over to another
 * (/middle goes on to home) may still be between the two once the network is quiet; a page that stays
 * blank is left for the caller to find.
 */
export async function untilShown(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main') ?? document.body;
        const shows = (main as HTMLElement).innerText.trim() !== '' || main.querySelector('img, video, canvas, svg, iframe') !== null;
        return shows && !document.querySelector('[aria-busy="true"]');
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** Walks every route; `doctor` signs in as a certified doctor first, else it walks as a visitor. */
export function walkEveryRoute(who: 'doctor' | 'visitor'): void {
  const signedIn = who === 'doctor';
  describe(`every route in WeChat on a phone, ${signedIn ? 'signed in as a doctor' : 'as a visitor'}`, () => {
    let phone: PhoneSession;
    let watcher: ReturnType<typeof watch>;
    let settled: ReturnType<typeof quietNetwork>;
    beforeAll(async () => {
      phone = await openPhone(baseUrl, { wechat: true });
      watcher = watch(phone.page);
      settled = quietNetwork(phone.page);
      if (!signedIn) return;
      const session: E2eSession = await signInThroughApi(MOBILE);
      await phone.page.goto('/ys');
      await applySession(phone.page, session);
    });
    afterAll(async () => phone?.close());

    it('has a walk address for every route with parameters', () => {
      const withParams = routeTable.filter((route) => route.path.includes(':')).map((route) => route.name);
      expect(withParams.filter((name) => !ADDRESSES[name])).toEqual([]);
    });

    it.each(routeTable.map((route) => [route.name, route.path] as const))('%s (%s)', async (name, path) => {
      const { page } = phone;
      const address = await addressOf(name, path)();
      // Leave the last route first: what its requests do while it unloads is not this route's problem.
      await page.goto('about:blank');
      watcher.reset();
      await page.goto(address);
      await settled(15_000);
      await untilShown(page);
      const problems = watcher.problems();
      // A page for signed-in people shows a visitor the login-needed dialog: its refused (401) requests are how it knows.
      if (!signedIn && (await page.getByRole('dialog', { name: '需要登录' }).isVisible())) forgiveRefusals(problems);
      expect({ address, ...problems, brokenImages: await brokenImages(page), blank: await isBlank(page) }).toEqual({
        address,
        consoleErrors: [],
        failedRequests: [],
        brokenImages: [],
        blank: false,
      });
    });
  });
}
