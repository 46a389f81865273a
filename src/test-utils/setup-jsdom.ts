import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Runs before every widget test file. The `widgets` project shares one jsdom per worker between files
// (vitest.config.ts, isolate: false), so besides the per-test cleanup below, each file starts from a fresh
// page's state: empty body, no storage or cookies, the start URL, real timers, no spies or stubbed globals.

// jsdom lacks these browser APIs; widgets guard for them, but swiper calls matchMedia for its breakpoints.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo ??= (() => undefined) as typeof window.scrollTo;
}

/** The URL jsdom started on, kept on the window so the files after the first one see the same value. */
const startUrl = ((window as Window & { __testStartUrl?: string }).__testStartUrl ??= window.location.href);

function clearCookies(): void {
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

/** What one test or file may leave behind in the shared page. */
function resetPage(): void {
  cleanup();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
}

function resetBetweenFiles(): void {
  resetPage();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.title = '';
  if (window.location.href !== startUrl) window.history.replaceState(null, '', startUrl);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
}

resetBetweenFiles();
afterEach(resetPage);
afterAll(resetBetweenFiles);
