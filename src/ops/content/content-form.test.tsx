import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOps } from '../../test-utils/render-ops';
import { ContentForm } from './content-form';
import { blankRecord, CONTENT_KINDS } from './content-kinds';

/**
 * The media library takes the file and answers it with its sizes (a WebP and a PNG each); other routes (the
 * audience picker's list) answer empty.
 */
const upload = vi.fn((file: File) => ({
  id: 7,
  kind: 'image',
  name: file.name,
  mime: 'image/png',
  size: 3,
  url: `/media/uploads/${file.name}`,
  width: 800,
  height: 300,
  variants: [320, 640, 800].flatMap((width) => [
    { width, height: Math.round((width * 3) / 8), format: 'webp', url: `/media/uploads/${width}.webp`, size: 1 },
    { width, height: Math.round((width * 3) / 8), format: 'png', url: `/media/uploads/${width}.png`, size: 1 },
  ]),
  uploader: 'editor',
  created_at: '2026-11-29T08:00:00.000Z',
}));
const answer = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'ok', data }), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if (path === '/ops/api/media' && init.body instanceof FormData) return answer(upload(init.body.get('file') as File));
    return answer({ list: [] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockClear();
});

const kind = (name: string) => CONTENT_KINDS.find((entry) => entry.kind === name)!;

function renderForm(name: string) {
  const onSave = vi.fn(async (_record: Record<string, unknown>) => undefined);
  const definition = kind(name);
  renderOps(<ContentForm definition={definition} initial={blankRecord(definition)} heading="新建" onSave={onSave} onCancel={() => undefined} />);
  return onSave;
}

describe('a home content form built from its input schema', () => {
  it('shows a missing required value at its field and sends nothing', async () => {
    const onSave = renderForm('messages');
    const title = screen.getByLabelText('标题（必填）');
    expect(title.getAttribute('maxlength')).toBe('128');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写：标题');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby') && document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('请填写标题');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: '今晚直播' } });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ label: '', title: '今晚直播', link: '', enabled: true, start_at: null, end_at: null }));
  });

  it('offers the named options of an enum and uploads into an image field through the media library', async () => {
    const onSave = renderForm('banners');
    const position = screen.getByLabelText('位置') as HTMLSelectElement;
    expect([...position.options].map((option) => option.textContent)).toEqual(['（不设置）', '首页/课程', '文章', '直播首页', '临床好课', '病例', '学习专区']);
    fireEvent.change(position, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('上传图片：图片（必填）'), { target: { files: [new File(['png'], 'banner.png', { type: 'image/png' })] } });
    // A banner is shown at the carousel's shape: the upload is offered for cropping to it first.
    expect((await screen.findByRole('dialog', { name: '裁剪图片' })).textContent).toContain('轮播图比例 690:280');
    fireEvent.click(screen.getByRole('button', { name: '使用原图' }));
    // The field keeps the largest size every browser and WeChat's share cards take (PNG here, JPEG for a photo).
    await waitFor(() => expect((screen.getByLabelText('图片地址') as HTMLInputElement).value).toBe('/media/uploads/800.png'));
    expect(upload).toHaveBeenCalledOnce();
    screen.getByRole('img', { name: '图片（必填）图片预览' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        title: '',
        target_url: '',
        type: 9,
        channel_id: null,
        enabled: true,
        img: '/media/uploads/800.png',
        start_at: null,
        end_at: null,
      }),
    );
  });

  it("shows the server's refusal of an upload in its words", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 413, message: '图片不能超过 5MB' }), { status: 413 }));
    renderForm('banners');
    fireEvent.change(screen.getByLabelText('上传图片：图片（必填）'), { target: { files: [new File(['png'], 'big.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('图片不能超过 5MB'));
    expect((screen.getByLabelText('图片地址') as HTMLInputElement).value).toBe('');
  });

  it('edits the screen advert times as local date-times', async () => {
    const onSave = renderForm('screen-adverts');
    fireEvent.change(screen.getByLabelText('开始时间（必填）'), { target: { value: '2026-11-21T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写：广告图片、结束时间');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('开始时间（必填）').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('结束时间（必填）').getAttribute('aria-invalid')).toBe('true');
  });
});
