import type { TopicHeaderProps } from '../../contract/generated/widgets/topic-header.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const topicHeader = defineWidget<TopicHeaderProps>({
  type: 'topic-header',
  load: () => import('./topic-header').then((module) => ({ default: module.TopicHeader })),
});
