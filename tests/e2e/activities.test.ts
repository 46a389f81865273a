import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromHome } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

interface Calendar {
  years: { year: number; months: number[] }[];
  current: string;
}

describe('activity calendar in a phone browser', () => {
  let phone: PhoneSession;
  let calendar: Calendar;
  beforeAll(async () => {
    calendar = (await (await fetch(`${baseUrl}/course/api/activity/calendar`)).json()).data;
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('活动 → this month, then other months and years from the data → an activity', async () => {
    const { page } = phone;
    await openFromHome(page, '活动');
    await page.waitForURL(/\/activity-list$/);
    const [year, month] = calendar.current.split('-').map(Number);
    const yearPicker = page.getByRole('combobox', { name: '年份' });
    await yearPicker.waitFor();
    expect(await yearPicker.inputValue()).toBe(String(year));
    const offered = await yearPicker.locator('option').allInnerTexts();
    // Every year from the first to the last with activities: a year in between is offered too.
    const known = calendar.years.map((y) => y.year);
    const first = Math.min(...known);
    expect(offered).toEqual(Array.from({ length: Math.max(...known) - first + 1 }, (_, i) => `${first + i}年`));
    expect(await page.getByRole('tab', { name: `${month}月`, exact: true }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button').first().waitFor();

    // Another year: its months come from the data.
    await yearPicker.selectOption('2022');
    await page.waitForURL(/date=2022-\d{2}/);
    // Switch months: March, then August of 2022.
    await page.getByRole('tab', { name: '3月', exact: true }).click();
    await page.waitForURL(/date=2022-03/);
    const finishedToggle = page.getByRole('button', { name: /已结束活动/ });
    await finishedToggle.click();
    const march = panel.getByRole('button', { name: /^2022年3月/ });
    await march.waitFor();
    await page.getByRole('tab', { name: '8月', exact: true }).click();
    await page.waitForURL(/date=2022-08/);
    await finishedToggle.waitFor();
    expect(await finishedToggle.getAttribute('aria-expanded')).toBe('false');
    await finishedToggle.click();
    const august = panel.getByRole('button', { name: /^2022年8月/ });
    await august.waitFor();
    expect(await march.count()).toBe(0);
    // Collapse and expand again.
    await finishedToggle.click();
    await august.waitFor({ state: 'detached' });
    await finishedToggle.click();

    const title = (await august.getAttribute('aria-label'))!;
    await august.click();
    await page.waitForURL(/\/activity-detail\/\d+$/);
    await page.getByText(title).first().waitFor();
    // Like and favourite once, as the footer's buttons.
    await page.getByRole('button', { name: /^(已)?点赞 [\d.]+万?$/ }).waitFor();
    await page.getByRole('button', { name: /^(已)?收藏 [\d.]+万?$/ }).waitFor();
  });
});
