import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, formatFigures, layoutWidgets, loadBudgets, measureGroups } from './check-budgets';

const dist = distDir();
const built = existsSync(join(dist, '.vite', 'manifest.json'));

describe('front-end budgets', () => {
  it('names the five route groups with budgets', () => {
    const groups = loadBudgets().groups;
    expect(Object.keys(groups).sort()).toEqual(['details', 'home', 'live-room', 'my', 'ops']);
    for (const group of Object.values(groups)) {
      expect(group.jsKb).toBeGreaterThan(0);
      expect(group.cssKb).toBeGreaterThan(0);
    }
  });

  it('finds widgets anywhere in a layout document, but not in overlays only an action opens', () => {
    const doc = {
      body: [{ widget: 'tabs', children: [{ widget: 'content-list' }], slots: { a: [{ widget: 'rich-text' }] } }],
      overlays: [{ widget: 'password-dialog' }, { widget: 'booking-success', when: { path: '$state.overlay.booked', op: 'truthy' } }],
    };
    expect([...layoutWidgets(doc)].sort()).toEqual(['content-list', 'password-dialog', 'rich-text', 'tabs']);
  });

  // `npm test` builds first; a bare `vitest run` without a build skips this (BUDGETS_DIST points elsewhere).
  it.skipIf(!built)(`keeps every route group within its gzipped JS and CSS budget (${dist})`, () => {
    const figures = measureGroups();
    console.log(formatFigures(figures));
    for (const figure of figures) {
      expect(figure.jsGzip, `${figure.name}: initial JS gzipped, bytes (budget ${figure.jsBudget / 1024} KB)`).toBeLessThanOrEqual(figure.jsBudget);
      expect(figure.cssGzip, `${figure.name}: initial CSS gzipped, bytes (budget ${figure.cssBudget / 1024} KB)`).toBeLessThanOrEqual(figure.cssBudget);
    }
  });
});
