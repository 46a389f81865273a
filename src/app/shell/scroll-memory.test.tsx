import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from '../../ui/modal';
import { RESTORE_GIVE_UP_MS, RESTORE_SETTLE_MS } from './restore-scroll';
import ScrollMemory from './scroll-memory';
import { createMemoryAppHistory } from '../router/history';
import { AppRouterProvider, navigateIn } from '../router/router';

// jsdom lays nothing out: the document's height and the window's offset are played by hand here.
let offset = 0;
let documentHeight = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  offset = Math.max(0, Math.min(y, documentHeight - window.innerHeight));
  window.dispatchEvent(new Event('scroll'));
});

function userScrollsTo(y: number) {
  offset = y;
  window.dispatchEvent(new Event('scroll'));
}

function renderApp() {
  // The first entry's key is always "default": starting on a second one gives each test entries of its own
  // (the memory of positions lives as long as the page, i.e. this whole file).
  const router = createMemoryAppHistory(['/', '/article-list']);
  render(
    <AppRouterProvider history={router}>
      <ScrollMemory />
    </AppRouterProvider>,
  );
  return {
    go: (to: string | number) => act(() => (typeof to === 'number' ? router.go(to) : navigateIn(router, to))),
    replace: (to: string) => act(() => router.replace(to)),
  };
}

/** Lets the frames of `ms` run (the restore works frame by frame). */
const frames = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout', 'Date'] });
  offset = 0;
  documentHeight = 6000;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => offset });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => documentHeight });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scroll memory', () => {
  it('starts a new page at the top and puts the list back where it was on the way back, once it is tall enough', async () => {
    const app = renderApp();
    await frames(0);
    userScrollsTo(3805);
    await app.go('/article-detail/1');
    expect(offset).toBe(0);
    // The returning screen shows its skeleton first: too short for the old position.
    documentHeight = 900;
    await app.go(-1);
    await frames(50);
    expect(offset).toBeLessThan(3805);
    // The cached pages render.
    documentHeight = 6000;
    await frames(50);
    expect(offset).toBe(3805);
  });

  it('gives the page back to the doctor as soon as they touch it', async () => {
    const app = renderApp();
    await frames(0);
    userScrollsTo(2000);
    await app.go('/course-detail/1');
    documentHeight = 900;
    await app.go(-1);
    window.dispatchEvent(new Event('touchstart'));
    userScrollsTo(10);
    documentHeight = 6000;
    await frames(RESTORE_GIVE_UP_MS);
    expect(offset).toBe(10);
  });

  it('stops trying when the list never gets that long again, and after settling', async () => {
    const app = renderApp();
    await frames(0);
    userScrollsTo(4000);
    await app.go('/article-detail/2');
    documentHeight = 2000;
    await app.go(-1);
    await frames(RESTORE_GIVE_UP_MS + 100);
    // As far down as it goes meanwhile, then no more fighting whoever scrolls next.
    expect(offset).toBe(2000 - window.innerHeight);
    scrollTo.mockClear();
    documentHeight = 6000;
    await frames(RESTORE_SETTLE_MS * 2);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a dialog open when the doctor leaves (its scroll lock reads 0) does not lose the place', async () => {
    const app = renderApp();
    await frames(0);
    userScrollsTo(1500);
    const release = lockPageScroll();
    userScrollsTo(0);
    await app.go('/live-detail/1');
    release();
    // The live page, at its top.
    userScrollsTo(0);
    await app.go(-1);
    await frames(RESTORE_SETTLE_MS + 50);
    expect(offset).toBe(1500);
  });

  it('a tab switch (a replace) keeps the position, and that entry is remembered too', async () => {
    const app = renderApp();
    await frames(0);
    userScrollsTo(700);
    await app.replace('/article-list?category_id=3');
    expect(offset).toBe(700);
    await app.go('/article-detail/3');
    expect(offset).toBe(0);
    await app.go(-1);
    await frames(RESTORE_SETTLE_MS + 50);
    expect(offset).toBe(700);
  });

  it('a redirect to another page (a replace elsewhere) starts it at the top', async () => {
    const app = renderApp();
    await frames(0);
    userScrollsTo(900);
    await app.replace('/');
    expect(offset).toBe(0);
  });
});
