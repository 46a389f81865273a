import type { LiveDetailCardProps } from '../../contract/generated/widgets/live-detail-card.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveDetailCard = defineWidget<LiveDetailCardProps>({
  type: 'live-detail-card',
  load: () => import('./live-detail-card').then((module) => ({ default: module.LiveDetailCard })),
});
