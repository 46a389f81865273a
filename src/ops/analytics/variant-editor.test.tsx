import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import ExperimentsPanel from './experiments-panel';
import type { SectionStatsState } from './use-section-stats';

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.3',
  body: [
    { id: 'section-news', widget: 'section', props: { title: '资讯' } },
    { id: 'section-case', widget: 'section', props: { title: '病例', count: 3 } },
  ],
};

const stats: SectionStatsState = { stats: null, hours: 24, setHours: () => undefined, reload: () => undefined, error: null };

describe("an A/B test's B version", () => {
  it('is edited in the same form as the page, previewed as its own page, and started with what the form says', async () => {
    const server = fakeOpsServer((request) => {
      if (request.path.endsWith('/validate')) return { data: { problems: [] } };
      if (request.method === 'POST' && request.path === '/layouts/channel-home.3/experiments')
        return {
          data: {
            id: 9,
            layout_id: 'channel-home.3',
            kind: 'section',
            node_id: 'section-case',
            variant_revision: null,
            split_b: 50,
            goal: 'clicks',
            status: 'running',
          },
        };
      return { data: { list: [] } };
    });
    renderOps(<ExperimentsPanel layoutId="channel-home.3" doc={doc} selectedId="section-case" role="publisher" stats={stats} onPublished={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '编辑 B 版本' }));
    const b = screen.getByRole('region', { name: /病例.*的 B 版本$/ });
    // The page's own node form, no JSON box.
    expect(b.querySelector('textarea')).toBeNull();
    fireEvent.change(within(b).getByLabelText('分区标题（必填）'), { target: { value: '精选病例' } });
    // The canvas of the page, showing arm B's page.
    expect(
      within(b)
        .getByTitle(/^草稿预览/)
        .getAttribute('src'),
    ).toContain('channel=3');
    expect(document.querySelectorAll('#ops-preview-b')).toHaveLength(1);
    // The B page is checked as the operator edits it.
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.endsWith('/validate') && JSON.stringify(request.body).includes('精选病例'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: '以所选区块开始实验' }));
    await screen.findByText('实验 #9 已开始');
    const start = server.requests.find((request) => request.method === 'POST' && request.path === '/layouts/channel-home.3/experiments');
    expect(start?.body).toMatchObject({
      kind: 'section',
      node_id: 'section-case',
      variant_node: { id: 'section-case', widget: 'section', props: { title: '精选病例', count: 3 } },
    });
  }, 20_000);
});
