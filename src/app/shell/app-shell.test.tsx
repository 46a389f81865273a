import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinitions } from '../../../widgets/index';
import { createWidgetRegistry } from '../../runtime/render/widget-registry';

import { makeStore } from '../../runtime/state/make-store';
import { AppScreens } from '../app-router';
import { createMemoryAppHistory } from '../router/history';
import { navigateIn } from '../router/router';
import { desktopFrameStyle, isDesktopBrowser } from './desktop-frame';
import { shouldShowFloatingHome } from './floating-home';
import { FLOATING_DOCK_ATTRIBUTE, FLOATING_DOCK_ID } from '../../ui/floating-dock';
import { renderWithApp } from '../../test-utils/render-app';

async function renderApp(path: string) {
  const history = createMemoryAppHistory([path]);
  // The server is unreachable here: screens fall back to the bundled layouts.
  const offline = (async () => {
    throw new TypeError('offline');
  }) as typeof fetch;
  const store = makeStore({ notify: () => undefined, onUnauthorized: () => undefined, fetch: offline, baseUrl: 'http://localhost' });
  const runtime = {
    registry: createWidgetRegistry(widgetDefinitions),
    actions: {
      navigate: (to: string) => navigateIn(history, to),
      openExternal: () => undefined,
      toast: () => undefined,
      confirm: async () => true,
      callEndpoint: async () => ({ ok: false as const, message: 'offline' }),
      currentPath: () => history.location.pathname,
      config: { meetingUrlTemplate: '{uuid}' },
    },
    preview: false,
    report: () => undefined,
  };
  await act(async () => {
    renderWithApp(history, store, runtime, <AppScreens />);
  });
  return history;
}

describe('app shell', () => {
  it('titles the page from the route and the product name, with the tab bar on home', async () => {
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe('首页 - 博医荟'));
    const tabs = screen.getByRole('navigation', { name: '底部导航' });
    for (const label of ['首页', '直播', '临床好课', '我的']) expect(tabs.textContent).toContain(label);
    expect(screen.queryByRole('link', { name: '回到首页' })).toBeNull();
  });

  it('shows the floating home button on inner pages, without the tab bar', async () => {
    await renderApp('/course-list');
    await waitFor(() => expect(document.title).toBe('课程 - 博医荟'));
    expect(screen.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
  });

  it("puts a page's floating buttons in the dock with 首页, and marks the page to leave room for it", async () => {
    await renderApp('/clinic-course');
    await waitFor(
      () => {
        const dock = screen.getByRole('button', { name: '联系客服' }).closest(`#${FLOATING_DOCK_ID}`);
        expect(dock?.querySelector('a[aria-label="回到首页"]')).toBeTruthy();
      },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(document.documentElement.hasAttribute(FLOATING_DOCK_ATTRIBUTE)).toBe(true));
  });

  it('shows a not-found screen with a way home for unknown paths', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('hides the floating home button exactly on /, /home-new and /my', () => {
    expect(['/', '/home-new', '/my', '/my/'].map(shouldShowFloatingHome)).toEqual([false, false, false, false]);
    expect(['/my-history', '/live-list', '/course-detail/1'].map(shouldShowFloatingHome)).toEqual([true, true, true]);
  });

  it('frames the app at 24% × 78% of the screen on desktop browsers only', () => {
    expect(isDesktopBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120')).toBe(true);
    expect(isDesktopBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0')).toBe(false);
    expect(isDesktopBrowser('Mozilla/5.0 (Linux; Android 13) Mobile Safari')).toBe(false);
    expect(desktopFrameStyle(1920, 1080)).toEqual({ width: '461px', height: '842px' });
  });
});
