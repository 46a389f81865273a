import type { CodeEntryProps } from '../../contract/generated/widgets/code-entry.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const codeEntry = defineWidget<CodeEntryProps>({
  type: 'code-entry',
  load: () => import('./code-entry').then((module) => ({ default: module.CodeEntry })),
});
