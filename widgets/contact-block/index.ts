import type { ContactBlockProps } from '../../contract/generated/widgets/contact-block.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const contactBlock = defineWidget<ContactBlockProps>({
  type: 'contact-block',
  load: () => import('./contact-block').then((module) => ({ default: module.ContactBlock })),
});
