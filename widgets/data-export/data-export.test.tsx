import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { DataExport, exportFileName } from './data-export';
import example from './data-export.example.json';

const node = example as LayoutNode;

describe('data-export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its row through the runtime', async () => {
    await renderNode(node);
    expect(await screen.findByRole('button', { name: /导出我的数据/ })).toBeTruthy();
  });

  it('asks for the data only when tapped, then saves it once it arrives', () => {
    const clicked: HTMLAnchorElement[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/2'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const emit = vi.fn();
    const { rerender } = render(<DataExport props={{ title: '导出我的数据', hint: 'JSON 文件', data: null }} emit={emit} nodeId="n" preview={false} />);
    expect(emit).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: /导出我的数据/ });
    fireEvent.click(button);
    expect(emit.mock.calls).toEqual([['request']]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second tap while it loads asks nothing more.
    fireEvent.click(button);
    expect(emit.mock.calls).toEqual([['request']]);
    expect(clicked).toHaveLength(0);
    rerender(<DataExport props={{ title: '导出我的数据', hint: 'JSON 文件', data: { profile: {} } }} emit={emit} nodeId="n" preview={false} />);
    expect(clicked).toHaveLength(1);
    expect(emit).toHaveBeenLastCalledWith('exported');
  });

  it('saves the data as a JSON file, user text kept as inert text, and emits exported', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test/1';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const emit = vi.fn();
    const data = { profile: { name: '<img src=x onerror=alert(1)>' }, sections: { comments: [{ content: '<script>alert(1)</script>' }] } };
    const { container } = render(<DataExport props={{ title: '导出我的数据', data, fileName: '我的数据' }} emit={emit} nodeId="n" preview={false} />);
    fireEvent.click(screen.getByRole('button', { name: /导出我的数据/ }));
    expect(emit).toHaveBeenCalledWith('exported');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toMatch(/^我的数据-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blobs[0].type).toBe('application/json');
    expect(JSON.parse(await blobs[0].text())).toEqual(data);
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('names files by local date', () => {
    expect(exportFileName('我的数据', new Date(2026, 10, 1))).toBe('我的数据-2026-11-01.json');
  });
});
