import { describe, expect, it, vi } from 'vitest';
import { renderNode } from '../../test-utils/render-node';

describe('renderer reports name the failing node fully', () => {
  it('gives fallbacks and crashes their layout, widget and version, for the failure reports', async () => {
    // The crash is expected: React logs it as it hands it to the node's error boundary.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered = await renderNode(undefined, {
      doc: {
        schemaVersion: 1,
        id: 'channel-home.12',
        body: [
          { id: 'future', widget: 'future-card', props: {} },
          { id: 'grid', widget: 'icon-grid', version: 99, props: {} },
          { id: 'feed', widget: 'content-list', props: { title: { text: '推荐' } } },
        ],
      },
    });
    logged.mockRestore();
    const layout = { id: 'channel-home.12', revision: undefined };
    const reports = rendered.reports();
    expect(reports).toContainEqual(expect.objectContaining({ kind: 'unknown-widget', nodeId: 'future', widget: 'future-card', version: 1, layout }));
    expect(reports).toContainEqual(expect.objectContaining({ kind: 'widget-too-new', nodeId: 'grid', widget: 'icon-grid', version: 99, layout }));
    expect(reports).toContainEqual(
      expect.objectContaining({
        kind: 'render-error',
        nodeId: 'feed',
        widget: 'content-list',
        version: 1,
        layout,
        detail: expect.stringMatching(/Objects are not valid/),
      }),
    );
  });
});
