import type { AttachmentListProps } from '../../contract/generated/widgets/attachment-list.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const attachmentList = defineWidget<AttachmentListProps>({
  type: 'attachment-list',
  load: () => import('./attachment-list').then((module) => ({ default: module.AttachmentList })),
});
