import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../../contract/generated/schema-types';
import type { WidgetMigrations } from '../../../contract/layout/widget-migrations';
import { renderNode } from '../../test-utils/render-node';
import { widgetDefinitions } from '../../../widgets/index';
import { Section } from '../../../widgets/section/section';
import { defineWidget } from '../widget-api';
import { createWidgetRegistry } from './widget-registry';

// A breaking props change deployed before `layouts:migrate` ran: section 2 renamed `heading` to `title`.
const RENAME_HEADING: WidgetMigrations = {
  2: (node) => {
    const { heading, ...props } = node.props ?? {};
    return { ...node, props: { ...props, title: heading } };
  },
};
const sectionV2 = defineWidget({ type: 'section', meta: { version: 2, events: [] }, component: Section, migrations: RENAME_HEADING });
const registry = createWidgetRegistry([...widgetDefinitions.filter((w) => w.type !== 'section'), sectionV2]);

/** As an operator saved it for section 1 (no `version`: 1). */
const storedNode = { id: 'head', widget: 'section', props: { heading: '热门专题', showMore: false } } as unknown as LayoutNode;

describe('widget migrations when the app loads an old node', () => {
  it('renders an old node through the widget migrations, so its renamed props are not lost', async () => {
    const view = await renderNode(storedNode, { registry });
    expect(screen.getByRole('heading', { name: /热门专题/ })).toBeTruthy();
    expect(view.reports()).toEqual([]);
  });

  it('checks the upgraded props in the operator preview (no 属性无效 fallback)', async () => {
    const view = await renderNode(storedNode, { registry, preview: true });
    expect(await screen.findByRole('heading', { name: /热门专题/ })).toBeTruthy();
    expect(screen.queryByText(/属性无效/)).toBeNull();
    expect(view.reports().filter((r) => r.kind === 'invalid-props')).toEqual([]);
  });

  it('leaves a node already at the current version alone', async () => {
    await renderNode({ id: 'head', widget: 'section', version: 2, props: { title: '最新', showMore: false } }, { registry });
    expect(screen.getByRole('heading', { name: /最新/ })).toBeTruthy();
  });

  it('without the migration the old props are invalid (what the migration prevents)', async () => {
    await renderNode(storedNode, { preview: true });
    expect(await screen.findByText(/属性无效/)).toBeTruthy();
  });
});
