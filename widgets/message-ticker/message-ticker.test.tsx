import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './message-ticker.example.json';

const node = example as LayoutNode;

describe('message-ticker', () => {
  // Only intervals are faked: the runtime and testing-library keep their real timeouts and promises.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows one message at a time and rotates every interval', async () => {
    await renderNode(node);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button').textContent).toBe('直播今晚 19:30 哮喘急性发作的规范化处理');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: /心电图速读 30 讲已上线/ })).toBeTruthy();

    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('button', { name: /今晚 19:30/ })).toBeTruthy();
  });

  it('opens the current message link when tapped', async () => {
    const view = await renderNode(node);
    act(() => vi.advanceTimersByTime(3000));
    await userEvent.setup().click(screen.getByRole('button', { name: /心电图速读/ }));
    await waitFor(() => expect(view.location()).toBe('/course-column/2102'));
  });

  it('stops rotating while the message has focus', async () => {
    await renderNode(node);
    act(() => screen.getByRole('button').focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByRole('button', { name: /今晚 19:30/ })).toBeTruthy();
  });
});
