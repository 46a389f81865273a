import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { e2eApi, signedInHeaders, type Envelope } from './api-client';
import { openPhone, type PhoneSession } from './phone-browser';
import { startServer, type ServerProcess } from './server-process';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { latestCode } from './sms-inbox';
import { e2eServer } from './e2e-server';

// As a doctor meets it on a phone in WeChat: 博贝 paid exactly when each rule's condition holds,
// a phone change refused before any SMS, the 我的 shortcuts, and the server's own words for a 429.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl);

/** Fresh numbers of this file alone (not seeded; each is sent one login code). */
const PHONES = {
  newcomer: '13718180001',
  reader: '13718180002',
  changer: '13718180003',
  otherAccount: '13718180004',
  mailer: '13718180005',
  shortcuts: '13718180006',
} as const;
/** A single live that is on air and open to every certified viewer (seed: the questionnaire room). */
const LIVE_ON_AIR = 578;
/** The seed's first password article (its password is 1234; this file never enters it). */
const LOCKED_ARTICLE = 3;
const NOT_OPEN_YET = '该服务暂未开通，敬请期待';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** Puts the session where the app keeps it (the page goes to the app's origin first), then opens `path` if given. */
async function openSignedIn(page: Page, session: E2eSession, path?: string): Promise<void> {
  await page.goto('/ys');
  await applySession(page, session);
  if (path) await page.goto(path);
}

/** A certified user: an SMS sign-in, then the profile saved (as a patient: the shortest complete form). */
async function certifiedThroughApi(mobile: string): Promise<E2eSession> {
  const session = await signInThroughApi(mobile);
  const firstTag = async (type: string) => (await api.data<{ list: Array<{ id: number }> }>(`/user/api/patient/tags?type=${type}`)).list[0].id;
  const saved = await api.envelope('/user/api/add-info', {
    method: 'PUT',
    headers: { ...signedInHeaders(session.access_token), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: '周文博',
      identity: '1',
      province_id: '',
      city_id: '',
      confirmed_disease: String(await firstTag('confirmed_disease')),
      experience_treatment: String(await firstTag('experience_treatment')),
    }),
  });
  expect(saved.code, saved.message).toBe(0);
  return { ...session, user: { ...session.user, is_complete: 1 } };
}

/** The 获得博贝 tab of /my-amount as the doctor reads it: the balance and each row's note and value. */
async function pointsOnScreen(page: Page): Promise<{ balance: number; rows: string[] }> {
  // 暂无记录 and a 0 balance also show while the ledger loads: read the screen once it shows the answer.
  const ledger = page.waitForResponse((r) => r.url().includes('/user/api/points?') && r.url().includes('type=income'));
  await page.goto('/my-amount');
  const answer = (await (await ledger).json()) as Envelope<{ point: number; list: unknown[] }>;
  expect(answer.code).toBe(0);
  await page.getByLabel(`博贝余额 ${answer.data.point}`).waitFor();
  const rowsShown = page.locator('.w-points-summary__row');
  await expect.poll(() => rowsShown.count()).toBe(answer.data.list.length);
  const rows = await rowsShown.evaluateAll((items) =>
    items.map((item) => `${item.querySelector('.w-points-summary__note')?.textContent} ${item.querySelector('.w-points-summary__value')?.textContent}`),
  );
  await (rows.length > 0 ? page.getByRole('tabpanel', { name: '获得博贝' }) : page.getByText('暂无记录')).waitFor();
  return { balance: answer.data.point, rows };
}

/** An article anyone may read (no watch password), from the article list. */
async function openArticleId(): Promise<number> {
  const list = await api.data<{ list: Array<{ id: number; origin_id?: number }> }>('/course/api/article/list?page=1&pageSize=10');
  for (const item of list.list) {
    const id = item.origin_id ?? item.id;
    const detail = await api.envelope<{ need_password: number }>(`/course/api/article/detail/${id}`);
    if (detail.code === 0 && detail.data.need_password === 0) return id;
  }
  throw new Error('no open article in the seed');
}

/** The newest code the dev SMS inbox holds for a number ('' when it was never sent one). */
async function inboxFor(mobile: string): Promise<string> {
  const body = await api.envelope<{ code: string; sent_at: string | number }>(`/dev/api/sms/latest?mobile=${mobile}`);
  return body.code === 0 ? `${body.data.code}@${body.data.sent_at}` : '';
}

describe('博贝: each rule pays exactly when its condition holds', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterEach(async () => phone?.close());

  it('注册认证奖励 +50 comes when the profile is complete, not at the SMS login of an uncertified newcomer', async () => {
    const { page } = phone;
    await page.goto('/login');
    await page.getByLabel('手机号', { exact: true }).fill(PHONES.newcomer);
    await page.getByRole('checkbox', { name: '同意用户协议和隐私政策' }).check();
    const sentAfter = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForURL(/\/send-verify/);
    await page.getByRole('textbox', { name: '验证码' }).pressSequentially(await latestCode(PHONES.newcomer, sentAfter));
    await page.waitForURL(new RegExp(`/add-info\\?tel=${PHONES.newcomer}`));

    // Signed in but not certified: nothing earned yet.
    expect(await pointsOnScreen(page)).toEqual({ balance: 0, rows: [] });

    await page.goto('/add-info');
    await page.getByLabel('姓名').fill('周文博');
    await page.getByRole('radio', { name: '其他' }).click();
    await page.getByRole('radio', { name: '患者', exact: true }).click();
    for (const [field, tag] of [
      ['确诊疾病', '糖尿病'],
      ['治疗方式', '药物治疗'],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^${field}：`) }).click();
      const sheet = page.getByRole('dialog', { name: field });
      await sheet.getByRole('button', { name: tag, exact: true }).click();
      await sheet.getByRole('button', { name: '确定' }).click();
    }
    await page.getByRole('button', { name: '完成' }).click();
    const registered = page.getByRole('dialog', { name: '注册成功' });
    await registered.getByRole('button', { name: '我知道了' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    expect(await pointsOnScreen(page)).toEqual({ balance: 50, rows: ['注册认证奖励 +50'] });
  });

  describe('a certified doctor', () => {
    let reader: E2eSession;
    beforeAll(async () => {
      reader = await certifiedThroughApi(PHONES.reader);
    });

    // 观看学习 is paid after a minute of playback (server/src/modules/points/points-rules.test.ts proves the
    // minute); entering the room alone pays nothing.
    it('entering a live on air pays nothing yet; a password article left locked pays nothing', async () => {
      const { page } = phone;
      const live = await api.data<{ live: { live_status: number } }>(`/live/api/live/detail/${LIVE_ON_AIR}`, { headers: signedInHeaders(reader.access_token) });
      expect(live.live.live_status).toBe(1);
      await openSignedIn(page, reader);
      const before = await pointsOnScreen(page);
      expect(before.rows.filter((row) => row.startsWith('观看学习'))).toEqual([]);

      const watched = page.waitForResponse((r) => r.url().includes('/live/api/live/record') && r.url().includes(`content_id=${LIVE_ON_AIR}`));
      await page.goto(`/live-detail-home/${LIVE_ON_AIR}`);
      expect((await watched).ok()).toBe(true);
      const afterLive = await pointsOnScreen(page);
      expect(afterLive).toEqual(before);

      // The article opens on its password dialog; the doctor leaves without entering it.
      await page.goto(`/article-detail/${LOCKED_ARTICLE}`);
      await page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' }).waitFor();
      expect(await page.getByRole('article', { name: '正文' }).count()).toBe(0);
      expect(await pointsOnScreen(page)).toEqual(afterLive);
    });

    it('a share recorded without a poster pays nothing; sharing through the poster pays 分享内容', async () => {
      const { page } = phone;
      const articleId = await openArticleId();
      await openSignedIn(page, reader);
      const before = await pointsOnScreen(page);
      // What a forwarded link or a script can record: the share alone, no poster made for it.
      const bare = await api.data<{ awarded: number }>(`/course/api/share/record?type=2&content_id=${articleId}&source_type=1`, {
        headers: signedInHeaders(reader.access_token),
      });
      expect(bare.awarded).toBe(0);
      expect(await pointsOnScreen(page)).toEqual(before);

      await page.goto(`/article-detail/${articleId}`);
      const recorded = page.waitForResponse((r) => r.url().includes('/course/api/share/record'));
      await page.getByRole('button', { name: '分享', exact: true }).click();
      await page.getByRole('dialog', { name: '分享海报' }).getByRole('img', { name: '分享海报' }).waitFor();
      await recorded;
      const after = await pointsOnScreen(page);
      expect(after.balance).toBe(before.balance + 3);
      expect(after.rows.filter((row) => row.startsWith('分享内容'))).toEqual(['分享内容 +3']);
    });
  });
});

describe('change phone: an unusable new number is refused before any SMS', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterAll(async () => phone?.close());

  it('the own number and a number bound to another account each get their refusal and no code', async () => {
    const { page } = phone;
    await signInThroughApi(PHONES.otherAccount);
    const changer = await signInThroughApi(PHONES.changer);
    await openSignedIn(page, changer, '/my-setting');
    await page.getByRole('button', { name: /修改手机号\s*137\*\*\*\*0003/ }).click();
    await page.waitForURL(/\/my-update-tel$/);
    // Proving the current number first (this address signed it in, so it has its own send allowance).
    const sentAfter = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForURL(/\/my-send-verify\?.*step=current/);
    await page.getByRole('textbox', { name: '验证码' }).pressSequentially(await latestCode(PHONES.changer, sentAfter));
    await page.waitForURL(/\/my-update-tel\?step=new$/);

    const ownInbox = await inboxFor(PHONES.changer);
    const otherInbox = await inboxFor(PHONES.otherAccount);
    const newNumber = page.getByLabel('新手机号');
    await newNumber.fill(PHONES.changer);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, '新手机号与当前手机号相同');

    await newNumber.fill(PHONES.otherAccount);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, '该手机号已绑定其他账号');

    // Still on the form (no code screen), and neither number was sent anything.
    expect(new URL(page.url()).pathname).toBe('/my-update-tel');
    expect(await inboxFor(PHONES.changer)).toBe(ownInbox);
    expect(await inboxFor(PHONES.otherAccount)).toBe(otherInbox);
  });
});

describe('a 429 shows the server’s own message', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterAll(async () => phone?.close());

  it('asking for a guide by e-mail past the daily limit says 今日发送次数已达上限，请明天再试, not 未知错误！', async () => {
    const { page } = phone;
    const mailer = await certifiedThroughApi(PHONES.mailer);
    const files = await api.data<{ list: Array<{ id: number; type: number; title: string; filesize?: number }> }>(
      '/course/api/download/list?category_id=1&pageSize=50',
    );
    // Too big for the iPhone's direct download: the e-mail dialog opens.
    const bigFile = files.list.find((file) => file.type === 1 && (file.filesize ?? 0) >= 20480)!;
    // The day's mails are used up (the server's default is 20 a day per account).
    for (let sent = 0; ; sent++) {
      const answer = await fetch(`${baseUrl}/course/api/download/email`, {
        method: 'POST',
        headers: { ...signedInHeaders(mailer.access_token), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: String(bigFile.id), email: 'doctor@example.test' }),
      });
      if (answer.status === 429) break;
      expect(((await answer.json()) as Envelope<unknown>).code).toBe(0);
      expect(sent).toBeLessThan(50);
    }

    await openSignedIn(page, mailer, '/download-list?category=1');
    await page.getByRole('button', { name: bigFile.title, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '发送到邮箱' });
    await dialog.getByRole('textbox', { name: '邮箱' }).fill('doctor@example.test');
    const refused = page.waitForResponse((r) => r.url().includes('/course/api/download/email'));
    await dialog.getByRole('button', { name: '发送' }).click();
    expect((await refused).status()).toBe(429);
    await page.getByText('今日发送次数已达上限，请明天再试').waitFor();
    expect(await page.getByText('未知错误').count()).toBe(0);
  });
});

describe('我的: 患者随访 and 在线问诊', () => {
  let phone: PhoneSession;
  afterEach(async () => phone?.close());

  it('without a configured address, tapping says the service is not open yet and stays on 我的', async () => {
    phone = await openPhone(baseUrl, { wechat: true });
    const { page } = phone;
    await openSignedIn(page, await signInThroughApi(PHONES.shortcuts), '/my');
    for (const name of ['患者随访', '在线问诊']) {
      await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await toast(page, NOT_OPEN_YET);
      expect(new URL(page.url()).pathname).toBe('/my');
    }
  });

  describe('with MY_LINK_HZSF / MY_LINK_ZXZX set', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServer({ MY_LINK_HZSF: 'https://hzsf.example.test/follow-up', MY_LINK_ZXZX: 'https://zxzx.example.test/consult' }, undefined, {
        seededFrom: inject('e2eSeededDataDir'),
      });
    });
    afterAll(async () => server?.stop());

    it('tapping each shortcut opens its configured page', async () => {
      phone = await openPhone(server.baseUrl, { wechat: true });
      const { page } = phone;
      // The external services, answered here: the test machine has no network.
      await page.route(/^https:\/\/(hzsf|zxzx)\.example\.test\//, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<title>${new URL(route.request().url()).hostname}</title>` }),
      );
      for (const [name, url] of [
        ['患者随访', 'https://hzsf.example.test/follow-up'],
        ['在线问诊', 'https://zxzx.example.test/consult'],
      ] as const) {
        await page.goto('/my');
        await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
        await page.waitForURL(url);
        expect(await page.getByText(NOT_OPEN_YET).count()).toBe(0);
      }
    });
  });
});
