import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { TopicHeader } from './topic-header';
import example from './topic-header.example.json';

const node = example as LayoutNode;
const base = { emit: vi.fn(), nodeId: 'h', preview: false };

describe('topic-header', () => {
  it('shows the title in its colour and the description cut at 66 characters', async () => {
    await renderNode(node);
    const title = await screen.findByRole('heading', { name: '心血管疾病防治专项', level: 1 });
    expect(title.style.color).toBe('rgb(29, 63, 143)');
    expect(screen.getByRole('heading', { name: '专题介绍' })).toBeTruthy();
    const text = screen.getByText(/^心血管疾病防治专项旨在/).textContent!;
    expect(Array.from(text)).toHaveLength(67);
    expect(text.endsWith('…')).toBe(true);
    expect(screen.getByRole('img', { name: '心血管疾病防治专项的封面' })).toBeTruthy();
  });

  it('goes to the topic introduction on 查看全部', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(view.location()).toBe('/topic-desc/1'));
  });

  it('shows a short description whole, without 查看全部 or the heading when show_desc_title is 0', () => {
    render(<TopicHeader {...base} props={{ title: '短专题', desc: '简短介绍', showDescTitle: 0 }} />);
    expect(screen.getByText('简短介绍')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看全部' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '专题介绍' })).toBeNull();
  });

  it('does not cut with descLength 0 and ignores an unsafe colour', () => {
    const long = '很长的介绍'.repeat(30);
    render(<TopicHeader {...base} props={{ title: '专题', desc: long, descLength: 0, titleColor: 'red;background:url(x)' }} />);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '专题' }).style.color).toBe('');
  });
});
