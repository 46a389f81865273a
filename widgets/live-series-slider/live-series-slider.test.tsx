import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { chineseNumber, sessionLabel, sessionTag } from './series-label';
import example from './live-series-slider.example.json';

describe('series labels', () => {
  it('writes 第N场 with Chinese numbers one to twenty and tags by status', () => {
    expect([1, 9, 10, 11, 19, 20].map(chineseNumber)).toEqual(['一', '九', '十', '十一', '十九', '二十']);
    expect(sessionLabel(2)).toBe('第三场');
    expect([0, 1, 2, 5, 6, 7].map(sessionTag)).toEqual(['预告', '直播中', '已结束', '回放', '回放', '回放']);
  });
});

describe('live-series-slider', () => {
  it('shows each session with label and tag, marks the current one and opens another', async () => {
    const view = await renderNode(example as LayoutNode);
    expect(await screen.findByText('第一场')).toBeTruthy();
    expect(screen.getByText('直播中')).toBeTruthy();
    expect(screen.getByRole('button', { current: true }).textContent).toContain('第二场');
    await userEvent.click(screen.getByText('第一场'));
    await waitFor(() => expect(view.location()).toBe('/live-detail-home/1'));
  });
});
