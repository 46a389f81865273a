import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ExposureReporter } from './exposure';
import { ExposureTarget } from './exposure-target';

describe('ExposureTarget', () => {
  it('hands the node’s own elements to the reporter without adding a box, and stops on unmount', () => {
    const stop = vi.fn();
    const reporter: ExposureReporter = { observe: vi.fn(() => stop), seenByTap: vi.fn(), startPageView: vi.fn(), flush: vi.fn() };
    const view = render(
      <ExposureTarget reporter={reporter} nodeId="feed" widget="content-list">
        <p>内容精选</p>
      </ExposureTarget>,
    );
    const wrapper = view.container.querySelector('[data-node-id="feed"]') as HTMLElement;
    expect(wrapper.style.display).toBe('contents');
    expect(reporter.observe).toHaveBeenCalledWith([screen.getByText('内容精选')], { id: 'feed', widget: 'content-list' });
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('keeps rendering when the reporter throws', () => {
    const reporter: ExposureReporter = {
      observe: () => {
        throw new Error('no observer');
      },
      seenByTap: vi.fn(),
      startPageView: vi.fn(),
      flush: vi.fn(),
    };
    render(
      <ExposureTarget reporter={reporter} nodeId="x" widget="section">
        <p>仍然显示</p>
      </ExposureTarget>,
    );
    expect(screen.getByText('仍然显示')).toBeTruthy();
  });
});
