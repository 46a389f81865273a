import { randomBytes } from 'node:crypto';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { openDatabase } from '../../server/src/db/database';
import { saveOperator } from '../../server/src/modules/ops-operators/ops-operators.service';
import { createDatabase, databaseUrl, dropDatabase, TEST_DB_PREFIX } from '../../server/src/testing/postgres-admin';
import { createE2eOperators, E2E_OPERATOR_PASSWORD, E2E_OPERATORS } from './ops-operators';
import { appTookOver, launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { startServer, type ServerProcess } from './server-process';

// A doctor leaves a channel page open on the phone (as WeChat users do) while an operator publishes a
// change to its layout, rolls it back and hides a section with the kill switch: each reaches the open
// page within 5 s, in place, without a reload. Its own servers: one process on PGlite, and, with
// TEST_DATABASE_URL and TEST_REDIS_URL, two processes on PostgreSQL and Redis with the phone on one and
// the console on the other.

const LIVE_WITHIN_MS = 5_000;
const LAYOUT = 'channel-home';

interface Servers {
  /** Where the phone is connected. */
  phoneUrl: string;
  /** Where the operator works (another process in the production-like variant). */
  opsUrl: string;
  stop(): Promise<void>;
}

async function onePglite(): Promise<Servers> {
  const server = await startServer({}, createE2eOperators, { seededFrom: inject('e2eSeededDataDir') });
  return { phoneUrl: server.baseUrl, opsUrl: server.baseUrl, stop: server.stop };
}

/** Two API processes on a fresh PostgreSQL database sharing Redis, as `npm run start:cluster` runs them. */
async function twoProcessesOnPostgres(serverUrl: string, redisUrl: string): Promise<Servers> {
  const name = `${TEST_DB_PREFIX}live_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  try {
    await migrateDatabase(database);
    for (const operator of Object.values(E2E_OPERATORS)) {
      await saveOperator(database.db, { name: operator.name, role: operator.role, password: E2E_OPERATOR_PASSWORD, update: true });
    }
  } finally {
    await database.close();
  }
  const env = { DATABASE_URL: url, REDIS_URL: redisUrl, SEED_DEMO: '1' };
  const started: ServerProcess[] = [];
  try {
    started.push(await startServer(env));
    started.push(await startServer(env));
  } catch (error) {
    for (const server of started) await server.stop();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  const [phoneSide, opsSide] = started;
  return {
    phoneUrl: phoneSide.baseUrl,
    opsUrl: opsSide.baseUrl,
    async stop() {
      for (const server of started) await server.stop();
      await dropDatabase(serverUrl, name);
    },
  };
}

const variants: Array<{ name: string; start: () => Promise<Servers> }> = [{ name: 'one process on PGlite', start: onePglite }];
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (pgUrl && redisUrl) variants.push({ name: 'two processes on PostgreSQL and Redis', start: () => twoProcessesOnPostgres(pgUrl, redisUrl) });

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

interface LayoutNodeLike {
  id: string;
  widget: string;
  props?: Record<string, unknown>;
  hidden?: boolean;
}
interface LayoutDocumentLike {
  id: string;
  body: LayoutNodeLike[];
}

/** Titles of the channel page's sections, top to bottom. */
const sectionTitles = (page: Page) => page.locator('.w-section h2').allInnerTexts();

/** Whether the page is still the document that was opened: no reload, no navigation. */
const stillTheSameDocument = (page: Page) => page.evaluate(() => (window as { __leftOpen?: string }).__leftOpen === 'since the start');

describe.each(variants)('live layouts: $name', ({ start }) => {
  let servers: Servers;
  let phone: PhoneSession;
  let desktop: Browser;
  let opsPage: Page;
  let channelId: number;
  let cookie: string;
  let navigations = 0;

  async function api<T>(path: string): Promise<T> {
    const answer = (await (await fetch(`${servers.phoneUrl}${path}`)).json()) as Envelope<T>;
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  }

  async function ops<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${servers.opsUrl}/ops/api${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Envelope<T>;
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  }

  /** A channel whose page shows both 直播 and 病例. */
  async function channelWithLiveAndCases(): Promise<number> {
    const channels = await api<{ list: Array<{ id: number }> }>('/course/api/channel?origin_type=0&pageSize=999');
    for (const channel of channels.list) {
      const home = await api<Record<string, { count?: number } | undefined>>(`/course/api/channel/${channel.id}/home`);
      if ((home.live?.count ?? 0) > 0 && (home.case?.count ?? 0) > 0) return channel.id;
    }
    throw new Error('no seeded channel has both lives and cases');
  }

  /** Milliseconds until `check` holds on the open phone, failing after LIVE_WITHIN_MS. */
  async function timeUntil(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    await expect.poll(check, { timeout: LIVE_WITHIN_MS, interval: 100 }).toBe(true);
    return Date.now() - started;
  }

  beforeAll(async () => {
    servers = await start();
    const login = await fetch(`${servers.opsUrl}/ops/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: E2E_OPERATORS.publisher.name, password: E2E_OPERATOR_PASSWORD }),
    });
    cookie = String(login.headers.get('set-cookie')).split(';')[0];
    channelId = await channelWithLiveAndCases();

    phone = await openPhone(servers.phoneUrl);
    await phone.page.goto(`/?channel=${channelId}`);
    await phone.page.getByRole('heading', { name: /病例/ }).first().waitFor();
    await phone.page.getByRole('heading', { name: /直播/ }).first().waitFor();
    // The headings may be the server-drawn first screen: count navigations only once the app has taken over
    // (its router settles the address as it starts).
    await appTookOver(phone.page);
    await phone.page.evaluate(() => ((window as { __leftOpen?: string }).__leftOpen = 'since the start'));
    phone.page.on('framenavigated', (frame) => {
      if (frame === phone.page.mainFrame()) navigations += 1;
    });

    desktop = await launchBrowser();
    const context = await desktop.newContext({ baseURL: servers.opsUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    opsPage = await context.newPage();
    await opsPage.goto('/ops');
    await opsPage.getByLabel('用户名').fill(E2E_OPERATORS.publisher.name);
    await opsPage.getByLabel('密码').fill(E2E_OPERATOR_PASSWORD);
    await opsPage.getByRole('button', { name: '登录' }).click();
    await opsPage.getByRole('navigation', { name: '后台导航' }).waitFor();
  });

  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
    await servers?.stop();
  });

  it('a phone left open shows a publish and then a rollback within 5 s, in place, keeping its scroll position', async () => {
    const { page } = phone;
    const before = await ops<{ document: LayoutDocumentLike; revision: number; published_revision: number }>('GET', `/layouts/${LAYOUT}`);
    expect(order(await sectionTitles(page))).toBe('live first');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);

    // The operator moves 病例 to the top, renamed 病例精选, and publishes.
    const sections = before.document.body.filter((node) => node.id.startsWith('section-'));
    const cases = sections.find((node) => node.id === 'section-case')!;
    const body = [
      ...before.document.body.filter((node) => !node.id.startsWith('section-')),
      { ...cases, props: { ...cases.props, title: '病例精选' } },
      ...sections.filter((node) => node !== cases),
    ];
    const saved = await ops<{ revision: number }>('PUT', `/layouts/${LAYOUT}/draft`, {
      document: { ...before.document, body },
      base_revision: before.revision,
    });
    await ops('POST', `/layouts/${LAYOUT}/publish`, { revision: saved.revision });
    const published = await timeUntil(async () => (await sectionTitles(page))[0]?.startsWith('病例精选') ?? false);
    expect(published).toBeLessThan(LIVE_WITHIN_MS);
    expect(await stillTheSameDocument(page)).toBe(true);
    expect(navigations).toBe(0);
    // Re-rendered in place: the page did not go back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // The operator rolls back from the opsPage's history: the phone follows.
    await opsPage.goto(`/ops#/layouts/${LAYOUT}`);
    await opsPage.reload();
    await opsPage.getByRole('heading', { name: '历史版本' }).waitFor();
    await opsPage.getByRole('button', { name: `回滚到第 ${before.published_revision} 版` }).click();
    await opsPage.getByRole('alertdialog', { name: '回滚' }).getByRole('button', { name: '回滚', exact: true }).click();
    await opsPage.getByText(new RegExp(`已回滚到第 ${before.published_revision} 版的内容`)).waitFor();
    await timeUntil(
      async () => order(await sectionTitles(page)) === 'live first' && !(await sectionTitles(page)).some((title) => title.startsWith('病例精选')),
    );
    expect(await stillTheSameDocument(page)).toBe(true);
    expect(navigations).toBe(0);
  });

  it('the kill switch hides a section on the open phone, and shows it again', async () => {
    const { page } = phone;
    const live = page.getByRole('heading', { name: /直播/ });
    expect(await live.count()).toBeGreaterThan(0);
    await opsPage.goto(`/ops#/layouts/${LAYOUT}`);
    await opsPage.reload();
    await opsPage.locator('li[data-node-id="section-live"] .ops-outline__select').first().click();
    const panel = opsPage.getByRole('region', { name: '线上紧急操作' });
    await panel.getByText('线上正在显示此区块').waitFor();
    await panel.getByRole('button', { name: '立即隐藏此区块' }).click();
    await panel.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await panel.getByText(/已隐藏，线上为第 \d+ 版/).waitFor();
    await timeUntil(async () => (await live.count()) === 0);
    expect(await stillTheSameDocument(page)).toBe(true);
    // The outline marks the section; the editor moved to the new revision.
    await opsPage.locator('li[data-node-id="section-live"]').getByText('已隐藏').first().waitFor();

    await panel.getByRole('button', { name: '立即恢复显示此区块' }).click();
    await panel.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await panel.getByText(/已恢复显示，线上为第 \d+ 版/).waitFor();
    await timeUntil(async () => (await live.count()) > 0);
    expect(await stillTheSameDocument(page)).toBe(true);
    expect(navigations).toBe(0);
  });

  it('a page that was in the background catches up when it is shown again', async () => {
    const { page } = phone;
    // The app listens only while the page is visible: make it hidden (another app in front), as WeChat does.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    const current = await ops<{ document: LayoutDocumentLike; revision: number }>('GET', `/layouts/${LAYOUT}`);
    const body = current.document.body.map((node) => (node.id === 'section-case' ? { ...node, props: { ...node.props, title: '后台时发布的病例' } } : node));
    const saved = await ops<{ revision: number }>('PUT', `/layouts/${LAYOUT}/draft`, {
      document: { ...current.document, body },
      base_revision: current.revision,
    });
    await ops('POST', `/layouts/${LAYOUT}/publish`, { revision: saved.revision });
    await page.waitForTimeout(1500);
    expect((await sectionTitles(page)).some((title) => title.startsWith('后台时发布的病例'))).toBe(false);
    await setVisibility('visible');
    await timeUntil(async () => (await sectionTitles(page)).some((title) => title.startsWith('后台时发布的病例')));
    expect(await stillTheSameDocument(page)).toBe(true);
    expect(navigations).toBe(0);
  });
});

function order(titles: string[]): 'live first' | 'cases first' | 'missing' {
  const live = titles.findIndex((title) => title.startsWith('直播'));
  const cases = titles.findIndex((title) => title.startsWith('病例'));
  if (live < 0 || cases < 0) return 'missing';
  return live < cases ? 'live first' : 'cases first';
}
