import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi } from './sign-in';

// Community moderation end to end: an operator lists a refusing and a holding word in 社区管理; a doctor's
// comment with the first is refused on the phone; one with the second is held (its author sees 审核中, a
// visitor sees nothing), approved in the console's queue, and then appears in the visitor's thread and
// count; the operator deletes it and it leaves the thread and the count again.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).envelope;
/** A seeded certified doctor no other e2e file signs in as. */
const MOBILE = '13800000040';
/** Words of this run only, so other tests' comments (and a rerun) never meet them. */
const tag = randomBytes(3).toString('hex');
const REFUSE_WORD = `拒发词${tag}`;
const HOLD_WORD = `待审词${tag}`;

/** An article that opens without a password. */
async function openArticleId(): Promise<number> {
  const list = await api<{ list: Array<{ id: number; origin_id?: number }> }>('/course/api/article/list?page=1&pageSize=10');
  for (const item of list.data.list) {
    const id = item.origin_id ?? item.id;
    const detail = await api<{ need_password: number }>(`/course/api/article/detail/${id}`);
    if (detail.code === 0 && detail.data.need_password === 0) return id;
  }
  throw new Error('no open article in the seed');
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** The thread's heading reads 评论 (N): the count everyone sees. */
async function shownCount(page: Page): Promise<number> {
  const heading = page.locator('.w-comment-thread__title');
  await heading.waitFor();
  const match = /\((\d+)\)/.exec(await heading.innerText());
  if (!match) throw new Error('the comment heading shows no count');
  return Number(match[1]);
}

let doctor: PhoneSession;
let visitor: PhoneSession;
let desktop: Browser;
let console_: Page;
let articleId: number;

beforeAll(async () => {
  articleId = await openArticleId();
  doctor = await openPhone(baseUrl);
  visitor = await openPhone(baseUrl);
  desktop = await launchBrowser();
  const context = await desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
  await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
  console_ = await context.newPage();
});

afterAll(async () => {
  await doctor?.close();
  await visitor?.close();
  await desktop?.close();
});

async function openModeration(tab: '待处理' | '全部发言' | '敏感词'): Promise<void> {
  await console_.goto('/ops#/moderation');
  await console_.getByRole('heading', { name: '社区管理' }).waitFor();
  await console_.getByRole('tab', { name: tab }).click();
}

async function addWord(word: string, action: '拒绝发送' | '进入审核'): Promise<void> {
  await console_.getByLabel('敏感词', { exact: true }).fill(word);
  await console_.getByLabel('处理方式').selectOption({ label: action });
  await console_.getByRole('button', { name: '添加' }).click();
  await console_.getByRole('cell', { name: word, exact: true }).waitFor();
}

/** Opens the article as the visitor (a fresh load, no session): the thread as everyone sees it. */
async function visitorThread(): Promise<Page> {
  const { page } = visitor;
  await page.goto(`/article-detail/${articleId}`);
  await page.locator('.w-comment-thread').waitFor();
  return page;
}

describe('community moderation: sensitive words, the review queue and deletion', () => {
  it('refuses a refusing word, holds a holding word until approved in the queue, and a deletion leaves the thread and its count', async () => {
    await openModeration('敏感词');
    await addWord(REFUSE_WORD, '拒绝发送');
    await addWord(HOLD_WORD, '进入审核');

    const { page } = doctor;
    await page.goto('/');
    await applySession(page, await signInThroughApi(MOBILE));
    await page.goto(`/article-detail/${articleId}`);
    const box = page.getByPlaceholder('写评论');
    await box.waitFor();

    // Spaced out, the refusing word is still found; nothing is stored and the draft stays.
    const refused = `这段话里有 ${[...REFUSE_WORD].join(' ')}`;
    await box.fill(refused);
    await page.getByRole('button', { name: '发送' }).click();
    await toast(page, `内容含有敏感词「${REFUSE_WORD.toLowerCase()}」，请修改后再发送`);
    expect(await box.inputValue()).toBe(refused);

    const before = await shownCount(await visitorThread());

    const heldText = `请教一个问题 ${HOLD_WORD}`;
    await box.fill(heldText);
    await page.getByRole('button', { name: '发送' }).click();
    await toast(page, '评论已提交，审核通过后其他人可见');
    // Its author sees it, marked 审核中; a visitor does not, and the count has not moved.
    const mine = page.locator('.w-comment-thread__item').filter({ hasText: heldText });
    await mine.getByText('审核中').waitFor();
    const seen = await visitorThread();
    expect(await seen.getByText(heldText).count()).toBe(0);
    expect(await shownCount(seen)).toBe(before);

    // The operator approves it in the queue.
    await openModeration('待处理');
    const queued = console_.getByRole('row').filter({ hasText: heldText });
    await queued.getByRole('button', { name: /^审核通过：/ }).click();
    await queued.waitFor({ state: 'detached' });

    await expect.poll(async () => (await visitorThread()).getByText(heldText).count()).toBe(1);
    expect(await shownCount(visitor.page)).toBe(before + 1);

    // The operator deletes it (with a reason, confirmed): gone from the visitor's thread and count.
    await openModeration('全部发言');
    await console_.getByLabel('包含文字').fill(HOLD_WORD);
    const row = console_.getByRole('row').filter({ hasText: heldText });
    await row.getByRole('textbox', { name: /^处理原因/ }).fill('与主题无关');
    await row.getByRole('button', { name: /^删除：/ }).click();
    await console_.getByRole('alertdialog').getByRole('button', { name: '删除', exact: true }).click();
    await row.getByText('已删除').waitFor();

    await expect.poll(async () => (await visitorThread()).getByText(heldText).count()).toBe(0);
    expect(await shownCount(visitor.page)).toBe(before);
    // Its author sees 已被管理员删除 in its place.
    await page.reload();
    await page.getByText('已被管理员删除').first().waitFor();

    // Every step is in the audit log, in the operator's words.
    await console_.goto('/ops#/audit');
    // (Read in the log's rows: the action filter above them lists every action's name too.)
    for (const action of ['添加敏感词', '审核通过发言', '删除发言']) await console_.getByRole('row').filter({ hasText: action }).first().waitFor();

    // The words of this run are taken off the list again.
    await openModeration('敏感词');
    for (const word of [REFUSE_WORD, HOLD_WORD]) {
      await console_.getByRole('button', { name: `移除：${word.toLowerCase()}` }).click();
      await console_.getByRole('cell', { name: word.toLowerCase(), exact: true }).waitFor({ state: 'detached' });
    }
  });
});
