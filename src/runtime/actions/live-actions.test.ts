import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { ActionServices } from './action-context';
import { memoryStorage } from '../../test-utils/memory-storage';
import { runActions } from './run-actions';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: null }) {
  return fakeActionServices('/live-detail-home/578', outcome, true);
}

function run(actions: Action[], s: ActionServices, event?: unknown) {
  const screen = { refetch: vi.fn() };
  const scope: BindingScope = { data: {}, route: { params: { id: '578' }, query: {} }, state: { loggedIn: true, certified: true }, event };
  return { done: runActions(actions, { scope, services: s, screen }, vi.fn()), screen };
}

describe('live room actions', () => {
  it('send-live-chat posts trimmed text with mention and quote ids only when set; blank text is never sent', async () => {
    const s = services({ ok: true, data: { id: 1, message: { id: 1 } } });
    expect(await run([{ action: 'send-live-chat', liveId: '$route.params.id' }], s, { message: ' 你好 ', subscribe_id: 7, cite_id: 0 }).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('createLiveChatMessage', { live_id: 578, message: '你好', subscribe_id: 7 });
    expect(await run([{ action: 'send-live-chat', liveId: 578 }], s, { message: '   ' }).done).toBe(false);
    expect(s.callEndpoint).toHaveBeenCalledTimes(1);
  });

  it('send-live-chat tells the sender a held message waits for review', async () => {
    const s = services({ ok: true, data: { id: 2, message: { id: 2, moderation: 'held' } } });
    expect(await run([{ action: 'send-live-chat', liveId: 578 }], s, { message: '待审' }).done).toBe(true);
    expect(s.toast).toHaveBeenCalledWith('消息已提交，审核通过后其他人可见', 'success');
  });

  it("send-live-chat shows the server's refusal and stops", async () => {
    const s = services({ ok: false, code: 429, message: '发言太频繁' });
    expect(await run([{ action: 'send-live-chat', liveId: 578 }], s, { message: '再来' }).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('发言太频繁', 'fail');
  });

  it("delete-live-chat deletes the event's message and says 删除成功", async () => {
    const s = services();
    expect(await run([{ action: 'delete-live-chat' }], s, { id: 31 }).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('deleteLiveChatMessage', { id: 31 });
    expect(s.toast).toHaveBeenCalledWith('删除成功', 'success');
  });

  it('submit-questionnaire sends the answers as a JSON string, says 提交成功, and shows 参数错误 as 有必填项未填写', async () => {
    const s = services();
    const answers = [{ name: '您的姓名', text: '张三' }];
    const { done, screen } = run([{ action: 'submit-questionnaire', liveId: '$route.params.id', refetch: ['questionnaire'] }], s, { answers });
    expect(await done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('createQuestionnaireAnswer', { id: 578, answers: JSON.stringify(answers) });
    expect(s.toast).toHaveBeenCalledWith('提交成功', 'success');
    expect(screen.refetch).toHaveBeenCalledWith(['questionnaire']);
    const refused = services({ ok: false, code: 400, message: '参数错误' });
    expect(await run([{ action: 'submit-questionnaire', liveId: 578 }], refused, { answers }).done).toBe(false);
    expect(refused.toast).toHaveBeenCalledWith('有必填项未填写', 'fail');
  });

  it('call-endpoint resolves its arguments and goes on quietly after a refusal unless told to stop', async () => {
    const s = services({ ok: false, code: 500, message: 'x' });
    const action: Action = { action: 'call-endpoint', endpoint: 'recordLiveViewCount', args: { id: '$route.params.id', type: 4, increment: 2 } };
    expect(await run([action], s).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('recordLiveViewCount', { id: '578', type: 4, increment: 2 });
    expect(s.toast).not.toHaveBeenCalled();
  });

  it('call-endpoint told to stop on a refusal shows the refusal to the doctor who asked', async () => {
    const s = services({ ok: false, code: 409, message: '已提交申请，请等待审核' });
    const action: Action = { action: 'call-endpoint', endpoint: 'applyStudyGroup', args: { id: 3 }, stopOnFailure: true };
    expect(await run([action], s).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('已提交申请，请等待审核', 'fail');
  });

  it('refetch-data reloads the named entries', async () => {
    const { done, screen } = run([{ action: 'refetch-data', data: ['viewCount'] }], services());
    expect(await done).toBe(true);
    expect(screen.refetch).toHaveBeenCalledWith(['viewCount']);
  });
});

describe('upload-live-chat-image', () => {
  it('posts live_id and the file as multipart with the session token; shows the refusal', async () => {
    const { runUploadLiveChatImage } = await import('./live-image-upload');
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem('access_token', 'tok');
    const s = services();
    const scope: BindingScope = { data: {}, route: { params: { id: '578' }, query: {} }, state: {}, event: { file: new Blob(['x'], { type: 'image/png' }) } };
    const send = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { id: 1, url: '/u.png' } })));
    expect(
      await runUploadLiveChatImage(
        { action: 'upload-live-chat-image', liveId: '$route.params.id' },
        { scope, services: s, screen: { refetch: vi.fn() } },
        send,
      ),
    ).toBe(true);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/live/api/chat/image');
    expect((init.headers as Record<string, string>)['x-token']).toBe('tok');
    expect((init.body as FormData).get('live_id')).toBe('578');
    const refused = vi.fn(async () => new Response(JSON.stringify({ code: 403, message: '仅管理员可以操作' })));
    expect(await runUploadLiveChatImage({ action: 'upload-live-chat-image', liveId: 578 }, { scope, services: s, screen: { refetch: vi.fn() } }, refused)).toBe(
      false,
    );
    expect(s.toast).toHaveBeenCalledWith('仅管理员可以操作', 'fail');
    vi.unstubAllGlobals();
  });
});
