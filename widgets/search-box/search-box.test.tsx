import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { parseSearchParam, SearchBox } from './search-box';
import example from './search-box.example.json';

const node = example as LayoutNode;

describe('search-box', () => {
  it('an empty submit shows 请输入搜索词 and stays on the screen', async () => {
    const view = await renderNode(node, { path: '/search-new' });
    await userEvent.click(await screen.findByRole('button', { name: '搜索' }));
    await waitFor(() => expect(view.toasts()).toEqual(['请输入搜索词']));
    await waitFor(() => expect(view.location()).toBe('/search-new'));
  });

  it('submits the typed keyword and shows the results route', async () => {
    const view = await renderNode(node, { path: '/search-new' });
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索' }), '  心衰 {Enter}');
    await waitFor(() => expect(decodeURIComponent(view.location())).toBe('/search-new?keyword=心衰'));
  });

  it('the academic-zone phrase opens /live-study', async () => {
    const view = await renderNode(node, { path: '/search-new' });
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索' }), '学术专区{Enter}');
    await waitFor(() => expect(view.location()).toBe('/live-study'));
  });

  it('a carried hot word with content_type 2 is the placeholder; submitting it empty goes to its link', async () => {
    const search = JSON.stringify({ title: '学术年会直播', content_type: 2, link: '/live-list' });
    const view = await renderNode(node, { path: `/search-new?search=${encodeURIComponent(search)}` });
    const box = await screen.findByRole('searchbox', { name: '搜索' });
    expect(box.getAttribute('placeholder')).toBe('学术年会直播');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(view.location()).toBe('/live-list'));
  });

  it('emits input after a pause while typing, and cancel', async () => {
    const emit = vi.fn();
    render(<SearchBox props={{ autoFocus: false }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.type(screen.getByRole('searchbox'), '肺');
    await waitFor(() => expect(emit).toHaveBeenCalledWith('input', { keyword: '肺' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(emit).toHaveBeenCalledWith('cancel');
  });

  it('keeps what the doctor types when the searched keyword leaves the route, and shows a newly searched one', async () => {
    const emit = vi.fn();
    const view = render(<SearchBox props={{ autoFocus: false, keyword: '肺癌' }} emit={emit} nodeId="n" preview={false} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, '房颤');
    // Typing asks for suggestions under ?q=, so the bound keyword goes away while the box holds 房颤.
    view.rerender(<SearchBox props={{ autoFocus: false }} emit={emit} nodeId="n" preview={false} />);
    expect(box.value).toBe('房颤');
    view.rerender(<SearchBox props={{ autoFocus: false, keyword: '卒中' }} emit={emit} nodeId="n" preview={false} />);
    expect(box.value).toBe('卒中');
  });

  it('ignores a search query that is not a hot-word object', () => {
    expect(parseSearchParam('{oops')).toBeUndefined();
    expect(parseSearchParam('"text"')).toBeUndefined();
    expect(parseSearchParam('{"title":"肺癌","content_type":"2"}')).toEqual({ id: 0, title: '肺癌', content_type: 2 });
  });
});
