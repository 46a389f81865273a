import type { ModuleGridProps } from '../../contract/generated/widgets/module-grid.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const moduleGrid = defineWidget<ModuleGridProps>({
  type: 'module-grid',
  load: () => import('./module-grid').then((module) => ({ default: module.ModuleGrid })),
});
