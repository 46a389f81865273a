import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailureReport, FailureReportBatch } from '../../../contract/generated/schema-types';
import { isChunkLoadError } from './failure-kinds';
import { createFailureReporter, failureFromRuntime, type FailureReporter } from './failure-reports';

const failure = (change: Partial<FailureReport> = {}): FailureReport => ({
  kind: 'render-error',
  layout: 'channel-home.12',
  revision: 7,
  node: 'live-section',
  widget: 'section',
  version: 1,
  message: 'boom',
  ...change,
});

describe('failure reporter', () => {
  let sent: Array<{ batch: FailureReportBatch; leaving: boolean }>;
  let reporter: FailureReporter;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    reporter = createFailureReporter({
      build: '202611242130',
      flushMs: 3000,
      maxPerPage: 5,
      maxBatch: 3,
      maxMessage: 10,
      send: (body, leaving) => sent.push({ batch: JSON.parse(body) as FailureReportBatch, leaving }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the failures of a page together, a short while after the first, with the build', () => {
    reporter.report(failure());
    vi.advanceTimersByTime(1000);
    reporter.report(failure({ kind: 'unknown-widget', node: 'promo', widget: 'future-card' }));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      leaving: false,
      batch: { build: '202611242130', reports: [failure(), failure({ kind: 'unknown-widget', node: 'promo', widget: 'future-card' })] },
    });
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch at once, and splits what is queued into batches the server takes', () => {
    reporter.report(failure({ node: 'a' }));
    reporter.report(failure({ node: 'b' }));
    reporter.report(failure({ node: 'c' }));
    expect(sent.map(({ batch }) => batch.reports.map((r) => r.node))).toEqual([['a', 'b', 'c']]);
    reporter.report(failure({ node: 'd' }));
    reporter.flush(true);
    expect(sent.at(-1)).toEqual({ leaving: true, batch: { build: '202611242130', reports: [failure({ node: 'd' })] } });
  });

  it('reports an identical failure once per page load, even across batches (a re-render, a repeated node)', () => {
    reporter.report(failure());
    reporter.report(failure());
    reporter.flush();
    reporter.report(failure());
    reporter.flush();
    expect(sent.flatMap(({ batch }) => batch.reports)).toEqual([failure()]);
    // Another revision or message is another failure.
    reporter.report(failure({ revision: 8 }));
    reporter.report(failure({ message: 'other' }));
    reporter.flush();
    expect(sent.flatMap(({ batch }) => batch.reports)).toHaveLength(3);
  });

  it('stops at the cap per page load, so a broken page cannot flood the server', () => {
    for (let i = 0; i < 50; i += 1) reporter.report(failure({ node: `n${i}` }));
    reporter.flush();
    vi.advanceTimersByTime(60_000);
    expect(sent.flatMap(({ batch }) => batch.reports.map((r) => r.node))).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
  });

  it('cuts long messages, and messages differing only past the cut count as one', () => {
    reporter.report(failure({ message: '0123456789 first tail' }));
    reporter.report(failure({ message: '0123456789 second tail' }));
    reporter.flush();
    expect(sent.flatMap(({ batch }) => batch.reports.map((r) => r.message))).toEqual(['0123456789']);
  });

  it('sends nothing when nothing failed, and survives a transport that throws', () => {
    reporter.flush(true);
    expect(sent).toEqual([]);
    const throwing = createFailureReporter({
      build: 'b',
      send: () => {
        throw new Error('offline');
      },
    });
    throwing.report(failure());
    expect(() => throwing.flush()).not.toThrow();
  });

  it('sends page errors in the same batches, once each per page load and within the same cap', () => {
    reporter.report(failure());
    reporter.pageError({ kind: 'uncaught-error', path: '/course/12', message: 'TypeError: x is undefined' });
    reporter.pageError({ kind: 'uncaught-error', path: '/course/12', message: 'TypeError: x is undefined' });
    reporter.pageError({ kind: 'chunk-load-error', path: '/', message: 'Failed to fetch dynamically imported module' });
    reporter.flush(true);
    expect(sent).toEqual([
      {
        batch: {
          build: '202611242130',
          reports: [failure()],
          errors: [
            { kind: 'uncaught-error', path: '/course/12', message: 'TypeError:' },
            { kind: 'chunk-load-error', path: '/', message: 'Failed to ' },
          ],
        },
        leaving: true,
      },
    ]);
    for (let i = 0; i < 10; i++) reporter.pageError({ kind: 'unhandled-rejection', path: '/', message: `m${i}` });
    reporter.flush();
    // 3 already sent + 2 more reach the cap of 5.
    expect(sent[1].batch).toEqual({
      build: '202611242130',
      reports: [],
      errors: [expect.objectContaining({ message: 'm0' }), expect.objectContaining({ message: 'm1' })],
    });
  });
});

describe('chunk load errors', () => {
  it('are told apart from other errors in the words of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://m.example.com/assets/banner-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://m.example.com/assets/banner.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/banner.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});

describe('failureFromRuntime', () => {
  const layout = { id: 'home-new', revision: 4 };
  it('turns fallbacks and crashes into reports, naming layout, revision, widget and version', () => {
    expect(
      failureFromRuntime({ kind: 'widget-too-new', nodeId: 'feed', detail: 'content-list v3 > client v2', widget: 'content-list', version: 3, layout }),
    ).toEqual({
      kind: 'widget-too-new',
      layout: 'home-new',
      revision: 4,
      node: 'feed',
      widget: 'content-list',
      version: 3,
      message: 'content-list v3 > client v2',
    });
    expect(failureFromRuntime({ kind: 'render-error', nodeId: 'feed', detail: 'x', widget: 'content-list', layout: { id: 'home-new' } })).toMatchObject({
      revision: 0,
      version: 1,
    });
  });
  it('leaves out what is not a node failing to show, and reports it cannot place', () => {
    expect(failureFromRuntime({ kind: 'action-error', nodeId: 'feed', detail: 'x', widget: 'content-list', layout })).toBeNull();
    expect(failureFromRuntime({ kind: 'layout-error', detail: 'x' })).toBeNull();
    expect(failureFromRuntime({ kind: 'render-error', nodeId: 'feed', detail: 'x', widget: 'content-list', layout: null })).toBeNull();
  });
});
