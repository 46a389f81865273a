import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './hospital-form.example.json';

const node = example as LayoutNode;

describe('hospital-form', () => {
  it('starts in the chosen area and refuses a bad name, a missing level', async () => {
    const view = await renderNode(node);
    expect(await screen.findByRole('button', { name: '所在地区：北京市 海淀区' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(view.toasts()).toEqual(['医院名称不能为空']);
    await userEvent.type(screen.getByLabelText('医院名称'), '1234');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(view.toasts().at(-1)).toBe('医院名称格式错误');
    await userEvent.clear(screen.getByLabelText('医院名称'));
    await userEvent.type(screen.getByLabelText('医院名称'), '海淀社区医院');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(view.toasts().at(-1)).toBe('请选择医院等级');
  });

  it('submits name, grade and the area picked in the cascader', async () => {
    const view = await renderNode(node);
    await userEvent.type(await screen.findByLabelText('医院名称'), '天河妇幼医院');
    await userEvent.click(screen.getByRole('button', { name: '医院等级：请选择' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '医院等级' })).getByRole('button', { name: '二级甲等' }));
    await userEvent.click(screen.getByRole('button', { name: /^所在地区/ }));
    const sheet = screen.getByRole('dialog', { name: '所在地区' });
    await userEvent.click(within(sheet).getByRole('button', { name: /广东省/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: /广州市/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: '天河区' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const query = new URLSearchParams(view.location().split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ name: '天河妇幼医院', level: '二级甲等', area: '440106' });
  });
});
