import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyValue, enumOptions, fieldKind, fieldLabel } from './field-kind';
import { SchemaField } from './schema-field';
import { repositorySchemas, resolveRef, widgetSchema, type SchemaAt, type SchemaFiles } from './schema-registry';

// A small schema set of our own, so the test does not depend on any one widget's wording.
const files: SchemaFiles = {
  'widgets/demo/demo.schema.json': {
    title: 'DemoProps',
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', description: '分区标题，例如「直播」' },
      count: { type: 'integer', minimum: 0, description: '内容总数' },
      showMore: { type: 'boolean', description: '是否显示「查看更多」按钮' },
      layout: { type: 'integer', enum: [1, 2, 3], description: '版式：1 列表，2 横向滑动，3 宫格' },
      items: { type: 'array', description: '条目', items: { $ref: '../../schemas/entities/item.json' } },
      style: { type: 'object', additionalProperties: { type: 'string' }, description: '样式' },
      either: { oneOf: [{ type: 'string' }, { type: 'number' }], description: '任意' },
    },
  },
  'schemas/entities/item.json': {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', description: '名称' },
      size: { type: 'object', properties: { w: { type: 'number', description: '宽' } }, description: '尺寸' },
    },
  },
};
const demo: SchemaAt = { schema: files['widgets/demo/demo.schema.json'], file: 'widgets/demo/demo.schema.json' };
const prop = (key: string): SchemaAt => ({ schema: demo.schema.properties![key], file: demo.file });

describe('field kinds from a props schema', () => {
  it('maps each shape to a control, and unknown shapes to JSON', () => {
    expect(fieldKind(prop('title'), files).kind).toBe('string');
    expect(fieldKind(prop('count'), files)).toMatchObject({ kind: 'number', integer: true, minimum: 0 });
    expect(fieldKind(prop('showMore'), files).kind).toBe('boolean');
    expect(fieldKind(prop('layout'), files)).toEqual({ kind: 'enum', options: [1, 2, 3] });
    expect(fieldKind(prop('items'), files).kind).toBe('array');
    expect(fieldKind(prop('style'), files).kind).toBe('json');
    expect(fieldKind(prop('either'), files).kind).toBe('json');
  });

  it('follows file-relative $refs and labels fields in Chinese from their descriptions', () => {
    const item = resolveRef({ schema: { $ref: '../../schemas/entities/item.json' }, file: 'widgets/demo/demo.schema.json' }, files);
    expect(item?.file).toBe('schemas/entities/item.json');
    expect(fieldLabel('title', prop('title'), files)).toBe('分区标题');
    expect(fieldLabel('layout', prop('layout'), files)).toBe('版式');
    expect(fieldLabel('plain', { schema: { type: 'string' }, file: demo.file }, files)).toBe('plain');
    expect(emptyValue({ schema: { $ref: '../../schemas/entities/item.json' }, file: demo.file }, files)).toEqual({ name: '' });
  });

  it('names enum options from the description, shows unnamed ones as themselves', () => {
    expect(enumOptions([1, 2, 3], '版式：1 列表，2 横向滑动，3 宫格').map((option) => option.label)).toEqual(['列表', '横向滑动', '宫格']);
    expect(enumOptions([1, 2], '1 图标宫格（每页 10 个），2 第二行').map((option) => option.label)).toEqual(['图标宫格（每页 10 个）', '第二行']);
    expect(enumOptions([1, 5], '类型：1 搜索').map((option) => option.label)).toEqual(['搜索', '5']);
    expect(enumOptions(['a'], undefined)).toEqual([{ value: 'a', label: 'a' }]);
  });

  it('reads nullable numbers, date-times and string limits', () => {
    const at = (schema: SchemaAt['schema']): SchemaAt => ({ schema, file: demo.file });
    expect(fieldKind(at({ type: ['integer', 'null'], minimum: 1 }), files)).toMatchObject({ kind: 'number', integer: true, minimum: 1, nullable: true });
    expect(fieldKind(at({ type: 'string', format: 'date-time' }), files)).toEqual({ kind: 'datetime' });
    expect(fieldKind(at({ type: 'string', minLength: 1, maxLength: 32 }), files)).toMatchObject({
      kind: 'string',
      multiline: false,
      minLength: 1,
      maxLength: 32,
    });
    expect(fieldKind(at({ type: ['string', 'number'] }), files).kind).toBe('json');
  });

  it('knows every registered widget schema of the repository', () => {
    const section = widgetSchema('section', repositorySchemas);
    expect(section?.schema.description).toMatch(/分区/);
    const recommend = widgetSchema('recommend-module', repositorySchemas)!;
    const module = fieldKind({ schema: recommend.schema.properties!.module, file: recommend.file });
    expect(module.kind).toBe('object');
  });
});

function Harness({ at, initial }: { at: SchemaAt; initial: unknown }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SchemaField name="props" at={at} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('the generated props form', () => {
  // The form resolves refs against the repository's schemas; a real widget keeps the test honest.
  const section = widgetSchema('section')!;

  it('edits strings, numbers and booleans through labelled controls', () => {
    render(<Harness at={section} initial={{ title: '直播' }} />);
    const title = screen.getByLabelText(/分区标题/);
    expect((title as HTMLInputElement).value).toBe('直播');
    fireEvent.change(title, { target: { value: '病例' } });
    fireEvent.click(screen.getByLabelText(/是否显示「查看更多」按钮/));
    fireEvent.change(screen.getByLabelText(/内容总数/), { target: { value: '12' } });
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ title: '病例', showMore: true, count: 12 });
  });

  it('adds, reorders and removes items of an array of objects', () => {
    const at: SchemaAt = {
      schema: {
        type: 'array',
        description: '条目',
        items: { type: 'object', required: ['name'], properties: { name: { type: 'string', description: '名称' } } },
      },
      file: 'widgets/x/x.schema.json',
    };
    render(<Harness at={at} initial={[{ name: 'A' }]} />);
    fireEvent.click(screen.getByRole('button', { name: /添加一项/ }));
    fireEvent.change(screen.getAllByLabelText(/名称/)[1], { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: '上移 第 2 项' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([{ name: 'B' }, { name: 'A' }]);
    fireEvent.click(screen.getByRole('button', { name: '删除 第 1 项' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([{ name: 'A' }]);
  });

  it('keeps a long link on one line, shows named options and a problem at the field', () => {
    const at: SchemaAt = {
      schema: {
        type: 'object',
        required: ['kind'],
        properties: {
          link: { type: 'string', maxLength: 1000, description: '跳转链接（站内路径）' },
          kind: { type: 'integer', enum: [1, 2], description: '类型：1 搜索，2 链接' },
        },
      },
      file: 'widgets/x/x.schema.json',
    };
    render(
      <>
        <SchemaField name="link" at={{ schema: at.schema.properties!.link, file: at.file }} widget="link" value="/a" onChange={() => undefined} />
        <SchemaField
          name="kind"
          at={{ schema: at.schema.properties!.kind, file: at.file }}
          required
          value={undefined}
          error="请填写类型"
          onChange={() => undefined}
        />
      </>,
    );
    expect(screen.getByLabelText('跳转链接').tagName).toBe('INPUT');
    expect(screen.getByText('跳转链接（站内路径）')).toBeTruthy();
    const kind = screen.getByLabelText('类型（必填）') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).toEqual(['搜索', '链接']);
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(kind.getAttribute('aria-describedby')!)?.textContent).toBe('请填写类型');
  });

  it('falls back to a JSON box that applies only valid JSON and says why otherwise', () => {
    const at: SchemaAt = { schema: { type: 'object', description: '样式', additionalProperties: { type: 'string' } }, file: 'widgets/x/x.schema.json' };
    render(<Harness at={at} initial={{ color: 'red' }} />);
    const box = screen.getByLabelText('样式');
    fireEvent.change(box, { target: { value: '{"color": ' } });
    expect(screen.getByRole('alert').textContent).toMatch(/JSON 格式错误/);
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ color: 'red' });
    fireEvent.change(box, { target: { value: '{"color": "blue"}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ color: 'blue' });
  });
});
