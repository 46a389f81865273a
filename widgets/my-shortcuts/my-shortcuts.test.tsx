import { render, screen } from '@testing-library/react';
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
    expect(view.location()).toBe('/my-service');
    await userEvent.click(screen.getByRole('button', { name: /在线问诊/ }));
    expect(view.opened()).toEqual(['https://zxzx.example.test/']);
  });

  it('emits the link name and disables an entry without an address', async () => {
    const emit = vi.fn();
    render(<MyShortcuts props={{ links: { hzsf: 'https://a.test/' } }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: /患者随访/ }));
    expect(emit).toHaveBeenCalledWith('open', { name: 'hzsf', url: 'https://a.test/' });
    expect((screen.getByRole('button', { name: /在线问诊/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
