import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexBarProps } from '../../contract/generated/widgets/index-bar.props';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { IndexBar } from './index-bar';
import example from './index-bar.example.json';

const node = example as LayoutNode;
const props = example.props as IndexBarProps;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('index-bar', () => {
  it('shows the columns under their letters with follow states and cut descriptions', async () => {
    await renderNode(node);
    const groupA = await screen.findByRole('region', { name: 'A' });
    expect(within(groupA).getByRole('button', { name: '安心心血管' })).toBeTruthy();
    expect(within(groupA).getByText('已关注')).toBeTruthy();
    expect(within(groupA).getByText('安心心血管：冠心病、心衰与高血压的规范化诊疗与随访管…')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'B' })).getAllByText('+关注')).toHaveLength(2);
  });

  it('opens a column from the list', async () => {
    const view = await renderNode(node, { path: '/medical-column' });
    await userEvent.click(await screen.findByRole('button', { name: '病理视界' }));
    await waitFor(() => expect(view.location()).toBe('/medical-column-list/602'));
  });

  it('offers A–Z, greys letters without columns and scrolls to a tapped letter’s group', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    const emit = vi.fn(async () => true);
    render(<IndexBar props={props} emit={emit} nodeId="n" preview={false} />);
    const bar = screen.getByRole('navigation', { name: '字母索引' });
    expect(within(bar).getAllByRole('button')).toHaveLength(26);
    expect((within(bar).getByRole('button', { name: '跳到 C' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(bar).getByRole('button', { name: '跳到 Z' }));
    expect(scrolled).toEqual(['Z']);
    expect(within(bar).getByRole('button', { name: '跳到 Z' }).getAttribute('aria-current')).toBe('true');
    expect(emit).toHaveBeenCalledWith('letter', { letter: 'Z' });
  });
});
