import type { LiveRoomStatusProps } from '../../contract/generated/widgets/live-room-status.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveRoomStatus = defineWidget<LiveRoomStatusProps>({
  type: 'live-room-status',
  load: () => import('./live-room-status').then((module) => ({ default: module.LiveRoomStatus })),
});
