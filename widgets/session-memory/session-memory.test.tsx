import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionMemoryProps } from '../../contract/generated/widgets/session-memory.props';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { SessionMemory } from './session-memory';
import example from './session-memory.example.json';

const node = example as LayoutNode;

function renderMemory(props: SessionMemoryProps, preview = false) {
  const emit = vi.fn(async () => true);
  const view = render(<SessionMemory props={props} emit={emit} nodeId="memory" preview={preview} />);
  return { emit, ...view, update: (next: SessionMemoryProps) => view.rerender(<SessionMemory props={next} emit={emit} nodeId="memory" preview={preview} />) };
}

afterEach(() => sessionStorage.clear());

describe('session-memory', () => {
  it('stores the query value under its session key (live_search_channel) and follows changes', () => {
    const { emit, update, container } = renderMemory({ storageKey: 'live_search_channel', value: '12' });
    expect(container.innerHTML).toBe('');
    expect(sessionStorage.getItem('live_search_channel')).toBe('12');
    update({ storageKey: 'live_search_channel', value: 0 });
    expect(sessionStorage.getItem('live_search_channel')).toBe('0');
    expect(emit).not.toHaveBeenCalled();
  });

  it('hands the remembered value back once when the page opens without it', () => {
    sessionStorage.setItem('live_search_channel', '12');
    const { emit, update } = renderMemory({ storageKey: 'live_search_channel' });
    expect(emit).toHaveBeenCalledExactlyOnceWith('restore', { value: '12' });
    update({ storageKey: 'live_search_channel', value: '' });
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nothing is remembered, or in the operator preview', () => {
    expect(renderMemory({ storageKey: 'live_search_channel', value: null }).emit).not.toHaveBeenCalled();
    sessionStorage.setItem('live_search_channel', '12');
    expect(renderMemory({ storageKey: 'live_search_channel' }, true).emit).not.toHaveBeenCalled();
  });

  it('through the runtime: /live-list without the query is replaced by the remembered channel', async () => {
    sessionStorage.setItem('live_search_channel', '12');
    const view = await renderNode(node, { path: '/live-list' });
    await vi.waitFor(() => expect(view.location()).toBe('/live-list?live_search_channel=12'));
  });

  it('through the runtime: /live-list?live_search_channel=7 is remembered', async () => {
    await renderNode(node, { path: '/live-list?live_search_channel=7' });
    await vi.waitFor(() => expect(sessionStorage.getItem('live_search_channel')).toBe('7'));
  });
});
