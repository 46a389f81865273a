import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext } from './phone-browser';
import { E2E_OPERATORS, layoutForEditing, publishLayoutAsOperator } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eServer } from './e2e-server';

// An operator makes a landing page (活动页) in the console from the meeting template; once published, a
// doctor sent to /landing/<slug> sees it on the phone. Before that, and for an address no page has, the
// phone says 页面不存在.

const baseUrl = e2eServer.baseUrl;
const SLUG = 'copd-forum-e2e';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function phone(): Promise<Page> {
  const { context, page } = await newPhoneContext(browser, baseUrl);
  contexts.push(context);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('a new landing page', () => {
  it('is made in the console from a template and opens in the editor', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
    contexts.push(context);
    const console = await context.newPage();
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.editor.name);
    await console.goto('/ops');
    await console.getByRole('navigation', { name: '后台导航' }).waitFor();
    await console.getByRole('button', { name: '新建活动页', exact: true }).click();
    const form = console.getByRole('form', { name: '新建活动页' });
    await form.getByLabel('活动页名称').fill('慢阻肺全程管理论坛');
    await form.getByLabel('页面地址').fill('Bad_Slug');
    await form.getByRole('button', { name: '创建' }).click();
    await form.getByRole('alert').filter({ hasText: '页面地址只能用小写字母' }).waitFor();
    await form.getByLabel('页面地址').fill(SLUG);
    await form.getByRole('radio', { name: '模板：学术会议推广' }).check();
    await form.getByRole('button', { name: '创建' }).click();
    await console.getByRole('heading', { name: '编辑页面：活动页 · 慢阻肺全程管理论坛' }).waitFor();
  });

  it('is 页面不存在 on the phone until published, then shows its content at /landing/<slug>', async () => {
    const page = await phone();
    await page.goto(`/landing/${SLUG}`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();

    const { document } = await layoutForEditing<{ id: string; title: string }>(baseUrl, `landing.${SLUG}`);
    expect(document.title).toBe('慢阻肺全程管理论坛');
    await publishLayoutAsOperator(baseUrl, document);
    await page.goto(`/landing/${SLUG}`);
    await page.getByRole('heading', { name: '2027 呼吸与危重症医学学术年会' }).waitFor();
    await page.getByText('会议日程').waitFor();
    expect(await page.title()).toContain('慢阻肺全程管理论坛');
  });

  it('is 页面不存在 for an address no page has, or one no page can have', async () => {
    const page = await phone();
    for (const address of ['/landing/no-such-campaign', '/landing/Not_A_Slug']) {
      await page.goto(address);
      await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    }
  });
});
