import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import type { LayoutProblem } from '../api/ops-types';
import { renderOps } from '../../test-utils/render-ops';
import { NodeEditor } from './node-editor';

const node: LayoutNode = {
  id: 'section-case',
  widget: 'section',
  props: { title: '病例', count: 3 },
  bind: { moreText: '$data.home.banners' },
  on: { more: [{ action: 'open-link', url: '' }] },
};

const doc = (current: LayoutNode): LayoutDocument => ({
  schemaVersion: 1,
  id: 'channel-home.3',
  data: { home: { endpoint: 'getHome' }, sections: { endpoint: 'getChannelHome', args: { id: '$route.query.channel' } } },
  body: [current],
});

const problems: LayoutProblem[] = [
  { path: '/body/0/on/more/0/url', node_id: 'section-case', kind: 'action-arg', message: '……参数 url（链接）必须是非空文字，或指向文字的引用，现在是 ""' },
  { path: '/body/0/bind/moreText', node_id: 'section-case', kind: 'binding-type', message: '……要求文字，但绑定的 $data.home.banners 是列表' },
];

function Harness({ onNode }: { onNode?: (node: LayoutNode) => void }) {
  const [current, setCurrent] = useState(node);
  return (
    <>
      <NodeEditor
        doc={doc(current)}
        layoutId="channel-home.3"
        node={current}
        problems={problems}
        onChange={(next) => {
          setCurrent(next);
          onNode?.(next);
        }}
      />
      <output data-testid="node">{JSON.stringify(current)}</output>
    </>
  );
}

const field = (name: string) => document.querySelector<HTMLElement>(`.ops-value[data-field="${name}"]`)!;
const current = () => JSON.parse(screen.getByTestId('node').textContent!) as LayoutNode;

describe('typed value editors', () => {
  it('gives each prop an editor of its type, no raw JSON, and shows problems at their field', () => {
    renderOps(<Harness />);
    expect((screen.getByLabelText('分区标题（必填）') as HTMLInputElement).value).toBe('病例');
    expect((screen.getByLabelText('内容总数') as HTMLInputElement).type).toBe('number');
    expect((screen.getByLabelText('是否显示「查看更多」按钮') as HTMLInputElement).type).toBe('checkbox');
    // An open-link address is picked (no link, a page of the app, an external address), not typed free.
    expect((screen.getByLabelText('链接：跳转到') as HTMLSelectElement).value).toBe('none');
    expect(within(field('url')).getByText(/必须是非空文字/)).toBeTruthy();
    expect(within(field('moreText')).getByText(/要求文字，但绑定的 \$data\.home\.banners 是列表/)).toBeTruthy();
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });

  it('types a link argument and binds a prop to a fitting field of the response', () => {
    renderOps(<Harness />);
    fireEvent.change(screen.getByLabelText('链接：跳转到'), { target: { value: 'page' } });
    fireEvent.change(screen.getByLabelText('链接：页面'), { target: { value: 'live-list' } });
    expect(current().on?.more?.[0]).toEqual({ action: 'open-link', url: '/live-list' });

    const count = field('count');
    fireEvent.click(within(count).getByRole('button', { name: '绑定数据' }));
    fireEvent.change(within(count).getByLabelText('数据来源'), { target: { value: '$data.sections' } });
    // Only integer fields are offered: the lists are there only as the way to their 数量.
    expect(within(count).queryByRole('button', { name: '选择字段：数据 频道页分区 › 病例 › 列表' })).toBeNull();
    fireEvent.click(within(count).getByRole('button', { name: '展开 数据 频道页分区 › 病例' }));
    fireEvent.click(within(count).getByRole('button', { name: '选择字段：数据 频道页分区 › 病例 › 数量' }));
    expect(current().bind).toEqual({ moreText: '$data.home.banners', count: '$data.sections.case.count' });
    expect(current().props).toEqual({ title: '病例' });
    expect(within(field('count')).getByText('已绑定：数据 频道页分区 › 病例 › 数量')).toBeTruthy();

    // Back to a fixed value: the binding goes.
    fireEvent.click(within(field('count')).getByRole('button', { name: '固定值' }));
    expect(current().bind).toEqual({ moreText: '$data.home.banners' });
  });

  it('binds an action argument to the event', () => {
    renderOps(<Harness />);
    const url = field('url');
    fireEvent.click(within(url).getByRole('button', { name: '绑定数据' }));
    fireEvent.change(within(url).getByLabelText('数据来源'), { target: { value: '$event' } });
    fireEvent.click(within(url).getByRole('button', { name: /^选择字段：事件数据 › 被点击项的跳转地址/ }));
    expect(current().on?.more?.[0]).toEqual({ action: 'open-link', url: '$event.target_url' });
  });

  it('shows the raw node only in the developer view', () => {
    renderOps(<Harness />);
    expect(screen.queryByLabelText('节点 JSON（开发者视图）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '开发者视图' }));
    expect((screen.getByLabelText('节点 JSON（开发者视图）') as HTMLTextAreaElement).value).toContain('"widget": "section"');
  });
});
