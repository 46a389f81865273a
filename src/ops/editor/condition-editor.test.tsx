import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Condition, LayoutDocument } from '../../../contract/generated/schema-types';
import { renderOps } from '../../test-utils/render-ops';
import { ConditionEditor } from './condition-editor';

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.3',
  data: { sections: { endpoint: 'getChannelHome', args: { id: '$route.query.channel' } } },
  body: [{ id: 'section-case', widget: 'section', props: { title: '病例' } }],
};

function Harness({ initial }: { initial?: Condition }) {
  const [value, setValue] = useState<Condition | undefined>(initial);
  return (
    <>
      <ConditionEditor label="加载条件" value={value} doc={doc} layoutId="channel-home.3" onChange={setValue} />
      <output data-testid="condition">{value === undefined ? '' : JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue({ path: '$route.query.channel', op: 'eq', value: 7 })}>
        外部修改
      </button>
    </>
  );
}

const current = () => {
  const text = screen.getByTestId('condition').textContent!;
  return text ? (JSON.parse(text) as Condition) : undefined;
};
const row = (n: number) => screen.getByRole('group', { name: `条件 ${n}` });

describe('data-loading condition form', () => {
  it('builds a condition from a picked field, a comparison and a value, without typing JSON', () => {
    renderOps(<Harness />);
    expect(screen.getByText('没有条件（一直生效）')).toBeTruthy();
    expect(document.querySelector('textarea')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '添加条件' }));
    // No field yet: nothing is stored, and the row says why.
    expect(current()).toBeUndefined();
    expect(within(row(1)).getByText('请选择字段：没有选字段的条件不会生效')).toBeTruthy();
    fireEvent.change(within(row(1)).getByLabelText('数据来源'), { target: { value: '$route' } });
    fireEvent.click(within(row(1)).getByRole('button', { name: '展开 页面地址 › 查询参数' }));
    fireEvent.click(within(row(1)).getByRole('button', { name: '选择字段：页面地址 › 查询参数 › 频道' }));
    fireEvent.change(within(row(1)).getByLabelText('比较方式'), { target: { value: 'gt' } });
    fireEvent.change(within(row(1)).getByLabelText(/^比较值/), { target: { value: '2' } });
    expect(current()).toEqual({ path: '$route.query.channel', op: 'gt', value: 2 });

    // A second row joins them; 为空 takes no value.
    fireEvent.click(screen.getByRole('button', { name: '添加条件' }));
    fireEvent.change(within(row(2)).getByLabelText('数据来源'), { target: { value: '$route' } });
    fireEvent.click(within(row(2)).getByRole('button', { name: '展开 页面地址 › 查询参数' }));
    fireEvent.click(within(row(2)).getByRole('button', { name: '选择字段：页面地址 › 查询参数 › 频道' }));
    fireEvent.change(within(row(2)).getByLabelText('比较方式'), { target: { value: 'nonempty' } });
    expect(within(row(2)).queryByLabelText(/^比较值/)).toBeNull();
    fireEvent.change(screen.getByLabelText('多个条件时'), { target: { value: 'any' } });
    expect(current()).toEqual({
      any: [
        { path: '$route.query.channel', op: 'gt', value: 2 },
        { path: '$route.query.channel', op: 'nonempty' },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: '删除条件 1' }));
    fireEvent.click(screen.getByRole('button', { name: '删除条件 1' }));
    expect(current()).toBeUndefined();
  }, 20_000);

  it('shows the same condition in 原始 JSON, and an edit there or elsewhere shows in the form', () => {
    renderOps(
      <Harness
        initial={{
          all: [
            { path: '$route.query.channel', op: 'in', value: [3, 4] },
            { path: '$state.signedIn', op: 'truthy' },
          ],
        }}
      />,
    );
    expect((within(row(1)).getByLabelText(/^取值/) as HTMLInputElement).value).toBe('3，4');
    expect((within(row(2)).getByLabelText('比较方式') as HTMLSelectElement).value).toBe('truthy');
    fireEvent.click(screen.getByRole('button', { name: '原始写法（开发者）' }));
    const raw = screen.getByLabelText('加载条件（原始写法）') as HTMLTextAreaElement;
    expect(JSON.parse(raw.value)).toEqual(current());

    fireEvent.change(raw, { target: { value: '{ "path": "$route.query.channel", "op": "ne", "value": "5" }' } });
    expect(screen.queryByRole('group', { name: '条件 2' })).toBeNull();
    expect((within(row(1)).getByLabelText('比较方式') as HTMLSelectElement).value).toBe('ne');
    // The form's own edit shows in the raw view.
    fireEvent.change(within(row(1)).getByLabelText(/^比较值/), { target: { value: '6' } });
    expect(JSON.parse((screen.getByLabelText('加载条件（原始写法）') as HTMLTextAreaElement).value)).toEqual({
      path: '$route.query.channel',
      op: 'ne',
      value: 6,
    });
    // An outside change (undo) replaces the rows.
    fireEvent.click(screen.getByRole('button', { name: '外部修改' }));
    expect((within(row(1)).getByLabelText(/^比较值/) as HTMLInputElement).value).toBe('7');
  });

  it('leaves a nested condition to the raw view instead of losing part of it', () => {
    renderOps(<Harness initial={{ not: { path: '$route.query.channel', op: 'empty' } }} />);
    expect(screen.getByText(/表单无法显示，请在原始写法中编辑/)).toBeTruthy();
    expect(JSON.parse((screen.getByLabelText('加载条件（原始写法）') as HTMLTextAreaElement).value)).toEqual({
      not: { path: '$route.query.channel', op: 'empty' },
    });
    expect(screen.queryByRole('button', { name: '添加条件' })).toBeNull();
  });
});
