import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { ActionServices } from './action-context';
import { runActions } from './run-actions';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: null }) {
  return fakeActionServices('/article-detail/9', outcome, true);
}

const loggedIn = { loggedIn: true, certified: true, user: { id: 1 } };
function run(actions: Action[], s: ActionServices, scope: Partial<BindingScope> = {}) {
  const screen = { refetch: vi.fn() };
  const full: BindingScope = { data: {}, route: { params: { id: '9' }, query: {} }, state: loggedIn, ...scope };
  return { done: runActions(actions, { scope: full, services: s, screen }, vi.fn()), screen };
}

describe('report-comment', () => {
  it('reports the comment with the picked reason and says so', async () => {
    const s = services({ ok: true, data: { id: 31 } });
    expect(await run([{ action: 'report-comment' }], s, { event: { id: 31, reason: 'spam' } }).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('reportComment', { id: 31, reason: 'spam' });
    expect(s.toast).toHaveBeenCalledWith('举报成功，我们会尽快处理', 'success');
  });

  it('shows the server’s refusal (reported before) and stops the chain', async () => {
    const s = services({ ok: false, code: 409, message: '您已举报过这条评论' });
    expect(await run([{ action: 'report-comment' }], s, { event: { id: 31, reason: 'abuse' } }).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('您已举报过这条评论', 'fail');
  });
});

describe('post-comment', () => {
  it('tells the author a held comment waits for review', async () => {
    const s = services({ ok: true, data: { id: 6, moderation: 'held' } });
    const post: Action = { action: 'post-comment', commentType: 2, contentId: '$route.params.id' };
    expect(await run([post], s, { event: { content: '待审' } }).done).toBe(true);
    expect(s.toast).toHaveBeenCalledWith('评论已提交，审核通过后其他人可见', 'success');
  });

  const post: Action = { action: 'post-comment', commentType: 2, contentId: '$route.params.id', contentType: 1, refetch: ['comments'] };

  it('sends a top-level comment without comment_id / to_user_id, shows 评论成功 and reloads the thread', async () => {
    const s = services({ ok: true, data: { id: 5 } });
    const { done, screen } = run([post], s, { event: { content: '  好文章 ', comment_id: 0, to_user_id: 0 } });
    expect(await done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('createComment', { content_id: 9, comment_type: 2, content: '好文章', content_type: 1 });
    expect(s.toast).toHaveBeenCalledWith('评论成功', 'success');
    expect(screen.refetch).toHaveBeenCalledWith(['comments']);
  });

  it('sends comment_id and to_user_id for a reply when non-zero', async () => {
    const s = services();
    await run([post], s, { event: { content: '同意', comment_id: 44, to_user_id: 7 } }).done;
    expect(s.callEndpoint).toHaveBeenCalledWith('createComment', {
      content_id: 9,
      comment_type: 2,
      content: '同意',
      content_type: 1,
      comment_id: 44,
      to_user_id: 7,
    });
    await run([post], s, { event: { content: '同意', comment_id: 44, to_user_id: 0 } }).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('createComment', { content_id: 9, comment_type: 2, content: '同意', content_type: 1, comment_id: 44 });
  });

  it("sends the composer's client_key as the Idempotency-Key header, not as a form field", async () => {
    const s = services();
    await run([post], s, { event: { content: '好文章', comment_id: 0, to_user_id: 0, client_key: 'draft-key-123' } }).done;
    expect(s.callEndpoint).toHaveBeenCalledWith(
      'createComment',
      { content_id: 9, comment_type: 2, content: '好文章', content_type: 1 },
      { headers: { 'Idempotency-Key': 'draft-key-123' } },
    );
  });

  it('refuses empty or blank text without calling the server', async () => {
    const s = services();
    const { done, screen } = run([post], s, { event: { content: '   ' } });
    expect(await done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('评论内容不能为空', 'fail');
    expect(s.callEndpoint).not.toHaveBeenCalled();
    expect(screen.refetch).not.toHaveBeenCalled();
    expect(await run([post], s, { event: {} }).done).toBe(false);
    expect(s.callEndpoint).not.toHaveBeenCalled();
  });

  it('shows the server’s message on refusal and does not reload', async () => {
    const s = services({ ok: false, code: 400, message: '评论包含敏感词' });
    const { done, screen } = run([post], s, { event: { content: 'x' } });
    expect(await done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('评论包含敏感词', 'fail');
    expect(s.toast).not.toHaveBeenCalledWith('评论成功', 'success');
    expect(screen.refetch).not.toHaveBeenCalled();
  });
});

describe('toggle-favourite / toggle-like / toggle-comment-like', () => {
  it('toggle-favourite calls the target’s endpoint and resolves true', async () => {
    const s = services();
    expect(await run([{ action: 'toggle-favourite', target: 'course', id: '$route.params.id' }], s).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('toggleCourseFavorite', { id: 9 });
    await run([{ action: 'toggle-favourite', target: 'short-video', id: 5, contentType: 2 }], s).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('toggleShortVideoFavorite', { id: 5, content_type: 2 });
    await run([{ action: 'toggle-favourite', target: 'activity', id: 3, contentType: 2 }], s).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('toggleActivityFavorite', { id: 3 });
  });

  it('toggle-like calls the target’s endpoint and resolves true', async () => {
    const s = services();
    expect(await run([{ action: 'toggle-like', target: 'article', id: '$route.params.id' }], s).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('toggleArticleLike', { id: 9 });
    await run([{ action: 'toggle-like', target: 'activity', id: 4 }], s).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('toggleActivityLike', { id: 4 });
  });

  it('toggle-comment-like takes the comment id from $event.id by default', async () => {
    const s = services();
    expect(await run([{ action: 'toggle-comment-like' }], s, { event: { id: 31 } }).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('toggleCommentLike', { id: 31 });
  });

  it('a refusal shows the server’s message and stops the chain', async () => {
    for (const action of [
      { action: 'toggle-favourite', target: 'article', id: 9 },
      { action: 'toggle-like', target: 'short-video', id: 9 },
      { action: 'toggle-comment-like', id: 9 },
    ] satisfies Action[]) {
      const s = services({ ok: false, code: 404, message: '内容不存在' });
      const after: Action = { action: 'toast', text: 'never' };
      expect(await run([action, after], s).done).toBe(false);
      expect(s.toast).toHaveBeenCalledTimes(1);
      expect(s.toast).toHaveBeenCalledWith('内容不存在', 'fail');
    }
  });

  it('a 401 is not toasted again (the request layer handled it)', async () => {
    const s = services({ ok: false, code: 401, message: '请登录' });
    expect(await run([{ action: 'toggle-like', target: 'article', id: 9 }], s).done).toBe(false);
    expect(s.toast).not.toHaveBeenCalled();
  });
});
