// File templates for `npm run new-widget -- <name>`; kept apart from the file-system work.

export interface WidgetNames {
  /** kebab-case type = folder name, e.g. live-card. */
  type: string;
  /** PascalCase component name, e.g. LiveCard. */
  component: string;
  /** camelCase registration name, e.g. liveCard. */
  camel: string;
  /** Generated props type name, e.g. LiveCardProps. */
  props: string;
}

export function widgetNames(type: string): WidgetNames {
  const component = type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  return { type, component, camel: component[0].toLowerCase() + component.slice(1), props: `${component}Props` };
}

export function componentTsx(n: WidgetNames): string {
  return `import type { ${n.props} } from '../../contract/generated/widgets/${n.type}.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';

export function ${n.component}({ props, emit }: WidgetRenderProps<${n.props}>) {
  const items = props.items ?? [];
  return (
    <section className="w-${n.type}">
      <button type="button" className="w-${n.type}__title" onClick={() => emit('select')}>
        {props.title}
      </button>
      {items.length === 0 ? (
        <p className="w-${n.type}__empty">暂无内容</p>
      ) : (
        <ul className="w-${n.type}__items">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;
}

export function schemaJson(n: WidgetNames): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: n.props,
    description: `${n.type}：请在这里用一句话说明这个组件给运营同学展示什么。`,
    type: 'object',
    'x-version': 1,
    'x-events': { select: '点击标题' },
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string', description: '标题文字' },
      items: { type: 'array', items: { type: 'string' }, description: '列表条目（为空时显示“暂无内容”）' },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function indexTs(n: WidgetNames): string {
  return `import type { ${n.props} } from '../../contract/generated/widgets/${n.type}.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass \`component\` instead for widgets the first screen needs.
export const ${n.camel} = defineWidget<${n.props}>({
  type: '${n.type}',
  load: () => import('./${n.type}').then((module) => ({ default: module.${n.component} })),
});
`;
}

const ON_SELECT = { select: [{ action: 'toast', text: '点击了示例标题' }] };

/** The content state: what the widget's test renders. */
export function exampleJson(n: WidgetNames): string {
  const node = { id: `${n.type}-example`, widget: n.type, props: { title: '示例标题', items: ['第一条', '第二条'] }, on: ON_SELECT };
  return `${JSON.stringify(node, null, 2)}\n`;
}

/** The other states (contract/layout/widget-examples.ts): empty is required, the rest are a start to edit. */
export function examplesJson(n: WidgetNames): string {
  const examples = {
    empty: { id: `${n.type}-empty`, widget: n.type, props: { title: '示例标题', items: [] }, on: ON_SELECT },
    'long-text': {
      id: `${n.type}-long-text`,
      widget: n.type,
      props: {
        title: '一个特别长的示例标题，用来检查在最窄的手机上换行或省略是否得当',
        items: ['一条特别长的列表条目，用来检查文字很多时条目之间的间距与换行'],
      },
      on: ON_SELECT,
    },
    'many-items': {
      id: `${n.type}-many-items`,
      widget: n.type,
      props: { title: '示例标题', items: Array.from({ length: 12 }, (_, i) => `第 ${i + 1} 条`) },
      on: ON_SELECT,
    },
  };
  return `${JSON.stringify(examples, null, 2)}\n`;
}

export function testTsx(n: WidgetNames): string {
  return `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ${n.component} } from './${n.type}';
import example from './${n.type}.example.json';

const node = example as LayoutNode;

describe('${n.type}', () => {
  it('shows its title through the runtime', async () => {
    await renderNode(node);
    expect(await screen.findByRole('button', { name: '示例标题' })).toBeTruthy();
  });

  it('emits select when the title is clicked', async () => {
    const emit = vi.fn();
    render(<${n.component} props={{ title: '标题' }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '标题' }));
    expect(emit).toHaveBeenCalledWith('select');
  });
});
`;
}

export const EMPTY_INDEX = `// The one deliberate index: the explicit list of every widget registration (no import side effects).
export const widgetDefinitions = [
];
`;
