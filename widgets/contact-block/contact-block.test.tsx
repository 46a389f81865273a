import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ContactBlock } from './contact-block';
import example from './contact-block.example.json';

describe('contact-block', () => {
  it('shows the phone as a call link, the email as a mail link and the QR code with its name', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByRole('heading', { name: '联系我们' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '010-6588 0000' }).getAttribute('href')).toBe('tel:01065880000');
    expect(screen.getByRole('link', { name: 'topic1@example.com' }).getAttribute('href')).toBe('mailto:topic1@example.com');
    expect(screen.getByRole('img', { name: '专题小助手二维码' })).toBeTruthy();
    expect(screen.getByText('专题小助手')).toBeTruthy();
  });

  it('shows only what is given, and nothing when all is empty', () => {
    const emit = vi.fn();
    const { container, rerender } = render(<ContactBlock props={{ email: 'a@example.com' }} emit={emit} nodeId="c" preview={false} />);
    expect(screen.queryByText('联系电话')).toBeNull();
    expect(screen.getByText('联系邮箱')).toBeTruthy();
    rerender(<ContactBlock props={{ mobile: '', email: '' }} emit={emit} nodeId="c" preview={false} />);
    expect(container.innerHTML).toBe('');
  });
});
