import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { AvatarStack } from './avatar-stack';
import example from './avatar-stack.example.json';

const node = example as LayoutNode;

describe('avatar-stack', () => {
  it('shows at most `max` avatars and the text', async () => {
    await renderNode(node);
    expect(await screen.findByRole('group', { name: '最近在学' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '学员头像' })).toHaveLength(5);
    expect(screen.getByText('最近在学')).toBeTruthy();
  });

  it('renders nothing without avatars, skipping empty urls', () => {
    const emit = vi.fn();
    const { container, rerender } = render(<AvatarStack props={{ avatars: [] }} emit={emit} nodeId="a" preview={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<AvatarStack props={{ avatars: ['', '/a.svg'], text: '人学过' }} emit={emit} nodeId="a" preview={false} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('人学过')).toBeTruthy();
  });
});
