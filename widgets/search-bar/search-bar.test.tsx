import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import type { SearchBarProps } from '../../contract/generated/widgets/search-bar.props';
import { renderNode } from '../../src/test-utils/render-node';
import { SearchBar } from './search-bar';
import example from './search-bar.example.json';

const node = example as LayoutNode;
const hints = example.props.hints as NonNullable<SearchBarProps['hints']>;

function renderBar(props: SearchBarProps) {
  const emit = vi.fn();
  render(<SearchBar props={props} emit={emit} nodeId="search" preview={false} />);
  return emit;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('search-bar', () => {
  it('rotates the hot-word hints every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderNode(node);
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByText('阿尔茨海默病')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('心力衰竭指南')).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText('阿尔茨海默病')).toBeTruthy();
  });

  it('opens the search screen when tapped on home', async () => {
    const view = await renderNode(node);
    await userEvent.click(screen.getByRole('button', { name: /^搜索/ }));
    await waitFor(() => expect(view.location()).toMatch(/^\/search-new/));
  });

  it('emits open with the hint on screen, and shows the default placeholder without hints', async () => {
    const emit = renderBar({ hints });
    await userEvent.click(screen.getByRole('button', { name: '搜索：阿尔茨海默病' }));
    expect(emit).toHaveBeenCalledWith('open', { ...hints[0], search: JSON.stringify({ title: '阿尔茨海默病', content_type: 1 }) });
  });

  it('shows 搜索课程、直播、资讯 when there are no hints', () => {
    renderBar({});
    expect(screen.getByText('搜索课程、直播、资讯')).toBeTruthy();
  });

  it('when editable, submits a trimmed keyword and ignores an empty one', async () => {
    const emit = renderBar({ readOnly: false, hints });
    const box = screen.getByRole('searchbox', { name: '搜索' });
    expect(box.getAttribute('placeholder')).toBe('阿尔茨海默病');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(emit).not.toHaveBeenCalled();
    await userEvent.type(box, '  糖尿病足 {Enter}');
    expect(emit).toHaveBeenCalledWith('search', { keyword: '糖尿病足' });
  });
});
