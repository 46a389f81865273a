import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { libraryItem } from '../../test-utils/media-item';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { ImageField } from '../schema-form/image-field';
import { FIELD_ASPECTS, type FieldAspect } from './field-aspects';

const asset = (id: number, name: string, width: number, height: number, sizes = true): OpsMediaAsset =>
  libraryItem({
    id,
    name,
    url: `/media/uploads/original-${id}.jpg`,
    width,
    height,
    variants: sizes
      ? [320, Math.min(width, 1920)].flatMap((w) => [
          { width: w, height: Math.round((w * height) / width), format: 'webp' as const, url: `/media/uploads/${id}-${w}.webp`, size: 10 },
          { width: w, height: Math.round((w * height) / width), format: 'jpeg' as const, url: `/media/uploads/${id}-${w}.jpg`, size: 20 },
        ])
      : [],
  });

const HALL = asset(1, '门诊大厅.jpg', 1280, 600);
const CROPPED = { ...asset(7, '门诊大厅.jpg（裁剪 16:9）', 1067, 600), focus: { x: 0.25, y: 0.4 } };
const SEEDED = asset(3, '系列封面.svg', 750, 420, false);

function Field({ aspect, upload }: { aspect?: FieldAspect; upload?: (file: File) => Promise<OpsMediaAsset> }) {
  const [value, setValue] = useState('/media/uploads/old.jpg');
  return <ImageField label="封面" value={value} onChange={setValue} upload={upload ?? (() => Promise.resolve(HALL))} aspect={aspect} />;
}

/** The library lists HALL and SEEDED; a crop answers CROPPED, or `refusal` when given. */
function library(refusal?: string) {
  return fakeOpsServer(({ method, path }) => {
    if (method === 'POST' && path === '/media/1/crop') {
      return refusal ? { refused: { code: 400, message: refusal, status: 400 } } : { data: CROPPED };
    }
    const list = [HALL, SEEDED];
    return {
      data: { list, page: 1, pageSize: 48, total: list.length, uploaders: ['王编辑'], limits: { imageMaxBytes: 1, imageMaxPixels: 1, imageMaxSide: 1 } },
    };
  });
}

const fieldValue = () => (screen.getByLabelText('图片地址') as HTMLInputElement).value;

async function pick(name: string) {
  fireEvent.click(screen.getByRole('button', { name: '从媒体库选择：封面' }));
  fireEvent.click(await screen.findByRole('button', { name: `选择 ${name}` }));
}

describe('cropping an image to its field’s aspect', () => {
  it('opens on a picked image with the frame locked to the field, sets the focal point and puts the crop in the field', async () => {
    const { requests } = library();
    renderOps(<Field aspect={FIELD_ASPECTS.cover} />);
    expect(screen.getByText('封面比例 16:9：上传或选择后可裁剪')).toBeTruthy();
    await pick('门诊大厅.jpg');

    const dialog = await screen.findByRole('dialog', { name: '裁剪图片' });
    expect(dialog.textContent).toContain('封面比例 16:9');
    expect(screen.getByRole('status').textContent).toBe('焦点：左起 50%，上起 50%');
    // A click a quarter across and 40% down the preview of the region.
    const preview = screen.getByRole('button', { name: '裁剪后预览：点击设置焦点（方向键微调）' });
    preview.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 320, height: 180 });
    fireEvent.click(preview, { detail: 1, clientX: 180, clientY: 122 });
    expect(screen.getByRole('status').textContent).toBe('焦点：左起 25%，上起 40%');
    fireEvent.keyDown(preview, { key: 'ArrowDown' });
    fireEvent.keyDown(preview, { key: 'ArrowUp' });
    expect(screen.getByRole('status').textContent).toBe('焦点：左起 25%，上起 40%');
    expect(fieldValue()).toBe('/media/uploads/old.jpg');

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    // The largest 16:9 region in the middle of 1280 × 600, in the original's pixels.
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/media/1/crop',
      body: { x: 107, y: 0, width: 1067, height: 600, focus: { x: 0.25, y: 0.4 }, aspect: '16:9' },
    });
    expect(fieldValue()).toBe('/media/uploads/7-1067.jpg');
  });

  it('after an upload: 使用原图 keeps the uploaded picture as it is, 取消 leaves the field alone', async () => {
    const { requests } = library();
    renderOps(<Field aspect={FIELD_ASPECTS.banner} />);
    const file = new File(['x'], '横幅.jpg', { type: 'image/jpeg' });
    const chooser = screen.getByLabelText('上传图片：封面');

    fireEvent.change(chooser, { target: { files: [file] } });
    expect((await screen.findByRole('dialog', { name: '裁剪图片' })).textContent).toContain('轮播图比例 690:280');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fieldValue()).toBe('/media/uploads/old.jpg');

    fireEvent.change(chooser, { target: { files: [file] } });
    await screen.findByRole('dialog', { name: '裁剪图片' });
    fireEvent.click(screen.getByRole('button', { name: '使用原图' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fieldValue()).toBe('/media/uploads/1-1280.jpg');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a refusal and stays open; a built-in picture or a field without an aspect takes the picture as it is', async () => {
    library('裁剪区域超出图片范围：图片为 1280 × 600 像素');
    const { unmount } = renderOps(<Field aspect={FIELD_ASPECTS.avatar} />);
    await pick('门诊大厅.jpg');
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('裁剪区域超出图片范围：图片为 1280 × 600 像素');
    expect(screen.getByRole('dialog', { name: '裁剪图片' })).toBeTruthy();
    expect(fieldValue()).toBe('/media/uploads/old.jpg');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));

    // The seed's own pictures have no sizes of the library's to crop from.
    await pick('系列封面.svg');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fieldValue()).toBe('/media/uploads/original-3.jpg');
    unmount();

    renderOps(<Field />);
    await pick('门诊大厅.jpg');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fieldValue()).toBe('/media/uploads/1-1280.jpg');
  });
});
