import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_COOKIE } from '../../server/src/modules/ops-operators/ops-auth';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import type { Envelope } from './api-client';
import { e2eServer } from './e2e-server';

// Review before publish (docs/review.md), as operators do it: an editor changes a page and submits it
// (提交审核); the publisher opens it in 待审核, looks at the change and sends it back with a comment; the
// editor sees the comment in the editor, fixes the change and resubmits; the publisher approves, and a phone
// left open on the page, and one opened afterwards, show the change.

const baseUrl = e2eServer.baseUrl;
/** A page no other console test edits; its search bar shows the placeholder (no hot words are bound). */
const LAYOUT = 'clinic-course';
const ORIGINAL = '搜索临床好课';
const FIRST_TRY = '搜一搜';
const FIXED = '搜索临床好课与名师讲座';
const COMMENT = '占位文字要说清楚能搜什么';
/** The layout push reaches an open phone within a second or two. */
const SHOWN_WITHIN_MS = 10_000;

async function ops<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/ops/api${path}`, {
    method,
    headers: { cookie: `${OPS_COOKIE}=${e2eServer.operatorTokens.publisher}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.message}`);
  return body.data;
}

const placeholderShown = (page: Page, text: string) => page.locator(`input[placeholder="${text}"]`).count();

describe('review before publish in the console', () => {
  let desktop: Browser;
  let editorContext: BrowserContext;
  let publisherContext: BrowserContext;
  let editor: Page;
  let publisher: Page;
  let phone: PhoneSession;
  let later: PhoneSession | undefined;
  let publishedBefore: number | null = null;

  beforeAll(async () => {
    publishedBefore = (await ops<{ published_revision: number | null }>('GET', `/layouts/${LAYOUT}`)).published_revision;
    phone = await openPhone(baseUrl);
    await phone.page.goto(`/${LAYOUT}`);
    await phone.page.locator(`input[placeholder="${ORIGINAL}"]`).waitFor();

    desktop = await launchBrowser();
    const newContext = () => desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    editorContext = await newContext();
    await useConsoleSession(editorContext, baseUrl, E2E_OPERATORS.editor.name);
    editor = await editorContext.newPage();
    publisherContext = await newContext();
    await useConsoleSession(publisherContext, baseUrl, E2E_OPERATORS.publisher.name);
    publisher = await publisherContext.newPage();
  });

  afterAll(async () => {
    // Leave the page as the other browser tests expect it: its published revision before this test, published again.
    try {
      if (publishedBefore !== null) await ops('POST', `/layouts/${LAYOUT}/rollback`, { revision: publishedBefore });
    } finally {
      await later?.close();
      await phone?.close();
      await desktop?.close();
    }
  });

  /** The editor sets the search bar's placeholder and saves the draft. */
  const editPlaceholder = async (text: string) => {
    await editor.locator('li[data-node-id="search"] .ops-outline__select').first().click();
    const field = editor.getByLabel(/没有热词时显示的占位文字/).first();
    await field.fill(text);
    await editor.getByRole('button', { name: '保存草稿', exact: true }).click();
    await editor.getByText(/^草稿已保存（第 \d+ 版）$/).waitFor();
  };

  const openQueueCard = async () => {
    await publisher.goto('/ops#/reviews');
    await publisher.reload();
    await publisher.getByRole('heading', { name: '待审核', level: 2 }).waitFor();
    const card = publisher.getByRole('listitem', { name: /页面 · 临床好课/ });
    await card.waitFor();
    return card;
  };

  it('an editor submits, the publisher sends it back with a comment, the editor fixes it, the publisher approves; phones show it', async () => {
    // The editor changes the page: publishing is the publisher's, so the editor submits it with a note.
    await editor.goto(`/ops#/layouts/${LAYOUT}`);
    await editor.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    await editPlaceholder(FIRST_TRY);
    await editor.getByText('你是编辑角色，只有发布者可以发布').waitFor();
    await editor.getByLabel('审核说明（可选）').fill('搜索框提示改短一些');
    await editor.getByRole('button', { name: '提交审核', exact: true }).click();
    await editor.getByText('已提交审核，等待发布者处理').waitFor();
    await editor.getByTestId('review-pending').waitFor();

    // The publisher sees it in 待审核 (the nav counts it), with the diff and the phone preview.
    await publisher.goto('/ops');
    await expect
      .poll(
        () =>
          publisher
            .getByTestId('review-count')
            .innerText()
            .catch(() => ''),
        { timeout: 40_000 },
      )
      .toBe('1');
    let card = await openQueueCard();
    await card.getByText('说明：搜索框提示改短一些').waitFor();
    // The queue speaks Chinese (operator names aside), as the rest of the console does.
    const queueText = (await publisher.locator('.ops-review-queue').innerText()).replaceAll(E2E_OPERATORS.editor.name, '');
    expect(queueText.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    await card.getByRole('button', { name: '查看改动' }).click();
    await card.getByRole('figure').getByText(FIRST_TRY).first().waitFor();
    await card.getByRole('button', { name: '手机预览' }).click();
    const preview = card.frameLocator('iframe[title="待审核内容的手机预览"]');
    await preview.locator(`input[placeholder="${FIRST_TRY}"]`).waitFor({ timeout: 30_000 });

    // 退回 needs a comment.
    await card.getByRole('button', { name: '退回', exact: true }).click();
    await card.getByText('退回时必须填写审核意见').waitFor();
    await card.getByLabel('审核意见').fill(COMMENT);
    await card.getByRole('button', { name: '退回', exact: true }).click();
    await publisher.getByText('页面 · 临床好课（课程页）：已退回给编辑').waitFor();
    expect(await placeholderShown(phone.page, FIRST_TRY)).toBe(0);

    // The editor sees the comment where the work is, and the list marks the page 已退回.
    await editor.goto('/ops#/layouts');
    await editor.reload();
    await editor.locator(`tr[data-layout-id="${LAYOUT}"]`).getByText('已退回').waitFor();
    await editor.goto(`/ops#/layouts/${LAYOUT}`);
    await editor.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    await editor.getByTestId('review-rejected').getByText(`e2e-publisher 退回了修改：${COMMENT}`).waitFor();

    // Fixed and resubmitted.
    await editPlaceholder(FIXED);
    await editor.getByRole('button', { name: '重新提交审核', exact: true }).click();
    await editor.getByText('已提交审核，等待发布者处理').waitFor();
    await editor.getByTestId('review-rejected').waitFor({ state: 'detached' });

    // The publisher approves what they see: the page is published and the open phone follows without a reload.
    card = await openQueueCard();
    await card.getByRole('button', { name: '查看改动' }).click();
    await card.getByRole('figure').getByText(FIXED).first().waitFor();
    await card.getByRole('button', { name: '通过并发布' }).click();
    await publisher.getByText('页面 · 临床好课（课程页）：已通过并发布').waitFor();
    await publisher.getByText('没有待审核的修改').waitFor();
    await expect.poll(() => placeholderShown(phone.page, FIXED), { timeout: SHOWN_WITHIN_MS, interval: 200 }).toBe(1);

    // A phone opened afterwards shows it too; the editor sees 已通过.
    later = await openPhone(baseUrl);
    await later.page.goto(`/${LAYOUT}`);
    await later.page.locator(`input[placeholder="${FIXED}"]`).waitFor();
    await editor.reload();
    await editor.getByTestId('review-approved').getByText('e2e-publisher 已审核通过').waitFor();
  });
});
