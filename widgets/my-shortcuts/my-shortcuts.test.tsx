import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { MyShortcuts } from './my-shortcuts';
import example from './my-shortcuts.example.json';

const node = example as LayoutNode;

describe('my-shortcuts', () => {
  it('opens the configured addresses: an in-app path stays in the app, a URL leaves it', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: /患者随访/ }));
    await waitFor(() => expect(view.location()).toBe('/my-service'));
    await userEvent.click(screen.getByRole('button', { name: /在线问诊/ }));
    // Some actions load their code on first use: the link opens a moment after the tap.
    await waitFor(() => expect(view.opened()).toEqual(['https://zxzx.example.test/']));
  });

  it('emits the link name; an entry without an address emits unavailable instead of being dead', async () => {
    const emit = vi.fn();
    render(<MyShortcuts props={{ links: { hzsf: 'https://a.test/' } }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: /患者随访/ }));
    expect(emit).toHaveBeenCalledWith('open', { name: 'hzsf', url: 'https://a.test/' });
    await userEvent.click(screen.getByRole('button', { name: /在线问诊/ }));
    expect(emit).toHaveBeenLastCalledWith('unavailable', { name: 'zxzx' });
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('waits (disabled) until the addresses have loaded', () => {
    render(<MyShortcuts props={{}} emit={vi.fn()} nodeId="n" preview={false} />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
