import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeOpsServer, renderOps } from '../test-utils/render-ops';
import { WatchPasswordCooldowns } from './watch-password-cooldowns';

describe('watch-password cool-downs in the console', () => {
  it('lists the items cooling down with their end and resets one', async () => {
    let list = [{ type: 4, id: 319, title: '心内科病例讨论', locked_until: '2030-01-01T10:00:00.000Z' }];
    const server = fakeOpsServer(({ method, body }) => {
      if (method === 'GET') return { data: { list } };
      list = [];
      return { data: { ...(body as object), was_cooling_down: true } };
    });
    renderOps(<WatchPasswordCooldowns />);
    const row = await screen.findByRole('row', { name: /心内科病例讨论/ });
    expect(row.textContent).toContain('直播');
    fireEvent.click(screen.getByRole('button', { name: '解除冷却：心内科病例讨论' }));
    // The reset invalidates the list: it is read again, without the item.
    await waitFor(() => expect(screen.getByText('当前没有处于冷却中的内容')).toBeTruthy());
    expect(server.requests).toContainEqual({ method: 'POST', path: '/watch-passwords/cooldowns/reset', body: { type: 4, id: 319 } });
  });
});
