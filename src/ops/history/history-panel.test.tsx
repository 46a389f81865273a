import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { opsEndpoints } from '../api/ops-endpoints';
import { fakeOpsServer, renderOps, type OpsAnswer } from '../../test-utils/render-ops';
import { HistoryPanel } from './history-panel';

const revision = (n: number) => ({ revision: n, author: 'alice', created_at: '2026-11-24T08:00:00.000Z', published: true, note: null });

describe('history panel', () => {
  it('shows an empty history, not an error, for a page not saved yet, and its revisions once it is', async () => {
    let answer: OpsAnswer = { refused: { code: 404, message: '布局不存在', status: 404 } };
    fakeOpsServer(() => answer);
    const props = { layoutId: 'channel-home.7', role: 'publisher' as const, publishedRevision: null, onRolledBack: () => undefined };
    const { store } = renderOps(<HistoryPanel {...props} />);
    await screen.findByText('暂无历史版本');
    expect(screen.queryByText('布局不存在')).toBeNull();

    // The first save, made elsewhere in the console, refreshes the panel (the save's tags): no refresh key.
    answer = { data: { list: [revision(1)] } };
    await store.dispatch(opsEndpoints.endpoints.saveOpsLayoutDraft.initiate({ id: 'channel-home.7', document: {}, base_revision: 0 }));
    await screen.findByRole('button', { name: '回滚到第 1 版' });
    expect(screen.queryByText('暂无历史版本')).toBeNull();
  });

  it('says so when the history cannot be read, and clears that once it can', async () => {
    let answer: OpsAnswer = { refused: { code: -1, message: '网络异常，请稍后重试', status: 0 } };
    fakeOpsServer(() => answer);
    const props = { layoutId: 'home', role: 'editor' as const, publishedRevision: 1, onRolledBack: () => undefined };
    const { store } = renderOps(<HistoryPanel {...props} />);
    await screen.findByText('网络异常，请稍后重试');
    answer = { data: { list: [revision(1)] } };
    await store.dispatch(opsEndpoints.endpoints.publishOpsLayout.initiate({ id: 'home', revision: 1 }));
    await screen.findByRole('button', { name: '回滚到第 1 版' });
    expect(screen.queryByText('网络异常，请稍后重试')).toBeNull();
  });
});
