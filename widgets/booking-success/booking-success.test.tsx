import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { BOOKING_SUCCESS_TEXT, BookingSuccess } from './booking-success';
import example from './booking-success.example.json';

const node = example as LayoutNode;

describe('booking-success', () => {
  it('shows the reminder dialog through the runtime', async () => {
    await renderNode(node);
    expect(await screen.findByRole('dialog', { name: '预约成功提醒' })).toBeTruthy();
    expect(screen.getByText(/短信提醒/)).toBeTruthy();
    expect(screen.getByText(/我的 – 我的预约/)).toBeTruthy();
  });

  it('emits close with the live when 关闭 is clicked', async () => {
    const emit = vi.fn(async () => true);
    const live = { id: 7 };
    render(<BookingSuccess props={{ live }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: BOOKING_SUCCESS_TEXT.close }));
    expect(emit).toHaveBeenCalledWith('close', live);
  });
});
