import type { VideoGridProps } from '../../contract/generated/widgets/video-grid.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const videoGrid = defineWidget<VideoGridProps>({
  type: 'video-grid',
  load: () => import('./video-grid').then((module) => ({ default: module.VideoGrid })),
});
