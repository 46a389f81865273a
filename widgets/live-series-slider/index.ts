import type { LiveSeriesSliderProps } from '../../contract/generated/widgets/live-series-slider.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveSeriesSlider = defineWidget<LiveSeriesSliderProps>({
  type: 'live-series-slider',
  load: () => import('./live-series-slider').then((module) => ({ default: module.LiveSeriesSlider })),
});
