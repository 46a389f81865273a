import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import type { RecommendModuleProps } from '../../contract/generated/widgets/recommend-module.props';
import { renderNode } from '../../src/test-utils/render-node';
import { RecommendModule } from './recommend-module';
import example from './recommend-module.example.json';

const node = example as LayoutNode;
const module = example.props.module as RecommendModuleProps['module'];

function withModule(patch: Partial<RecommendModuleProps['module']>): LayoutNode {
  return { ...node, props: { ...example.props, module: { ...module, ...patch } } };
}

describe('recommend-module', () => {
  it('shows the module name and its items as a two-column grid (layout 3)', async () => {
    await renderNode(node);
    expect(screen.getByRole('heading', { name: '临床好课' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('list').className).toContain('--grid');
    expect(screen.getByText('糖尿病足的多学科协作诊疗：从评估到创…')).toBeTruthy();
    expect(screen.getByText('1.9万观看')).toBeTruthy();
  });

  it('opens a course column when a course is tapped', async () => {
    const view = await renderNode(node);
    await userEvent.click(screen.getByRole('button', { name: '急诊胸痛的快速识别与鉴别诊断思路' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/course-column\/\d+/));
  });

  it('renders layout 1 as a list and layout 2 as a horizontal scroller', async () => {
    const list = await renderNode(withModule({ layout: 1 }));
    expect(screen.getByRole('list').className).toContain('--list');
    list.unmount();
    await renderNode(withModule({ layout: 2 }));
    expect(screen.getByRole('list').className).toContain('--scroller');
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('renders nothing when the module has no items', async () => {
    await renderNode(withModule({ module_data: [] }));
    expect(screen.queryByRole('heading', { name: '临床好课' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('emits select with the tapped item', async () => {
    const emit = vi.fn();
    render(<RecommendModule props={{ module }} emit={emit} nodeId="m" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: module.module_data[2].title }));
    expect(emit).toHaveBeenCalledWith('select', module.module_data[2]);
  });
});
