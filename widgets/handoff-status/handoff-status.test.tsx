import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { HandoffStatus } from './handoff-status';
import example from './handoff-status.example.json';

const node = example as LayoutNode;

describe('handoff-status', () => {
  it('shows 登录中… and runs the handoff once: without an id it goes straight on to path', async () => {
    const view = await renderNode(node, { path: '/middle' });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('登录中…')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/course-list'));
  });

  it('emits start exactly once, also under StrictMode, and never in the operator preview', () => {
    const emit = vi.fn(async () => true);
    render(
      <StrictMode>
        <HandoffStatus props={{}} emit={emit} nodeId="h" preview={false} />
      </StrictMode>,
    );
    expect(emit).toHaveBeenCalledExactlyOnceWith('start');
    const previewEmit = vi.fn(async () => true);
    render(<HandoffStatus props={{ text: '请稍候' }} emit={previewEmit} nodeId="h2" preview />);
    expect(previewEmit).not.toHaveBeenCalled();
    expect(screen.getByText('请稍候')).toBeTruthy();
  });
});
