import type { DownloadRowsProps } from '../../contract/generated/widgets/download-rows.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const downloadRows = defineWidget<DownloadRowsProps>({
  type: 'download-rows',
  load: () => import('./download-rows').then((module) => ({ default: module.DownloadRows })),
});
