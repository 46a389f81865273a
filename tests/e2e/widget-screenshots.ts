import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { CONTENT_STATE, contentExampleFile, stateExamplesFile } from '../../contract/layout/widget-examples';
import { canvasUrl, CANVAS_NODE_ID, CANVAS_READY_ATTRIBUTE, PHONE_SIZES } from '../../src/workbench/workbench-paths';

// The screenshot check of every widget example (each state its folder shows): drawn by the workbench canvas on
// a 390×844 screen with the standard text size, cropped to the part of the widget's box on that screen, and
// compared with the baseline committed under tests/widget-screenshots/ (one small PNG per example). One page is
// reused for all of them (the canvas switches examples without a reload), so the whole set takes seconds.

/** Committed baselines, one PNG per widget example. */
export const BASELINE_DIR = 'tests/widget-screenshots';
/** Where the images of a failed comparison go (CI keeps test-results/ as its artefact). */
export const DIFF_DIR = 'test-results/widget-screenshots';
/** Pixels that may differ before an example counts as changed: a one-pixel line across a widget is far more. */
export const MAX_DIFF_PIXELS = 8;
/** Per-pixel colour distance pixelmatch ignores (0–1): font smoothing noise, not a changed colour. */
const COLOUR_THRESHOLD = 0.1;
/** A grey picture with a darker frame: where each picture goes and how big it is drawn stays visible. */
const STAND_IN_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#d0d4da"/><rect x="4" y="4" width="392" height="292" fill="none" stroke="#8f959e" stroke-width="8"/></svg>';
/** How long a capture waits for the pictures on the page before it is taken anyway. */
const PICTURES_WAIT_MS = 5_000;
/** Captures taken at most while looking for two alike in a row. */
const STABLE_ATTEMPTS = 5;
/** The clock every example is drawn at (dates, countdowns and "n 天前" come out the same every run). */
const FIXED_TIME = new Date('2025-06-01T10:00:00+08:00');

export interface ExampleRef {
  widget: string;
  state: string;
}

export type ExampleOutcome =
  { example: ExampleRef; result: 'same' | 'written' } | { example: ExampleRef; result: 'changed' | 'missing'; detail: string; files: string[] };

/** The states a widget folder's examples file names (empty, long text, many items…), besides its content. */
function otherStates(widget: string): string[] {
  const file = stateExamplesFile(widget);
  // Reason for the cast: the file is a map of state → layout node; lint (tools/lint-layouts) checks its shape.
  return existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : [];
}

/** Every example of every widget folder: its content state and each other state it shows. */
export function listExamples(): ExampleRef[] {
  return readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(contentExampleFile(entry.name)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => [CONTENT_STATE, ...otherStates(entry.name)].map((state) => ({ widget: entry.name, state })));
}

export function baselineFile(example: ExampleRef): string {
  return join(BASELINE_DIR, `${example.widget}.${example.state}.png`);
}

/** A page of its own in `browser` at the check's screen size, with the clock fixed. */
export async function openCanvasPage(browser: Browser, baseURL: string): Promise<{ page: Page; close(): Promise<void> }> {
  const { width, height } = PHONE_SIZES[0];
  const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor: 1, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  // The pictures are the seeded demo's (generated per seed, changed by content work): one fixed picture
  // stands in for all of them, so a difference is the widget's own drawing, never the data's.
  await context.route('**/media/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: STAND_IN_PICTURE }));
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_TIME);
  return { page, close: () => context.close() };
}

/** Shows `example` on the canvas page (loading the canvas the first time) and waits until it is drawn. */
async function show(page: Page, example: ExampleRef): Promise<void> {
  const url = canvasUrl({ widget: example.widget, state: example.state, textSize: 'standard' });
  if (!page.url().includes('/workbench/canvas')) await page.goto(url);
  else
    await page.evaluate((next) => {
      if (`${location.pathname}${location.search}` === next) return;
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  await page.waitForFunction(
    ([attribute, expected]) => document.documentElement.getAttribute(attribute) === 'true' && `${location.pathname}${location.search}` === expected,
    [CANVAS_READY_ATTRIBUTE, url] as const,
  );
}

/** The example as PNG: the widget's box on the first screen (the whole screen for a widget drawn outside it, such as a dialog). */
export async function captureExample(page: Page, example: ExampleRef): Promise<Buffer> {
  await show(page, example);
  const { width, height } = PHONE_SIZES[0];
  // Pictures a widget asks for after it is drawn (lazily, as it scrolls into view) have arrived or failed.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: PICTURES_WAIT_MS }).catch(() => undefined);
  // The widget's box is measured for each capture: a picture that arrives late makes it taller, and a box
  // measured before it would cut the capture short.
  const shoot = async () => {
    const box = await page.locator(`#${CANVAS_NODE_ID}`).boundingBox();
    const top = Math.max(0, Math.floor(box?.y ?? 0));
    const bottom = Math.min(height, Math.ceil((box?.y ?? 0) + (box?.height ?? 0)));
    const clip = bottom - top >= 4 ? { x: 0, y: top, width, height: bottom - top } : undefined;
    return page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  };
  // Two captures in a row alike (same box, same pixels): the picture is done changing (a slow decode, a late font).
  let last = await shoot();
  for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt++) {
    const next = await shoot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

/** Compares one capture with its baseline (images of a difference go to `diffDir`); writes the baseline instead when `update` is set. */
export function compareWithBaseline(example: ExampleRef, actual: Buffer, options: { update?: boolean; diffDir?: string } = {}): ExampleOutcome {
  const { update = false, diffDir = DIFF_DIR } = options;
  const baseline = baselineFile(example);
  if (update) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    if (!existsSync(baseline) || !readFileSync(baseline).equals(actual)) writeFileSync(baseline, actual);
    return { example, result: 'written' };
  }
  const name = `${example.widget}.${example.state}`;
  const save = (suffix: string, data: Buffer) => {
    mkdirSync(diffDir, { recursive: true });
    const file = join(diffDir, `${name}.${suffix}.png`);
    writeFileSync(file, data);
    return file;
  };
  if (!existsSync(baseline)) return { example, result: 'missing', detail: `no baseline ${baseline}`, files: [save('actual', actual)] };
  const expected = PNG.sync.read(readFileSync(baseline));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height)
    return {
      example,
      result: 'changed',
      detail: `size ${got.width}×${got.height}, baseline ${expected.width}×${expected.height}`,
      files: [save('actual', actual), save('expected', readFileSync(baseline))],
    };
  const diff = new PNG({ width: got.width, height: got.height });
  const pixels = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: COLOUR_THRESHOLD });
  if (pixels <= MAX_DIFF_PIXELS) return { example, result: 'same' };
  return {
    example,
    result: 'changed',
    detail: `${pixels} pixels differ`,
    files: [save('diff', PNG.sync.write(diff)), save('actual', actual), save('expected', readFileSync(baseline))],
  };
}

/** Clears a diff folder of an earlier run, so what it holds after a run is this run's failures only. */
export function clearDiffs(diffDir: string = DIFF_DIR): void {
  rmSync(diffDir, { recursive: true, force: true });
}
