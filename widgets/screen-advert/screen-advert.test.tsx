import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode, ScreenAdvert } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './screen-advert.example.json';
import { advertCookieName, endOfLocalDay, shouldShowAdvert, shownTodayCookie } from '../../contract/adverts/screen-advert-schedule';

const node = example as LayoutNode;
const advert = (node.props as { advert: ScreenAdvert }).advert;
const MAY_20_MORNING = new Date(2026, 4, 20, 9, 30);

describe('shouldShowAdvert', () => {
  it('shows inside the start/end window only', () => {
    expect(shouldShowAdvert(advert, MAY_20_MORNING, '')).toBe(true);
    expect(shouldShowAdvert(advert, new Date('2025-12-31T15:59:59Z'), '')).toBe(false);
    expect(shouldShowAdvert(advert, new Date('2027-12-31T16:00:00Z'), '')).toBe(false);
  });

  it('shows once a day: a cookie from today hides it, one from an earlier day does not', () => {
    const today = shownTodayCookie(advert, MAY_20_MORNING).split(';')[0];
    expect(today).toBe('screen_advert_9001=2026-05-20');
    expect(shouldShowAdvert(advert, new Date(2026, 4, 20, 23, 0), `a=1; ${today}`)).toBe(false);
    expect(shouldShowAdvert(advert, new Date(2026, 4, 21, 8, 0), today)).toBe(true);
    expect(shouldShowAdvert({ ...advert, id: 9002 }, MAY_20_MORNING, today)).toBe(true);
  });

  it('expires the cookie at the end of the local day', () => {
    const cookie = shownTodayCookie(advert, MAY_20_MORNING);
    expect(cookie).toContain(`expires=${new Date(2026, 4, 20, 23, 59, 59, 999).toUTCString()}`);
    expect(endOfLocalDay(MAY_20_MORNING).getDate()).toBe(20);
  });

  it('accepts "YYYY-MM-DD HH:mm:ss" times and refuses broken ones or a missing advert', () => {
    const spaced = { ...advert, start_time: '2026-05-20 09:00:00', end_time: '2026-05-20 10:00:00' };
    expect(shouldShowAdvert(spaced, MAY_20_MORNING, '')).toBe(true);
    expect(shouldShowAdvert({ ...advert, end_time: 'soon' }, MAY_20_MORNING, '')).toBe(false);
    expect(shouldShowAdvert(null, MAY_20_MORNING, '')).toBe(false);
  });
});

describe('screen-advert', () => {
  beforeEach(() => {
    // Date is faked too so the cookie's end-of-day expiry is judged against the same clock.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(MAY_20_MORNING);
  });
  afterEach(() => {
    document.cookie = `${advertCookieName(advert.id)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    vi.useRealTimers();
  });

  it('shows once a day and remembers it in a cookie', async () => {
    const first = await renderNode(node);
    expect(await screen.findByRole('dialog', { name: '开屏广告' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /关闭/ }).textContent).toContain('跳过 5');
    expect(document.cookie).toContain('screen_advert_9001=2026-05-20');
    first.unmount();

    await renderNode(node);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts down and closes itself after five seconds', async () => {
    await renderNode(node);
    await screen.findByRole('dialog');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: /关闭/ }).textContent).toContain('跳过 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the skip button', async () => {
    await renderNode(node);
    await userEvent.setup().click(await screen.findByRole('button', { name: /关闭/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the advert link when the image is tapped', async () => {
    const view = await renderNode(node);
    await userEvent.setup().click(await screen.findByRole('button', { name: '开屏广告，点击查看详情' }));
    await waitFor(() => expect(view.location()).toBe('/live-detail/3002'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again in the operator preview without touching the cookie', async () => {
    document.cookie = shownTodayCookie(advert, MAY_20_MORNING);
    await renderNode(node, { preview: true });
    expect(await screen.findByRole('dialog', { name: '开屏广告' })).toBeTruthy();
  });

  it('stays hidden outside its time window', async () => {
    await renderNode({ ...node, props: { advert, now: '2028-01-05T10:00:00+08:00' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain('screen_advert_9001');
  });
});
