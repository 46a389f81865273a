import type { CommentThreadProps } from '../../contract/generated/widgets/comment-thread.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const commentThread = defineWidget<CommentThreadProps>({
  type: 'comment-thread',
  load: () => import('./comment-thread').then((module) => ({ default: module.CommentThread })),
});
