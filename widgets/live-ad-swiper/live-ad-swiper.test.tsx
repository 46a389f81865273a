import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './live-ad-swiper.example.json';

describe('live-ad-swiper', () => {
  it('shows the adverts three per view and opens a linked one', async () => {
    const view = await renderNode(example as LayoutNode);
    expect(await screen.findAllByRole('img')).toHaveLength(4);
    expect(screen.getByRole('list').getAttribute('style')).toContain('--per-view: 3');
    await userEvent.click(screen.getByRole('img', { name: '合作伙伴1' }));
    // Some actions load their code on first use: the link opens a moment after the tap.
    await waitFor(() => expect(view.opened()).toEqual(['https://example.com/a']));
  });
});
