import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './service-qr.example.json';

const node = example as LayoutNode;

describe('service-qr', () => {
  it('shows the support text and a QR code drawn locally (a data URL, no external address)', async () => {
    await renderNode(node);
    expect(await screen.findByRole('heading', { name: '客服支持' })).toBeTruthy();
    expect(screen.getByText('服务时间：周一至周五 10:00–17:00')).toBeTruthy();
    const image = (await screen.findByRole('img', { name: '客服二维码' })) as HTMLImageElement;
    expect(image.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(image.src)).toContain('<svg');
  });
});
