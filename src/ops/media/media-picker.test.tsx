import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { libraryItem } from '../../test-utils/media-item';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { ImageField } from '../schema-form/image-field';

const asset = (id: number, name: string, width: number, format: 'jpeg' | 'png') =>
  libraryItem({
    id,
    name,
    mime: `image/${format}`,
    url: `/media/uploads/original-${id}.${format === 'jpeg' ? 'jpg' : 'png'}`,
    width,
    height: 600,
    variants: [320, width].flatMap((w) => [
      { width: w, height: 300, format: 'webp' as const, url: `/media/uploads/${id}-${w}.webp`, size: 10 },
      { width: w, height: 300, format, url: `/media/uploads/${id}-${w}.${format === 'jpeg' ? 'jpg' : 'png'}`, size: 20 },
    ]),
  });

function Field() {
  const [value, setValue] = useState('');
  return <ImageField label="图片" value={value} onChange={setValue} upload={() => Promise.reject(new Error('not uploading here'))} />;
}

describe('picking an image field from the media library', () => {
  it('lists the library images, searches by name and puts the picked one’s largest JPEG in the field', async () => {
    const { requests } = fakeOpsServer(({ path }) => {
      const q = new URLSearchParams(path.split('?')[1]).get('q');
      const list = [asset(1, '义诊横幅.jpg', 1280, 'jpeg'), asset(2, '科室标志.png', 640, 'png')].filter((item) => !q || item.name.includes(q));
      return {
        data: { list, page: 1, pageSize: 48, total: list.length, uploaders: ['王编辑'], limits: { imageMaxBytes: 1, imageMaxPixels: 1, imageMaxSide: 1 } },
      };
    });
    renderOps(<Field />);
    fireEvent.click(screen.getByRole('button', { name: '从媒体库选择：图片' }));
    const dialog = await screen.findByRole('dialog', { name: '从媒体库选择图片' });
    await screen.findByRole('button', { name: '选择 科室标志.png' });
    expect(requests.at(-1)?.path).toMatch(/^\/media\?.*kind=image/);

    fireEvent.change(screen.getByLabelText('搜索文件名'), { target: { value: '义诊' } });
    // The search's own answer (the list shows 加载中… in between): only the banner photo.
    await waitFor(() => expect(requests.at(-1)?.path).toMatch(/q=%E4%B9%89%E8%AF%8A/));
    const found = await screen.findByRole('button', { name: '选择 义诊横幅.jpg' });
    expect(screen.queryByRole('button', { name: '选择 科室标志.png' })).toBeNull();
    fireEvent.click(found);

    expect(dialog.isConnected).toBe(false);
    expect((screen.getByLabelText('图片地址') as HTMLInputElement).value).toBe('/media/uploads/1-1280.jpg');
  });
});
