import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './live-white-list-dialog.example.json';

describe('live-white-list-dialog', () => {
  it('shows the exact directed-viewing text with the assistant QR code', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByText('本场活动为定向观看，如您需观看可联系会务组或下方会务助手')).toBeTruthy();
    expect(screen.getByRole('img', { name: '会务助手二维码' })).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
