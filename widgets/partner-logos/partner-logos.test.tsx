import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { PartnerLogos } from './partner-logos';
import example from './partner-logos.example.json';

describe('partner-logos', () => {
  it('shows the partners’ logos under 合作伙伴, named for screen readers', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByRole('heading', { name: '合作伙伴' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '北京协和医院' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '合作单位3的标志' })).toBeTruthy();
  });

  it('renders nothing without partners', () => {
    const { container } = render(<PartnerLogos props={{ items: [] }} emit={vi.fn()} nodeId="p" preview={false} />);
    expect(container.innerHTML).toBe('');
  });
});
