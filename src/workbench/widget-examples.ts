import type { LayoutNode } from '../../contract/generated/schema-types';
import { CONTENT_STATE, EXAMPLE_STATES } from '../../contract/layout/widget-examples';

// Every widget folder's examples, bundled into the workbench's own chunks only. Lint has checked each
// one against its widget's schema (tools/lint-layouts/widget-examples.ts), so they are layout nodes.
const contentFiles = import.meta.glob<LayoutNode>('../../widgets/*/*.example.json', { eager: true, import: 'default' });
const stateFiles = import.meta.glob<Record<string, LayoutNode>>('../../widgets/*/*.examples.json', { eager: true, import: 'default' });

function typeOf(file: string): string {
  return file.split('/').at(-2) ?? '';
}

export interface WidgetExample {
  state: string;
  node: LayoutNode;
}

const byWidget = new Map<string, WidgetExample[]>();
for (const [file, node] of Object.entries(contentFiles)) byWidget.set(typeOf(file), [{ state: CONTENT_STATE, node }]);
for (const [file, states] of Object.entries(stateFiles)) {
  const list = byWidget.get(typeOf(file)) ?? [];
  for (const [state, node] of Object.entries(states)) list.push({ state, node });
  byWidget.set(typeOf(file), list);
}
const order = (state: string) => EXAMPLE_STATES.findIndex((entry) => entry.value === state);
for (const list of byWidget.values()) list.sort((a, b) => order(a.state) - order(b.state));

/** The widget's examples in the order of EXAMPLE_STATES (content first). */
export function widgetExamples(type: string): readonly WidgetExample[] {
  return byWidget.get(type) ?? [];
}

export function exampleNode(type: string, state: string): LayoutNode | undefined {
  return widgetExamples(type).find((example) => example.state === state)?.node;
}

/** Every widget with examples, by type. */
export function widgetsWithExamples(): string[] {
  return [...byWidget.keys()].sort();
}
