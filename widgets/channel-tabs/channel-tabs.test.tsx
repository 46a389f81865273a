import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import type { ChannelTabsProps } from '../../contract/generated/widgets/channel-tabs.props';
import { renderNode } from '../../src/test-utils/render-node';
import { ChannelTabs } from './channel-tabs';
import example from './channel-tabs.example.json';

const node = example as LayoutNode;
const channels = example.props.channels as ChannelTabsProps['channels'];

function renderTabs(props: Partial<ChannelTabsProps> = {}) {
  const emit = vi.fn();
  render(<ChannelTabs props={{ channels, ...props }} emit={emit} nodeId="tabs" preview={false} />);
  return emit;
}

describe('channel-tabs', () => {
  it('shows 推荐 first and selected, then the server channels', async () => {
    await renderNode(node);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['推荐', '心血管', '呼吸']);
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '心血管' }).getAttribute('aria-selected')).toBe('false');
  });

  it('pads to five tabs with blank disabled tabs whose ids start at 999', async () => {
    await renderNode(node);
    const all = screen.getAllByRole('tab', { hidden: true });
    expect(all).toHaveLength(5);
    const blanks = all.slice(3);
    expect(blanks.map((tab) => tab.getAttribute('data-tab-id'))).toEqual(['999', '1000']);
    for (const blank of blanks) {
      expect((blank as HTMLButtonElement).disabled).toBe(true);
      expect(blank.textContent).toBe('');
    }
  });

  it('switches channel through the layout action', async () => {
    const view = await renderNode(node);
    await userEvent.click(screen.getByRole('tab', { name: '心血管' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/\?channel=12$/));
    expect(screen.getByRole('tab', { name: '心血管' }).getAttribute('aria-selected')).toBe('true');
  });

  it('emits change with id and title; 推荐 is id 0; blanks and the current tab emit nothing', async () => {
    const emit = renderTabs({ activeId: '15' });
    expect(screen.getByRole('tab', { name: '呼吸' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: '呼吸' }));
    expect(emit).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('tab', { hidden: true })[4]);
    expect(emit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: '推荐' }));
    expect(emit).toHaveBeenCalledWith('change', { id: 0, title: '推荐' });
    await userEvent.click(screen.getByRole('tab', { name: '心血管' }));
    expect(emit).toHaveBeenLastCalledWith('change', { id: 12, title: '心血管' });
  });

  it('moves between tabs with the arrow keys', async () => {
    const emit = renderTabs();
    screen.getByRole('tab', { name: '推荐' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(emit).toHaveBeenCalledWith('change', { id: 12, title: '心血管' });
    expect(document.activeElement?.textContent).toBe('心血管');
  });

  it('centres the active tab by scrolling the bar sideways, never the page', () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tabId = this.getAttribute('data-tab-id');
      // The bar is 300 px wide at x 0; each tab is 100 px wide, laid out in order.
      const left = tabId === null ? 0 : ['0', '12', '15', '999', '1000'].indexOf(tabId) * 100;
      const width = tabId === null ? 300 : 100;
      return { left, width, right: left + width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) };
    });
    try {
      const scrolledTo: number[] = [];
      const setter = vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation((value: number) => {
        scrolledTo.push(value);
      });
      renderTabs({ activeId: '15' });
      // 呼吸 (third tab, x 200–300) is centred in the 300 px bar: scrolled right by 100.
      expect(scrolledTo.at(-1)).toBe(100);
      expect(scrollIntoView).not.toHaveBeenCalled();
      setter.mockRestore();
    } finally {
      boxes.mockRestore();
      Element.prototype.scrollIntoView = original;
    }
  });

  it('needs no padding when there are enough channels, and can hide 推荐', () => {
    const many = [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `频道${id}` }));
    renderTabs({ channels: many, showRecommend: false });
    const tabs = screen.getAllByRole('tab', { hidden: true });
    expect(tabs).toHaveLength(6);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });
});
