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
// members-only content on the same page. A leader the console names decides on the phone, on the same page.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).envelope;
/** This file's own doctor (signs in nowhere else). */
const DOCTOR = '13800000047';
/** What the console shows for the doctor, who has not filled in a name: the masked number. */
const MASKED = '138****0047';
/** A doctor the console names leader of the page's group, and a doctor who applies to it. */
const LEADER = '13800000048';
const APPLICANT = '13800000049';

/** The first topic's title (the console names each group's topic) and study-group page (its module link). */
async function firstTopic(): Promise<{ title: string; path: string }> {
  const topic = await api<{ title: string; modules: Array<{ key: string; link: string }> }>('/meeting/api/topic/detail/1');
  const link = topic.data.modules.find((m) => m.link.startsWith('/study-group-recruitment/'))?.link;
  if (!link) throw new Error('topic 1 has no study-group module in the seed');
  return { title: topic.data.title, path: link };
}

describe('joining a study group', () => {
  let browser: Browser;
  let session: E2eSession;
  let phone: Page;
  let desk: Page;
  let path: string;
  let topicTitle: string;

  beforeAll(async () => {
    ({ path, title: topicTitle } = await firstTopic());
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
  it('a leader the console names approves an application on the phone, and the applicant is let in', async () => {
    // The leader has signed in once (the console names a leader by the phone number of a registered doctor).
    const [leaderSession, applicantSession] = [await signInThroughApi(LEADER), await signInThroughApi(APPLICANT)];
    const leaderPhone = (await newPhoneContext(browser, baseUrl, { wechat: true })).page;
    const applicantPhone = (await newPhoneContext(browser, baseUrl, { wechat: true })).page;
    try {
      await applicantPhone.goto('/ys');
      await applySession(applicantPhone, applicantSession);
      await applicantPhone.goto(path);
      const applying = applicantPhone.locator('article.w-study-group').first();
      const title = (await applying.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await applying.getByRole('button', { name: '申请加入' }).click();
      await expect.poll(() => applying.getByRole('button', { name: '审核中' }).isDisabled()).toBe(true);

      await desk.goto('/ops#/study-groups');
      await desk.getByRole('tab', { name: '小组设置' }).click();
      // Topics of one specialty have groups of one name: the form of this page's topic.
      const settings = desk.getByRole('form', { name: title }).filter({ hasText: topicTitle });
      await settings.getByLabel('组长手机号').fill(LEADER);
      await settings.getByRole('button', { name: '保存' }).click();
      await settings.getByRole('status').filter({ hasText: '已保存' }).waitFor();

      await leaderPhone.goto('/ys');
      await applySession(leaderPhone, leaderSession);
      await leaderPhone.goto(path);
      const led = leaderPhone.locator('article.w-study-group').first();
      const queue = led.getByRole('region', { name: '待审核的入组申请' });
      // The applicant has not filled in a name; the leader sees no phone number.
      const approve = queue.getByRole('button', { name: '通过未填写姓名的医生的入组申请' });
      await approve.click();
      await leaderPhone.getByText('已通过').first().waitFor();
      await queue.getByText('暂无待审核的申请').waitFor();
      expect(await led.textContent()).not.toContain(APPLICANT.slice(-4));

      await applicantPhone.reload();
      const joined = applicantPhone.locator('article.w-study-group').first();
      await joined.getByRole('region', { name: '小组内容' }).getByText('已加入').waitFor();
      expect(await joined.getByRole('button', { name: '申请加入' }).count()).toBe(0);
    } finally {
      await leaderPhone.context().close();
      await applicantPhone.context().close();
    }
  }, 120_000);
});
