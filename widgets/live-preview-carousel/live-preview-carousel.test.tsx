import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { loadSwiper } from '../../src/ui/lazy-swiper';
import { LIVE_BOOK_TEXT, LivePreviewCarousel } from './live-preview-carousel';
import example from './live-preview-carousel.example.json';

const node = example as LayoutNode;
const items = (node.props as { items: Record<string, unknown>[] }).items;

describe('live-preview-carousel', () => {
  // Swiper arrives lazily and replaces the static frame: loaded first, a tap never lands on a node being replaced.
  beforeAll(async () => {
    await loadSwiper();
  });

  it('shows the heading, 查看更多 and one card per live with its status', async () => {
    await renderNode(node);
    expect(screen.getByRole('heading', { name: '直播预告' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看更多' })).toBeTruthy();

    const live = screen.getByRole('button', { name: '慢性阻塞性肺疾病急性加重期的规范化诊疗与长期管理策略' });
    expect(live.textContent).toContain('直播中');
    // 18 characters, then the ellipsis.
    expect(live.textContent).toContain('慢性阻塞性肺疾病急性加重期的规范化诊…');

    const upcoming = screen.getByRole('button', { name: '哮喘急性发作的规范化处理' });
    expect(upcoming.textContent).toContain('05-21 19:30 预告');
  });

  it('opens the live room for a live in progress', async () => {
    const view = await renderNode(node);
    await userEvent.setup().click(screen.getByRole('button', { name: /^慢性阻塞性肺疾病/ }));
    await waitFor(() => expect(view.location()).toBe('/live-detail-home/3001'));
  });

  it('opens the detail page for an upcoming live', async () => {
    const view = await renderNode(node);
    await userEvent.setup().click(screen.getByRole('button', { name: '哮喘急性发作的规范化处理' }));
    await waitFor(() => expect(view.location()).toBe('/live-detail/3002'));
  });

  it('goes to the live list from 查看更多', async () => {
    const view = await renderNode(node);
    await userEvent.setup().click(screen.getByRole('button', { name: '查看更多' }));
    await waitFor(() => expect(view.location()).toBe('/live-list'));
  });

  it('is hidden without lives and shows a single live on its own', async () => {
    const empty = await renderNode({ ...node, props: { items: [] } });
    expect(empty.queryByRole('heading')).toBeNull();
    empty.unmount();

    const single = await renderNode({ ...node, props: { items: items.slice(1, 2) } });
    expect(single.getAllByRole('button', { name: /规范化处理/ })).toHaveLength(1);
  });

  it('offers 预约直播 on upcoming unbooked lives only and emits book with the live', async () => {
    const emit = vi.fn(async () => true);
    render(<LivePreviewCarousel props={{ items: items as never }} emit={emit} nodeId="n" preview={false} />);
    const book = await screen.findAllByRole('button', { name: LIVE_BOOK_TEXT.book });
    expect(book).toHaveLength(1);
    const booked = screen.getByRole('button', { name: LIVE_BOOK_TEXT.booked }) as HTMLButtonElement;
    expect(booked.disabled).toBe(true);
    await userEvent.setup().click(book[0]!);
    expect(emit).toHaveBeenCalledWith('book', expect.objectContaining({ id: 3003 }));
  });

  it('shows 已预约 once the booking succeeded, also when the list comes back unchanged', async () => {
    const emit = vi.fn(async () => true);
    const { rerender } = render(<LivePreviewCarousel props={{ items: items as never }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.setup().click((await screen.findAllByRole('button', { name: LIVE_BOOK_TEXT.book }))[0]!);
    expect(await screen.findAllByRole('button', { name: LIVE_BOOK_TEXT.booked })).toHaveLength(2);
    rerender(<LivePreviewCarousel props={{ items: items.map((i) => ({ ...i })) as never }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.queryByRole('button', { name: LIVE_BOOK_TEXT.book })).toBeNull();
  });

  it('keeps 预约直播 when the booking was refused or the gate stayed shut', async () => {
    const emit = vi.fn(async () => false);
    render(<LivePreviewCarousel props={{ items: items as never }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.setup().click((await screen.findAllByRole('button', { name: LIVE_BOOK_TEXT.book }))[0]!);
    expect(emit).toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: LIVE_BOOK_TEXT.book })).toHaveLength(1);
  });

  it('offers no 预约直播 on a live whose booking is off, but keeps 已预约 for a booking made before', async () => {
    const emit = vi.fn(async () => true);
    const closed = items.map((i) => ({ ...i, booking_closed: true }));
    render(<LivePreviewCarousel props={{ items: closed as never }} emit={emit} nodeId="n" preview={false} />);
    await screen.findAllByRole('button', { name: /规范化处理/ });
    expect(screen.queryByRole('button', { name: LIVE_BOOK_TEXT.book })).toBeNull();
    expect(screen.getAllByRole('button', { name: LIVE_BOOK_TEXT.booked })).toHaveLength(1);
  });
});
