import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { launchBrowser, newPhoneContext } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';

// Joining a study group end to end: a doctor on a topic's 学组招募 page applies (申请加入 → 审核中), an
// operator approves the application in the console's 学习小组 view, and the doctor then reads the group's
// members-only content on the same page.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).envelope;
/** This file's own doctor (signs in nowhere else). */
const DOCTOR = '13800000047';
/** What the console shows for the doctor, who has not filled in a name: the masked number. */
const MASKED = '138****0047';

/** The first topic's study-group page (its module link). */
async function studyGroupPath(): Promise<string> {
  const topic = await api<{ modules: Array<{ key: string; link: string }> }>('/meeting/api/topic/detail/1');
  const link = topic.data.modules.find((m) => m.link.startsWith('/study-group-recruitment/'))?.link;
  if (!link) throw new Error('topic 1 has no study-group module in the seed');
  return link;
}

describe('joining a study group', () => {
  let browser: Browser;
  let session: E2eSession;
  let phone: Page;
  let desk: Page;
  let path: string;

  beforeAll(async () => {
    path = await studyGroupPath();
    session = await signInThroughApi(DOCTOR);
    browser = await launchBrowser();
    phone = (await newPhoneContext(browser, baseUrl, { wechat: true })).page;
    await phone.goto('/ys');
    await applySession(phone, session);
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.editor.name);
    desk = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await phone?.context().close();
    await desk?.context().close();
    await browser?.close();
  });

  it('a doctor applies, an operator approves in the console, and the doctor then sees the group content', async () => {
    await phone.goto(path);
    const group = phone.locator('article.w-study-group').first();
    await group.waitFor();
    const title = (await group.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // Outside the group: the recruitment notes and 申请加入, not the members' content.
    expect(await group.getByRole('region', { name: '小组内容' }).count()).toBe(0);
    await group.getByRole('button', { name: '申请加入' }).click();
    await phone.getByText('申请已提交，请等待审核').first().waitFor();
    await expect.poll(() => group.getByRole('button', { name: '审核中' }).isDisabled()).toBe(true);

    await desk.goto('/ops#/study-groups');
    await desk.getByRole('heading', { name: '学习小组' }).waitFor();
    const approve = desk.getByRole('button', { name: `通过 ${MASKED}：${title}` });
    await approve.click();
    await approve.waitFor({ state: 'detached' });
    await desk.getByLabel('状态').selectOption({ label: '已通过' });
    await desk.getByRole('row').filter({ hasText: MASKED }).filter({ hasText: '运营人员审核' }).first().waitFor();

    await phone.reload();
    const members = phone.locator('article.w-study-group').first().getByRole('region', { name: '小组内容' });
    await members.getByText('组内学习安排').waitFor();
    expect(await phone.locator('article.w-study-group').first().getByRole('button', { name: '申请加入' }).count()).toBe(0);

    await desk.goto('/ops#/audit');
    await desk
      .getByRole('row')
      .filter({ has: desk.getByRole('cell', { name: '通过入组申请', exact: true }) })
      .filter({ hasText: '入组申请（编号' })
      .first()
      .waitFor();
  }, 120_000);
});
