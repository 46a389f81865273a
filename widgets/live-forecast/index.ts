import type { LiveForecastProps } from '../../contract/generated/widgets/live-forecast.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveForecast = defineWidget<LiveForecastProps>({
  type: 'live-forecast',
  load: () => import('./live-forecast').then((module) => ({ default: module.LiveForecast })),
});
