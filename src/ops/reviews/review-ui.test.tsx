import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsReview } from '../../../contract/generated/schema-types';
import { fakeOpsServer, renderOps, type OpsRequest } from '../../test-utils/render-ops';
import { opsEndpoints } from '../api/ops-endpoints';
import { ReviewBar } from './review-bar';
import { ReviewQueue } from './review-queue';

const review = (over: Partial<OpsReview> = {}): OpsReview => ({
  id: 7,
  target_type: 'layout',
  target: 'clinic-course',
  title: '',
  draft_ref: '5',
  current_ref: '5',
  stale: false,
  state: 'pending',
  note: '搜索框提示改短一些',
  submitted_by: 'alice',
  submitted_at: '2026-11-29T08:00:00.000Z',
  reviewer: null,
  comment: '',
  decided_at: null,
  schedule_id: null,
  ...over,
});

const publisher = { name: 'bob', role: 'publisher' as const };
const editor = { name: 'alice', role: 'editor' as const };

/** The editor's 保存 of the same layout, beside its review notice. */
function SaveDraft() {
  const [save] = opsEndpoints.useSaveOpsLayoutDraftMutation();
  return (
    <button type="button" onClick={() => void save({ id: 'clinic-course', document: {}, base_revision: 5 })}>
      保存草稿
    </button>
  );
}

describe('review before publish in the console', () => {
  it('tells the editor at once, after a save, that the submitted draft has changed since', async () => {
    let saved = false;
    fakeOpsServer((request: OpsRequest) => {
      if (request.method === 'PUT') {
        saved = true;
        return { data: { revision: 6 } };
      }
      if (request.path.startsWith('/reviews?'))
        return { data: { list: [review({ stale: saved, current_ref: saved ? '6' : '5' })], pending: 1, review_required: true } };
      return { refused: { code: 404, message: '未找到', status: 404 } };
    });
    renderOps(
      <>
        <ReviewBar targetType="layout" target="clinic-course" operator={editor} />
        <SaveDraft />
      </>,
    );
    expect((await screen.findByTestId('review-pending')).textContent).not.toContain('提交审核后又有修改');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.getByTestId('review-pending').textContent).toContain('提交审核后又有修改'));
  });

  it('shows the editor the comment a publisher sent back, and resubmits with a note', async () => {
    let latest = review({ state: 'rejected', reviewer: 'bob', comment: '占位文字要说清楚能搜什么' });
    const server = fakeOpsServer((request: OpsRequest) => {
      if (request.method === 'POST' && request.path === '/reviews') {
        latest = review({ id: 8, note: '已改' });
        return { data: latest };
      }
      if (request.path.startsWith('/reviews?')) return { data: { list: [latest], pending: 1, review_required: true } };
      return { refused: { code: 404, message: '未找到', status: 404 } };
    });
    renderOps(<ReviewBar targetType="layout" target="clinic-course" operator={editor} />);
    expect((await screen.findByRole('alert')).textContent).toContain('bob 退回了修改：占位文字要说清楚能搜什么');
    fireEvent.change(screen.getByLabelText('审核说明（可选）'), { target: { value: '已改' } });
    fireEvent.click(screen.getByRole('button', { name: '重新提交审核' }));
    await screen.findByText('已提交审核，等待发布者处理');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ target_type: 'layout', target: 'clinic-course', note: '已改' });
    // The notice goes once the request is pending again.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByTestId('review-pending').textContent).toContain('审核中');
  });

  it('refuses to send back without a comment, and sends the decision with the draft the publisher saw', async () => {
    const server = fakeOpsServer((request: OpsRequest) => {
      if (request.method === 'POST' && request.path === '/reviews/7/decision') return { data: review({ state: 'rejected', reviewer: 'bob', comment: '不行' }) };
      if (request.path.startsWith('/reviews')) return { data: { list: [review()], pending: 1, review_required: true } };
      return { refused: { code: 404, message: '未找到', status: 404 } };
    });
    renderOps(<ReviewQueue operator={publisher} />);
    const card = await screen.findByRole('listitem', { name: '页面 · 临床好课（课程页）' });
    expect(within(card).getByText('说明：搜索框提示改短一些')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '退回' }));
    expect(await within(card).findByText('退回时必须填写审核意见')).toBeTruthy();
    expect(server.requests.some((r) => r.path.endsWith('/decision'))).toBe(false);
    fireEvent.change(within(card).getByLabelText('审核意见'), { target: { value: '不行' } });
    fireEvent.click(within(card).getByRole('button', { name: '退回' }));
    await screen.findByText('页面 · 临床好课（课程页）：已退回给编辑');
    expect(server.requests.find((r) => r.path.endsWith('/decision'))?.body).toEqual({ decision: 'reject', draft_ref: '5', comment: '不行' });
  });

  it('does not offer to approve a draft changed since it was submitted', async () => {
    fakeOpsServer(() => ({ data: { list: [review({ stale: true, current_ref: '6' })], pending: 1, review_required: true } }));
    renderOps(<ReviewQueue operator={publisher} />);
    const card = await screen.findByRole('listitem', { name: '页面 · 临床好课（课程页）' });
    expect(within(card).getByRole('alert').textContent).toContain('提交后草稿又有改动');
    expect(within(card).getByRole('button', { name: '通过并发布' }).hasAttribute('disabled')).toBe(true);
  });
});
