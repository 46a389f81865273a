// A widget folder shows the widget in each state it has: widgets/<type>/<type>.example.json is the
// content state (what the widget's tests render), and widgets/<type>/<type>.examples.json names the
// others, each a layout node of the same widget: { "empty": {…}, "long-text": {…} }. The workbench, the
// screenshot check and lint read both files through these names.

/** The states a widget's examples may show, in the order the workbench offers them, with their Chinese names. */
export const EXAMPLE_STATES = [
  { value: 'content', label: '有内容' },
  { value: 'loading', label: '加载中' },
  { value: 'empty', label: '无内容' },
  { value: 'error', label: '出错' },
  { value: 'long-text', label: '超长文字' },
  { value: 'many-items', label: '条目很多' },
] as const;

export type ExampleState = (typeof EXAMPLE_STATES)[number]['value'];

/** Every widget has at least these (lint refuses a folder without them). */
export const REQUIRED_EXAMPLE_STATES: readonly ExampleState[] = ['content', 'empty'];

/** The state the single <type>.example.json file holds. */
export const CONTENT_STATE: ExampleState = 'content';

export function isExampleState(value: string): value is ExampleState {
  return EXAMPLE_STATES.some((state) => state.value === value);
}

export function exampleStateLabel(state: string): string {
  return EXAMPLE_STATES.find((entry) => entry.value === state)?.label ?? state;
}

/** The content example's path in the repository. */
export function contentExampleFile(type: string): string {
  return `widgets/${type}/${type}.example.json`;
}

/** The path of the file holding a widget's other states. */
export function stateExamplesFile(type: string): string {
  return `widgets/${type}/${type}.examples.json`;
}
