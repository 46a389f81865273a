import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WatchPasswordCooldowns } from './watch-password-cooldowns';

const api = vi.hoisted(() => {
  let list = [{ type: 4, id: 319, title: '心内科病例讨论', locked_until: '2030-01-01T10:00:00.000Z' }];
  return {
    watchPasswordCooldowns: vi.fn(async () => list),
    resetWatchPasswordCooldown: vi.fn(async (type: number, id: number) => {
      list = [];
      return { type, id, was_cooling_down: true };
    }),
  };
});
vi.mock('./api/ops-client', () => ({ opsApi: api }));

describe('watch-password cool-downs in the console', () => {
  it('lists the items cooling down with their end and resets one', async () => {
    render(<WatchPasswordCooldowns />);
    const row = await screen.findByRole('row', { name: /心内科病例讨论/ });
    expect(row.textContent).toContain('直播');
    fireEvent.click(screen.getByRole('button', { name: '解除冷却：心内科病例讨论' }));
    await waitFor(() => expect(screen.getByText('当前没有处于冷却中的内容')).toBeTruthy());
    expect(api.resetWatchPasswordCooldown).toHaveBeenCalledWith(4, 319);
  });
});
