import { type Browser, type BrowserContext, type Frame, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext } from './phone-browser';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { OPS_COOKIE } from '../../server/src/modules/ops-operators/ops-auth';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

// As the attack was found: an editor's draft holds a rich-text section whose HTML is a form
// aimed at the publish route, a full-screen overlay and a javascript: link, and the publisher looks at it.
// The save refuses it. A draft that got past the save (stored straight into the database; here the
// console's and the preview's answers are rewritten in the browser to hold it, since the e2e server's
// database is its own) is inert in the publisher's previews: the live canvas in the layout editor and a
// draft link opened on its own. Nothing is published, the overlay stays inside the preview, and no
// javascript: link runs.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

const FORM = '<form action="/ops/api/layouts/LAYOUT/publish" method="post"><input name="revision" value="1"><button type="submit">确认发布</button></form>';
const OVERLAY = '<p class="x-overlay" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#fff">请点击继续</p>';
const SCRIPT_LINK = '<a id="x-script-link" href="javascript:parent.document.title=\'pwned\';document.title=\'pwned\'">查看详情</a>';
const attack = (layoutId: string) => `<p>会议通知</p>${FORM.replace('LAYOUT', layoutId)}${OVERLAY}${SCRIPT_LINK}`;
const attackNode = (layoutId: string) => ({ id: 'editor-note', widget: 'rich-text', props: { html: attack(layoutId) } });

type Doc = { id: string; body: unknown[] } & Record<string, unknown>;

/** A channel from the middle of the list (other console files take theirs from its ends). */
async function quietChannel(): Promise<number> {
  const channels = await api<{ list: Array<{ id: number }> }>('/course/api/channel?origin_type=0&pageSize=999');
  return channels.list[Math.floor(channels.list.length / 2)].id;
}

async function openConsole(operator: (typeof E2E_OPERATORS)[keyof typeof E2E_OPERATORS]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
  await useConsoleSession(context, baseUrl, operator.name);
  const page = await context.newPage();
  await page.goto('/ops');
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  return { context, page };
}

/** A call of the console's API from the console page itself (its session, its origin). */
function consoleCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { code: number; message: string; data: unknown } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/ops/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
    },
    { method, path, body },
  );
}

/** Every publish request the context sends (none may come from a preview). */
function publishRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (/\/publish(\?|$)/.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Every /ops/api request that a page showing a preview sends with the console's session cookie. */
function sessionRequests(context: BrowserContext, isPreview: (frame: Frame) => boolean): Array<Promise<string | null>> {
  const seen: Array<Promise<string | null>> = [];
  context.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/ops/api/') || !isPreview(request.frame())) return;
    seen.push(request.allHeaders().then((headers) => (headers.cookie?.includes(`${OPS_COOKIE}=`) ? request.url() : null)));
  });
  return seen;
}

const sent = async (requests: Array<Promise<string | null>>) => (await Promise.all(requests)).filter((url) => url !== null);

/**
 * What a script in `frame` gets when it tries the console: its own origin, the console's API with every
 * credential the browser would send, and the console's page.
 */
function probeConsole(frame: Frame): Promise<{ origin: string; api: string; parent: string }> {
  return frame.evaluate(async () => {
    const api = await fetch('/ops/api/layouts', { credentials: 'include' }).then(
      async (response) => `answered ${response.status} ${response.type} ${(await response.text()).slice(0, 40)}`,
      (error: unknown) => `refused ${String(error)}`,
    );
    let parent: string;
    try {
      parent = `read ${window.parent.document.title}`;
    } catch (error) {
      parent = `refused ${String(error)}`;
    }
    return { origin: window.origin, api, parent };
  });
}

/** A read of /ops/api from the preview: refused by the browser, or an answer without the console's data. */
function expectNoConsoleData(api: string): void {
  if (api.startsWith('refused')) return;
  expect(api).toMatch(/^answered (401|0) /);
}

let browser: Browser;
let layoutId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  layoutId = `channel-home.${await quietChannel()}`;
});

afterAll(async () => {
  await browser?.close();
});

describe("an editor's HTML cannot make the publisher publish", () => {
  it("refuses the editor's draft, naming the section and what is not allowed", async () => {
    const { context, page } = await openConsole(E2E_OPERATORS.editor);
    const current = (await consoleCall(page, 'GET', `/layouts/${layoutId}`)).json.data as { document: Doc; revision: number };
    const refused = await consoleCall(page, 'PUT', `/layouts/${layoutId}/draft`, {
      document: { ...current.document, body: [...current.document.body, attackNode(layoutId)] },
      base_revision: current.revision,
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toContain('区块 editor-note 的字段 html 含有不允许的内容');
    for (const named of ['<form>', '<input>', '<button>', '样式 position', 'javascript: 链接']) expect(refused.json.message).toContain(named);
    expect(((await consoleCall(page, 'GET', `/layouts/${layoutId}`)).json.data as { revision: number }).revision).toBe(current.revision);
    await context.close();
  });

  it('a stored draft holding it is inert in the live preview of the layout editor', async () => {
    const { context, page } = await openConsole(E2E_OPERATORS.publisher);
    const publishes = publishRequests(context);
    // The console reads the draft as the database would hold it.
    await page.route(
      (url) => url.pathname === `/ops/api/layouts/${layoutId}`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const answer = (await response.json()) as { data: { document: Doc } };
        answer.data.document.body.push(attackNode(layoutId));
        await route.fulfill({ response, json: answer });
      },
    );
    const before = (await consoleCall(page, 'GET', '/layouts')).json.data as { list: Array<{ id: string; published_revision: number | null }> };
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    const frameElement = page.locator('iframe[title^="草稿预览"]');
    const frame = page.frameLocator('iframe[title^="草稿预览"]');
    await frame.getByText('会议通知').waitFor();
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts');
    const title = await page.title();
    const consoleUrl = page.url();

    // The overlay covers the preview at most, never the console: the publish button is still what a click there hits.
    const overlay = (await frame.locator('.x-overlay').boundingBox())!;
    const box = (await frameElement.boundingBox())!;
    expect(overlay.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(overlay.y).toBeGreaterThanOrEqual(box.y - 1);
    expect(overlay.x + overlay.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(overlay.y + overlay.height).toBeLessThanOrEqual(box.y + box.height + 1);
    const publishButton = page.getByRole('button', { name: '发布', exact: true });
    const at = (await publishButton.boundingBox())!;
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: at.x + at.width / 2, y: at.y + at.height / 2 }),
    ).toBe('发布');

    // The publisher clicks into the preview, and even a form sent by script from inside it goes nowhere.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await frame.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForLoadState('networkidle');
    expect(publishes).toEqual([]);
    await frame.locator('#x-script-link').evaluate((link: HTMLAnchorElement) => link.click());
    // Give a navigation or request the time it would take to start, then look: the frame is still the canvas.
    await frame.getByText('会议通知').waitFor();
    await page.waitForLoadState('networkidle');
    expect(publishes).toEqual([]);
    expect(await page.title()).toBe(title);
    expect(page.url()).toBe(consoleUrl);
    expect(page.frames().some((f) => f.url().startsWith('javascript:') || /\/ops\/api\//.test(f.url()))).toBe(false);
    const after = (await consoleCall(page, 'GET', '/layouts')).json.data as { list: Array<{ id: string; published_revision: number | null }> };
    expect(after.list.find((l) => l.id === layoutId)?.published_revision).toBe(before.list.find((l) => l.id === layoutId)?.published_revision);
    await context.close();
  });

  it("a script in the live preview runs in an opaque origin: it cannot read /ops/api with the publisher's session, nor the console", async () => {
    const { context, page } = await openConsole(E2E_OPERATORS.publisher);
    const withSession = sessionRequests(context, (frame) => frame.parentFrame() !== null);
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    const frameElement = page.locator('iframe[title^="草稿预览"]');
    // The canvas still works without its origin: the draft the console posts is on screen.
    await page.frameLocator('iframe[title^="草稿预览"]').locator('.layout-screen [data-sdui-node]').first().waitFor({ state: 'attached' });
    const frame = (await (await frameElement.elementHandle())!.contentFrame())!;
    // Its pictures load too (a same-site resource policy would keep them from an opaque origin).
    await frame.waitForLoadState('networkidle');
    const images = await frame.evaluate(() =>
      Array.from(document.images, (image) => ({ src: image.currentSrc, loaded: image.complete ? image.naturalWidth > 0 : null })),
    );
    expect(images.filter((image) => image.loaded === false)).toEqual([]);
    expect(images.some((image) => image.loaded === true && new URL(image.src).pathname.startsWith('/media/'))).toBe(true);
    const probe = await probeConsole(frame);
    expect(probe.origin).toBe('null');
    expectNoConsoleData(probe.api);
    expect(probe.parent).toMatch(/^refused .*SecurityError|^refused .*Blocked a frame/);
    expect(await sent(withSession)).toEqual([]);
    await context.close();
  });

  it('a draft link opened on its own is sandboxed: a page that somehow got the raw HTML sends no form and runs no javascript: link', async () => {
    const { context, page } = await openConsole(E2E_OPERATORS.publisher);
    const publishes = publishRequests(context);
    // A clean draft to preview (the link needs a saved one); the attack comes with the draft's answer below.
    const current = (await consoleCall(page, 'GET', `/layouts/${layoutId}`)).json.data as { document: Doc; revision: number };
    const clean = { ...current.document, body: [...current.document.body, { id: 'editor-note', widget: 'rich-text', props: { html: '<p>会议通知</p>' } }] };
    const saved = await consoleCall(page, 'PUT', `/layouts/${layoutId}/draft`, { document: clean, base_revision: current.revision });
    expect(saved.status, saved.json.message).toBe(200);
    const link = (await consoleCall(page, 'POST', `/layouts/${layoutId}/preview`)).json.data as { url: string };

    // Opened on a phone (on a wide screen the app shows itself inside a phone frame), as a signed-in publisher.
    const phone = await newPhoneContext(browser, baseUrl);
    await useConsoleSession(phone.context, baseUrl, E2E_OPERATORS.publisher.name);
    const phonePublishes = publishRequests(phone.context);
    const preview = phone.page;
    // Whatever the server's answer, the page is sandboxed: its own CSP forbids forms, popups and leaving it.
    const opened = await preview.goto(link.url);
    const csp = opened?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/sandbox allow-scripts(;|$)/);
    expect(csp).not.toContain('allow-same-origin');
    await preview.getByText('会议通知').waitFor();
    // The page runs in an opaque origin: the signed-in publisher's session is out of its reach.
    const phoneSessions = sessionRequests(phone.context, () => true);
    const probe = await probeConsole(preview.mainFrame());
    expect(probe.origin).toBe('null');
    expectNoConsoleData(probe.api);
    expect(await sent(phoneSessions)).toEqual([]);
    await preview.route(
      (url) => url.pathname === `/layout/api/layouts/${layoutId}` && url.searchParams.has('draft'),
      async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { data: Doc };
        answer.data.body = answer.data.body.map((node) => ((node as { id: string }).id === 'editor-note' ? attackNode(layoutId) : node));
        await route.fulfill({ response, json: answer });
      },
    );
    await preview.reload();
    await preview.getByRole('button', { name: '确认发布' }).waitFor({ state: 'attached' });
    const title = await preview.title();
    await preview.getByText('请点击继续').click();
    await preview.getByRole('button', { name: '确认发布' }).dispatchEvent('click');
    await preview.waitForLoadState('networkidle');
    expect(phonePublishes).toEqual([]);
    await preview.locator('input[name="revision"]').focus();
    await preview.keyboard.press('Enter');
    await preview.locator('#x-script-link').dispatchEvent('click');
    await preview.waitForLoadState('networkidle');
    expect(publishes).toEqual([]);
    expect(phonePublishes).toEqual([]);
    expect(await preview.title()).toBe(title);
    expect(new URL(preview.url()).pathname).toBe(new URL(link.url, baseUrl).pathname);
    await phone.context.close();
    await context.close();
  });
});
