import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './e2e-server';
import { launchBrowser } from './phone-browser';
import {
  BASELINE_DIR,
  baselineFile,
  captureExample,
  clearDiffs,
  compareWithBaseline,
  DIFF_DIR,
  listExamples,
  openCanvasPage,
  type ExampleOutcome,
} from './widget-screenshots';

// Every widget example at 390×844 against its committed baseline. After a deliberate change to how a
// widget looks, `npm run screenshots:update` writes the new baselines (this file with SCREENSHOTS_UPDATE=1).
const UPDATE = process.env.SCREENSHOTS_UPDATE === '1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('widget screenshots', () => {
  it(UPDATE ? 'writes the baseline of every widget example' : 'draws every widget example as its baseline shows it', async () => {
    if (!UPDATE) clearDiffs();
    const examples = listExamples();
    const canvas = await openCanvasPage(browser, e2eServer.baseUrl);
    const outcomes: ExampleOutcome[] = [];
    try {
      for (const example of examples) outcomes.push(compareWithBaseline(example, await captureExample(canvas.page, example), { update: UPDATE }));
    } finally {
      await canvas.close();
    }
    if (UPDATE) {
      // Baselines of examples that no longer exist go too.
      const kept = new Set(examples.map((example) => baselineFile(example).split('/').at(-1)));
      for (const file of readdirSync(BASELINE_DIR)) if (file.endsWith('.png') && !kept.has(file)) rmSync(join(BASELINE_DIR, file));
      expect(examples.every((example) => existsSync(baselineFile(example)))).toBe(true);
      return;
    }
    const failed = outcomes.flatMap((outcome) =>
      outcome.result === 'changed' || outcome.result === 'missing'
        ? [`${outcome.example.widget} ${outcome.example.state}: ${outcome.detail} (${outcome.files.join(', ')})`]
        : [],
    );
    if (failed.length > 0) console.error(`widget screenshots differ; images in ${DIFF_DIR}/ (after a deliberate change: npm run screenshots:update)`);
    expect(failed).toEqual([]);
  });
});

describe('the screenshot check', () => {
  const example = { widget: 'news-list', state: 'content' };
  const diffDir = 'test-results/widget-screenshots-self-check';

  it.skipIf(UPDATE)("fails on a one-pixel-wide change to a widget's CSS with the diff saved, and passes once it is reverted", async () => {
    clearDiffs(diffDir);
    const canvas = await openCanvasPage(browser, e2eServer.baseUrl);
    try {
      expect(compareWithBaseline(example, await captureExample(canvas.page, example), { diffDir }).result).toBe('same');
      // The change a developer might make by accident: a 1 px border on the widget's rows (injected, no file edited).
      const style = await canvas.page.addStyleTag({ content: '.w-news-list__row { border-left: 1px solid #999; }' });
      const changed = compareWithBaseline(example, await captureExample(canvas.page, example), { diffDir });
      expect(changed).toMatchObject({ result: 'changed', detail: expect.stringMatching(/pixels differ/) });
      const files = changed.result === 'changed' ? changed.files : [];
      expect(files[0]).toBe(join(diffDir, 'news-list.content.diff.png'));
      expect(files.every((file) => existsSync(file))).toBe(true);
      await style.evaluate((node) => node.parentNode?.removeChild(node));
      expect(compareWithBaseline(example, await captureExample(canvas.page, example), { diffDir }).result).toBe('same');
    } finally {
      await canvas.close();
      clearDiffs(diffDir);
    }
  });
});
