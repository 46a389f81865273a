import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailureReportBatch } from '../../../contract/generated/schema-types';
import { FAILURE_REPORT_URL } from './failure-reports';
import { lazyFailureReporter } from './lazy-failure-reporter';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazy failure reporter', () => {
  it('sends only node failures, once loaded, and flushes them as the page is left', async () => {
    const sent: Array<{ url: string; batch: FailureReportBatch }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, batch: JSON.parse(String(init.body)) as FailureReportBatch });
        return new Response('{}');
      }),
    );
    const reporter = lazyFailureReporter('202611242130');
    reporter.report({ kind: 'action-error', nodeId: 'feed', detail: 'network', widget: 'content-list', layout: { id: 'home-new', revision: 2 } });
    reporter.flush(true);
    expect(sent).toEqual([]);

    reporter.report({ kind: 'render-error', nodeId: 'feed', detail: 'boom', widget: 'content-list', version: 1, layout: { id: 'home-new', revision: 2 } });
    await vi.waitFor(() => {
      // No beacon in this environment: leaving falls back to a keepalive fetch.
      reporter.flush(true);
      expect(sent).toHaveLength(1);
    }, 5000);
    expect(sent[0]).toEqual({
      url: FAILURE_REPORT_URL,
      batch: {
        build: '202611242130',
        reports: [{ kind: 'render-error', layout: 'home-new', revision: 2, node: 'feed', widget: 'content-list', version: 1, message: 'boom' }],
      },
    });
  });
});
