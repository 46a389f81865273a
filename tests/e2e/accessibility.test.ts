// axe (WCAG 2.1 A/AA rules) on the key screens at a phone viewport, against the built client: no
// serious or critical violations. Signed in as a certified doctor (a number of its own; the route walk has
// another) for the screens whose content depends on it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const MOBILE = '13800000039';

interface Envelope<T> {
  code: number;
  data: T;
}

async function firstId(path: string, wanted: (item: { id: number; type?: number; source_type?: number }) => boolean = () => true): Promise<number> {
  type Item = { id: number; type?: number; source_type?: number };
  const body = (await (await fetch(`${baseUrl}${path}`)).json()) as Envelope<{ list?: Item[]; data?: Item[] }>;
  const found = (body.data.list ?? body.data.data ?? []).find(wanted);
  if (!found) throw new Error(`no item from ${path}`);
  return found.id;
}

/**
 * Waits until the screen has drawn its content: the layout body has its widgets, nothing is still marked
 * busy (the page skeleton, the body waiting for widget code, lists loading), and finite transitions have
 * ended, so axe reads colours as they settle. A screen that never gets there fails here.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction(
    () => {
      const body = document.querySelector('.sdui-body');
      if (!body || body.childElementCount === 0 || document.querySelector('[aria-busy="true"]')) return false;
      return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    },
    undefined,
    { timeout: 15_000 },
  );
}

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function seriousViolations(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

describe('accessibility of the key screens (axe, serious and critical)', () => {
  let phone: PhoneSession;
  let session: E2eSession;
  const screens: Array<[string, () => Promise<string>, boolean]> = [
    ['home', async () => '/', false],
    ['article detail', async () => `/article-detail/${await firstId('/course/api/article/list?page=1&pageSize=1')}`, false],
    // A single course (the list also has series, which have their own catalogue page).
    [
      'course detail',
      async () => `/course-detail/${await firstId('/course/api/course/list?page=1&pageSize=50', (c) => c.type === 1 && c.source_type === 0)}`,
      true,
    ],
    ['my', async () => '/my', true],
    ['login', async () => '/login', false],
    ['live list', async () => '/live-list', false],
    ['search', async () => '/search-new', false],
  ];

  beforeAll(async () => {
    session = await signInThroughApi(MOBILE);
    phone = await openPhone(baseUrl);
    // The screens as they rest: the home ticker slides a new line in every few seconds, and axe caught one
    // half-faded (its colours mid-animation) after settle() had seen every animation end.
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(async () => phone?.close());

  it.each(screens)('%s has no serious or critical axe violations', async (_name, path, signedIn) => {
    const page = phone.page;
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    if (signedIn) await applySession(page, session);
    await page.goto(await path());
    await settle(page);
    const findings = await seriousViolations(page);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
});
