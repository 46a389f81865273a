import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../../../contract/generated/schema-types';
import { readSession, saveSession } from '../../../runtime/data/session-storage';
import { createWidgetRegistry } from '../../../runtime/render/widget-registry';
import type { RuntimeServices } from '../../../runtime/render/runtime-context';
import { makeStore } from '../../../runtime/state/make-store';
import { ConsentCheck } from './consent-check';
import { CONSENT_TEXTS } from './consent-gate';
import { renderWithApp } from '../../../test-utils/render-app';
import { createMemoryAppHistory } from '../../router/history';
import { navigateIn, useLocation } from '../../router/router';
import { fakeCallEndpoint, type EndpointOutcome } from '../../../test-utils/fake-action-services';

const state = (overrides: Partial<ConsentState> = {}): ConsentState => ({
  agreement_version: '2.2',
  consented_version: '2.1',
  consented_at: '2026-01-01T00:00:00.000Z',
  needs_consent: 1,
  ...overrides,
});

type Calls = Record<string, (args: Record<string, unknown>) => EndpointOutcome>;

const PAGES: Record<string, string> = { '/': '首页内容', '/ys': '协议全文', '/my': '我的' };

function Pages() {
  const text = PAGES[useLocation().pathname];
  return text ? <p>{text}</p> : null;
}

function renderApp(calls: Calls) {
  const router = createMemoryAppHistory(['/my']);
  const store = makeStore({
    notify: () => undefined,
    onUnauthorized: () => undefined,
    fetch: (async () => new Response('{}')) as typeof fetch,
    baseUrl: 'http://localhost',
  });
  const callEndpoint = fakeCallEndpoint((name, args) => calls[name]?.({ ...args }) ?? { ok: false, message: `no ${name}` });
  const toast = vi.fn();
  const runtime: RuntimeServices = {
    registry: createWidgetRegistry([]),
    actions: {
      navigate: (to, options) => navigateIn(router, to, options),
      openExternal: () => undefined,
      toast,
      confirm: async () => true,
      callEndpoint,
      currentPath: () => router.location.pathname,
      config: { meetingUrlTemplate: '{uuid}' },
    },
    preview: false,
    report: () => undefined,
  };
  renderWithApp(
    router,
    store,
    runtime,
    <>
      <Pages />
      <ConsentCheck />
    </>,
  );
  return { router, callEndpoint, toast };
}

const signInLocally = () => saveSession({ access_token: 'acc-1', refresh_token: 'ref-1', user: { id: 7, mobile: '13800000022' } });

describe('consent check', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('asks nothing of a guest (no request at all)', async () => {
    const { callEndpoint } = renderApp({});
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows nothing when the current version was accepted', async () => {
    signInLocally();
    const { callEndpoint } = renderApp({ getMyConsent: () => ({ ok: true, data: state({ consented_version: '2.2', needs_consent: 0 }) }) });
    await waitFor(() => expect(callEndpoint).toHaveBeenCalledWith('getMyConsent', {}), { timeout: 4000 });
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('blocks with the agreement links when the version changed; 同意 records the consent of that version', async () => {
    signInLocally();
    const { callEndpoint } = renderApp({
      getMyConsent: () => ({ ok: true, data: state() }),
      createConsent: (args) => ({ ok: true, data: state({ consented_version: String(args.agreement_version), needs_consent: 0 }) }),
    });
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading').textContent).toBe(CONSENT_TEXTS.updatedTitle);
    expect(dialog.textContent).toContain('健康相关资料');
    expect(dialog.textContent).toContain('2.2');
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/ys');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/ys');
    // Focus moves in from an effect that runs just after the dialog is painted.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '同意' })));
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    // The dialog closes after the (lazily loaded) consent call: give a busy CI machine more than 1 s.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    expect(callEndpoint).toHaveBeenCalledWith('createConsent', { agreement_version: '2.2' });
    expect(readSession().accessToken).toBe('acc-1');
  });

  it('steps aside on the agreement page and comes back afterwards', async () => {
    signInLocally();
    const { router } = renderApp({ getMyConsent: () => ({ ok: true, data: state({ consented_version: null, consented_at: null }) }) });
    await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(screen.getByRole('heading').textContent).toBe(CONSENT_TEXTS.title);
    fireEvent.click(screen.getByRole('link', { name: '《隐私政策》' }));
    await screen.findByText('协议全文');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => router.go(-1));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('不同意 logs out (server session ended, local session cleared) and goes home', async () => {
    signInLocally();
    const { callEndpoint, router } = renderApp({ getMyConsent: () => ({ ok: true, data: state() }), logout: () => ({ ok: true, data: null }) });
    await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'), { timeout: 4000 });
    expect(callEndpoint).toHaveBeenCalledWith('logout', { refresh_token: 'ref-1' });
    expect(callEndpoint).not.toHaveBeenCalledWith('createConsent', expect.anything());
    expect(readSession().accessToken).toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps asking when recording fails (version changed meanwhile) and shows the new version', async () => {
    signInLocally();
    let version = '2.2';
    const { toast } = renderApp({
      getMyConsent: () => ({ ok: true, data: state({ agreement_version: version }) }),
      createConsent: () => {
        version = '2.3';
        return { ok: false, code: 409, message: '协议版本已更新，请重新阅读后同意' };
      },
    });
    await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('2.3'));
    expect(toast).toHaveBeenCalledWith('协议版本已更新，请重新阅读后同意', 'fail');
  });

  it('checks after a sign-in that happens later', async () => {
    const { callEndpoint } = renderApp({ getMyConsent: () => ({ ok: true, data: state() }) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callEndpoint).not.toHaveBeenCalled();
    act(() => signInLocally());
    await screen.findByRole('alertdialog', {}, { timeout: 4000 });
  });
});
