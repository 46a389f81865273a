import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { FloatingServiceButton } from './floating-service-button';
import example from './floating-service-button.example.json';

const node = example as LayoutNode;

describe('floating-service-button', () => {
  it('shows 客服 and goes to the support page', async () => {
    const view = await renderNode(node);
    const button = await screen.findByRole('button', { name: '联系客服' });
    expect(button.textContent).toContain('客服');
    await userEvent.click(button);
    await waitFor(() => expect(view.location()).toBe('/my-service'));
  });

  it('emits select and uses its own label', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    render(<FloatingServiceButton props={{ label: '咨询' }} emit={emit} nodeId="f" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(emit).toHaveBeenCalledWith('select');
    expect(screen.getByText('咨询')).toBeTruthy();
  });
});
