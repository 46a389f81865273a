import type { SettingCellProps } from '../../contract/generated/widgets/setting-cell.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const settingCell = defineWidget<SettingCellProps>({
  type: 'setting-cell',
  load: () => import('./setting-cell').then((module) => ({ default: module.SettingCell })),
});
