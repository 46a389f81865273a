import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { libraryItem } from '../../test-utils/media-item';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { stringWidgetOf } from '../editor/value-field';
import { MediaAddressField } from './media-address-field';

const video = (id: number, name: string, status: OpsMediaAsset['status'], hls: string | null) =>
  libraryItem({
    id,
    kind: 'video',
    name,
    mime: 'video/mp4',
    size: 9_000_000,
    url: `/media/uploads/vid-${id}.mp4`,
    width: 1280,
    height: 720,
    duration: 1830,
    status,
    progress: status === 'processing' ? 40 : null,
    hls_url: hls,
    renditions: hls
      ? [
          { width: 640, height: 360 },
          { width: 1280, height: 720 },
        ]
      : [],
  });

function Field() {
  const [value, setValue] = useState('');
  return <MediaAddressField label="播放地址" kind="video" value={value} onChange={setValue} />;
}

describe('picking a video for a player from the media library', () => {
  it('offers only videos that are 可用, and puts the picked one’s HLS playlist in the field', async () => {
    const { requests } = fakeOpsServer(() => ({
      data: {
        list: [video(1, '冠心病二级预防.mp4', 'ready', '/media/uploads/hls-a-1.m3u8'), video(2, '正在转码的讲座.mp4', 'processing', null)],
        page: 1,
        pageSize: 48,
        total: 2,
        uploaders: ['王编辑'],
        limits: { imageMaxBytes: 1, imageMaxPixels: 1, imageMaxSide: 1, documentMaxBytes: 1, videoMaxBytes: 1, videoMaxSeconds: 1 },
      },
    }));
    renderOps(<Field />);
    fireEvent.click(screen.getByRole('button', { name: '从媒体库选择：播放地址' }));
    await screen.findByRole('dialog', { name: '从媒体库选择视频' });
    fireEvent.click(await screen.findByRole('button', { name: '选择 冠心病二级预防.mp4' }));
    expect(requests.at(-1)?.path).toMatch(/kind=video/);
    expect(screen.queryByRole('button', { name: '选择 正在转码的讲座.mp4' })).toBeNull();
    expect((screen.getByLabelText('播放地址', { selector: 'input' }) as HTMLInputElement).value).toBe('/media/uploads/hls-a-1.m3u8');
  });

  it('knows a video field and a file field by what their schema calls them', () => {
    expect(stringWidgetOf('url', { schema: { type: 'string', description: '播放地址' }, file: 'widgets/player/player.schema.json' })).toBe('video');
    expect(stringWidgetOf('link', { schema: { type: 'string', description: '下载地址' }, file: 'widgets/attachment-list/attachment-list.schema.json' })).toBe(
      'document',
    );
    expect(stringWidgetOf('link', { schema: { type: 'string', description: '跳转链接' }, file: 'x.json' })).toBe('link');
  });
});
