import type { HonourDetailProps } from '../../contract/generated/widgets/honour-detail.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const honourDetail = defineWidget<HonourDetailProps>({
  type: 'honour-detail',
  load: () => import('./honour-detail').then((module) => ({ default: module.HonourDetail })),
});
