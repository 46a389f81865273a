import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { LiveEndedBanner } from './live-ended-banner';
import example from './live-ended-banner.example.json';

describe('live-ended-banner', () => {
  it('shows for ended lives below 6 and not while live or for a ready replay', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByText('直播已结束')).toBeTruthy();
    for (const status of [0, 1, 6, 7]) {
      const { container, unmount } = render(<LiveEndedBanner props={{ liveStatus: status }} emit={async () => true} nodeId="n" preview={false} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
