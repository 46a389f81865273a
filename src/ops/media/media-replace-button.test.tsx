import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { libraryItem } from '../../test-utils/media-item';
import { renderOps } from '../../test-utils/render-ops';
import { ConfirmHost } from '../confirm-dialog';
import { MediaReplaceButton } from './media-replace-button';

/** The one XMLHttpRequest the button sends, answered by the test (jsdom sends none of its own). */
class FakeRequest {
  static sent: FakeRequest[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => void this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })));
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    act(() => void this.events.dispatchEvent(new Event('load')));
  }
}

function setUp(asset = libraryItem({ id: 7, name: '义诊横幅.jpg', uses: [{ kind: 'banner', id: '3', title: '春季义诊' }] })) {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  renderOps(
    <>
      <MediaReplaceButton asset={asset} />
      <ConfirmHost />
    </>,
  );
  return asset;
}

const pick = (name: string, type: string) =>
  fireEvent.change(screen.getByLabelText(`为「义诊横幅.jpg」选择新文件`), { target: { files: [new File(['x'], name, { type })] } });

describe('替换文件 in a file’s details', () => {
  it('asks first when published places show the file, then sends it with its progress and says how many places changed', async () => {
    setUp();
    expect(screen.getByLabelText('为「义诊横幅.jpg」选择新文件').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');
    pick('新横幅.jpg', 'image/jpeg');
    const dialog = await screen.findByRole('alertdialog', { name: '替换文件' });
    expect(dialog.textContent).toContain('1 处使用位置会立即改为显示新文件');
    fireEvent.click(within(dialog).getByRole('button', { name: '替换文件' }));
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(1));

    const [request] = FakeRequest.sent;
    expect([request.method, request.url]).toEqual(['POST', '/ops/api/media/7/file']);
    expect(((request.body as FormData).get('file') as File).name).toBe('新横幅.jpg');
    request.progress(40, 100);
    expect(screen.getByText('上传中 40%')).toBeTruthy();
    request.answer(200, { code: 0, message: 'ok', data: { asset: libraryItem({ id: 7 }), rewritten: 2 } });
    expect((await screen.findByRole('status')).textContent).toBe('已替换，更新了 2 处使用位置');
  });

  it('shows the server’s refusal in Chinese', async () => {
    setUp(libraryItem({ id: 7, name: '义诊横幅.jpg', uses: [] }));
    pick('指南.pdf', 'application/pdf');
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    FakeRequest.sent[0].answer(400, { code: 400, message: '替换文件必须与原文件同类型：请选择图片（JPEG、PNG、WebP、GIF）' });
    expect((await screen.findByRole('alert')).textContent).toBe('失败：替换文件必须与原文件同类型：请选择图片（JPEG、PNG、WebP、GIF）');
  });

  it('offers PDFs for a document, and tells a video to be uploaded again', () => {
    setUp(libraryItem({ id: 8, kind: 'document', name: '义诊横幅.jpg', mime: 'application/pdf' }));
    expect(screen.getByLabelText('为「义诊横幅.jpg」选择新文件').getAttribute('accept')).toBe('application/pdf,.pdf');
    setUp(libraryItem({ id: 9, kind: 'video', name: '讲座.mp4' }));
    expect(screen.getByText(/视频不能直接替换/)).toBeTruthy();
  });
});
