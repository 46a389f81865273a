import type { EmailDialogProps } from '../../contract/generated/widgets/email-dialog.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const emailDialog = defineWidget<EmailDialogProps>({
  type: 'email-dialog',
  load: () => import('./email-dialog').then((module) => ({ default: module.EmailDialog })),
});
