import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpsApiError } from '../api/ops-client';
import { HistoryPanel } from './history-panel';

const api = vi.hoisted(() => ({ revisions: vi.fn() }));
vi.mock('../api/ops-client', async (original) => ({ ...(await original<typeof import('../api/ops-client')>()), opsApi: api }));

const revision = (n: number) => ({ revision: n, author: 'alice', created_at: '2026-11-24T08:00:00.000Z', published: true, note: null });

afterEach(() => vi.clearAllMocks());

describe('history panel', () => {
  it('shows an empty history, not an error, for a page not saved yet, and its revisions once it is', async () => {
    api.revisions.mockRejectedValueOnce(new OpsApiError('布局不存在', 404, 404));
    const props = { layoutId: 'channel-home.7', role: 'publisher' as const, publishedRevision: null, onRolledBack: () => undefined };
    const { rerender } = render(<HistoryPanel {...props} refreshKey={0} />);
    await screen.findByText('暂无历史版本');
    expect(screen.queryByText('布局不存在')).toBeNull();

    api.revisions.mockResolvedValueOnce([revision(1)]);
    rerender(<HistoryPanel {...props} publishedRevision={1} refreshKey={1} />);
    await screen.findByRole('button', { name: '回滚到第 1 版' });
    expect(screen.queryByText('暂无历史版本')).toBeNull();
  });

  it('says so when the history cannot be read, and clears that once it can', async () => {
    api.revisions.mockRejectedValueOnce(new OpsApiError('网络异常，请稍后重试', 0, 0));
    const props = { layoutId: 'home', role: 'editor' as const, publishedRevision: 1, onRolledBack: () => undefined };
    const { rerender } = render(<HistoryPanel {...props} refreshKey={0} />);
    await screen.findByText('网络异常，请稍后重试');
    api.revisions.mockResolvedValueOnce([revision(1)]);
    rerender(<HistoryPanel {...props} refreshKey={1} />);
    await screen.findByRole('button', { name: '回滚到第 1 版' });
    expect(screen.queryByText('网络异常，请稍后重试')).toBeNull();
  });
});
