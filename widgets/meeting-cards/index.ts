import type { MeetingCardsProps } from '../../contract/generated/widgets/meeting-cards.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const meetingCards = defineWidget<MeetingCardsProps>({
  type: 'meeting-cards',
  load: () => import('./meeting-cards').then((module) => ({ default: module.MeetingCards })),
});
