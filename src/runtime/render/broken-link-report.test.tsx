import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { renderNode } from '../../test-utils/render-node';
import { failureFromRuntime } from './failure-reports';

// A tap that goes nowhere on the phone (a page the app does not have, a page without its id, an address
// it refuses) is reported as a failure of the section that fired it, so 故障报告 lists it.

const docWith = (actions: unknown[]): LayoutDocument =>
  ({
    schemaVersion: 1,
    id: 'channel-home',
    body: [{ id: 'section-case', widget: 'section', props: { title: '病例', showMore: true }, on: { more: actions } }],
  }) as LayoutDocument;

async function tapMore(actions: unknown[]) {
  const view = await renderNode(undefined, { doc: docWith(actions) });
  await userEvent.click(await screen.findByRole('button', { name: '查看更多' }));
  return view.reports().filter((report) => report.kind === 'broken-link' || report.kind === 'action-error');
}

describe('a tap that goes nowhere', () => {
  it('reports an unknown route as a broken link of its section, which becomes a failure report', async () => {
    const [report] = await tapMore([{ action: 'navigate', route: 'no-such-route' }]);
    expect(report).toMatchObject({ kind: 'broken-link', nodeId: 'section-case', widget: 'section', detail: '没有名为 "no-such-route" 的页面' });
    expect(failureFromRuntime(report)).toMatchObject({
      kind: 'broken-link',
      layout: 'channel-home',
      node: 'section-case',
      widget: 'section',
      message: '没有名为 "no-such-route" 的页面',
    });
  });

  it('reports a detail page without its id', async () => {
    expect(await tapMore([{ action: 'navigate', route: 'article-detail' }])).toEqual([
      expect.objectContaining({ kind: 'broken-link', detail: '页面「资讯详情」缺少参数「编号」' }),
    ]);
  });

  it('reports an open-link the app refuses', async () => {
    expect(await tapMore([{ action: 'open-link', url: '/no-such-page-xyz' }])).toEqual([
      expect.objectContaining({ kind: 'broken-link', detail: '没有这个页面：/no-such-page-xyz' }),
    ]);
  });

  it('reports a javascript: address and never follows it', async () => {
    const reports = await tapMore([{ action: 'open-link', url: 'javascript:alert(1)' }]);
    expect(reports).toEqual([expect.objectContaining({ kind: 'broken-link', detail: expect.stringMatching(/^不允许的链接类型 javascript:/) })]);
  });
});
