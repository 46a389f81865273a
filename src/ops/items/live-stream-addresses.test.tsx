import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpsItem, OpsLiveStream } from '../../../contract/generated/schema-types';
import { fakeOpsServer, renderOps, type OpsRequest } from '../../test-utils/render-ops';
import { ItemEditor } from './item-editor';
import { itemKindDefinition } from './item-kinds';
import { LiveStreamAddresses } from './live-stream-addresses';

const PUSH = 'rtmp://push.example.com/live/live-abc123?auth_key=1898600400-0-0-727f2764e28d965be41e74a58dbea957';
const PLAY = 'https://play.example.com/live/live-abc123.m3u8?auth_key=1898600400-0-0-7d5d7892bcb6c5167decf2b83fc1a87b';
const aliyun: OpsLiveStream = { provider: 'aliyun', stream_name: 'live-abc123', push_url: PUSH, play_url: PLAY };

const live: OpsItem = {
  kind: 'live',
  id: 5,
  state: 'published',
  title: '心衰管理直播课',
  fields: { title: '心衰管理直播课', start_at: '2030-03-01T11:00:00.000Z', end_at: '2030-03-01T13:00:00.000Z', stream_name: 'live-abc123' },
  published: null,
  has_draft: false,
  version: 1,
  updated_at: '2030-01-01T00:00:00.000Z',
  updated_by: '王编辑',
  app_path: '/live-detail/5',
};

/** The console's other calls (versions, schedules, pickers) answer empty lists; the stream answers `stream`. */
function serveLive(stream: (request: OpsRequest) => ReturnType<Parameters<typeof fakeOpsServer>[0]>) {
  return fakeOpsServer((request) => {
    if (request.path === '/items/live/5/stream') return stream(request);
    if (request.path === '/items/live/5') return { data: live };
    return { data: { list: [] } };
  });
}

describe('live stream addresses in the live editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the push and play addresses only when a publisher asks, and copies each', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const server = serveLive(() => ({ data: aliyun }));
    renderOps(<LiveStreamAddresses id={5} beforeFetch={async () => true} />);
    expect(screen.queryByDisplayValue(PUSH)).toBeNull();
    expect(server.requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '获取推流与播放地址' }));
    expect(await screen.findByDisplayValue(PUSH)).toBeTruthy();
    expect(screen.getByText('服务商：阿里云视频直播 · 直播流名称：live-abc123')).toBeTruthy();
    expect((screen.getByLabelText(/^播放地址/) as HTMLInputElement).value).toBe(PLAY);
    expect(server.requests).toEqual([{ method: 'POST', path: '/items/live/5/stream', body: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: '复制推流地址' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已复制推流地址'));
    fireEvent.click(screen.getByRole('button', { name: '复制播放地址' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已复制播放地址'));
    expect(writeText.mock.calls).toEqual([[PUSH], [PLAY]]);
  });

  it('shows why the demo has no push address, and the server’s refusal', async () => {
    let refuse = false;
    serveLive(() =>
      refuse
        ? { refused: { code: 403, message: '只有发布者可以查看推流地址', status: 403 } }
        : {
            data: {
              provider: 'local',
              stream_name: 'wb-5',
              push_url: null,
              push_note: '演示环境没有推流地址',
              play_url: '/media/videos/sample-hls/index.m3u8?stream=wb-5',
            },
          },
    );
    renderOps(<LiveStreamAddresses id={5} beforeFetch={async () => true} />);
    fireEvent.click(screen.getByRole('button', { name: '获取推流与播放地址' }));
    expect(await screen.findByText('演示环境没有推流地址')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '复制推流地址' })).toBeNull();
    expect(screen.getByRole('button', { name: '复制播放地址' })).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: '重新获取' }));
    expect((await screen.findByRole('status')).textContent).toContain('只有发布者可以查看推流地址');
  });

  it('is in the live editor of a publisher, not of an editor', async () => {
    serveLive(() => ({ data: aliyun }));
    const definition = itemKindDefinition('live');
    const noop = () => {};
    const { unmount } = renderOps(<ItemEditor definition={definition} id={5} operator={{ name: '王编辑', role: 'editor' }} onSaved={noop} onBack={noop} />);
    expect(await screen.findByRole('heading', { name: '编辑直播' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '推流与播放地址' })).toBeNull();
    unmount();
    renderOps(<ItemEditor definition={definition} id={5} operator={{ name: '李发布', role: 'publisher' }} onSaved={noop} onBack={noop} />);
    expect(await screen.findByRole('heading', { name: '推流与播放地址' })).toBeTruthy();
  });
});
