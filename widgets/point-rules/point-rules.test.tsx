import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './point-rules.example.json';

const node = example as LayoutNode;

describe('point-rules', () => {
  it('lists the four rules in order with their 博贝', async () => {
    await renderNode(node);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.w-point-rules__name')?.textContent)).toEqual(['注册认证', '观看学习', '发表评论', '分享内容']);
    expect(within(items[0]).getByText('+50 博贝')).toBeTruthy();
  });
});
