import type { DataExportProps } from '../../contract/generated/widgets/data-export.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const dataExport = defineWidget<DataExportProps>({
  type: 'data-export',
  load: () => import('./data-export').then((module) => ({ default: module.DataExport })),
});
