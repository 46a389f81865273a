import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromHome } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { forgetSession, signInOnPage } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

describe('short videos in a phone browser', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('短视频 → category tabs and a grid → a short video', async () => {
    const { page } = phone;
    await openFromHome(page, '短视频');
    await page.waitForURL(/\/short-video-list$/);
    const recommend = page.getByRole('tab', { name: '推荐' });
    await recommend.waitFor();
    expect(await recommend.getAttribute('aria-selected')).toBe('true');
    const grid = page.locator('.w-video-grid');
    const cards = grid.getByRole('button');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // Two columns: the second card sits beside the first.
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width / 2);
    const recommended = await cards.allInnerTexts();

    await page.getByRole('tab', { name: '手术' }).click();
    await page.waitForURL(/category=\d+/);
    await expect.poll(async () => (await cards.allInnerTexts()).join('|')).not.toBe(recommended.join('|'));
    expect(await page.getByRole('tab', { name: '手术' }).getAttribute('aria-selected')).toBe('true');
    expect(await cards.count()).toBe(6);
    await page.getByText('已到底部').waitFor();

    const title = (await cards.first().getAttribute('aria-label'))!;
    await cards.first().click();
    await page.waitForURL(/\/short-video-detail\/\d+$/);
    const stats = page.getByRole('list', { name: '互动' });
    await stats.waitFor();
    expect(await stats.innerText()).toMatch(/评论/);
    // Like and favourite once, as the footer's buttons.
    await page.getByRole('button', { name: /^(已)?点赞 [\d.]+万?$/ }).waitFor();
    await page.getByRole('button', { name: /^(已)?收藏 [\d.]+万?$/ }).waitFor();
    await page.getByText(title.slice(0, 10)).first().waitFor();
  });

  it('a password short video: wrong code → 密码错误请重试, right code → the video', async () => {
    const { page } = phone;
    const locked = (await (await fetch(`${baseUrl}/course/api/short-video/detail/6`)).json()).data as { title: string };
    await page.goto('/ys');
    await signInOnPage(page, '13800000043');
    await openFromHome(page, '短视频');
    await page.getByRole('button', { name: locked.title }).click();
    await page.waitForURL(/\/short-video-detail\/6$/);
    const dialog = page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' });
    await dialog.waitFor();
    const input = dialog.getByLabel('观看密码');
    await input.fill('0000');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('密码错误请重试').waitFor();
    await input.fill('1234');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('验证成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The play URL arrives only now: the player gets its source.
    await expect.poll(() => page.locator('video source, video[src]').count()).toBeGreaterThan(0);
    await forgetSession(page);
  });
});
