import type { PasswordDialogProps } from '../../contract/generated/widgets/password-dialog.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const passwordDialog = defineWidget<PasswordDialogProps>({
  type: 'password-dialog',
  load: () => import('./password-dialog').then((module) => ({ default: module.PasswordDialog })),
});
