import type { RichTextProps } from '../../contract/generated/widgets/rich-text.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const richText = defineWidget<RichTextProps>({
  type: 'rich-text',
  load: () => import('./rich-text').then((module) => ({ default: module.RichText })),
});
