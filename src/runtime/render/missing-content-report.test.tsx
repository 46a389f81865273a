import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { renderNode } from '../../test-utils/render-node';
import type { ActionServices } from '../actions/action-context';
import { failureFromRuntime } from './failure-reports';
import MainDataMessage from './main-data-message';
import { RuntimeProvider, type RuntimeReport, type RuntimeServices } from './runtime-context';
import { createWidgetRegistry } from './widget-registry';

// A link to content that was taken down passes every check before the tap; the detail page it opens finds
// nothing. That page reports the broken link against the section whose tap opened it, so 故障报告 names it.

const MISSING = '/article-detail/99999999';

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home',
  body: [{ id: 'section-guide', widget: 'section', props: { title: '指南解读', showMore: true }, on: { more: [{ action: 'open-link', url: MISSING }] } }],
} as LayoutDocument;

function showNotFound(path: string): RuntimeReport[] {
  const reports: RuntimeReport[] = [];
  const runtime: RuntimeServices = {
    registry: createWidgetRegistry([]),
    actions: { currentPath: () => path, navigate: vi.fn() } as unknown as ActionServices, // only what the message uses
    preview: false,
    report: (report) => reports.push(report),
  };
  render(
    <RuntimeProvider value={runtime}>
      <MainDataMessage state="not-found" onRetry={() => undefined} />
    </RuntimeProvider>,
  );
  return reports;
}

describe('content missing behind a tap', () => {
  it('is reported as a broken link of the section that was tapped, once', async () => {
    const view = await renderNode(undefined, { doc });
    await userEvent.click(await screen.findByRole('button', { name: '查看更多' }));
    expect(view.location()).toBe(MISSING);
    view.unmount();

    const reports = showNotFound(MISSING);
    expect(screen.getByText('页面不存在')).toBeTruthy();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'broken-link', nodeId: 'section-guide', widget: 'section', detail: `打开的内容不存在或已下线：${MISSING}` }),
    ]);
    expect(failureFromRuntime(reports[0])).toMatchObject({ kind: 'broken-link', layout: 'channel-home', node: 'section-guide' });
    // The same page seen again (a reload, back and forth) is not blamed on that tap a second time.
    expect(showNotFound(MISSING)).toEqual([]);
  });

  it('is not reported when the address was opened without a tap in the app (typed, shared, bookmarked)', () => {
    expect(showNotFound(MISSING)).toEqual([]);
  });
});
