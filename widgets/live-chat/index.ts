import type { LiveChatProps } from '../../contract/generated/widgets/live-chat.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveChat = defineWidget<LiveChatProps>({
  type: 'live-chat',
  load: () => import('./live-chat').then((module) => ({ default: module.LiveChat })),
});
